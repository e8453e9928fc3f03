//! Lambdas and method references: rvm's `LambdaMetafactory`.
//!
//! ```text
//! link: bootstrap args (SAM type, implementation handle, instantiated type,
//!       [altMetafactory: flags, marker interfaces, bridges])
//!   -> generate class  Caller$$Lambda$N implements Interface, markers
//!        final fields arg$1..arg$k  (the captured values)
//!        SAM method (and bridges): load captured fields and SAM arguments,
//!        convert each (checkcast, boxing, unboxing, widening), invoke the
//!        implementation, convert the result, return
//!   -> ClassWriter bytes -> loader (define_generated_class): an ordinary class
//! invoke: no captures -> the one instance made at link time (no allocation)
//!         captures    -> one allocation, fields written from the arguments
//! ```
//!
//! The generated methods are plain bytecode, so callers, the class library, and
//! later the profiler and JIT treat lambda bodies like any other method.

use super::{bootstrap_error, format_error, SiteInfo};
use crate::bytecode::opcodes::*;
use crate::class::descriptor::{parameter_descriptors, BasicType};
use crate::class::init::ensure_initialized;
use crate::class::loader::LinkError;
use crate::class::Class;
use crate::classfile::writer::ClassWriter;
use crate::classfile::{Constant, ConstantPool};
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread, Thrown};
use std::sync::atomic::{AtomicU32, Ordering};

// LambdaMetafactory.altMetafactory flags.
const FLAG_SERIALIZABLE: i32 = 1 << 0;
const FLAG_MARKERS: i32 = 1 << 1;
const FLAG_BRIDGES: i32 = 1 << 2;

// MethodHandle reference kinds (JVMS 5.4.3.5).
const REF_INVOKE_VIRTUAL: u8 = 5;
const REF_INVOKE_STATIC: u8 = 6;
const REF_INVOKE_SPECIAL: u8 = 7;
const REF_NEW_INVOKE_SPECIAL: u8 = 8;
const REF_INVOKE_INTERFACE: u8 = 9;

// Process-wide, not in `Vm`: it makes generated class names unique in the
// process's perf map and class dumps, which are per process.
static LAMBDA_COUNTER: AtomicU32 = AtomicU32::new(1);

#[derive(Debug)]
pub struct LambdaSite {
    /// The generated class; its instances implement the functional interface.
    class: &'static Class,
    /// Field offset and type of each captured value, in argument order.
    captured: Vec<(usize, BasicType)>,
    /// For non-capturing lambdas: the single instance (a GC root once there is a collector).
    singleton: ObjRef,
}

impl LambdaSite {
    pub fn for_each_root(&self, f: &mut dyn FnMut(ObjRef)) {
        f(self.singleton);
    }

    pub fn argument_slots(&self) -> usize {
        self.captured.iter().map(|(_, t)| t.slots()).sum()
    }

    pub fn invoke(&self, thread: &mut JavaThread, base: usize) -> JResult<u64> {
        if self.captured.is_empty() {
            return Ok(self.singleton.to_slot());
        }
        let object = thread.new_object(self.class)?;
        let mut at = base;
        for &(offset, t) in &self.captured {
            object.write_typed(offset, t, thread.slot(at));
            at += t.slots();
        }
        Ok(object.to_slot())
    }
}

/// The implementation method a lambda calls, from its MethodHandle constant.
struct Implementation<'a> {
    kind: u8,
    class: &'a str,
    name: &'a str,
    descriptor: &'a str,
    interface: bool,
}

fn method_type(cp: &ConstantPool, index: u16) -> Result<&str, String> {
    match cp.get(index)? {
        Constant::MethodType { descriptor } => cp.utf8(*descriptor),
        other => Err(format!(
            "expected a MethodType, found {}",
            other.kind_name()
        )),
    }
}

fn int_constant(cp: &ConstantPool, index: u16) -> Result<i32, String> {
    match cp.get(index)? {
        Constant::Integer(v) => Ok(*v),
        other => Err(format!("expected an Integer, found {}", other.kind_name())),
    }
}

pub(super) fn link(
    thread: &mut JavaThread,
    caller: &'static Class,
    site: &SiteInfo,
    alternate: bool,
) -> Result<LambdaSite, LinkError> {
    let cp = &caller.constant_pool;
    let format = |e: String| format_error(caller, e);
    let args = &site.bootstrap.arguments;
    if args.len() < 3 {
        return Err(bootstrap_error(format!(
            "LambdaMetafactory needs 3 static arguments, got {}",
            args.len()
        )));
    }
    let sam_descriptor = method_type(cp, args[0]).map_err(format)?;
    let (kind, reference) = match cp.get(args[1]).map_err(format)? {
        Constant::MethodHandle { kind, reference } => (*kind, *reference),
        other => {
            return Err(format(format!(
                "lambda implementation is a {} entry",
                other.kind_name()
            )))
        }
    };
    let member = cp.member_ref(reference).map_err(format)?;
    let implementation = Implementation {
        kind,
        class: member.class,
        name: member.name,
        descriptor: member.descriptor,
        interface: matches!(cp.get(reference), Ok(Constant::InterfaceMethodRef { .. })),
    };
    let instantiated = method_type(cp, args[2]).map_err(format)?;
    let mut markers: Vec<&str> = Vec::new();
    let mut bridges: Vec<&str> = Vec::new();
    if alternate {
        let flags = int_constant(
            cp,
            *args
                .get(3)
                .ok_or_else(|| bootstrap_error("altMetafactory without flags".into()))?,
        )
        .map_err(format)?;
        if flags & FLAG_SERIALIZABLE != 0 {
            markers.push("java/io/Serializable");
        }
        let mut at = 4;
        let take_count = |at: &mut usize| -> Result<usize, LinkError> {
            let index = *args
                .get(*at)
                .ok_or_else(|| bootstrap_error("altMetafactory: missing count".into()))?;
            *at += 1;
            int_constant(cp, index)
                .map(|n| n.max(0) as usize)
                .map_err(format)
        };
        if flags & FLAG_MARKERS != 0 {
            let count = take_count(&mut at)?;
            for _ in 0..count {
                let index = *args
                    .get(at)
                    .ok_or_else(|| bootstrap_error("altMetafactory: missing marker".into()))?;
                markers.push(cp.class_name(index).map_err(format)?);
                at += 1;
            }
        }
        if flags & FLAG_BRIDGES != 0 {
            let count = take_count(&mut at)?;
            for _ in 0..count {
                let index = *args
                    .get(at)
                    .ok_or_else(|| bootstrap_error("altMetafactory: missing bridge".into()))?;
                bridges.push(method_type(cp, index).map_err(format)?);
                at += 1;
            }
        }
    }

    let interface = site
        .descriptor
        .rsplit(')')
        .next()
        .and_then(|r| r.strip_prefix('L'))
        .and_then(|r| r.strip_suffix(';'))
        .ok_or_else(|| {
            bootstrap_error(format!(
                "lambda call site type {} does not return an interface",
                site.descriptor
            ))
        })?;
    let captured: Vec<&str> = parameter_descriptors(site.descriptor);
    let lambda_name = format!(
        "{}$$Lambda${}",
        caller.name,
        LAMBDA_COUNTER.fetch_add(1, Ordering::Relaxed)
    );

    let mut interfaces = vec![interface];
    for m in markers {
        if !interfaces.contains(&m) {
            interfaces.push(m);
        }
    }
    let mut w = ClassWriter::new(&lambda_name, "java/lang/Object", &interfaces, 0x1030);
    for (i, c) in captured.iter().enumerate() {
        w.add_field(0x12, &format!("arg${}", i + 1), c);
    }
    let init = w.method_ref("java/lang/Object", "<init>", "()V", false);
    let [hi, lo] = init.to_be_bytes();
    w.add_method(
        0x2,
        "<init>",
        "()V",
        1,
        1,
        &[ALOAD_0, INVOKESPECIAL, hi, lo, RETURN],
    );
    let mut methods = vec![sam_descriptor];
    methods.extend(bridges.iter().copied().filter(|b| *b != sam_descriptor));
    for descriptor in methods {
        let body = generate_method(
            &mut w,
            &lambda_name,
            &captured,
            descriptor,
            instantiated,
            &implementation,
        )
        .map_err(|e| {
            bootstrap_error(format!(
                "cannot link lambda {}{} in {}: {e}",
                site.name,
                site.descriptor,
                caller.java_name()
            ))
        })?;
        w.add_method(
            0x1011,
            site.name,
            descriptor,
            body.max_stack,
            body.max_locals,
            &body.code,
        );
    }
    let class =
        crate::class::user_loaders::define_generated_class_for(thread, caller, &w.finish(), true)?;

    let mut fields = Vec::with_capacity(captured.len());
    for i in 0..captured.len() {
        let name = format!("arg${}", i + 1);
        let field = class
            .fields
            .iter()
            .find(|f| f.name == name)
            .expect("generated field exists");
        fields.push((field.offset, field.basic_type));
    }
    let as_link_error = |thread: &mut JavaThread| {
        let e = thread.take_exception();
        LinkError::new(
            "java/lang/BootstrapMethodError",
            crate::runtime::exceptions::describe(thread, e),
        )
    };
    if ensure_initialized(thread, class).is_err() {
        return Err(as_link_error(thread));
    }
    let singleton = if captured.is_empty() {
        match thread.new_object(class) {
            Ok(o) => o,
            Err(Thrown) => return Err(as_link_error(thread)),
        }
    } else {
        ObjRef::NULL
    };
    Ok(LambdaSite {
        class,
        captured: fields,
        singleton,
    })
}

struct Body {
    code: Vec<u8>,
    max_stack: u16,
    max_locals: u16,
}

fn basic(descriptor: &str) -> BasicType {
    BasicType::from_descriptor_char(descriptor.as_bytes()[0]).unwrap_or(BasicType::Reference)
}

fn return_descriptor(method_descriptor: &str) -> &str {
    method_descriptor.rsplit(')').next().unwrap_or("V")
}

/// The wrapper class of a primitive type (`I` -> `java/lang/Integer`).
fn box_class(t: BasicType) -> Option<&'static str> {
    Some(match t {
        BasicType::Boolean => "java/lang/Boolean",
        BasicType::Byte => "java/lang/Byte",
        BasicType::Char => "java/lang/Character",
        BasicType::Short => "java/lang/Short",
        BasicType::Int => "java/lang/Integer",
        BasicType::Long => "java/lang/Long",
        BasicType::Float => "java/lang/Float",
        BasicType::Double => "java/lang/Double",
        _ => return None,
    })
}

/// The primitive a wrapper class unboxes to.
fn unboxed_type(class_descriptor: &str) -> Option<BasicType> {
    Some(match class_descriptor {
        "Ljava/lang/Boolean;" => BasicType::Boolean,
        "Ljava/lang/Byte;" => BasicType::Byte,
        "Ljava/lang/Character;" => BasicType::Char,
        "Ljava/lang/Short;" => BasicType::Short,
        "Ljava/lang/Integer;" => BasicType::Int,
        "Ljava/lang/Long;" => BasicType::Long,
        "Ljava/lang/Float;" => BasicType::Float,
        "Ljava/lang/Double;" => BasicType::Double,
        _ => return None,
    })
}

/// Class name for `checkcast`: `Lp/C;` -> `p/C`, arrays stay descriptors.
fn class_operand(descriptor: &str) -> &str {
    descriptor
        .strip_prefix('L')
        .and_then(|d| d.strip_suffix(';'))
        .unwrap_or(descriptor)
}

struct Emitter<'w> {
    w: &'w mut ClassWriter,
    code: Vec<u8>,
}

impl Emitter<'_> {
    fn op(&mut self, op: u8) {
        self.code.push(op);
    }
    fn op_u16(&mut self, op: u8, index: u16) {
        self.code.push(op);
        self.code.extend_from_slice(&index.to_be_bytes());
    }
    fn load(&mut self, t: BasicType, local: usize) {
        let op = match t {
            BasicType::Long => LLOAD,
            BasicType::Float => FLOAD,
            BasicType::Double => DLOAD,
            BasicType::Reference => ALOAD,
            _ => ILOAD,
        };
        if local <= 255 {
            self.code.extend_from_slice(&[op, local as u8]);
        } else {
            self.code.push(WIDE);
            self.op_u16(op, local as u16);
        }
    }
    fn checkcast(&mut self, descriptor: &str) {
        if descriptor != "Ljava/lang/Object;" {
            let c = self.w.class(class_operand(descriptor));
            self.op_u16(CHECKCAST, c);
        }
    }
    fn widen(&mut self, from: BasicType, to: BasicType) -> Result<(), String> {
        use BasicType::*;
        let int_like = |t| matches!(t, Boolean | Byte | Char | Short | Int);
        let op = match (from, to) {
            (a, b) if a == b => return Ok(()),
            (a, Int) | (a, Short) if int_like(a) && a != Boolean => return Ok(()),
            (a, Long) if int_like(a) => I2L,
            (a, Float) if int_like(a) => I2F,
            (a, Double) if int_like(a) => I2D,
            (Long, Float) => L2F,
            (Long, Double) => L2D,
            (Float, Double) => F2D,
            _ => {
                return Err(format!(
                    "no widening conversion from {} to {}",
                    from.java_name(),
                    to.java_name()
                ))
            }
        };
        self.op(op);
        Ok(())
    }
    /// Converts the value on the stack from `from` (with `actual`, the more
    /// precise instantiated type, for references) to `to`.
    fn convert(&mut self, from: &str, actual: &str, to: &str) -> Result<(), String> {
        let (from_t, to_t) = (basic(from), basic(to));
        match (from_t.is_reference(), to_t.is_reference()) {
            (true, true) => {
                if to != from {
                    self.checkcast(to);
                }
            }
            (false, false) => self.widen(from_t, to_t)?,
            (false, true) => {
                let wrapper = box_class(from_t).ok_or("cannot box void")?;
                let descriptor = format!(
                    "({}){}",
                    from_t.descriptor_char(),
                    format_args!("L{wrapper};")
                );
                let m = self.w.method_ref(wrapper, "valueOf", &descriptor, false);
                self.op_u16(INVOKESTATIC, m);
                if to != "Ljava/lang/Object;"
                    && to != format!("L{wrapper};")
                    && to != "Ljava/lang/Number;"
                {
                    self.checkcast(to);
                }
            }
            (true, false) => {
                // Unbox with the wrapper the value is known to be, else the
                // target's own wrapper; then widen.
                let source = unboxed_type(actual)
                    .or_else(|| unboxed_type(from))
                    .unwrap_or(to_t);
                let wrapper = box_class(source).ok_or("cannot unbox to void")?;
                self.checkcast(&format!("L{wrapper};"));
                let name = format!("{}Value", source.java_name());
                let m = self.w.method_ref(
                    wrapper,
                    &name,
                    &format!("(){}", source.descriptor_char()),
                    false,
                );
                self.op_u16(INVOKEVIRTUAL, m);
                self.widen(source, to_t)?;
            }
        }
        Ok(())
    }
}

fn generate_method(
    w: &mut ClassWriter,
    lambda_name: &str,
    captured: &[&str],
    sam_descriptor: &str,
    instantiated: &str,
    implementation: &Implementation,
) -> Result<Body, String> {
    let sam_params = parameter_descriptors(sam_descriptor);
    let instantiated_params = parameter_descriptors(instantiated);
    let receiver = format!("L{};", implementation.class);
    let has_receiver = matches!(
        implementation.kind,
        REF_INVOKE_VIRTUAL | REF_INVOKE_INTERFACE | REF_INVOKE_SPECIAL
    );
    let mut impl_params: Vec<&str> = Vec::new();
    if has_receiver {
        impl_params.push(&receiver);
    }
    impl_params.extend(parameter_descriptors(implementation.descriptor));
    if captured.len() + sam_params.len() != impl_params.len() {
        return Err(format!(
            "{} captured + {} interface arguments do not match {}.{}{}",
            captured.len(),
            sam_params.len(),
            implementation.class,
            implementation.name,
            implementation.descriptor
        ));
    }
    let mut e = Emitter {
        w,
        code: Vec::new(),
    };
    let mut stack = 0usize;
    if implementation.kind == REF_NEW_INVOKE_SPECIAL {
        let c = e.w.class(implementation.class);
        e.op_u16(NEW, c);
        e.op(DUP);
        stack += 2;
    }
    for (i, c) in captured.iter().enumerate() {
        e.op(ALOAD_0);
        let f = e.w.field_ref(lambda_name, &format!("arg${}", i + 1), c);
        e.op_u16(GETFIELD, f);
        e.convert(c, c, impl_params[i])?;
        stack += basic(impl_params[i]).slots();
    }
    let mut local = 1usize;
    for (j, s) in sam_params.iter().enumerate() {
        let t = basic(s);
        e.load(t, local);
        local += t.slots();
        let actual = instantiated_params.get(j).copied().unwrap_or(s);
        e.convert(s, actual, impl_params[captured.len() + j])?;
        stack += basic(impl_params[captured.len() + j]).slots();
    }
    let arg_slots: usize = parameter_descriptors(implementation.descriptor)
        .iter()
        .map(|d| basic(d).slots())
        .sum();
    let m = e.w.method_ref(
        implementation.class,
        implementation.name,
        implementation.descriptor,
        implementation.interface,
    );
    match implementation.kind {
        REF_INVOKE_STATIC => e.op_u16(INVOKESTATIC, m),
        REF_INVOKE_VIRTUAL => e.op_u16(INVOKEVIRTUAL, m),
        REF_INVOKE_SPECIAL | REF_NEW_INVOKE_SPECIAL => e.op_u16(INVOKESPECIAL, m),
        REF_INVOKE_INTERFACE => {
            e.op_u16(INVOKEINTERFACE, m);
            e.code.extend_from_slice(&[(arg_slots + 1) as u8, 0]);
        }
        other => {
            return Err(format!(
                "method handle kind {other} is not a method invocation"
            ))
        }
    }
    let impl_return = if implementation.kind == REF_NEW_INVOKE_SPECIAL {
        receiver.as_str()
    } else {
        return_descriptor(implementation.descriptor)
    };
    let sam_return = return_descriptor(sam_descriptor);
    let instantiated_return = return_descriptor(instantiated);
    match (impl_return, sam_return) {
        (_, "V") => match basic(impl_return).slots() {
            0 => {}
            1 => e.op(POP),
            _ => e.op(POP2),
        },
        ("V", _) => {
            return Err("implementation returns void but the interface method does not".into())
        }
        _ => {
            let actual = if basic(instantiated_return).is_reference() {
                impl_return
            } else {
                instantiated_return
            };
            e.convert(impl_return, actual, sam_return)?;
        }
    }
    e.op(match basic(sam_return) {
        BasicType::Void => RETURN,
        BasicType::Long => LRETURN,
        BasicType::Float => FRETURN,
        BasicType::Double => DRETURN,
        BasicType::Reference => ARETURN,
        _ => IRETURN,
    });
    Ok(Body {
        code: e.code,
        max_stack: (stack + 4) as u16,
        max_locals: local as u16,
    })
}
