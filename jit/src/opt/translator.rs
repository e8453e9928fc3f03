//! The translator: the state of one method's translation and the order of
//! its work. The jobs are in their own files, each an `impl Translator`:
//!
//! ```text
//! translator.rs  this state (frame state in frame.rs, PEP's in pep/, instrumentation's
//!                in instrument/) and the driver below
//! emit.rs        the emitter: frame set-up, slots, runtime calls, exception paths,
//!                returns, yieldpoints, slow paths through the interpreter
//! opcodes.rs     per-opcode translation: arithmetic, stack, locals, branches
//! objects.rs     per-opcode translation: fields, arrays, allocation, calls
//! inline.rs      inlined scopes (calls.rs: what a call site can become)
//! replay.rs      recorded and replayed inline decisions
//! observe.rs     the events PEP and instrumentation attach to
//! nonnull.rs     locals known not null at block entries    } run per scope in
//! bounds.rs      array accesses proven in bounds            } create_blocks
//!                (dataflow.rs: their shared worklist)
//! ```
//!
//! Driver: create blocks -> prologue -> blocks in reverse postorder (each
//! instruction through `instruction`) -> landings, exception paths, unwind ->
//! observers finish -> patch the frame size -> seal and finalize.

use super::frame::{Blocks, FrameState, Kind};
use crate::env::bytecode::instruction_length;
use crate::env::bytecode::{self, Depths};
use crate::env::CompilerEnv;
use crate::env::RegisterCalls;
use crate::env::{Class, Code, Method};
use cranelift_codegen::ir::{
    types, AbiParam, Block, Function, InstBuilder, MemFlagsData, SigRef, Signature, Value,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, Variable};
use std::collections::HashMap;

pub(super) fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}
/// Loads of words that never change once the object or class is published
/// (class word, array length, vtable). Not `can_move`: they sit behind null
/// checks and must not be hoisted above them.
pub(super) fn readonly() -> MemFlagsData {
    MemFlagsData::trusted().with_readonly()
}

/// One method being translated: the root, or a callee inlined into it.
/// The translator works on `cur`; inlining saves it in `outer` and starts a
/// new one for the callee (inline.rs).
pub(super) struct Scope {
    pub method: &'static Method,
    pub class: &'static Class,
    pub code: &'static Code,
    pub bc: &'static [u8],
    pub depths: Depths,
    pub blocks: Blocks,
    pub max_locals: usize,
    pub clif_blocks: HashMap<usize, Block>,
    pub entry_stacks: HashMap<usize, Vec<Kind>>,
    pub landing: HashMap<usize, Block>,
    pub exception_block_of: HashMap<usize, Block>,
    pub locals: HashMap<(usize, Kind), Variable>,
    pub stack_vars: HashMap<(usize, Kind), Variable>,
    /// Slot index of this scope's local 0, relative to the root's base: an
    /// inlined callee's slots are where its arguments would have been passed.
    pub slot_offset: usize,
    /// Inlined scopes: the bci of the call in the parent, and where a return
    /// continues (with the result's kind).
    pub call_bci: Option<usize>,
    pub ret: Option<(Block, Option<Kind>)>,
    /// The parent's operand stack below the call's arguments.
    pub saved_stack: Vec<(Value, Kind)>,
    /// Unique per scope instance (keys of the site table).
    pub id: usize,
    /// Instrumentation sampling: duplication plan and duplicated blocks.
    pub instr: super::instrument::ScopeInstr,
    /// An instance method that never stores to local 0: every `aload_0`
    /// reads the receiver, which is not null (the root's `this`, or an
    /// inlined callee's receiver, null-checked at the call).
    pub receiver_in_local_0: bool,
    /// By local index: the local holds a value that existed before the
    /// compiled activation began (calls.rs, class-hierarchy speculation).
    /// The root: its reference parameters that it never stores to; an
    /// inlined callee: those of its reference parameters it never stores to
    /// whose argument pre-existed in the caller. Empty for OSR entries.
    pub pre_existing_locals: Vec<bool>,
    /// By local index, what is known not null where the scope begins: the
    /// root's receiver; an inlined callee's arguments the caller knew.
    pub initial_non_null: Vec<bool>,
    /// Block start -> the locals known not null where it begins (nonnull.rs).
    pub entry_non_null: HashMap<usize, Vec<bool>>,
    /// The locals known not null at the instruction being translated: the
    /// block's entry facts, less the locals stored since.
    pub now_non_null: Vec<bool>,
    /// The bcis of this scope's array accesses proven in bounds (bounds.rs):
    /// they load no length and compare nothing.
    pub in_bounds: std::collections::HashSet<usize>,
    /// An inlined scope: what every return translated so far returned, as
    /// far as the frame state knew it (None before the first return); the
    /// caller's continuation inherits it (inline.rs).
    pub returned: Option<Returned>,
}

/// What is known of every value an inlined callee returned.
#[derive(Clone, Copy)]
pub(super) struct Returned {
    pub non_null: bool,
    pub exact: Option<&'static Class>,
}

impl Scope {
    pub fn new(method: &'static Method, slot_offset: usize, id: usize) -> Result<Scope, String> {
        Scope::new_at(method, slot_offset, id, 0)
    }

    /// A scope whose translation starts at `entry` (an OSR loop header).
    pub fn new_at(
        method: &'static Method,
        slot_offset: usize,
        id: usize,
        entry: usize,
    ) -> Result<Scope, String> {
        let code = method.code.as_ref().ok_or("no bytecode")?;
        let class = method.class();
        let depths = bytecode::compute_depths(class, code)?;
        if depths.before.get(entry).copied().flatten().is_none() {
            return Err(format!("bci {entry} is not a reachable instruction"));
        }
        let blocks = Blocks::find(code, &depths.before, entry)?;
        Ok(Scope {
            method,
            class,
            code,
            bc: &code.bytecode,
            depths,
            blocks,
            max_locals: code.max_locals as usize,
            clif_blocks: HashMap::new(),
            entry_stacks: HashMap::new(),
            landing: HashMap::new(),
            exception_block_of: HashMap::new(),
            locals: HashMap::new(),
            stack_vars: HashMap::new(),
            slot_offset,
            call_bci: None,
            ret: None,
            saved_stack: Vec::new(),
            id,
            instr: Default::default(),
            receiver_in_local_0: !method.is_static()
                && !bytecode::stores_to_local(&code.bytecode, 0),
            pre_existing_locals: Vec::new(),
            initial_non_null: vec![!method.is_static()],
            entry_non_null: HashMap::new(),
            now_non_null: Vec::new(),
            in_bounds: Default::default(),
            returned: None,
        })
    }

    /// Marks the reference parameters of this scope's method that its
    /// bytecode never stores to and for which `pre_existed(slot)` holds.
    pub fn mark_pre_existing(&mut self, mut pre_existed: impl FnMut(usize) -> bool) {
        let mut kinds = Vec::new();
        if !self.method.is_static() {
            kinds.push(true);
        }
        for t in self.method.parameter_types.iter() {
            kinds.push(*t == crate::env::BasicType::Reference);
            if matches!(
                t,
                crate::env::BasicType::Long | crate::env::BasicType::Double
            ) {
                kinds.push(false);
            }
        }
        self.pre_existing_locals = kinds
            .iter()
            .enumerate()
            .map(|(slot, &is_ref)| {
                is_ref && pre_existed(slot) && !bytecode::stores_to_local(self.bc, slot)
            })
            .collect();
    }

    /// Slots this scope's frame needs past its slot offset.
    pub fn extent(&self) -> usize {
        self.slot_offset + self.max_locals + self.code.max_stack as usize + 2
    }
}

/// An exception path: where to look for a handler, innermost scope first.
pub(super) struct ExceptionPath {
    pub block: Block,
    /// (method, bci in it, covering handler pcs with their landing blocks).
    pub chain: Vec<(&'static Method, usize, Vec<(usize, Block)>)>,
}

/// Signatures of the calls the emitter makes (emit.rs).
pub(super) struct Signatures {
    /// Runtime helpers through the register-saving thunk (thunk.rs).
    pub thunk: SigRef,
    /// `preserve_all` calls of the register-saving thunk.
    pub preserve: SigRef,
    /// Compiled Java code (`entry_signature`).
    pub entry: SigRef,
    /// Optimized Java code's register entries (`register_signature`), by
    /// argument kinds: one import per shape.
    pub register: HashMap<Vec<Kind>, SigRef>,
    /// Helpers called directly (`call_pure`), by their declared parameter
    /// and result types: one import per shape. (word, word) -> word is
    /// imported up front.
    pub pure: HashMap<(Vec<types::Type>, Option<types::Type>), SigRef>,
    /// `fmod`.
    pub fmod: SigRef,
}

/// What inlining has done so far in this translation (inline.rs).
pub(super) struct InlineState {
    /// Records of inlined scopes, materialized for slow paths.
    pub records: Option<cranelift_codegen::ir::StackSlot>,
    /// Site ids of (scope id, bci) in inlined scopes (codemap).
    pub sites: HashMap<(usize, usize), u32>,
    /// Size units inlined so far (the root's budget, rvm-inliner).
    pub size: u32,
    /// This compilation's number in the inline log.
    pub compilation: u32,
    /// Inlined levels whose records a slow path materializes, at most.
    pub deepest: usize,
}

pub(super) struct Translator<'a> {
    pub b: FunctionBuilder<'a>,
    pub env: &'a dyn CompilerEnv,
    pub cur: Scope,
    pub outer: Vec<Scope>,
    pub next_scope_id: usize,
    pub exception_paths: Vec<ExceptionPath>,
    /// The operand stack and what is known about its values (frame.rs).
    pub frame: FrameState,
    pub thread: Value,
    pub base: Value,
    /// Address of local 0's slot.
    pub local0: Value,
    pub record: Value,
    /// The frame's slot count (an `iconst` patched at the end).
    pub extent: Value,
    /// The constant that sizes the frame (patched once inlining is known).
    pub extent_const: Option<cranelift_codegen::ir::Inst>,
    pub max_extent: usize,
    pub lock: Option<Value>,
    pub unwind: Block,
    /// Signatures of the calls the emitter makes.
    pub sigs: Signatures,
    pub frontend: cranelift_codegen::isa::TargetFrontendConfig,
    /// Inlined scopes: records, site ids, size so far (inline.rs).
    pub inlining: InlineState,
    /// On-stack replacement: the loop header this function is entered at,
    /// from an interpreter activation whose frame is in the slots.
    pub osr: Option<usize>,
    /// The function is a register entry (`register_arguments`): the
    /// arguments are its parameters, not in the slots.
    pub register_entry: bool,
    /// PEP's path register and the branch profile (pep/).
    pub pep: super::pep::PepState,
    /// Instrumentation sampling (instrument.rs).
    pub instr: super::instrument::InstrState,
    /// Virtual methods this code assumes no linked class overrides
    /// (calls.rs; the VM installs the code only if all still hold).
    pub assumptions: Vec<&'static Method>,
}

pub(super) fn signature(params: &[types::Type], ret: Option<types::Type>) -> Signature {
    let mut sig = Signature::new(CallConv::SystemV);
    for &p in params {
        sig.params.push(AbiParam::new(p));
    }
    if let Some(r) = ret {
        sig.returns.push(AbiParam::new(r));
    }
    sig
}

/// The signature of compiled Java code (see the module doc).
pub fn entry_signature() -> Signature {
    signature(&[types::I64, types::I64], Some(types::I64))
}

/// The signature of optimized code's register entry: thread, slot base,
/// then the Java arguments (receiver first) in registers, under
/// Cranelift's `winch` convention, which has no callee-saved registers
/// (vm compile/mod.rs; the System V adapter is adapter.rs). The result is
/// the entry's: the raw result slot in `rax`.
pub fn register_signature(arguments: &[Kind]) -> Signature {
    let mut sig = entry_signature();
    sig.call_conv = CallConv::Winch;
    for k in arguments {
        sig.params.push(AbiParam::new(k.clif()));
    }
    sig
}

/// The arguments of the register entry (adapter.rs) of the code compiled
/// for `method` (at `osr`, if an OSR entry), or None when it has none.
/// Under `--register-calls`: off, none; loop-free, methods without loops;
/// all, every method; in both, only if the arguments fit in registers and
/// never for an OSR entry. The others are compiled under System V with
/// their arguments in the slots, and optimized callers call their compiled
/// entry. Decided once per compilation (mod.rs `compile_with`).
///
/// Why loop-free: a caller keeps no value in a register across a call of
/// a register entry, which saves none, and Cranelift's allocator then
/// keeps such a value in a stack slot for all of its live range, the
/// caller's loops included. A method with a loop does enough work per call
/// to pay for saving the registers it uses; a method without one is where
/// the saves are most of the call (docs/jit.md, "Register calls").
pub fn register_arguments(
    method: &Method,
    osr: Option<usize>,
    mode: RegisterCalls,
) -> Option<Vec<Kind>> {
    let loops_allowed = match mode {
        RegisterCalls::Off => return None,
        RegisterCalls::LoopFree => false,
        RegisterCalls::All => true,
    };
    let code = method.code.as_ref()?;
    if osr.is_some() || !(loops_allowed || bytecode::backward_branches(&code.bytecode).is_empty()) {
        return None;
    }
    argument_kinds(method)
        .ok()
        .filter(|k| super::adapter::fits_in_registers(k))
}

/// The kinds of `method`'s arguments as its callers pass them: the
/// receiver first (non-static methods), then the declared parameters.
pub fn argument_kinds(method: &Method) -> Result<Vec<Kind>, String> {
    let mut kinds = Vec::with_capacity(method.parameter_types.len() + 1);
    if !method.is_static() {
        kinds.push(Kind::Ref);
    }
    for &t in method.parameter_types.iter() {
        kinds.push(Kind::of(t).ok_or("void parameter")?);
    }
    Ok(kinds)
}

impl<'a> Translator<'a> {
    pub fn new(
        func: &'a mut Function,
        fctx: &'a mut cranelift_frontend::FunctionBuilderContext,
        env: &'a dyn CompilerEnv,
        method: &'static Method,
        frontend: cranelift_codegen::isa::TargetFrontendConfig,
        osr: Option<usize>,
        register_arguments: Option<&[Kind]>,
        pep: &super::pep::Plan,
    ) -> Result<Translator<'a>, String> {
        let mut cur = Scope::new_at(method, 0, 0, osr.unwrap_or(0))?;
        if osr.is_none() && env.options().speculate {
            cur.mark_pre_existing(|_| true);
        }
        let register_entry = register_arguments.is_some();
        func.signature = register_arguments.map_or_else(entry_signature, register_signature);
        let mut b = FunctionBuilder::new(func, fctx);
        let sig_thunk = b.import_signature(signature(&[types::I64; 6], Some(types::I64)));
        let sig_entry = b.import_signature(entry_signature());
        let mut preserve = signature(&[types::I64; 3], None);
        preserve.call_conv = CallConv::PreserveAll;
        let sig_preserve = b.import_signature(preserve);
        let sig_pure2 = b.import_signature(signature(&[types::I64, types::I64], Some(types::I64)));
        let sig_fmod = b.import_signature(signature(&[types::F64, types::F64], Some(types::F64)));
        let unwind = b.create_block();
        let placeholder = Value::from_u32(0);
        let max_extent = cur.extent();
        Ok(Translator {
            b,
            env,
            cur,
            outer: Vec::new(),
            next_scope_id: 1,
            exception_paths: Vec::new(),
            frame: FrameState::default(),
            thread: placeholder,
            base: placeholder,
            local0: placeholder,
            record: placeholder,
            extent: placeholder,
            extent_const: None,
            max_extent,
            lock: None,
            unwind,
            sigs: Signatures {
                thunk: sig_thunk,
                preserve: sig_preserve,
                entry: sig_entry,
                register: HashMap::new(),
                pure: HashMap::from([(
                    (vec![types::I64, types::I64], Some(types::I64)),
                    sig_pure2,
                )]),
                fmod: sig_fmod,
            },
            frontend,
            inlining: InlineState {
                records: None,
                sites: HashMap::new(),
                size: 0,
                compilation: next_compilation(),
                deepest: 0,
            },
            osr,
            register_entry,
            pep: super::pep::PepState::new(env, pep),
            instr: super::instrument::InstrState::new(env.instrumentation()),
            assumptions: Vec::new(),
        })
    }

    /// Translates the whole method; the function is then ready for Cranelift
    /// unless PEP asks for another translation (pep/: too many paths).
    /// Returns also the methods the code assumes are not overridden.
    pub fn translate(mut self) -> Result<(super::pep::Outcome, Vec<&'static Method>), String> {
        self.create_blocks();
        self.prologue()?;
        self.translate_copies()?;
        self.emit_landings();
        self.emit_exception_paths();
        self.emit_unwind();
        if let super::pep::Outcome::Retry(plan) = self.on_finish() {
            return Ok((super::pep::Outcome::Retry(plan), Vec::new()));
        }
        // The inlined frames' records: as many as the deepest slow path needs.
        if let Some(slot) = self.inlining.records {
            let size = crate::env::layout::frame::SIZE as usize * self.inlining.deepest.max(1);
            self.b.func.sized_stack_slots[slot].size = size as u32;
        }
        // The frame's final size, now that every inlined scope is known.
        if let Some(inst) = self.extent_const {
            let func: &mut Function = &mut *self.b.func;
            let (dfg, layout) = (&mut func.stencil.dfg, &mut func.stencil.layout);
            cranelift_codegen::ir::ReplaceBuilder::new(dfg, layout, inst)
                .iconst(types::I64, self.max_extent as i64);
        }
        self.b.seal_all_blocks();
        self.b.finalize(self.frontend);
        Ok((super::pep::Outcome::Done, self.assumptions))
    }

    /// Cranelift blocks for the current scope's reachable bytecode blocks;
    /// handlers start with the exception as their only stack entry.
    pub fn create_blocks(&mut self) {
        for &start in &self.cur.blocks.order {
            let block = self.b.create_block();
            self.cur.clif_blocks.insert(start, block);
        }
        for h in self.cur.code.handlers.iter() {
            self.cur
                .entry_stacks
                .insert(h.handler_pc as usize, vec![Kind::Ref]);
        }
        // An OSR entry jumps into the loop header knowing nothing.
        let entry = match self.osr {
            Some(header) if self.outer.is_empty() => header,
            _ => 0,
        };
        let initial = if entry == 0 {
            self.cur.initial_non_null.clone()
        } else {
            Vec::new()
        };
        let bytecode = super::dataflow::Bytecode {
            class: self.cur.class,
            code: self.cur.code,
            blocks: &self.cur.blocks,
            depths_before: &self.cur.depths.before,
        };
        self.cur.entry_non_null = super::nonnull::at_block_entries(bytecode, entry, &initial);
        self.cur.in_bounds = if super::bounds::enabled() {
            super::bounds::proven_accesses(bytecode, entry)
        } else {
            Default::default()
        };
        self.plan_duplication();
    }

    /// The loop header of an OSR compilation.
    pub fn osr_header(&self) -> Option<usize> {
        self.osr
    }

    /// Translates the current scope's blocks in reverse postorder.
    pub fn translate_blocks(&mut self) -> Result<(), String> {
        let order = self.cur.blocks.order.clone();
        for start in order {
            self.on_block_entered(start);
            let block = self.cur.clif_blocks[&start];
            self.translate_block(start, block)?;
        }
        Ok(())
    }

    /// Translates the bytecode block at `start` into `block`.
    pub fn translate_block(&mut self, start: usize, block: Block) -> Result<(), String> {
        self.on_block_translating(start);
        self.frame.block_non_null.clear();
        self.frame.block_in_bounds.clear();
        self.cur.now_non_null = self
            .cur
            .entry_non_null
            .get(&start)
            .cloned()
            .unwrap_or_default();
        {
            self.b.switch_to_block(block);
            let kinds =
                self.cur.entry_stacks.get(&start).cloned().ok_or_else(|| {
                    format!("no translated predecessor for the block at bci {start}")
                })?;
            self.frame.stack.clear();
            for (d, &k) in kinds.iter().enumerate() {
                let var = self.stack_var(d, k);
                let v = self.b.use_var(var);
                self.frame.stack.push((v, k));
            }
            let end = self.cur.blocks.end_of(start, self.cur.bc.len());
            let mut bci = start;
            let mut open = true;
            while bci < end {
                let len = instruction_length(self.cur.bc, bci)?;
                match self.instruction(bci, len)? {
                    Flow::Next => bci += len,
                    Flow::End => {
                        open = false;
                        break;
                    }
                }
            }
            if open {
                // Fell through into the next block.
                let target = self.flow_to(end)?;
                self.b.ins().jump(target, &[]);
            }
        }
        self.on_block_left();
        self.flush_checks();
        Ok(())
    }
}

/// A slow path under construction (see `begin_guarded`).
pub(super) struct Guarded {
    pub bci: usize,
    pub slow: Block,
    pub join: Block,
    pub inputs: Vec<(Value, Kind)>,
    pub outputs: Vec<Kind>,
    /// Whether anything branches to `slow` (`slow_if`); a guarded
    /// instruction whose checks were all proven away has no slow path.
    pub slow_used: std::cell::Cell<bool>,
}

/// What follows an instruction.
pub(super) enum Flow {
    Next,
    /// The block ended (branch, return, throw; a compare fused with its branch).
    End,
}

/// Numbers compilations for the inline log (process-wide: the numbers only
/// need to be unique in one log file).
pub fn next_compilation() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    N.fetch_add(1, Ordering::Relaxed) + 1
}
