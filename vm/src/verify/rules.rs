//! The rule of each instruction (JVMS 4.10.1.9): what it pops, what it
//! pushes, which locals it reads or writes, and the special cases: `<init>`
//! calls and uninitialized objects (4.10.1.9.invokespecial), `protected`
//! member access (4.10.1.8), return types.
//!
//! `execute` changes the frame in place and returns whether control can fall
//! through to the next instruction (`false` after goto, return, athrow and
//! the switches); the caller checks branch targets against the stack map.

use super::code::{local_operand, read_u16, read_u8, Insn};
use super::error::VerifyError;
use super::frame::{bad_stack_type, underflow, Frame};
use super::typecheck::MethodContext;
use super::types::{field_type, is_reference_assignable, method_types, VType};
use crate::classfile::{access, Constant};
use VType::{Double, Float, Integer, Long};

pub struct Rules<'a, 'b> {
    pub cx: &'a MethodContext<'b>,
}

const OBJECT: &str = "java/lang/Object";

fn object() -> VType {
    VType::class(OBJECT)
}

impl Rules<'_, '_> {
    fn max_stack(&self) -> u16 {
        self.cx.code.max_stack
    }

    fn ops(&self, f: &mut Frame, pops: &[VType], push: Option<VType>) -> Result<(), VerifyError> {
        for t in pops.iter().rev() {
            f.pop(t, self.cx.env)?;
        }
        if let Some(t) = push {
            f.push(t, self.max_stack())?;
        }
        Ok(())
    }

    fn cp(&self) -> &crate::classfile::ConstantPool {
        self.cx.class.constant_pool
    }

    fn class_operand(&self, insn: &Insn) -> Result<String, VerifyError> {
        let index = read_u16(self.cx.code.bytecode, insn.bci as usize + 1);
        self.cp()
            .class_name(index)
            .map(str::to_string)
            .map_err(VerifyError::new)
    }

    /// Returns `true` when control does not fall through.
    pub fn execute(&mut self, insn: &Insn, f: &mut Frame) -> Result<bool, VerifyError> {
        let code = self.cx.code.bytecode;
        let bci = insn.bci as usize;
        let env = self.cx.env;
        let max = self.max_stack();
        match insn.opcode {
            0x00 => {}
            0x01 => f.push(VType::Null, max)?,
            0x02..=0x08 | 0x10 | 0x11 => f.push(Integer, max)?,
            0x09 | 0x0a => f.push(Long, max)?,
            0x0b..=0x0d => f.push(Float, max)?,
            0x0e | 0x0f => f.push(Double, max)?,
            0x12..=0x14 => {
                let index = if insn.opcode == 0x12 {
                    read_u8(code, bci + 1) as u16
                } else {
                    read_u16(code, bci + 1)
                };
                let t = match self.cp().get(index).map_err(VerifyError::new)? {
                    Constant::Integer(_) => Integer,
                    Constant::Float(_) => Float,
                    Constant::Long(_) => Long,
                    Constant::Double(_) => Double,
                    Constant::String { .. } => VType::class("java/lang/String"),
                    Constant::Class { .. } => VType::class("java/lang/Class"),
                    Constant::MethodType { .. } => VType::class("java/lang/invoke/MethodType"),
                    Constant::MethodHandle { .. } => VType::class("java/lang/invoke/MethodHandle"),
                    _ => return Err(VerifyError::new("Illegal type in constant pool")),
                };
                f.push(t, max)?;
            }
            // Loads.
            0x15..=0x19 | 0x1a..=0x2d => {
                let (index, _) = local_operand(code, insn).expect("a load names a local");
                let kind = if insn.opcode <= 0x19 {
                    insn.opcode - 0x15
                } else {
                    (insn.opcode - 0x1a) / 4
                };
                let t = match kind {
                    0 => f.load(index, &Integer, env)?,
                    1 => f.load(index, &Long, env)?,
                    2 => f.load(index, &Float, env)?,
                    3 => f.load(index, &Double, env)?,
                    _ => {
                        let t = f.locals.get(index).cloned().unwrap_or(VType::Top);
                        if !t.is_reference_like() {
                            return Err(VerifyError::new("Bad local variable type").with_reason(format!(
                                "Type {} (current frame, locals[{index}]) is not assignable to reference type",
                                t.describe()
                            )));
                        }
                        t
                    }
                };
                f.push(t, max)?;
            }
            // Array loads.
            0x2e..=0x35 => {
                f.pop(&Integer, env)?;
                let array = f.pop_initialized_reference()?;
                let (wanted, result): (&[&str], VType) = match insn.opcode {
                    0x2e => (&["[I"], Integer),
                    0x2f => (&["[J"], Long),
                    0x30 => (&["[F"], Float),
                    0x31 => (&["[D"], Double),
                    0x33 => (&["[B", "[Z"], Integer),
                    0x34 => (&["[C"], Integer),
                    0x35 => (&["[S"], Integer),
                    _ => (&[], VType::Null),
                };
                let result =
                    match &array {
                        VType::Null if insn.opcode == 0x32 => VType::Null,
                        VType::Null => result,
                        VType::Reference(name) if insn.opcode == 0x32 => {
                            match array.array_component() {
                            Some(c @ VType::Reference(_)) => c,
                            _ => return Err(bad_stack_type(&array, f.stack.len(), &VType::class("[Ljava/lang/Object;")))
                                .map_err(|e| e.with_reason(format!("Type '{name}' (current frame, stack[{}]) is not an array of references", f.stack.len()))),
                        }
                        }
                        VType::Reference(name) if wanted.contains(&&**name) => result,
                        other => {
                            return Err(bad_stack_type(
                                other,
                                f.stack.len(),
                                &VType::class(wanted.first().copied().unwrap_or("[I")),
                            ))
                        }
                    };
                f.push(result, max)?;
            }
            // Stores.
            0x36..=0x3a | 0x3b..=0x4e => {
                let (index, _) = local_operand(code, insn).expect("a store names a local");
                let kind = if insn.opcode <= 0x3a {
                    insn.opcode - 0x36
                } else {
                    (insn.opcode - 0x3b) / 4
                };
                let t = match kind {
                    0 => f.pop(&Integer, env)?,
                    1 => f.pop(&Long, env)?,
                    2 => f.pop(&Float, env)?,
                    3 => f.pop(&Double, env)?,
                    _ => f.pop_reference()?,
                };
                f.store(index, t)?;
            }
            // Array stores.
            0x4f..=0x56 => {
                let value = match insn.opcode {
                    0x4f | 0x54..=0x56 => Integer,
                    0x50 => Long,
                    0x51 => Float,
                    0x52 => Double,
                    _ => object(),
                };
                if insn.opcode == 0x53 {
                    f.pop_initialized_reference()?;
                } else {
                    f.pop(&value, env)?;
                }
                f.pop(&Integer, env)?;
                let array = f.pop_initialized_reference()?;
                let ok = match (&array, insn.opcode) {
                    (VType::Null, _) => true,
                    (VType::Reference(n), 0x4f) => &**n == "[I",
                    (VType::Reference(n), 0x50) => &**n == "[J",
                    (VType::Reference(n), 0x51) => &**n == "[F",
                    (VType::Reference(n), 0x52) => &**n == "[D",
                    (VType::Reference(n), 0x53) => n.starts_with("[L") || n.starts_with("[["),
                    (VType::Reference(n), 0x54) => &**n == "[B" || &**n == "[Z",
                    (VType::Reference(n), 0x55) => &**n == "[C",
                    (VType::Reference(n), 0x56) => &**n == "[S",
                    _ => false,
                };
                if !ok {
                    return Err(VerifyError::new("Bad type on operand stack").with_reason(
                        format!(
                            "Type {} (current frame, stack[{}]) is not an array of the stored type",
                            array.describe(),
                            f.stack.len()
                        ),
                    ));
                }
            }
            0x57 => {
                f.pop_category1()?;
            }
            0x58 => {
                f.check_whole_top(2)?;
                let n = f.stack.len();
                f.stack.truncate(n - 2);
            }
            // dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2: copy the top `n`
            // slots and insert them `depth` slots down.
            0x59..=0x5e => {
                let (n, depth) = match insn.opcode {
                    0x59 => (1, 1),
                    0x5a => (1, 2),
                    0x5b => (1, 3),
                    0x5c => (2, 2),
                    0x5d => (2, 3),
                    _ => (2, 4),
                };
                f.check_whole_top(n)?;
                f.check_whole_top(depth)?;
                let len = f.stack.len();
                if n == 1 && f.stack[len - 1].is_category2() {
                    return Err(underflow());
                }
                if f.stack.len() + n > max as usize {
                    return Err(VerifyError::new("Operand stack overflow"));
                }
                let copied: Vec<VType> = f.stack[len - n..].to_vec();
                let at = len - depth;
                for (i, t) in copied.into_iter().enumerate() {
                    f.stack.insert(at + i, t);
                }
            }
            0x5f => {
                let a = f.pop_category1()?;
                let b = f.pop_category1()?;
                f.stack.push(a);
                f.stack.push(b);
            }
            // Arithmetic.
            0x60..=0x73 => {
                let t = [Integer, Long, Float, Double][(insn.opcode - 0x60) as usize % 4].clone();
                self.ops(f, &[t.clone(), t.clone()], Some(t))?;
            }
            0x74..=0x77 => {
                let t = [Integer, Long, Float, Double][(insn.opcode - 0x74) as usize].clone();
                self.ops(f, &[t.clone()], Some(t))?;
            }
            0x78..=0x7d => {
                let t = if insn.opcode % 2 == 0 { Integer } else { Long };
                self.ops(f, &[t.clone(), Integer], Some(t))?;
            }
            0x7e..=0x83 => {
                let t = if insn.opcode % 2 == 0 { Integer } else { Long };
                self.ops(f, &[t.clone(), t.clone()], Some(t))?;
            }
            0x84 => {
                let (index, _) = local_operand(code, insn).expect("iinc names a local");
                f.load(index, &Integer, env)?;
            }
            // Conversions.
            0x85..=0x93 => {
                let (from, to) = match insn.opcode {
                    0x85 => (Integer, Long),
                    0x86 => (Integer, Float),
                    0x87 => (Integer, Double),
                    0x88 => (Long, Integer),
                    0x89 => (Long, Float),
                    0x8a => (Long, Double),
                    0x8b => (Float, Integer),
                    0x8c => (Float, Long),
                    0x8d => (Float, Double),
                    0x8e => (Double, Integer),
                    0x8f => (Double, Long),
                    0x90 => (Double, Float),
                    _ => (Integer, Integer),
                };
                self.ops(f, &[from], Some(to))?;
            }
            0x94 => self.ops(f, &[Long, Long], Some(Integer))?,
            0x95 | 0x96 => self.ops(f, &[Float, Float], Some(Integer))?,
            0x97 | 0x98 => self.ops(f, &[Double, Double], Some(Integer))?,
            0x99..=0x9e => self.ops(f, &[Integer], None)?,
            0x9f..=0xa4 => self.ops(f, &[Integer, Integer], None)?,
            0xa5 | 0xa6 => {
                f.pop_initialized_reference()?;
                f.pop_initialized_reference()?;
            }
            0xc6 | 0xc7 => {
                f.pop_initialized_reference()?;
            }
            0xa7 | 0xc8 => return Ok(true),
            0xaa | 0xab => {
                f.pop(&Integer, env)?;
                return Ok(true);
            }
            0xac..=0xb1 => {
                self.returns(insn.opcode, f)?;
                return Ok(true);
            }
            0xb2..=0xb5 => self.field(insn, f)?,
            0xb6..=0xba => self.invoke(insn, f)?,
            0xbb => {
                let name = self.class_operand(insn)?;
                if name.starts_with('[') {
                    return Err(VerifyError::new("Illegal new instruction"));
                }
                let t = VType::Uninitialized(insn.bci as u16);
                // A second `new` at the same bci kills copies left in locals.
                for slot in f.locals.iter_mut() {
                    if *slot == t {
                        *slot = VType::Top;
                    }
                }
                f.push(t, max)?;
            }
            0xbc => {
                let array = match read_u8(code, bci + 1) {
                    4 => "[Z",
                    5 => "[C",
                    6 => "[F",
                    7 => "[D",
                    8 => "[B",
                    9 => "[S",
                    10 => "[I",
                    11 => "[J",
                    _ => return Err(VerifyError::new("Illegal newarray instruction")),
                };
                self.ops(f, &[Integer], Some(VType::class(array)))?;
            }
            0xbd => {
                let name = self.class_operand(insn)?;
                let array = if name.starts_with('[') {
                    format!("[{name}")
                } else {
                    format!("[L{name};")
                };
                if array.bytes().take_while(|&b| b == b'[').count() > 255 {
                    return Err(VerifyError::new(
                        "Illegal anewarray instruction, array dimension exceeds 255",
                    ));
                }
                self.ops(f, &[Integer], Some(VType::class(&array)))?;
            }
            0xbe => {
                let array = f.pop_initialized_reference()?;
                if let VType::Reference(n) = &array {
                    if !n.starts_with('[') {
                        return Err(bad_stack_type(
                            &array,
                            f.stack.len(),
                            &VType::class("[Ljava/lang/Object;"),
                        ));
                    }
                }
                f.push(Integer, max)?;
            }
            0xbf => {
                f.pop(&VType::class("java/lang/Throwable"), env)?;
                return Ok(true);
            }
            0xc0 | 0xc1 => {
                let name = self.class_operand(insn)?;
                f.pop_initialized_reference()?;
                let t = if insn.opcode == 0xc0 {
                    VType::class(&name)
                } else {
                    Integer
                };
                f.push(t, max)?;
            }
            0xc2 | 0xc3 => {
                f.pop_initialized_reference()?;
            }
            0xc5 => {
                let name = self.class_operand(insn)?;
                let dims = read_u8(code, bci + 3) as usize;
                let array_dims = name.bytes().take_while(|&b| b == b'[').count();
                if dims == 0 || array_dims < dims {
                    return Err(VerifyError::new(
                        "Illegal dimension in multianewarray instruction",
                    ));
                }
                for _ in 0..dims {
                    f.pop(&Integer, env)?;
                }
                f.push(VType::class(&name), max)?;
            }
            op => {
                return Err(VerifyError::new(format!("Bad instruction: {op:02x}")));
            }
        }
        Ok(false)
    }

    fn returns(&self, opcode: u8, f: &mut Frame) -> Result<(), VerifyError> {
        let ret = &self.cx.return_type;
        if opcode == 0xb1 {
            if ret.is_some() {
                return Err(VerifyError::new("Method expects a return value"));
            }
            if self.cx.method.name == "<init>" && f.this_uninit {
                return Err(VerifyError::new(
                    "Constructor must call super() or this() before return",
                ));
            }
            return Ok(());
        }
        let Some(ret) = ret else {
            return Err(VerifyError::new("Method does not expect a return value"));
        };
        let ok = matches!(
            (opcode, ret),
            (0xac, Integer)
                | (0xad, Long)
                | (0xae, Float)
                | (0xaf, Double)
                | (0xb0, VType::Reference(_))
        );
        if !ok {
            return Err(VerifyError::new("Bad return type").with_reason(format!(
                "{} does not return {}",
                super::error::mnemonic(opcode),
                ret.describe()
            )));
        }
        f.pop(ret, self.cx.env)?;
        Ok(())
    }

    fn field(&self, insn: &Insn, f: &mut Frame) -> Result<(), VerifyError> {
        let index = read_u16(self.cx.code.bytecode, insn.bci as usize + 1);
        let member = self.cp().member_ref(index).map_err(VerifyError::new)?;
        let t = field_type(member.descriptor).ok_or_else(|| {
            VerifyError::format(format!("Illegal field signature \"{}\"", member.descriptor))
        })?;
        let owner = VType::class(member.class);
        let env = self.cx.env;
        let max = self.max_stack();
        match insn.opcode {
            0xb2 => f.push(t, max)?,
            0xb3 => {
                f.pop(&t, env)?;
            }
            0xb4 => {
                let object = f.pop(&owner, env)?;
                self.check_protected(
                    member.class,
                    member.name,
                    member.descriptor,
                    &object,
                    "getfield",
                )?;
                f.push(t, max)?;
            }
            _ => {
                f.pop(&t, env)?;
                let top = f.stack.last().cloned().ok_or_else(underflow)?;
                // JVMS 4.10.1.9.putfield: a constructor may set its own class's
                // fields before calling super().
                if top == VType::UninitializedThis
                    && self.cx.method.name == "<init>"
                    && member.class == self.cx.class.name
                    && self.cx.class.declares_field(member.name, member.descriptor)
                {
                    f.stack.pop();
                } else {
                    let object = f.pop(&owner, env)?;
                    self.check_protected(
                        member.class,
                        member.name,
                        member.descriptor,
                        &object,
                        "putfield",
                    )?;
                }
            }
        }
        Ok(())
    }

    fn invoke(&self, insn: &Insn, f: &mut Frame) -> Result<(), VerifyError> {
        let code = self.cx.code.bytecode;
        let bci = insn.bci as usize;
        let index = read_u16(code, bci + 1);
        let env = self.cx.env;
        let (class, name, descriptor) = if insn.opcode == 0xba {
            match self.cp().get(index).map_err(VerifyError::new)? {
                Constant::InvokeDynamic { name_and_type, .. } => {
                    let (n, d) = self
                        .cp()
                        .name_and_type(*name_and_type)
                        .map_err(VerifyError::new)?;
                    ("", n, d)
                }
                _ => return Err(VerifyError::new("Illegal type in constant pool")),
            }
        } else {
            let m = self.cp().member_ref(index).map_err(VerifyError::new)?;
            (m.class, m.name, m.descriptor)
        };
        if name == "<clinit>" || (name == "<init>" && insn.opcode != 0xb7) {
            return Err(VerifyError::new("Illegal call to internal method"));
        }
        let (params, ret) = method_types(descriptor).ok_or_else(|| {
            VerifyError::format(format!("Illegal method signature \"{descriptor}\""))
        })?;
        if insn.opcode == 0xb9 {
            let slots: usize = params.iter().map(|t| 1 + t.is_category2() as usize).sum();
            if read_u8(code, bci + 3) as usize != slots + 1 {
                return Err(VerifyError::new(
                    "Inconsistent args count operand in invokeinterface",
                ));
            }
            if read_u8(code, bci + 4) != 0 {
                return Err(VerifyError::new(
                    "Fourth operand byte of invokeinterface must be zero",
                ));
            }
        }
        if insn.opcode == 0xba && (read_u8(code, bci + 3) != 0 || read_u8(code, bci + 4) != 0) {
            return Err(VerifyError::new(
                "Third and fourth operand bytes of invokedynamic must be zero",
            ));
        }
        for t in params.iter().rev() {
            f.pop(t, env)?;
        }
        match insn.opcode {
            0xb6 => {
                let receiver = f.pop(&VType::class(class), env)?;
                if !(class.starts_with('[')
                    || (receiver.array_component().is_some() && name == "clone"))
                {
                    self.check_protected(class, name, descriptor, &receiver, "invokevirtual")?;
                }
            }
            0xb9 => {
                f.pop_initialized_reference()?;
            }
            0xb7 if name == "<init>" => self.init_call(class, f)?,
            0xb7 => {
                let current = self.cx.class.name;
                if !is_reference_assignable(current, class, env).map_err(VerifyError::from_env)? {
                    return Err(VerifyError::new(
                        "Bad invokespecial instruction: current class isn't assignable to reference class.",
                    ));
                }
                f.pop(&VType::class(current), env)?;
            }
            _ => {}
        }
        if let Some(t) = ret {
            f.push(t, self.max_stack())?;
        }
        Ok(())
    }

    /// `invokespecial <init>` on an uninitialized object (JVMS 4.10.1.9).
    fn init_call(&self, class: &str, f: &mut Frame) -> Result<(), VerifyError> {
        let receiver = f.pop_reference()?;
        match &receiver {
            VType::UninitializedThis => {
                let current = self.cx.class.name;
                if class != current && Some(class) != self.cx.class.super_class {
                    return Err(
                        VerifyError::new("Bad <init> method call").with_reason(format!(
                            "{class}.<init> is not a constructor of {current} or its superclass"
                        )),
                    );
                }
                f.initialize(&receiver, &VType::class(current));
                f.this_uninit = false;
            }
            VType::Uninitialized(new_bci) => {
                let index = read_u16(self.cx.code.bytecode, *new_bci as usize + 1);
                let made = self.cp().class_name(index).map_err(VerifyError::new)?;
                if made != class {
                    return Err(VerifyError::new("Call to wrong <init> method").with_reason(
                        format!("the object made at {new_bci} is a {made}, not a {class}"),
                    ));
                }
                f.initialize(&receiver, &VType::class(class));
            }
            other => {
                return Err(VerifyError::new("Bad operand type when invoking <init>")
                    .with_reason(format!("Type {} is already initialized", other.describe())))
            }
        }
        Ok(())
    }

    /// JVMS 4.10.1.8: a protected member of a superclass in another package
    /// may only be reached through an object of the current class (or below).
    fn check_protected(
        &self,
        class: &str,
        name: &str,
        descriptor: &str,
        object: &VType,
        instruction: &str,
    ) -> Result<(), VerifyError> {
        let current = self.cx.class.name;
        if class == current || class.starts_with('[') {
            return Ok(());
        }
        let env = self.cx.env;
        // Is `class` a superclass of the current class (by name, JVMS "superclass chain")?
        let mut sup = self.cx.class.super_class.map(str::to_string);
        let mut is_super = false;
        while let Some(s) = sup {
            if s == class {
                is_super = true;
                break;
            }
            sup = env
                .summary(&s)
                .map_err(VerifyError::from_env)?
                .super_class
                .clone();
        }
        if !is_super {
            return Ok(());
        }
        // Find the declaration along the chain from `class` upward.
        let mut owner = Some(class.to_string());
        while let Some(o) = owner {
            let summary = env.summary(&o).map_err(VerifyError::from_env)?;
            if let Some(flags) = summary.member_access(name, descriptor) {
                let package = |n: &str| n.rfind('/').map_or(String::new(), |i| n[..i].to_string());
                if flags & access::PROTECTED != 0 && package(&o) != package(current) {
                    let ok = match object {
                        VType::Null => true,
                        VType::Reference(n) => is_reference_assignable(n, current, env)
                            .map_err(VerifyError::from_env)?,
                        _ => false,
                    };
                    if !ok {
                        return Err(VerifyError::new(format!(
                            "Bad access to protected data in {instruction}"
                        ))
                        .with_reason(format!(
                            "Type {} is not assignable to '{current}'",
                            object.describe()
                        )));
                    }
                }
                return Ok(());
            }
            owner = summary.super_class.clone();
        }
        Ok(())
    }
}
