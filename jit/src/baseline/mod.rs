//! The baseline compiler: one x86-64 template per bytecode, keeping the
//! interpreter's frame layout (locals at `base + i`, operand stack from
//! `base + max_locals`, static depths from `rvm_vm::bytecode`), so the collector,
//! stack traces and mixed-mode calls see compiled frames exactly like
//! interpreted ones.
//!
//! ```text
//! prologue: save callee-saved regs | stack check -> overflow stub
//!           zero non-argument locals | link FrameRecord at rsp | stack_top
//!           synchronized: enter the monitor | yieldpoint (prologue)
//! body:     one template per bci (templates.rs, arith.rs, objects.rs,
//!           calls.rs); pushes of locals and constants deferred (operands.rs);
//!           hot cases inline, everything else (and the failing case of
//!           inline ones: null, bounds, /0) calls jit_step, which runs the
//!           interpreter's code for that one instruction
//! stubs:    out-of-line slow paths (step, yieldpoints), exception dispatcher
//!           (jit_find_handler -> compare chain of handler bcis), epilogue,
//!           (synchronized: exits the monitor), on-stack-replacement entries
//!           (one per loop header; none for synchronized methods)
//! ```

mod arith;
mod calls;
mod objects;
mod operands;
mod templates;

use crate::emit::{self, Ops};
use crate::env::bytecode::instruction_length;
use crate::env::bytecode::{self, read_i16, Depths};
use crate::env::layout;
use crate::env::CompilerEnv;
use crate::env::RuntimeHelper;
use crate::env::YieldpointKind;
use crate::env::{Class, Code, Method, Resolved};
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi};

/// Bytes below the callee-saved registers: the frame record, the caller's
/// saved `stack_top`, a synchronized method's lock object (scanned
/// conservatively: it lies above the record) and the result saved across
/// its monitor exit. With the return address and six pushes (rbp, rbx,
/// r12-r15) this keeps rsp 16-byte aligned at calls.
const FRAME_BYTES: i32 = 72;
const SAVED_STACK_TOP: i32 = 48;
const LOCK_OBJECT: i32 = 56;
const SAVED_RESULT: i32 = 64;

/// Out-of-line code that needs no frame sync of its own.
enum OutOfLine {
    /// Inline-cache miss: rsi = cache, rdx = receiver; continues at `hit`
    /// with the target in rsi.
    InterfaceMiss {
        label: DynamicLabel,
        hit: DynamicLabel,
    },
}

enum Stub {
    /// The opt countdown reached zero at a `goto` backedge to `target`
    /// (operand stack empty): promote the method, and continue this
    /// activation in optimized code at `target` if an OSR entry comes back
    /// (its result is this activation's), else at `resume`.
    PromoteOsr {
        label: DynamicLabel,
        bci: usize,
        target: usize,
        resume: DynamicLabel,
    },
    /// Write deferred operands to their slots, run the instruction at `bci`
    /// through `jit_step`, then continue at `resume`.
    Step {
        label: DynamicLabel,
        bci: usize,
        depth: u16,
        resume: DynamicLabel,
        materialize: Vec<(operands::Deferred, i32)>,
    },
    /// A taken yieldpoint.
    Yield {
        label: DynamicLabel,
        kind: YieldpointKind,
        bci: usize,
        depth: u16,
        resume: DynamicLabel,
    },
    /// The optimizing-compiler countdown reached zero (adaptive tier).
    Promote {
        label: DynamicLabel,
        bci: usize,
        depth: u16,
        resume: DynamicLabel,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

pub struct Compiled {
    pub code: Vec<u8>,
    /// (loop-header bci, offset of its OSR entry in `code`).
    pub osr_entries: Vec<(u32, usize)>,
}

pub struct Compiler<'t> {
    ops: Ops,
    /// The compiler–VM interface (crate::env): resolutions prepared on the
    /// Java thread, options, the inline-cache registry.
    env: &'t dyn CompilerEnv,
    method: &'static Method,
    class: &'static Class,
    code: &'static Code,
    bytecode: &'static [u8],
    max_locals: i32,
    depths: Depths,
    labels: Vec<DynamicLabel>,
    stubs: Vec<Stub>,
    exception: DynamicLabel,
    epilogue: DynamicLabel,
    /// Where the prologue's register restore sequence is (shared by the epilogue).
    restore_label: Option<DynamicLabel>,
    /// Backedge trampolines of a switch, emitted right after it.
    pending_trampolines: Vec<(DynamicLabel, usize, u16, usize)>,
    out_of_line: Vec<OutOfLine>,
    /// Pushes not yet written to their slots (operands.rs).
    deferred: Vec<operands::Deferred>,
    /// Branch targets and handlers: no deferred operand crosses these.
    is_target: Vec<bool>,
    yieldpoints: bool,
    /// Synchronized methods: 0 for the receiver (local 0), else the address
    /// of the class's `Class` object (static methods; mirrors never move and
    /// are roots through their class).
    synchronized_lock: Option<usize>,
    /// Count method entries in `JavaThread::calls` (a density weight with the
    /// software call counter: runtime/profiling.rs in the vm crate).
    count_calls: bool,
    /// `--callee-totals=on`: the `gs`-relative displacement of this method's
    /// entry counter.
    entry_counter: Option<usize>,
    /// Adaptive tier: count calls and backedges down in
    /// `Method::opt_countdown` and ask for the optimizing compiler at zero.
    count_for_opt: bool,
    /// Taken/not-taken counters per branch (branch_profile.rs), when PEP or
    /// `--edge-profile` wants the baseline tier's one-time edge profile.
    branch_counters: Option<&'static crate::branch_profile::BranchCounters>,
}

pub(crate) type Gen = Result<(), String>;

impl<'t> Compiler<'t> {
    /// A compiler of `method` against `env` (made by
    /// `env::prepare_baseline`, or a mock in tests).
    pub fn new(env: &'t dyn CompilerEnv, method: &'static Method) -> Result<Compiler<'t>, String> {
        let code = method.code.as_ref().ok_or("no bytecode")?;
        let class = method.class();
        let depths = bytecode::compute_depths(class, code)?;
        let mut ops = Ops::new(0);
        let labels = (0..code.bytecode.len())
            .map(|_| ops.new_dynamic_label())
            .collect();
        let exception = ops.new_dynamic_label();
        let epilogue = ops.new_dynamic_label();
        let options = env.options();
        let yieldpoints = options.yieldpoints;
        let count_calls = options.count_calls;
        let entry_counter = env.entry_counter(method);
        let count_for_opt = options.count_for_opt;
        let branch_counters = options
            .branch_counters
            .then(|| crate::branch_profile::counters_for(method));
        let mut is_target = vec![false; code.bytecode.len()];
        for h in code.handlers.iter() {
            is_target[h.handler_pc as usize] = true;
        }
        for (bci, depth) in depths.before.iter().enumerate() {
            if depth.is_some() {
                for t in bytecode::branch_targets(&code.bytecode, bci) {
                    is_target[t] = true;
                }
            }
        }
        let synchronized_lock = if !method.is_synchronized() {
            None
        } else if method.is_static() {
            Some(
                options
                    .static_lock
                    .ok_or("no class mirror for a static synchronized method")?,
            )
        } else {
            Some(0)
        };
        Ok(Compiler {
            ops,
            synchronized_lock,
            env,
            method,
            class,
            code,
            bytecode: &code.bytecode,
            max_locals: code.max_locals as i32,
            depths,
            labels,
            stubs: Vec::new(),
            exception,
            epilogue,
            restore_label: None,
            pending_trampolines: Vec::new(),
            out_of_line: Vec::new(),
            deferred: Vec::new(),
            is_target,
            yieldpoints,
            count_calls,
            entry_counter,
            count_for_opt,
            branch_counters,
        })
    }

    /// r13-relative displacement of local `i`.
    fn local(&self, i: usize) -> i32 {
        (i as i32) * 8
    }
    /// r13-relative displacement of operand-stack slot `d` (0 = bottom).
    fn stack(&self, d: usize) -> i32 {
        (self.max_locals + d as i32) * 8
    }
    fn top_offset(&self, depth: u16) -> i32 {
        self.max_locals + depth as i32
    }

    pub fn compile(mut self) -> Result<Compiled, String> {
        self.prologue();
        let mut bci = 0;
        while bci < self.bytecode.len() {
            let len = instruction_length(self.bytecode, bci)?;
            if self.is_target[bci] {
                if let Some(depth) = self.depths.before[bci] {
                    self.flush(depth);
                }
            }
            let label = self.labels[bci];
            dynasm!(self.ops ; .arch x64 ; =>label);
            if let Some(depth) = self.depths.before[bci] {
                self.gen(bci, len, depth)?;
            }
            bci += len;
        }
        // Falling off the end cannot happen in verified code.
        dynasm!(self.ops ; .arch x64 ; ud2);
        self.emit_stubs();
        self.emit_exception_dispatcher();
        self.emit_epilogue();
        let osr_entries = self.emit_osr_entries();
        let code = self
            .ops
            .finalize()
            .map_err(|e| format!("assembler: {e:?}"))?;
        Ok(Compiled { code, osr_entries })
    }

    fn prologue(&mut self) {
        let ml = self.max_locals;
        let frame_slots = ml + self.code.max_stack as i32 + 2;
        let overflow = self.ops.new_dynamic_label();
        let restore = self.ops.new_dynamic_label();
        let method = self.method as *const Method as i64;
        self.emit_frame_entry();
        dynasm!(self.ops
            ; .arch x64
            // Stack check: native stack limit and slot-stack capacity.
            ; cmp rsp, [r12 + layout::thread::NATIVE_STACK_LIMIT]
            ; jb =>overflow
            ; lea rax, [r14 + frame_slots]
            ; cmp rax, [r12 + layout::thread::SLOT_LIMIT]
            ; ja =>overflow
            ; mov r13, [r12 + layout::thread::SLOTS]
            ; lea r13, [r13 + r14 * 8]
        );
        // Locals beyond the arguments start as zero (null), as in the interpreter.
        let args = self.method.arg_slots as i32;
        if ml > args {
            dynasm!(self.ops ; .arch x64 ; xor eax, eax);
            for i in args..ml {
                dynasm!(self.ops ; .arch x64 ; mov [r13 + i * 8], rax);
            }
        }
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, QWORD method
            ; mov [rsp + layout::frame::METHOD], rax
            ; mov DWORD [rsp + layout::frame::BCI], 0
            ; mov [rsp + layout::frame::BASE], r14
            ; lea rax, [r14 + ml]
            ; mov [rsp + layout::frame::TOP], rax
            ; mov [rsp + layout::frame::NATIVE_LOW], rsp
            ; mov rax, [r12 + layout::thread::TOP_FRAME]
            ; mov [rsp + layout::frame::PREV], rax
            ; mov [r12 + layout::thread::TOP_FRAME], rsp
            ; mov rax, [r12 + layout::thread::STACK_TOP]
            ; mov [rsp + SAVED_STACK_TOP], rax
            ; lea rax, [r14 + (ml + self.code.max_stack as i32)]
            ; mov [r12 + layout::thread::STACK_TOP], rax
        );
        // `--callee-totals=on`: the method's own cell in the thread's entry
        // table, in place of the thread's call count (issue 30, fifth round:
        // one instruction either way; runtime/profiling/entry_counts.rs in
        // the vm crate).
        match self.entry_counter {
            Some(displacement) => emit::count_entry(&mut self.ops, displacement),
            None if self.count_calls => emit::count_call(&mut self.ops),
            None => {}
        }
        if let Some(lock) = self.synchronized_lock {
            // Synchronized method: enter the receiver's (or the class's)
            // monitor and keep the object for the exit in the epilogue.
            match lock {
                0 => dynasm!(self.ops ; .arch x64 ; mov rsi, [r13]),
                mirror => dynasm!(self.ops ; .arch x64 ; mov rsi, QWORD mirror as i64),
            }
            dynasm!(self.ops ; .arch x64 ; mov [rsp + LOCK_OBJECT], rsi);
            emit::call_helper(&mut self.ops, RuntimeHelper::MonitorEnter.address());
        }
        if self.yieldpoints {
            let slow = self.ops.new_dynamic_label();
            let resume = self.ops.new_dynamic_label();
            emit::yieldpoint_check(&mut self.ops, false, slow);
            dynasm!(self.ops ; .arch x64 ; =>resume);
            self.stubs.push(Stub::Yield {
                label: slow,
                kind: YieldpointKind::Prologue,
                bci: 0,
                depth: 0,
                resume,
            });
        }
        self.opt_countdown_here(0, 0);
        // The overflow path, out of line: nothing is linked yet.
        let body = self.ops.new_dynamic_label();
        dynasm!(self.ops
            ; .arch x64
            ; jmp =>body
            ; =>overflow
            ; mov rdi, r12
            ; mov rax, QWORD RuntimeHelper::StackOverflow.address() as i64
            ; call rax
            ; xor eax, eax
            ; =>restore
            ; add rsp, FRAME_BYTES
            ; pop r14
            ; pop r13
            ; pop r12
            ; pop r15
            ; pop rbx
            ; pop rbp
            ; ret
            ; =>body
        );
        self.restore_label = Some(restore);
    }

    /// One on-stack-replacement entry per loop header (target of a backward
    /// branch): entered from the interpreter's activation of this method with
    /// the frame already in the slots. It builds the native frame like the
    /// prologue (no stack check: the interpreter checked this frame; no
    /// zeroing: the locals are live) and links its record in place of the
    /// interpreter's, so the method appears once in stack traces.
    fn emit_osr_entries(&mut self) -> Vec<(u32, usize)> {
        // The interpreter activation of a synchronized method holds its
        // monitor and releases it when it returns; compiled code would
        // release it a second time, so such methods get no OSR entries.
        if self.synchronized_lock.is_some() {
            return Vec::new();
        }
        let reachable = |bci: usize| self.depths.before[bci].is_some();
        let mut headers: Vec<usize> = bytecode::backward_branches(self.bytecode)
            .into_iter()
            .filter(|&(header, branch)| reachable(branch) && reachable(header))
            .map(|(header, _)| header)
            .collect();
        headers.sort_unstable();
        headers.dedup();
        let ml = self.max_locals;
        let method = self.method as *const Method as i64;
        let mut entries = Vec::new();
        for header in headers {
            let depth = self.depths.before[header].unwrap_or(0) as i32;
            let target = self.labels[header];
            entries.push((header as u32, self.ops.offset().0));
            self.emit_frame_entry();
            dynasm!(self.ops
                ; .arch x64
                ; mov r13, [r12 + layout::thread::SLOTS]
                ; lea r13, [r13 + r14 * 8]
                ; mov rax, QWORD method
                ; mov [rsp + layout::frame::METHOD], rax
                ; mov DWORD [rsp + layout::frame::BCI], header as i32
                ; mov [rsp + layout::frame::BASE], r14
                ; lea rax, [r14 + (ml + depth)]
                ; mov [rsp + layout::frame::TOP], rax
                ; mov [rsp + layout::frame::NATIVE_LOW], rsp
                // prev = the interpreter record's prev: this frame replaces it.
                ; mov rax, [r12 + layout::thread::TOP_FRAME]
                ; mov rax, [rax + layout::frame::PREV]
                ; mov [rsp + layout::frame::PREV], rax
                ; mov [r12 + layout::thread::TOP_FRAME], rsp
                ; mov rax, [r12 + layout::thread::STACK_TOP]
                ; mov [rsp + SAVED_STACK_TOP], rax
                ; lea rax, [r14 + (ml + self.code.max_stack as i32)]
                ; mov [r12 + layout::thread::STACK_TOP], rax
                ; jmp =>target
            );
        }
        entries
    }

    /// The native frame every compiled entry builds (method prologue and OSR
    /// entries alike): save rbp and the callee-saved registers the code uses,
    /// reserve the frame record, thread in r12, slot base index in r14.
    /// rbx and r15 are not used here but saved all the same: optimized
    /// callers may keep references in them, and this frame (scanned by the
    /// collector) must hold them before the interpreter's skipped frames
    /// could (opt/thunk.rs).
    fn emit_frame_entry(&mut self) {
        dynasm!(self.ops
            ; .arch x64
            ; push rbp
            ; mov rbp, rsp
            ; push rbx
            ; push r15
            ; push r12
            ; push r13
            ; push r14
            ; sub rsp, FRAME_BYTES
            ; mov r12, rdi
            ; mov r14, rsi
        );
    }

    fn emit_epilogue(&mut self) {
        let restore = self.restore_label.expect("prologue emitted");
        let epilogue = self.epilogue;
        dynasm!(self.ops ; .arch x64 ; =>epilogue);
        if self.synchronized_lock.is_some() {
            // Normal return (result in rax) or unwinding (exception pending):
            // release the method's monitor either way.
            dynasm!(self.ops
                ; .arch x64
                ; mov [rsp + SAVED_RESULT], rax
                ; mov rsi, [rsp + LOCK_OBJECT]
            );
            emit::call_helper(&mut self.ops, RuntimeHelper::MonitorExitMethod.address());
            dynasm!(self.ops ; .arch x64 ; mov rax, [rsp + SAVED_RESULT]);
        }
        dynasm!(self.ops
            ; .arch x64
            ; mov rcx, [rsp + layout::frame::PREV]
            ; mov [r12 + layout::thread::TOP_FRAME], rcx
            ; mov rcx, [rsp + SAVED_STACK_TOP]
            ; mov [r12 + layout::thread::STACK_TOP], rcx
            ; jmp =>restore
        );
    }

    fn emit_stubs(&mut self) {
        for o in std::mem::take(&mut self.out_of_line) {
            match o {
                OutOfLine::InterfaceMiss { label, hit } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    // The frame was synced before the dispatch sequence.
                    emit::call_helper(&mut self.ops, RuntimeHelper::InterfaceLookup.address());
                    emit::check_pending(&mut self.ops, self.exception);
                    dynasm!(self.ops ; .arch x64 ; mov rsi, rax ; jmp =>hit);
                }
            }
        }
        let stubs = std::mem::take(&mut self.stubs);
        for stub in stubs {
            match stub {
                Stub::Step {
                    label,
                    bci,
                    depth,
                    resume,
                    materialize,
                } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    self.materialize(&materialize);
                    self.sync(bci, depth);
                    emit::call_helper(&mut self.ops, RuntimeHelper::Step.address());
                    emit::check_pending(&mut self.ops, self.exception);
                    dynasm!(self.ops ; .arch x64 ; jmp =>resume);
                }
                Stub::Yield {
                    label,
                    kind,
                    bci,
                    depth,
                    resume,
                } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    self.sync(bci, depth);
                    dynasm!(self.ops ; .arch x64 ; mov esi, kind as i32);
                    emit::call_helper(&mut self.ops, RuntimeHelper::Yieldpoint.address());
                    dynasm!(self.ops ; .arch x64 ; jmp =>resume);
                }
                Stub::Promote {
                    label,
                    bci,
                    depth,
                    resume,
                } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    self.sync(bci, depth);
                    let method = self.method as *const Method as i64;
                    dynasm!(self.ops ; .arch x64 ; mov rsi, QWORD method);
                    emit::call_helper(&mut self.ops, RuntimeHelper::Promote.address());
                    dynasm!(self.ops ; .arch x64 ; jmp =>resume);
                }
                Stub::PromoteOsr {
                    label,
                    bci,
                    target,
                    resume,
                } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    self.sync(bci, 0);
                    let method = self.method as *const Method as i64;
                    let epilogue = self.epilogue;
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov rsi, QWORD method
                        ; mov edx, target as i32
                    );
                    emit::call_helper(&mut self.ops, RuntimeHelper::PromoteOsr.address());
                    // The optimized frame replaces this activation's record
                    // (compile/osr.rs); its result, or its pending exception,
                    // leaves through this frame's epilogue.
                    dynasm!(self.ops
                        ; .arch x64
                        ; test rax, rax
                        ; jz =>resume
                        ; mov rdi, r12
                        ; mov rsi, r14
                        ; call rax
                        ; jmp =>epilogue
                    );
                }
            }
        }
    }

    fn emit_exception_dispatcher(&mut self) {
        let exception = self.exception;
        let epilogue = self.epilogue;
        let unwind = self.ops.new_dynamic_label();
        dynasm!(self.ops ; .arch x64 ; =>exception);
        emit::call_helper(&mut self.ops, RuntimeHelper::FindHandler.address());
        dynasm!(self.ops ; .arch x64 ; test rax, rax ; js =>unwind);
        let mut handlers: Vec<u16> = self.code.handlers.iter().map(|h| h.handler_pc).collect();
        handlers.sort_unstable();
        handlers.dedup();
        for h in handlers {
            let target = self.labels[h as usize];
            dynasm!(self.ops ; .arch x64 ; cmp eax, h as i32 ; je =>target);
        }
        dynasm!(self.ops
            ; .arch x64
            ; =>unwind
            ; xor eax, eax
            ; jmp =>epilogue
        );
    }

    fn sync(&mut self, bci: usize, depth: u16) {
        let top = self.top_offset(depth);
        emit::sync_frame(&mut self.ops, bci as u32, top);
    }

    /// Runs the instruction through the interpreter's code (`jit_step`).
    fn step(&mut self, bci: usize, depth: u16) {
        self.flush(depth);
        self.sync(bci, depth);
        emit::call_helper(&mut self.ops, RuntimeHelper::Step.address());
        emit::check_pending(&mut self.ops, self.exception);
    }

    /// An out-of-line `jit_step` of this instruction that resumes at the next
    /// one: the slow path of an inline template.
    fn step_stub(&mut self, bci: usize, len: usize, depth: u16) -> DynamicLabel {
        self.step_stub_materializing(bci, len, depth, Vec::new())
    }

    fn step_stub_materializing(
        &mut self,
        bci: usize,
        len: usize,
        depth: u16,
        materialize: Vec<(operands::Deferred, i32)>,
    ) -> DynamicLabel {
        let label = self.ops.new_dynamic_label();
        let resume = self.labels[bci + len];
        self.stubs.push(Stub::Step {
            label,
            bci,
            depth,
            resume,
            materialize,
        });
        label
    }

    fn jcc(&mut self, cond: Cond, target: DynamicLabel) {
        match cond {
            Cond::Eq => dynasm!(self.ops ; .arch x64 ; je =>target),
            Cond::Ne => dynasm!(self.ops ; .arch x64 ; jne =>target),
            Cond::Lt => dynasm!(self.ops ; .arch x64 ; jl =>target),
            Cond::Ge => dynasm!(self.ops ; .arch x64 ; jge =>target),
            Cond::Gt => dynasm!(self.ops ; .arch x64 ; jg =>target),
            Cond::Le => dynasm!(self.ops ; .arch x64 ; jle =>target),
        }
    }

    /// Whether a branch from `bci` to `target` is a backedge that needs a yieldpoint.
    fn is_backedge(&self, bci: usize, target: usize) -> bool {
        self.yieldpoints && target <= bci
    }

    /// A backedge yieldpoint before jumping to `target` (flags are clobbered).
    fn backedge_yieldpoint(&mut self, bci: usize, depth_after: u16, target: usize) {
        let slow = self.ops.new_dynamic_label();
        emit::yieldpoint_check(&mut self.ops, true, slow);
        let resume = self.labels[target];
        self.stubs.push(Stub::Yield {
            label: slow,
            kind: YieldpointKind::Backedge,
            bci,
            depth: depth_after,
            resume,
        });
        if depth_after == 0 && self.synchronized_lock.is_none() {
            self.opt_countdown_osr(bci, target);
        } else {
            self.opt_countdown_here(bci, depth_after);
        }
    }

    /// `opt_countdown` at a backedge to `target` with an empty operand
    /// stack: at zero, the method is promoted and this activation may move
    /// to optimized code at `target` (on-stack replacement from baseline).
    fn opt_countdown_osr(&mut self, bci: usize, target: usize) {
        let Some(slow) = self.countdown() else {
            return;
        };
        let resume = self.ops.new_dynamic_label();
        dynasm!(self.ops ; .arch x64 ; =>resume);
        self.stubs.push(Stub::PromoteOsr {
            label: slow,
            bci,
            target,
            resume,
        });
    }

    /// `sub dword [method.opt_countdown], 1; jle slow` in the adaptive tier;
    /// returns the slow path's label (None: this code does not count).
    fn countdown(&mut self) -> Option<DynamicLabel> {
        if !self.count_for_opt {
            return None;
        }
        let counter =
            (self.method as *const Method as usize + layout::method::OPT_COUNTDOWN as usize) as i64;
        let slow = self.ops.new_dynamic_label();
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, QWORD counter
            ; sub DWORD [rax], 1
            ; jle =>slow
        );
        Some(slow)
    }

    /// `opt_countdown` resuming right after itself.
    fn opt_countdown_here(&mut self, bci: usize, depth: u16) {
        let after = self.ops.new_dynamic_label();
        self.opt_countdown(bci, depth, after);
        dynasm!(self.ops ; .arch x64 ; =>after);
    }

    /// Adaptive tier: `sub dword [method.opt_countdown], 1; jle promote`
    /// (the counter controller: calls and backedges of baseline code).
    fn opt_countdown(&mut self, bci: usize, depth: u16, resume: DynamicLabel) {
        let Some(slow) = self.countdown() else {
            return;
        };
        self.stubs.push(Stub::Promote {
            label: slow,
            bci,
            depth,
            resume,
        });
    }

    /// For a conditional branch at `bci` that goes backwards: the backedge
    /// yieldpoint test, emitted by the branch templates *before* they compute
    /// the condition (the test clobbers the flags), so that the loop-closing
    /// branch itself stays a single `jcc`. The slow path resumes right after
    /// the test. Taken or not, the branch instruction passed its yieldpoint.
    fn conditional_backedge_yieldpoint(&mut self, bci: usize, depth_after: u16) {
        let target = (bci as isize + read_i16(self.bytecode, bci + 1) as isize) as usize;
        if !self.is_backedge(bci, target) {
            return;
        }
        let slow = self.ops.new_dynamic_label();
        let resume = self.ops.new_dynamic_label();
        emit::yieldpoint_check(&mut self.ops, true, slow);
        dynasm!(self.ops ; .arch x64 ; =>resume);
        self.stubs.push(Stub::Yield {
            label: slow,
            kind: YieldpointKind::Backedge,
            bci,
            depth: depth_after,
            resume,
        });
        self.opt_countdown_here(bci, depth_after);
    }

    /// Conditional branch on flags already set; a backward branch's
    /// yieldpoint was emitted before the compare (conditional_backedge_yieldpoint).
    /// With branch counters (branch_profile.rs), each direction first adds
    /// one to its counter (rax is scratch at a branch: no deferred operand
    /// crosses a block boundary).
    fn branch(&mut self, bci: usize, _depth_after: u16, cond: Cond) {
        let target = (bci as isize + read_i16(self.bytecode, bci + 1) as isize) as usize;
        let t = self.labels[target];
        let Some(counters) = self.branch_counters else {
            self.jcc(cond, t);
            return;
        };
        let taken = self.ops.new_dynamic_label();
        let next = self.ops.new_dynamic_label();
        self.jcc(cond, taken);
        let (not_taken_counter, taken_counter) = (
            counters.not_taken_address(bci) as i64,
            counters.taken_address(bci) as i64,
        );
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, QWORD not_taken_counter
            ; add DWORD [rax], 1
            ; jmp =>next
            ; =>taken
            ; mov rax, QWORD taken_counter
            ; add DWORD [rax], 1
            ; jmp =>t
            ; =>next
        );
    }

    fn goto(&mut self, bci: usize, depth: u16, target: usize) {
        if self.is_backedge(bci, target) {
            self.backedge_yieldpoint(bci, depth, target);
        }
        let t = self.labels[target];
        dynasm!(self.ops ; .arch x64 ; jmp =>t);
    }

    /// Label to jump to for a switch case: the target, or for a backedge an
    /// out-of-line trampoline with the yieldpoint.
    fn switch_target(&mut self, bci: usize, depth_after: u16, target: usize) -> DynamicLabel {
        if !self.is_backedge(bci, target) {
            return self.labels[target];
        }
        // Emitted inline after the switch's final jump (unreachable by fall-through).
        let tramp = self.ops.new_dynamic_label();
        self.pending_trampolines
            .push((tramp, bci, depth_after, target));
        tramp
    }

    fn copy_slot(&mut self, from: i32, to: i32) {
        emit::load_slot(&mut self.ops, from);
        emit::store_slot(&mut self.ops, to);
    }

    /// Stores the zero-extended 32-bit `value` into slot displacement `to`.
    fn store_int_const(&mut self, value: i32, to: i32) {
        dynasm!(self.ops ; .arch x64 ; mov eax, value ; mov [r13 + to], rax);
    }

    fn store_long_const(&mut self, value: i64, to: i32) {
        if value as i32 as i64 == value && value >= 0 {
            dynasm!(self.ops ; .arch x64 ; mov eax, value as i32 ; mov [r13 + to], rax);
        } else {
            dynasm!(self.ops ; .arch x64 ; mov rax, QWORD value ; mov [r13 + to], rax);
        }
    }

    /// Stack shuffles on raw slots: pops `n` slots (v1 = top) and pushes the
    /// listed values (indices into v1..vn, 1-based) bottom to top.
    fn shuffle(&mut self, depth: u16, n: usize, pushes: &[usize]) {
        const REGS: [u8; 4] = [0, 1, 2, 6]; // rax, rcx, rdx, rsi
        let d = depth as usize;
        for i in 1..=n {
            let disp = self.stack(d - i);
            dynasm!(self.ops ; .arch x64 ; mov Rq(REGS[i - 1]), [r13 + disp]);
        }
        for (k, &v) in pushes.iter().enumerate() {
            let disp = self.stack(d - n + k);
            dynasm!(self.ops ; .arch x64 ; mov [r13 + disp], Rq(REGS[v - 1]));
        }
    }

    /// Constant-pool entry `index` as `env::prepare_baseline` resolved it
    /// (loading classes only); `None` if that failed: then the instruction
    /// goes through `jit_step`, which throws the error when it executes.
    fn resolved(&self, index: u16) -> Option<&'static Resolved> {
        self.env.resolved(self.class, index)
    }

    fn emit_trampolines(&mut self) {
        for (tramp, bci, depth, target) in std::mem::take(&mut self.pending_trampolines) {
            dynasm!(self.ops ; .arch x64 ; =>tramp);
            self.goto(bci, depth, target);
        }
    }
}
