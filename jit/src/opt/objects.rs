//! Per-instruction translation of the object model: fields and statics,
//! array elements, allocation, type tests, calls, monitors and throws.
//! Every failing case (null, bounds, uninitialized class, failed type test,
//! unresolved entry) runs the instruction in the interpreter (`step`), so
//! exceptions and their messages are the interpreter's by construction.
//! Reference stores into objects (`putfield`, `aastore`, also in inlined
//! callees) are followed by the plan's write barrier when it has one
//! (`write_barrier`); statics are roots and need none.

use super::calls::{Dispatch, Guard};
use super::frame::Kind;
use super::translator::{readonly, trusted, Flow, Translator};
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::read_u16;
use crate::env::layout;
use crate::env::parse_method_descriptor;
use crate::env::InterfaceCache;
use crate::env::RuntimeHelper;
use crate::env::{access, Constant};
use crate::env::{imt_slot, init_state, BasicType, Class, Method, Resolved};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Block, BlockArg, InstBuilder, MemFlagsData, Value};

type R = Result<Flow, String>;

impl Translator<'_> {
    pub(super) fn object_instruction(&mut self, bci: usize, op: u8) -> R {
        match op {
            GETFIELD | PUTFIELD => {
                self.instrument_access(bci, op)?;
                self.field(bci, op)?
            }
            GETSTATIC | PUTSTATIC => self.static_field(bci, op)?,
            INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE => {
                self.invoke(bci, op)?
            }
            NEW => self.new_object(bci)?,
            NEWARRAY | ANEWARRAY => self.new_array(bci, op)?,
            CHECKCAST | INSTANCEOF => self.type_test(bci, op)?,
            MONITORENTER | MONITOREXIT => {
                let (obj, k) = self.frame.pop()?;
                let g = self.begin_guarded(bci, &[(obj, k)], &[]);
                self.null_check(&g, obj);
                self.set_bci(bci);
                let helper = if op == MONITORENTER {
                    RuntimeHelper::MonitorEnter.address()
                } else {
                    RuntimeHelper::MonitorExit.address()
                };
                self.call_runtime(helper, &[self.thread, obj]);
                self.check_exception(bci);
                self.end_guarded(g, Some(&[]));
            }
            ATHROW => {
                let (obj, k) = self.frame.pop()?;
                let first = self.cur.max_locals + self.depth(bci) - 1;
                self.store_slot(first, obj, k);
                self.call_step(bci);
                let exc = self.exception_block(bci);
                self.b.ins().jump(exc, &[]);
                return Ok(Flow::End);
            }
            _ => self.generic_step(bci)?,
        }
        Ok(Flow::Next)
    }

    /// An instruction the compiler does not translate: its operands go to the
    /// slots and the interpreter runs it.
    fn generic_step(&mut self, bci: usize) -> Result<(), String> {
        let op = self.cur.bc[bci];
        let (pops, _) = crate::env::bytecode::stack_effect(self.cur.class, self.cur.bc, bci)?;
        let inputs = self.frame.pop_slots(pops)?;
        let outputs: Vec<Kind> = match op {
            INVOKEDYNAMIC => {
                let index = read_u16(self.cur.bc, bci + 1);
                let Ok(Constant::InvokeDynamic { name_and_type, .. }) =
                    self.cur.class.constant_pool.get(index)
                else {
                    return Err(format!(
                        "invokedynamic at bci {bci}: not an InvokeDynamic entry"
                    ));
                };
                let (_, descriptor) = self.cur.class.constant_pool.name_and_type(*name_and_type)?;
                let (_, ret) = parse_method_descriptor(descriptor)?;
                Kind::of(ret).into_iter().collect()
            }
            MULTIANEWARRAY => vec![Kind::Ref],
            AASTORE => vec![],
            other => {
                return Err(format!(
                    "opcode {other:#04x} at bci {bci} is not supported by the optimizing compiler"
                ))
            }
        };
        let results = self.step(bci, &inputs, &outputs);
        for (v, k) in results.into_iter().zip(outputs) {
            self.frame.push(v, k);
        }
        Ok(())
    }

    fn field_kind(&self, bci: usize) -> Result<(BasicType, Kind), String> {
        let r = self
            .cur
            .class
            .constant_pool
            .member_ref(read_u16(self.cur.bc, bci + 1))?;
        let t = BasicType::from_descriptor_char(r.descriptor.as_bytes()[0])
            .unwrap_or(BasicType::Reference);
        Ok((t, Kind::of(t).ok_or("void field")?))
    }

    fn field(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let (t, k) = self.field_kind(bci)?;
        let resolved = self
            .env
            .resolved(self.cur.class, read_u16(self.cur.bc, bci + 1));
        let (offset, volatile) = match resolved {
            Some(&Resolved::InstanceField {
                offset, volatile, ..
            }) => (Some(offset as i32), volatile),
            _ => (None, false),
        };
        if op == GETFIELD {
            let (obj, ok) = self.frame.pop()?;
            let g = self.begin_guarded(bci, &[(obj, ok)], &[k]);
            let Some(offset) = offset else {
                let r = self.end_guarded(g, None);
                self.frame.push(r[0], k);
                return Ok(());
            };
            self.null_check(&g, obj);
            let v = if volatile {
                self.volatile_load(t, obj, offset)
            } else {
                self.load_typed(t, obj, offset)
            };
            let r = self.end_guarded(g, Some(&[v]));
            self.frame.push(r[0], k);
        } else {
            let (value, vk) = self.frame.pop()?;
            let (obj, ok) = self.frame.pop()?;
            let g = self.begin_guarded(bci, &[(obj, ok), (value, vk)], &[]);
            if let Some(offset) = offset {
                self.null_check(&g, obj);
                self.store_typed(t, value, obj, offset);
                if volatile && self.env.options().parallel_threads {
                    // JMM: StoreLoad barrier after a volatile store (mfence);
                    // under the VM lock its hand-over is the barrier.
                    self.b.ins().fence();
                }
                if t == BasicType::Reference {
                    self.write_barrier(obj, value);
                }
                self.end_guarded(g, Some(&[]));
            } else {
                self.end_guarded(g, None);
            }
        }
        Ok(())
    }

    /// Goes to the slow path (the interpreter throws NullPointerException)
    /// if `v` is null, unless it is known not to be.
    /// Either way, the rest of the bytecode block knows `v` is not null:
    /// it runs only if this instruction did not throw.
    fn null_check(&mut self, g: &super::translator::Guarded, v: Value) {
        if self.frame.known_non_null(v) {
            return;
        }
        let null = self.b.ins().icmp_imm_s(IntCC::Equal, v, 0);
        self.slow_if(g, null);
        self.frame.block_non_null.insert(v);
    }

    /// A load of a field or element of type `t`, widened to its kind.
    fn load_typed(&mut self, t: BasicType, base: Value, offset: i32) -> Value {
        let f = trusted();
        match t {
            BasicType::Boolean | BasicType::Byte => {
                self.b.ins().sload8(types::I32, f, base, offset)
            }
            BasicType::Char => self.b.ins().uload16(types::I32, f, base, offset),
            BasicType::Short => self.b.ins().sload16(types::I32, f, base, offset),
            _ => self.b.ins().load(
                Kind::of(t).map_or(types::I64, |k| k.clif()),
                f,
                base,
                offset,
            ),
        }
    }

    /// A `volatile` field load: `atomic_load` is a plain `mov` on x86-64
    /// (loads are acquires there), but Cranelift never merges it with
    /// another load or moves it out of a loop, as it may a plain load.
    fn volatile_load(&mut self, t: BasicType, base: Value, offset: i32) -> Value {
        let f = trusted();
        let address = self.b.ins().iadd_imm_s(base, offset as i64);
        match t {
            BasicType::Boolean | BasicType::Byte => {
                let v = self.b.ins().atomic_load(types::I8, f, address);
                self.b.ins().sextend(types::I32, v)
            }
            BasicType::Char => {
                let v = self.b.ins().atomic_load(types::I16, f, address);
                self.b.ins().uextend(types::I32, v)
            }
            BasicType::Short => {
                let v = self.b.ins().atomic_load(types::I16, f, address);
                self.b.ins().sextend(types::I32, v)
            }
            BasicType::Float => {
                let v = self.b.ins().atomic_load(types::I32, f, address);
                self.b.ins().bitcast(types::F32, MemFlagsData::new(), v)
            }
            BasicType::Double => {
                let v = self.b.ins().atomic_load(types::I64, f, address);
                self.b.ins().bitcast(types::F64, MemFlagsData::new(), v)
            }
            BasicType::Int => self.b.ins().atomic_load(types::I32, f, address),
            _ => self.b.ins().atomic_load(types::I64, f, address),
        }
    }

    fn store_typed(&mut self, t: BasicType, value: Value, base: Value, offset: i32) {
        let f = trusted();
        match t {
            BasicType::Boolean => {
                let bit = self.b.ins().band_imm_s(value, 1);
                self.b.ins().istore8(f, bit, base, offset);
            }
            BasicType::Byte => {
                self.b.ins().istore8(f, value, base, offset);
            }
            BasicType::Char | BasicType::Short => {
                self.b.ins().istore16(f, value, base, offset);
            }
            _ => {
                self.b.ins().store(f, value, base, offset);
            }
        }
    }

    /// The write barrier after the reference `value` was stored into `obj`
    /// (MMTk's object barrier, docs/gc.md): if `obj`'s unlog bit (byte
    /// `base + (obj >> 6)`, bit `(obj >> 3) & 7`) is set, a cold call of
    /// `WriteBarrierSlow(obj)`, which neither allocates nor reaches a
    /// safepoint. Nothing for a plan without a barrier, or when the stored
    /// value is the constant null.
    fn write_barrier(&mut self, obj: Value, value: Value) {
        let Some(base) = self.env.options().write_barrier else {
            return;
        };
        if self.int_constant(value) == Some(0) {
            return;
        }
        let byte_index = self.b.ins().ushr_imm_s(obj, 6);
        let byte_address = self.b.ins().iadd_imm_s(byte_index, base as i64);
        let byte = self.b.ins().uload8(types::I64, trusted(), byte_address, 0);
        let shifted = self.b.ins().ushr_imm_s(obj, 3);
        let bit_index = self.b.ins().band_imm_s(shifted, 7);
        let bits = self.b.ins().ushr(byte, bit_index);
        let unlogged = self.b.ins().band_imm_s(bits, 1);
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.set_cold_block(slow);
        self.b.ins().brif(unlogged, slow, &[], done, &[]);
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        self.call_pure(RuntimeHelper::WriteBarrierSlow, &[obj]);
        self.b.ins().jump(done, &[]);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
    }

    /// Jumps to the slow path unless `class` is initialized (omitted when it
    /// already was at compile time: initialization never reverts).
    fn init_check(&mut self, g: &super::translator::Guarded, class: &'static Class) {
        if class.is_initialized() {
            return;
        }
        let c = self
            .b
            .ins()
            .iconst(types::I64, class as *const Class as i64);
        let state = self
            .b
            .ins()
            .load(types::I8, trusted(), c, layout::class::INIT_STATE);
        let not_ready =
            self.b
                .ins()
                .icmp_imm_s(IntCC::NotEqual, state, init_state::INITIALIZED as i64);
        self.slow_if(g, not_ready);
    }

    fn static_field(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let (t, k) = self.field_kind(bci)?;
        let resolved = self
            .env
            .resolved(self.cur.class, read_u16(self.cur.bc, bci + 1));
        let target = match resolved {
            Some(&Resolved::StaticField {
                class,
                slot,
                volatile,
                ..
            }) => Some((class, slot, volatile)),
            _ => None,
        };
        let inputs = if op == PUTSTATIC {
            vec![self.frame.pop()?]
        } else {
            vec![]
        };
        let outputs: Vec<Kind> = if op == GETSTATIC { vec![k] } else { vec![] };
        let g = self.begin_guarded(bci, &inputs, &outputs);
        let Some((holder, slot, volatile)) = target else {
            let r = self.end_guarded(g, None);
            if op == GETSTATIC {
                self.frame.push(r[0], k);
            }
            return Ok(());
        };
        self.init_check(&g, holder);
        let address = self.b.ins().iconst(types::I64, slot as i64);
        if op == GETSTATIC {
            let v = if volatile {
                // Never merged with another load nor moved (a plain `mov`).
                let int = self.b.ins().atomic_load(types::I64, trusted(), address);
                match k.clif() {
                    types::I64 => int,
                    types::F64 => self.b.ins().bitcast(types::F64, MemFlagsData::new(), int),
                    types::F32 => {
                        let n = self.b.ins().ireduce(types::I32, int);
                        self.b.ins().bitcast(types::F32, MemFlagsData::new(), n)
                    }
                    _ => self.b.ins().ireduce(types::I32, int),
                }
            } else {
                self.b.ins().load(k.clif(), trusted(), address, 0)
            };
            let r = self.end_guarded(g, Some(&[v]));
            self.frame.push(r[0], k);
        } else {
            // Statics hold narrow values normalized and zero-extended, as the
            // interpreter keeps them.
            let (v, _) = inputs[0];
            let v = match t {
                BasicType::Boolean => self.b.ins().band_imm_s(v, 1),
                BasicType::Byte => {
                    let n = self.b.ins().ireduce(types::I8, v);
                    self.b.ins().sextend(types::I32, n)
                }
                BasicType::Char => {
                    let n = self.b.ins().ireduce(types::I16, v);
                    self.b.ins().uextend(types::I32, n)
                }
                BasicType::Short => {
                    let n = self.b.ins().ireduce(types::I16, v);
                    self.b.ins().sextend(types::I32, n)
                }
                _ => v,
            };
            let bits = self.float_bits(v, k);
            let wide = if matches!(k, Kind::Int | Kind::Float) {
                self.b.ins().uextend(types::I64, bits)
            } else {
                bits
            };
            self.b.ins().store(trusted(), wide, address, 0);
            if volatile && self.env.options().parallel_threads {
                // As for a volatile putfield.
                self.b.ins().fence();
            }
            self.end_guarded(g, Some(&[]));
        }
        Ok(())
    }

    pub(super) fn array(&mut self, bci: usize, op: u8) -> Result<(), String> {
        if op == ARRAYLENGTH {
            let (a, k) = self.frame.pop()?;
            if let Some(&n) = self.frame.array_length.get(&a) {
                self.frame.push(n, Kind::Int);
                return Ok(());
            }
            let g = self.begin_guarded(bci, &[(a, k)], &[Kind::Int]);
            self.null_check(&g, a);
            let n = self
                .b
                .ins()
                .load(types::I32, readonly(), a, layout::array::LENGTH);
            let r = self.end_guarded(g, Some(&[n]));
            self.frame.push(r[0], Kind::Int);
            return Ok(());
        }
        let (t, scale) = match op {
            IALOAD | IASTORE => (BasicType::Int, 4),
            LALOAD | LASTORE => (BasicType::Long, 8),
            FALOAD | FASTORE => (BasicType::Float, 4),
            DALOAD | DASTORE => (BasicType::Double, 8),
            AALOAD | AASTORE => (BasicType::Reference, 8),
            BALOAD | BASTORE => (BasicType::Byte, 1),
            CALOAD | CASTORE => (BasicType::Char, 2),
            _ => (BasicType::Short, 2),
        };
        let k = Kind::of(t).ok_or("void element")?;
        let store = op >= IASTORE;
        let value = if store { Some(self.frame.pop()?) } else { None };
        let (index, ik) = self.frame.pop()?;
        let (array, ak) = self.frame.pop()?;
        let mut inputs = vec![(array, ak), (index, ik)];
        inputs.extend(value);
        let outputs: Vec<Kind> = if store { vec![] } else { vec![k] };
        let g = self.begin_guarded(bci, &inputs, &outputs);
        self.null_check(&g, array);
        if !self.known_in_bounds(array, index) && !self.cur.in_bounds.contains(&bci) {
            let length = self
                .b
                .ins()
                .load(types::I32, readonly(), array, layout::array::LENGTH);
            let out = self
                .b
                .ins()
                .icmp(IntCC::UnsignedGreaterThanOrEqual, index, length);
            self.slow_if(&g, out);
            self.frame.block_in_bounds.insert((array, index));
        }
        let wide = self.b.ins().uextend(types::I64, index);
        let scaled = self.b.ins().imul_imm_s(wide, scale);
        let element = self.b.ins().iadd(array, scaled);
        let data = layout::array::DATA;
        match value {
            None => {
                let v = self.load_typed(t, element, data);
                let r = self.end_guarded(g, Some(&[v]));
                self.frame.push(r[0], k);
            }
            Some((v, _)) => {
                if op == AASTORE {
                    // Null always fits; so does a value whose class is the
                    // component class, or anything in an Object[]; else the
                    // array store check (pure helper).
                    let is_null = self.b.ins().icmp_imm_s(IntCC::Equal, v, 0);
                    let check = self.b.create_block();
                    let store_block = self.b.create_block();
                    self.b.ins().brif(is_null, store_block, &[], check, &[]);
                    self.b.switch_to_block(check);
                    let array_class = self.b.ins().load(types::I64, readonly(), array, 0);
                    let component = self.b.ins().load(
                        types::I64,
                        readonly(),
                        array_class,
                        layout::class::COMPONENT,
                    );
                    let value_class = self.b.ins().load(types::I64, readonly(), v, 0);
                    let exact = self.b.ins().icmp(IntCC::Equal, component, value_class);
                    let fits = match self.env.loaded_class("java/lang/Object") {
                        Some(object) => {
                            let object = object as *const Class as i64;
                            let any = self.b.ins().icmp_imm_s(IntCC::Equal, component, object);
                            self.b.ins().bor(exact, any)
                        }
                        None => exact,
                    };
                    let helper = self.b.create_block();
                    self.b.set_cold_block(helper);
                    self.b.ins().brif(fits, store_block, &[], helper, &[]);
                    self.b.switch_to_block(helper);
                    let ok = self.call_pure(RuntimeHelper::ArrayStoreOk, &[array, v]);
                    let ok = ok.ok_or("ArrayStoreOk returns a value")?;
                    let fails = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
                    self.slow_if(&g, fails);
                    self.b.ins().jump(store_block, &[]);
                    self.b.switch_to_block(store_block);
                } else if op == BASTORE {
                    // 0 and 1 store the same byte into boolean and byte arrays;
                    // other values need the array's type (the interpreter's step).
                    let other = self.b.ins().band_imm_s(v, -2);
                    self.slow_if(&g, other);
                }
                self.store_typed(
                    if op == BASTORE { BasicType::Byte } else { t },
                    v,
                    element,
                    data,
                );
                if op == AASTORE {
                    self.write_barrier(array, v);
                }
                self.end_guarded(g, Some(&[]));
            }
        }
        Ok(())
    }

    fn new_object(&mut self, bci: usize) -> Result<(), String> {
        let class = match self
            .env
            .resolved(self.cur.class, read_u16(self.cur.bc, bci + 1))
        {
            Some(&Resolved::Class(c)) if !c.is_interface() && !c.is_abstract() => Some(c),
            _ => None,
        };
        let g = self.begin_guarded(bci, &[], &[Kind::Ref]);
        let Some(class) = class else {
            let r = self.end_guarded(g, None);
            self.frame.push(r[0], Kind::Ref);
            return Ok(());
        };
        self.init_check(&g, class);
        let c = self
            .b
            .ins()
            .iconst(types::I64, class as *const Class as i64);
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I64);
        let runtime = self.b.create_block();
        self.b.set_cold_block(runtime);
        if !self.env.options().gc_stress {
            self.inline_allocation(class, c, runtime, done);
        } else {
            self.b.ins().jump(runtime, &[]);
        }
        self.b.seal_block(runtime);
        self.b.switch_to_block(runtime);
        self.set_bci(bci);
        let obj = self.call_runtime(RuntimeHelper::NewObject.address(), &[self.thread, c]);
        self.check_exception(bci);
        self.b.ins().jump(done, &[BlockArg::Value(obj)]);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
        let obj = self.b.block_params(done)[0];
        let r = self.end_guarded(g, Some(&[obj]));
        self.frame.non_null.insert(r[0]);
        self.frame.exact.insert(r[0], class);
        self.frame.push(r[0], Kind::Ref);
        Ok(())
    }

    /// Bump allocation of an instance of `class` (address `c`) in the
    /// thread's TLAB, as `JavaThread::allocate` does on its fast path (TLAB
    /// memory is already zero): jumps to `done` with the object, or to
    /// `full` when the TLAB is full.
    fn inline_allocation(&mut self, class: &'static Class, c: Value, full: Block, done: Block) {
        let size = ((class.instance_size + layout::object::ALIGNMENT - 1)
            & !(layout::object::ALIGNMENT - 1)) as i64;
        let (heap_start, start_bits) = self.env.options().heap_layout;
        let t = self.thread;
        let cursor = self
            .b
            .ins()
            .load(types::I64, trusted(), t, layout::thread::TLAB_CURSOR);
        let next = self.b.ins().iadd_imm_s(cursor, size);
        let end = self
            .b
            .ins()
            .load(types::I64, trusted(), t, layout::thread::TLAB_END);
        let over = self.b.ins().icmp(IntCC::UnsignedGreaterThan, next, end);
        let fits = self.b.create_block();
        self.b.ins().brif(over, full, &[], fits, &[]);
        self.b.seal_block(fits);
        self.b.switch_to_block(fits);
        self.b
            .ins()
            .store(trusted(), next, t, layout::thread::TLAB_CURSOR);
        // The object-start bit: index = (object - heap start) / alignment.
        let offset = self.b.ins().iadd_imm_s(cursor, -(heap_start as i64));
        let index = self
            .b
            .ins()
            .ushr_imm_s(offset, layout::object::ALIGNMENT.trailing_zeros() as i64);
        let word = self.b.ins().ushr_imm_s(index, 6);
        let bit_index = self.b.ins().band_imm_s(index, 63);
        let one = self.b.ins().iconst(types::I64, 1);
        let bit = self.b.ins().ishl(one, bit_index);
        let word_offset = self.b.ins().ishl_imm_s(word, 3);
        let bits = self.b.ins().iconst(types::I64, start_bits as i64);
        let word_address = self.b.ins().iadd(bits, word_offset);
        let old = self.b.ins().load(types::I64, trusted(), word_address, 0);
        let new = self.b.ins().bor(old, bit);
        self.b.ins().store(trusted(), new, word_address, 0);
        self.b.ins().store(trusted(), c, cursor, 0);
        self.b.ins().jump(done, &[BlockArg::Value(cursor)]);
    }

    fn new_array(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let (length, lk) = self.frame.pop()?;
        let operand = if op == NEWARRAY {
            self.cur.bc[bci + 1] as u16
        } else {
            read_u16(self.cur.bc, bci + 1)
        };
        let array_class = self.env.array_class(self.cur.class, op, operand);
        let g = self.begin_guarded(bci, &[(length, lk)], &[Kind::Ref]);
        let Some(array_class) = array_class else {
            let r = self.end_guarded(g, None);
            self.frame.push(r[0], Kind::Ref);
            return Ok(());
        };
        self.set_bci(bci);
        let c = self
            .b
            .ins()
            .iconst(types::I64, array_class as *const Class as i64);
        let n = self.b.ins().sextend(types::I64, length);
        let a = self.call_runtime(RuntimeHelper::NewArray.address(), &[self.thread, c, n]);
        self.check_exception(bci);
        let r = self.end_guarded(g, Some(&[a]));
        self.frame.non_null.insert(r[0]);
        self.frame.array_length.insert(r[0], length);
        self.frame.push(r[0], Kind::Ref);
        Ok(())
    }

    /// Whether `index` is known to be in bounds of `array`: checked by an
    /// earlier access of this bytecode block, or a constant below the
    /// constant length of an array this compilation created.
    fn known_in_bounds(&self, array: Value, index: Value) -> bool {
        if self.frame.block_in_bounds.contains(&(array, index)) {
            return true;
        }
        let Some(&length) = self.frame.array_length.get(&array) else {
            return false;
        };
        match (self.int_constant(index), self.int_constant(length)) {
            (Some(i), Some(n)) => 0 <= i && i < n,
            _ => false,
        }
    }

    /// The value of `v` if an `iconst` defines it (an int, sign-extended).
    fn int_constant(&self, v: Value) -> Option<i64> {
        use cranelift_codegen::ir::{InstructionData, Opcode, ValueDef};
        let dfg = &self.b.func.dfg;
        match dfg.value_def(dfg.resolve_aliases(v)) {
            ValueDef::Result(inst, 0) => match dfg.insts[inst] {
                InstructionData::UnaryImm {
                    opcode: Opcode::Iconst,
                    imm,
                } => Some(imm.bits() as i32 as i64),
                _ => None,
            },
            _ => None,
        }
    }

    fn type_test(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let (obj, k) = self.frame.pop()?;
        let target = match self
            .env
            .resolved(self.cur.class, read_u16(self.cur.bc, bci + 1))
        {
            Some(&Resolved::Class(c)) => Some(c),
            _ => None,
        };
        let outputs = [if op == CHECKCAST {
            Kind::Ref
        } else {
            Kind::Int
        }];
        let g = self.begin_guarded(bci, &[(obj, k)], &outputs);
        let Some(target) = target else {
            let r = self.end_guarded(g, None);
            self.frame.push(r[0], outputs[0]);
            return Ok(());
        };
        // null -> passes (checkcast) / 0 (instanceof); exact class -> inline;
        // else the subtype helper (pure: no allocation, no Java).
        let done = self.b.create_block();
        self.b.append_block_param(done, types::I32);
        let not_null = self.b.create_block();
        let zero = self.b.ins().iconst(types::I32, 0);
        let is_null = self.b.ins().icmp_imm_s(IntCC::Equal, obj, 0);
        let null_result = if op == CHECKCAST {
            self.b.ins().iconst(types::I32, 1)
        } else {
            zero
        };
        self.b.ins().brif(
            is_null,
            done,
            &[BlockArg::Value(null_result)],
            not_null,
            &[],
        );
        self.b.seal_block(not_null);
        self.b.switch_to_block(not_null);
        let class = self.b.ins().load(types::I64, readonly(), obj, 0);
        let t = self
            .b
            .ins()
            .iconst(types::I64, target as *const Class as i64);
        let exact = self.b.ins().icmp(IntCC::Equal, class, t);
        let one = self.b.ins().iconst(types::I32, 1);
        let slow_test = self.b.create_block();
        self.b
            .ins()
            .brif(exact, done, &[BlockArg::Value(one)], slow_test, &[]);
        self.b.seal_block(slow_test);
        self.b.switch_to_block(slow_test);
        // A per-site cache of the last class that passed (a class that passes
        // once always passes: the hierarchy never changes), before the helper.
        let cache: &'static std::sync::atomic::AtomicUsize =
            Box::leak(Box::new(std::sync::atomic::AtomicUsize::new(0)));
        let cache = self.b.ins().iconst(types::I64, cache as *const _ as i64);
        let cached = self.b.ins().load(types::I64, trusted(), cache, 0);
        let hit = self.b.ins().icmp(IntCC::Equal, cached, class);
        let helper = self.b.create_block();
        self.b
            .ins()
            .brif(hit, done, &[BlockArg::Value(one)], helper, &[]);
        self.b.seal_block(helper);
        self.b.switch_to_block(helper);
        let r = self.call_pure(RuntimeHelper::IsSubclass, &[class, t]);
        let r = r.ok_or("IsSubclass returns a value")?;
        let r = self.b.ins().ireduce(types::I32, r);
        let passed_block = self.b.create_block();
        self.b
            .ins()
            .brif(r, passed_block, &[], done, &[BlockArg::Value(r)]);
        self.b.seal_block(passed_block);
        self.b.switch_to_block(passed_block);
        self.b.ins().store(trusted(), class, cache, 0);
        self.b.ins().jump(done, &[BlockArg::Value(one)]);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
        let passed = self.b.block_params(done)[0];
        if op == CHECKCAST {
            let fails = self.b.ins().icmp_imm_s(IntCC::Equal, passed, 0);
            self.slow_if(&g, fails);
            let r = self.end_guarded(g, Some(&[obj]));
            self.frame.push(r[0], Kind::Ref);
        } else {
            let r = self.end_guarded(g, Some(&[passed]));
            self.frame.push(r[0], Kind::Int);
        }
        Ok(())
    }

    /// Calls: the target from the constant (static, special, private, final),
    /// the receiver's vtable or an interface inline cache; then its compiled
    /// code directly, or `jit_call` (interpreter, natives, first compilation).
    fn invoke(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let r = self
            .cur
            .class
            .constant_pool
            .member_ref(read_u16(self.cur.bc, bci + 1))?;
        let (params, ret) = parse_method_descriptor(r.descriptor)?;
        let mut arg_slots: usize = params.iter().map(|t| t.slots()).sum();
        if op != INVOKESTATIC {
            arg_slots += 1;
        }
        let out: Vec<Kind> = Kind::of(ret).into_iter().collect();
        let args = self.frame.pop_slots(arg_slots)?;
        let g = self.begin_guarded(bci, &args, &out);
        let dispatch = match self
            .env
            .resolved(self.cur.class, read_u16(self.cur.bc, bci + 1))
        {
            Some(&Resolved::Method(m)) => Some((m, Dispatch::Direct(m))),
            Some(&Resolved::Virtual {
                vtable_index,
                method,
            }) if op == INVOKEVIRTUAL => Some((method, Dispatch::Vtable(vtable_index))),
            Some(&Resolved::Interface { signature, method }) if op == INVOKEINTERFACE => {
                // Leaked: compiled code is never freed, nor is its cache.
                let cache: &'static InterfaceCache =
                    Box::leak(Box::new(InterfaceCache::new(signature, method)));
                Some((method, Dispatch::Interface(cache)))
            }
            _ => None,
        };
        let Some((declared, dispatch)) = dispatch else {
            let results = self.end_guarded(g, None);
            self.push_results(results, &out);
            return Ok(());
        };
        if op == INVOKESTATIC {
            self.init_check(&g, declared.class());
        } else {
            self.null_check(&g, args[0].0);
        }
        if op == INVOKESTATIC {
            if let Some(v) = self.intrinsic(declared, &args) {
                let results = self.end_guarded(g, Some(&[v]));
                self.push_results(results, &out);
                return Ok(());
            }
        }
        let fast_path_done = if op == INVOKESTATIC {
            self.fast_path(declared, &args)
        } else {
            None
        };
        let first = self.depth(bci) - arg_slots;
        let dispatch = if op == INVOKEVIRTUAL || op == INVOKEINTERFACE {
            self.devirtualize(dispatch, declared, args[0].0)
        } else {
            dispatch
        };
        let plan = self.inline_plan(bci, dispatch, declared);
        let result: Vec<Value> = match plan.as_slice() {
            [(target, Guard::None)] => self.inline_call(bci, target, &args)?.into_iter().collect(),
            _ => {
                // Guarded targets in order, each inlined behind its test; the
                // real call when none matches (no deoptimization needed).
                let join = self.b.create_block();
                for &k in &out {
                    self.b.append_block_param(join, k.clif());
                }
                for &(target, guard) in &plan {
                    let hit = match guard {
                        Guard::MethodTest(i) => {
                            let m = self.vtable_entry(args[0].0, i);
                            let expected = self
                                .b
                                .ins()
                                .iconst(types::I64, target as *const Method as i64);
                            self.b.ins().icmp(IntCC::Equal, m, expected)
                        }
                        Guard::ClassTest(class) => {
                            let c = self.b.ins().load(types::I64, readonly(), args[0].0, 0);
                            let expected = self
                                .b
                                .ins()
                                .iconst(types::I64, class as *const Class as i64);
                            self.b.ins().icmp(IntCC::Equal, c, expected)
                        }
                        Guard::None => self.b.ins().iconst(types::I8, 1),
                    };
                    let inline_block = self.b.create_block();
                    let next = self.b.create_block();
                    self.b.ins().brif(hit, inline_block, &[], next, &[]);
                    self.b.seal_block(inline_block);
                    self.b.seal_block(next);
                    self.b.switch_to_block(inline_block);
                    self.count_guard(guard, true);
                    let r: Vec<BlockArg> = self
                        .inline_call(bci, target, &args)?
                        .into_iter()
                        .map(BlockArg::Value)
                        .collect();
                    self.b.ins().jump(join, &r);
                    self.b.switch_to_block(next);
                }
                if let Some(&(_, guard)) = plan.last() {
                    self.count_guard(guard, false);
                }
                let m = match dispatch {
                    Dispatch::Direct(m) => {
                        self.b.ins().iconst(types::I64, m as *const Method as i64)
                    }
                    Dispatch::Vtable(i) => {
                        let m = self.vtable_entry(args[0].0, i);
                        self.abstract_check(&g, m);
                        m
                    }
                    Dispatch::Interface(cache) => self.interface_target(bci, args[0].0, cache),
                };
                let r: Vec<BlockArg> = self
                    .emit_call(bci, first, &args, m, &out)
                    .into_iter()
                    .map(BlockArg::Value)
                    .collect();
                self.on_call_not_inlined(bci);
                self.b.ins().jump(join, &r);
                self.b.seal_block(join);
                self.b.switch_to_block(join);
                self.b.block_params(join).to_vec()
            }
        };
        if let Some(done) = fast_path_done {
            // Fast paths are for methods without a result (intrinsics.rs).
            self.b.ins().jump(done, &[]);
            self.b.seal_block(done);
            self.b.switch_to_block(done);
        }
        let results = self.end_guarded(g, Some(&result));
        self.push_results(results, &out);
        Ok(())
    }

    /// The receiver's vtable entry `i` (a `&Method`).
    /// `--stats`: counts a passed (hit) or failed guard of its kind, with a
    /// plain add to the counter (racy increments only lose counts).
    fn count_guard(&mut self, guard: Guard, hit: bool) {
        let kind = match guard {
            Guard::ClassTest(_) => 0,
            Guard::MethodTest(_) => 1,
            Guard::None => return,
        };
        let counter = self.env.guard_counter(kind, hit);
        let address = self.b.ins().iconst(types::I64, counter as i64);
        let n = self.b.ins().load(types::I64, trusted(), address, 0);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(trusted(), n, address, 0);
    }

    pub(super) fn vtable_entry(&mut self, receiver: Value, i: u32) -> Value {
        let class = self.b.ins().load(types::I64, readonly(), receiver, 0);
        let vtable =
            self.b
                .ins()
                .load(types::I64, readonly(), class, layout::class::VTABLE_ADDRESS);
        self.b
            .ins()
            .load(types::I64, readonly(), vtable, (i as i32) * 8)
    }

    /// An abstract vtable entry: the interpreter throws AbstractMethodError.
    fn abstract_check(&mut self, g: &super::translator::Guarded, m: Value) {
        let flags = self
            .b
            .ins()
            .uload16(types::I32, readonly(), m, layout::method::ACCESS);
        let is_abstract = self.b.ins().band_imm_s(flags, access::ABSTRACT as i64);
        self.slow_if(g, is_abstract);
    }

    /// The target of an interface call: the receiver class's interface
    /// method table, else the site's inline cache, else the runtime.
    fn interface_target(
        &mut self,
        bci: usize,
        receiver: Value,
        cache: &'static InterfaceCache,
    ) -> Value {
        let class = self.b.ins().load(types::I64, readonly(), receiver, 0);
        let found = self.b.create_block();
        self.b.append_block_param(found, types::I64);
        // The receiver class's IMT entry for the signature (Alpern et al.
        // 2001): the target, or 0 where the slot is shared or the target
        // abstract. Entries never change once the class is published.
        let imt = self
            .b
            .ins()
            .load(types::I64, readonly(), class, layout::class::IMT);
        let slot = (imt_slot(cache.signature) * 8) as i32;
        let from_imt = self.b.ins().load(types::I64, readonly(), imt, slot);
        let cache_block = self.b.create_block();
        self.b.set_cold_block(cache_block);
        self.b.ins().brif(
            from_imt,
            found,
            &[BlockArg::Value(from_imt)],
            cache_block,
            &[],
        );
        self.b.seal_block(cache_block);
        self.b.switch_to_block(cache_block);
        let c = self
            .b
            .ins()
            .iconst(types::I64, cache as *const InterfaceCache as i64);
        // One load of the current (class, target) pair, which is immutable:
        // racing refills by other threads never mix two pairs.
        let entry = self
            .b
            .ins()
            .load(types::I64, trusted(), c, layout::itable::CURRENT);
        let cached = self
            .b
            .ins()
            .load(types::I64, trusted(), entry, layout::itable::ENTRY_CLASS);
        let hit = self.b.ins().icmp(IntCC::Equal, cached, class);
        let hit_block = self.b.create_block();
        let miss_block = self.b.create_block();
        self.b.set_cold_block(hit_block);
        self.b.set_cold_block(miss_block);
        self.b.ins().brif(hit, hit_block, &[], miss_block, &[]);
        self.b.seal_block(hit_block);
        self.b.seal_block(miss_block);
        self.b.switch_to_block(hit_block);
        let t = self
            .b
            .ins()
            .load(types::I64, trusted(), entry, layout::itable::ENTRY_TARGET);
        self.b.ins().jump(found, &[BlockArg::Value(t)]);
        self.b.switch_to_block(miss_block);
        self.set_bci(bci);
        let t = self.call_runtime(
            RuntimeHelper::InterfaceLookup.address(),
            &[self.thread, c, receiver],
        );
        self.check_exception(bci);
        self.b.ins().jump(found, &[BlockArg::Value(t)]);
        self.b.seal_block(found);
        self.b.switch_to_block(found);
        self.b.block_params(found)[0]
    }

    fn push_results(&mut self, results: Vec<Value>, kinds: &[Kind]) {
        for (v, &k) in results.into_iter().zip(kinds) {
            self.frame.push(v, k);
        }
    }
}
