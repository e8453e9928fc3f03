//! The baseline compiler: one x86-64 template per bytecode, keeping the
//! interpreter's frame layout (locals at `base + i`, operand stack from
//! `base + max_locals`, static depths from `analysis`), so the collector,
//! stack traces and mixed-mode calls see compiled frames exactly like
//! interpreted ones.
//!
//! ```text
//! prologue: save callee-saved regs | stack check -> overflow stub
//!           zero non-argument locals | link FrameRecord at rsp | stack_top
//!           yieldpoint (prologue)
//! body:     gen_<insn> per bci; hot cases inline, everything else (and the
//!           failing case of inline ones: null, bounds, /0) calls jit_step,
//!           which runs the interpreter's code for that one instruction
//! stubs:    out-of-line slow paths (step, yieldpoints), exception dispatcher
//!           (jit_find_handler -> compare chain of handler bcis), epilogue
//! ```

use crate::analysis::{self, read_i16, read_i32, read_u16, Depths};
use crate::emit::{self, Ops};
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi};
use rvm_vm::class::resolve::{self, InvokeKind};
use rvm_vm::class::{init_state, BasicType, Class, Code, Method, Resolved};
use rvm_vm::classfile::{access, Constant};
use rvm_vm::heap::object::{ARRAY_DATA_OFFSET, ARRAY_LENGTH_OFFSET};
use rvm_vm::class::SignatureId;
use rvm_vm::interp::compiled::{
    jit_call, jit_find_handler, jit_interface_lookup, jit_new_array, jit_new_object, jit_stack_overflow, jit_step,
    jit_yieldpoint, InterfaceCache,
};
use rvm_vm::interp::opcodes::*;
use rvm_vm::runtime::thread::{FrameRecord, JavaThread, YieldpointKind};

/// Bytes below the callee-saved registers: the frame record and the caller's
/// saved `stack_top`. With the return address and four pushes (rbp, r12-r14)
/// this keeps rsp 16-byte aligned at calls.
const FRAME_BYTES: i32 = 56;
const SAVED_STACK_TOP: i32 = 48;

/// Out-of-line code that needs no frame sync of its own.
enum OutOfLine {
    /// Inline-cache miss: rsi = cache, rdx = receiver; continues at `hit`
    /// with the target in rsi.
    InterfaceMiss { label: DynamicLabel, hit: DynamicLabel },
}

enum Stub {
    /// Run the instruction at `bci` through `jit_step`, then continue at `resume`.
    Step { label: DynamicLabel, bci: usize, depth: u16, resume: DynamicLabel },
    /// A taken yieldpoint.
    Yield { label: DynamicLabel, kind: YieldpointKind, bci: usize, depth: u16, resume: DynamicLabel },
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

impl Cond {
    fn inverse(self) -> Cond {
        match self {
            Cond::Eq => Cond::Ne,
            Cond::Ne => Cond::Eq,
            Cond::Lt => Cond::Ge,
            Cond::Ge => Cond::Lt,
            Cond::Gt => Cond::Le,
            Cond::Le => Cond::Gt,
        }
    }
}

pub struct Compiled {
    pub code: Vec<u8>,
    /// (loop-header bci, offset of its OSR entry in `code`).
    pub osr_entries: Vec<(u32, usize)>,
}

pub struct Compiler<'t> {
    ops: Ops,
    thread: &'t mut JavaThread,
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
    yieldpoints: bool,
}

type Gen = Result<(), String>;

impl<'t> Compiler<'t> {
    pub fn new(thread: &'t mut JavaThread, method: &'static Method) -> Result<Compiler<'t>, String> {
        let code = method.code.as_ref().ok_or("no bytecode")?;
        let class = method.class();
        let depths = analysis::compute_depths(class, code)?;
        let mut ops = Ops::new(0);
        let labels = (0..code.bytecode.len()).map(|_| ops.new_dynamic_label()).collect();
        let exception = ops.new_dynamic_label();
        let epilogue = ops.new_dynamic_label();
        let yieldpoints = thread.vm.options.yieldpoints;
        Ok(Compiler {
            ops,
            thread,
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
            yieldpoints,
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
            let len = instruction_length(self.bytecode, bci).ok_or_else(|| format!("bad instruction at bci {bci}"))?;
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
        let code = self.ops.finalize().map_err(|e| format!("assembler: {e:?}"))?;
        Ok(Compiled { code, osr_entries })
    }

    fn prologue(&mut self) {
        let ml = self.max_locals;
        let frame_slots = ml + self.code.max_stack as i32 + 2;
        let overflow = self.ops.new_dynamic_label();
        let restore = self.ops.new_dynamic_label();
        let method = self.method as *const Method as i64;
        dynasm!(self.ops
            ; .arch x64
            ; push rbp
            ; mov rbp, rsp
            ; push r12
            ; push r13
            ; push r14
            ; sub rsp, FRAME_BYTES
            ; mov r12, rdi
            ; mov r14, rsi
            // Stack check: native stack limit and slot-stack capacity.
            ; cmp rsp, [r12 + JavaThread::OFFSET_NATIVE_STACK_LIMIT]
            ; jb =>overflow
            ; lea rax, [r14 + frame_slots]
            ; cmp rax, [r12 + JavaThread::OFFSET_SLOT_LIMIT]
            ; ja =>overflow
            ; mov r13, [r12 + JavaThread::OFFSET_SLOTS]
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
            ; mov [rsp + FrameRecord::OFFSET_METHOD], rax
            ; mov DWORD [rsp + FrameRecord::OFFSET_BCI], 0
            ; mov [rsp + FrameRecord::OFFSET_BASE], r14
            ; lea rax, [r14 + ml]
            ; mov [rsp + FrameRecord::OFFSET_TOP], rax
            ; mov [rsp + FrameRecord::OFFSET_NATIVE_LOW], rsp
            ; mov rax, [r12 + JavaThread::OFFSET_TOP_FRAME]
            ; mov [rsp + FrameRecord::OFFSET_PREV], rax
            ; mov [r12 + JavaThread::OFFSET_TOP_FRAME], rsp
            ; mov rax, [r12 + JavaThread::OFFSET_STACK_TOP]
            ; mov [rsp + SAVED_STACK_TOP], rax
            ; lea rax, [r14 + (ml + self.code.max_stack as i32)]
            ; mov [r12 + JavaThread::OFFSET_STACK_TOP], rax
        );
        if self.yieldpoints {
            let slow = self.ops.new_dynamic_label();
            let resume = self.ops.new_dynamic_label();
            emit::yieldpoint_check(&mut self.ops, false, slow);
            dynasm!(self.ops ; .arch x64 ; =>resume);
            self.stubs.push(Stub::Yield { label: slow, kind: YieldpointKind::Prologue, bci: 0, depth: 0, resume });
        }
        // The overflow path, out of line: nothing is linked yet.
        let body = self.ops.new_dynamic_label();
        dynasm!(self.ops
            ; .arch x64
            ; jmp =>body
            ; =>overflow
            ; mov rdi, r12
            ; mov rax, QWORD jit_stack_overflow as *const () as usize as i64
            ; call rax
            ; xor eax, eax
            ; =>restore
            ; add rsp, FRAME_BYTES
            ; pop r14
            ; pop r13
            ; pop r12
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
        let mut headers: Vec<usize> = Vec::new();
        let mut bci = 0;
        while bci < self.bytecode.len() {
            let Some(len) = instruction_length(self.bytecode, bci) else { break };
            if self.depths.before[bci].is_some() {
                for t in analysis::branch_targets(self.bytecode, bci) {
                    if t <= bci && self.depths.before[t].is_some() {
                        headers.push(t);
                    }
                }
            }
            bci += len;
        }
        headers.sort_unstable();
        headers.dedup();
        let ml = self.max_locals;
        let method = self.method as *const Method as i64;
        let mut entries = Vec::new();
        for header in headers {
            let depth = self.depths.before[header].unwrap_or(0) as i32;
            let target = self.labels[header];
            entries.push((header as u32, self.ops.offset().0));
            dynasm!(self.ops
                ; .arch x64
                ; push rbp
                ; mov rbp, rsp
                ; push r12
                ; push r13
                ; push r14
                ; sub rsp, FRAME_BYTES
                ; mov r12, rdi
                ; mov r14, rsi
                ; mov r13, [r12 + JavaThread::OFFSET_SLOTS]
                ; lea r13, [r13 + r14 * 8]
                ; mov rax, QWORD method
                ; mov [rsp + FrameRecord::OFFSET_METHOD], rax
                ; mov DWORD [rsp + FrameRecord::OFFSET_BCI], header as i32
                ; mov [rsp + FrameRecord::OFFSET_BASE], r14
                ; lea rax, [r14 + (ml + depth)]
                ; mov [rsp + FrameRecord::OFFSET_TOP], rax
                ; mov [rsp + FrameRecord::OFFSET_NATIVE_LOW], rsp
                // prev = the interpreter record's prev: this frame replaces it.
                ; mov rax, [r12 + JavaThread::OFFSET_TOP_FRAME]
                ; mov rax, [rax + FrameRecord::OFFSET_PREV]
                ; mov [rsp + FrameRecord::OFFSET_PREV], rax
                ; mov [r12 + JavaThread::OFFSET_TOP_FRAME], rsp
                ; mov rax, [r12 + JavaThread::OFFSET_STACK_TOP]
                ; mov [rsp + SAVED_STACK_TOP], rax
                ; lea rax, [r14 + (ml + self.code.max_stack as i32)]
                ; mov [r12 + JavaThread::OFFSET_STACK_TOP], rax
                ; jmp =>target
            );
        }
        entries
    }

    fn emit_epilogue(&mut self) {
        let restore = self.restore_label.expect("prologue emitted");
        let epilogue = self.epilogue;
        dynasm!(self.ops
            ; .arch x64
            ; =>epilogue
            ; mov rcx, [rsp + FrameRecord::OFFSET_PREV]
            ; mov [r12 + JavaThread::OFFSET_TOP_FRAME], rcx
            ; mov rcx, [rsp + SAVED_STACK_TOP]
            ; mov [r12 + JavaThread::OFFSET_STACK_TOP], rcx
            ; jmp =>restore
        );
    }

    fn emit_stubs(&mut self) {
        for o in std::mem::take(&mut self.out_of_line) {
            match o {
                OutOfLine::InterfaceMiss { label, hit } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    // The frame was synced before the dispatch sequence.
                    emit::call_helper(&mut self.ops, jit_interface_lookup as *const () as usize);
                    emit::check_pending(&mut self.ops, self.exception);
                    dynasm!(self.ops ; .arch x64 ; mov rsi, rax ; jmp =>hit);
                }
            }
        }
        let stubs = std::mem::take(&mut self.stubs);
        for stub in stubs {
            match stub {
                Stub::Step { label, bci, depth, resume } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    self.sync(bci, depth);
                    emit::call_helper(&mut self.ops, jit_step as *const () as usize);
                    emit::check_pending(&mut self.ops, self.exception);
                    dynasm!(self.ops ; .arch x64 ; jmp =>resume);
                }
                Stub::Yield { label, kind, bci, depth, resume } => {
                    dynasm!(self.ops ; .arch x64 ; =>label);
                    self.sync(bci, depth);
                    dynasm!(self.ops ; .arch x64 ; mov esi, kind as i32);
                    emit::call_helper(&mut self.ops, jit_yieldpoint as *const () as usize);
                    dynasm!(self.ops ; .arch x64 ; jmp =>resume);
                }
            }
        }
    }

    fn emit_exception_dispatcher(&mut self) {
        let exception = self.exception;
        let epilogue = self.epilogue;
        let unwind = self.ops.new_dynamic_label();
        dynasm!(self.ops ; .arch x64 ; =>exception);
        emit::call_helper(&mut self.ops, jit_find_handler as *const () as usize);
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
        self.sync(bci, depth);
        emit::call_helper(&mut self.ops, jit_step as *const () as usize);
        emit::check_pending(&mut self.ops, self.exception);
    }

    /// An out-of-line `jit_step` of this instruction that resumes at the next
    /// one: the slow path of an inline template.
    fn step_stub(&mut self, bci: usize, len: usize, depth: u16) -> DynamicLabel {
        let label = self.ops.new_dynamic_label();
        let resume = self.labels[bci + len];
        self.stubs.push(Stub::Step { label, bci, depth, resume });
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
        self.stubs.push(Stub::Yield { label: slow, kind: YieldpointKind::Backedge, bci, depth: depth_after, resume });
    }

    /// Conditional branch on flags already set.
    fn branch(&mut self, bci: usize, depth_after: u16, cond: Cond) {
        let target = (bci as isize + read_i16(self.bytecode, bci + 1) as isize) as usize;
        if self.is_backedge(bci, target) {
            let skip = self.ops.new_dynamic_label();
            self.jcc(cond.inverse(), skip);
            self.backedge_yieldpoint(bci, depth_after, target);
            let t = self.labels[target];
            dynasm!(self.ops ; .arch x64 ; jmp =>t ; =>skip);
        } else {
            let t = self.labels[target];
            self.jcc(cond, t);
        }
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
        self.pending_trampolines.push((tramp, bci, depth_after, target));
        tramp
    }

    fn copy_slot(&mut self, from: i32, to: i32) {
        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + from] ; mov [r13 + to], rax);
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

    /// Resolves a constant-pool entry at compile time (loading classes only);
    /// `None` if it fails: then the instruction goes through `jit_step`,
    /// which throws the error when it executes.
    fn resolve_eagerly(
        &mut self,
        f: impl FnOnce(&mut JavaThread, &'static Class) -> rvm_vm::runtime::JResult<&'static Resolved>,
    ) -> Option<&'static Resolved> {
        match f(self.thread, self.class) {
            Ok(r) => Some(r),
            Err(_) => {
                self.thread.take_exception();
                None
            }
        }
    }

    fn gen(&mut self, bci: usize, len: usize, depth: u16) -> Gen {
        let op = self.bytecode[bci];
        let d = depth as usize;
        let code = self.bytecode;
        match op {
            NOP => {}
            ACONST_NULL => {
                let to = self.stack(d);
                dynasm!(self.ops ; .arch x64 ; mov QWORD [r13 + to], 0);
            }
            ICONST_M1..=ICONST_5 => self.store_int_const(op as i32 - ICONST_0 as i32, self.stack(d)),
            LCONST_0 | LCONST_1 => self.store_long_const((op - LCONST_0) as i64, self.stack(d)),
            FCONST_0..=FCONST_2 => self.store_int_const(((op - FCONST_0) as f32).to_bits() as i32, self.stack(d)),
            DCONST_0 | DCONST_1 => self.store_long_const(((op - DCONST_0) as f64).to_bits() as i64, self.stack(d)),
            BIPUSH => self.store_int_const(code[bci + 1] as i8 as i32, self.stack(d)),
            SIPUSH => self.store_int_const(read_i16(code, bci + 1) as i32, self.stack(d)),
            LDC | LDC_W | LDC2_W => {
                let index = if op == LDC { code[bci + 1] as u16 } else { read_u16(code, bci + 1) };
                let to = self.stack(d);
                match self.class.constant_pool.get(index) {
                    Ok(Constant::Integer(v)) => self.store_int_const(*v, to),
                    Ok(Constant::Float(v)) => self.store_int_const(v.to_bits() as i32, to),
                    Ok(Constant::Long(v)) => self.store_long_const(*v, to),
                    Ok(Constant::Double(v)) => self.store_long_const(v.to_bits() as i64, to),
                    Ok(Constant::String { utf8 }) => {
                        let (class, utf8) = (self.class, *utf8);
                        let r = resolve::cached(self.thread, class, index, |t| {
                            let units = class.constant_pool.utf16(utf8).unwrap_or(&[]);
                            rvm_vm::runtime::strings::intern_utf16(t, units).map(Resolved::String).map_err(|_| {
                                rvm_vm::class::loader::LinkError::new("java/lang/OutOfMemoryError", "Java heap space")
                            })
                        });
                        self.thread.take_exception();
                        match r {
                            // Strings never move and are roots through `Class::resolved`.
                            Ok(Resolved::String(s)) => self.store_long_const(s.0 as i64, to),
                            _ => self.step(bci, depth),
                        }
                    }
                    _ => self.step(bci, depth),
                }
            }
            ILOAD | FLOAD | ALOAD | LLOAD | DLOAD => self.copy_slot(self.local(code[bci + 1] as usize), self.stack(d)),
            0x1a..=0x2d => {
                let i = ((op - ILOAD_0) % 4) as usize;
                self.copy_slot(self.local(i), self.stack(d));
            }
            ISTORE | FSTORE | ASTORE => self.copy_slot(self.stack(d - 1), self.local(code[bci + 1] as usize)),
            LSTORE | DSTORE => self.copy_slot(self.stack(d - 2), self.local(code[bci + 1] as usize)),
            0x3b..=0x3e | 0x43..=0x46 | 0x4b..=0x4e => {
                let i = ((op - ISTORE_0) % 4) as usize;
                self.copy_slot(self.stack(d - 1), self.local(i));
            }
            0x3f..=0x42 | 0x47..=0x4a => {
                let i = ((op - ISTORE_0) % 4) as usize;
                self.copy_slot(self.stack(d - 2), self.local(i));
            }
            IALOAD | LALOAD | FALOAD | DALOAD | AALOAD | BALOAD | CALOAD | SALOAD => {
                let slow = self.step_stub(bci, len, depth);
                let array = self.stack(d - 2);
                let index = self.stack(d - 1);
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rcx, [r13 + array]
                    ; test rcx, rcx
                    ; jz =>slow
                    ; mov eax, [r13 + index]
                    ; cmp eax, [rcx + ARRAY_LENGTH_OFFSET as i32]
                    ; jae =>slow
                );
                let data = ARRAY_DATA_OFFSET as i32;
                match op {
                    IALOAD | FALOAD => dynasm!(self.ops ; .arch x64 ; mov eax, [rcx + rax * 4 + data]),
                    LALOAD | DALOAD | AALOAD => dynasm!(self.ops ; .arch x64 ; mov rax, [rcx + rax * 8 + data]),
                    BALOAD => dynasm!(self.ops ; .arch x64 ; movsx eax, BYTE [rcx + rax + data]),
                    CALOAD => dynasm!(self.ops ; .arch x64 ; movzx eax, WORD [rcx + rax * 2 + data]),
                    _ => dynasm!(self.ops ; .arch x64 ; movsx eax, WORD [rcx + rax * 2 + data]),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + array], rax);
            }
            IASTORE | LASTORE | FASTORE | DASTORE | BASTORE | CASTORE | SASTORE => {
                let wide = op == LASTORE || op == DASTORE;
                let value = self.stack(d - if wide { 2 } else { 1 });
                let index = self.stack(d - if wide { 3 } else { 2 });
                let array = self.stack(d - if wide { 4 } else { 3 });
                let slow = self.step_stub(bci, len, depth);
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rcx, [r13 + array]
                    ; test rcx, rcx
                    ; jz =>slow
                    ; mov eax, [r13 + index]
                    ; cmp eax, [rcx + ARRAY_LENGTH_OFFSET as i32]
                    ; jae =>slow
                    ; mov rdx, [r13 + value]
                );
                let data = ARRAY_DATA_OFFSET as i32;
                match op {
                    IASTORE | FASTORE => dynasm!(self.ops ; .arch x64 ; mov [rcx + rax * 4 + data], edx),
                    LASTORE | DASTORE => dynasm!(self.ops ; .arch x64 ; mov [rcx + rax * 8 + data], rdx),
                    BASTORE => {
                        // 0 and 1 store the same byte into boolean and byte
                        // arrays; other values need the array's type (step).
                        dynasm!(self.ops
                            ; .arch x64
                            ; test edx, -2
                            ; jnz =>slow
                            ; mov [rcx + rax + data], dl
                        )
                    }
                    _ => dynasm!(self.ops ; .arch x64 ; mov [rcx + rax * 2 + data], dx),
                }
            }
            POP | POP2 => {}
            DUP => self.copy_slot(self.stack(d - 1), self.stack(d)),
            DUP_X1 => self.shuffle(depth, 2, &[1, 2, 1]),
            DUP_X2 => self.shuffle(depth, 3, &[1, 3, 2, 1]),
            DUP2 => self.shuffle(depth, 2, &[2, 1, 2, 1]),
            DUP2_X1 => self.shuffle(depth, 3, &[2, 1, 3, 2, 1]),
            DUP2_X2 => self.shuffle(depth, 4, &[2, 1, 4, 3, 2, 1]),
            SWAP => self.shuffle(depth, 2, &[1, 2]),
            IADD | ISUB | IMUL | IAND | IOR | IXOR => {
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a]);
                match op {
                    IADD => dynasm!(self.ops ; .arch x64 ; add eax, [r13 + b]),
                    ISUB => dynasm!(self.ops ; .arch x64 ; sub eax, [r13 + b]),
                    IMUL => dynasm!(self.ops ; .arch x64 ; imul eax, [r13 + b]),
                    IAND => dynasm!(self.ops ; .arch x64 ; and eax, [r13 + b]),
                    IOR => dynasm!(self.ops ; .arch x64 ; or eax, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; xor eax, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            LADD | LSUB | LMUL | LAND | LOR | LXOR => {
                let a = self.stack(d - 4);
                let b = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + a]);
                match op {
                    LADD => dynasm!(self.ops ; .arch x64 ; add rax, [r13 + b]),
                    LSUB => dynasm!(self.ops ; .arch x64 ; sub rax, [r13 + b]),
                    LMUL => dynasm!(self.ops ; .arch x64 ; imul rax, [r13 + b]),
                    LAND => dynasm!(self.ops ; .arch x64 ; and rax, [r13 + b]),
                    LOR => dynasm!(self.ops ; .arch x64 ; or rax, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; xor rax, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            IDIV | IREM | LDIV | LREM => {
                let long = op == LDIV || op == LREM;
                let rem = op == IREM || op == LREM;
                let a = self.stack(d - if long { 4 } else { 2 });
                let b = self.stack(d - if long { 2 } else { 1 });
                let slow = self.step_stub(bci, len, depth);
                let done = self.ops.new_dynamic_label();
                let normal = self.ops.new_dynamic_label();
                if long {
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov rcx, [r13 + b]
                        ; test rcx, rcx
                        ; jz =>slow
                        ; mov rax, [r13 + a]
                        ; cmp rcx, -1
                        ; jne =>normal
                    );
                    // x / -1 = -x (wrapping), x % -1 = 0: idiv would fault on MIN / -1.
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; xor eax, eax ; jmp =>done);
                    } else {
                        dynasm!(self.ops ; .arch x64 ; neg rax ; jmp =>done);
                    }
                    dynasm!(self.ops ; .arch x64 ; =>normal ; cqo ; idiv rcx);
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; mov rax, rdx);
                    }
                } else {
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov ecx, [r13 + b]
                        ; test ecx, ecx
                        ; jz =>slow
                        ; mov eax, [r13 + a]
                        ; cmp ecx, -1
                        ; jne =>normal
                    );
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; xor eax, eax ; jmp =>done);
                    } else {
                        dynasm!(self.ops ; .arch x64 ; neg eax ; jmp =>done);
                    }
                    dynasm!(self.ops ; .arch x64 ; =>normal ; cdq ; idiv ecx);
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; mov eax, edx);
                    }
                }
                dynasm!(self.ops ; .arch x64 ; =>done ; mov [r13 + a], rax);
            }
            INEG => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; neg eax ; mov [r13 + a], rax);
            }
            LNEG => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; neg QWORD [r13 + a]);
            }
            ISHL | ISHR | IUSHR => {
                let a = self.stack(d - 2);
                let n = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov ecx, [r13 + n] ; mov eax, [r13 + a]);
                match op {
                    ISHL => dynasm!(self.ops ; .arch x64 ; shl eax, cl),
                    ISHR => dynasm!(self.ops ; .arch x64 ; sar eax, cl),
                    _ => dynasm!(self.ops ; .arch x64 ; shr eax, cl),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            LSHL | LSHR | LUSHR => {
                let a = self.stack(d - 3);
                let n = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov ecx, [r13 + n] ; mov rax, [r13 + a]);
                match op {
                    LSHL => dynasm!(self.ops ; .arch x64 ; shl rax, cl),
                    LSHR => dynasm!(self.ops ; .arch x64 ; sar rax, cl),
                    _ => dynasm!(self.ops ; .arch x64 ; shr rax, cl),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            FADD | FSUB | FMUL | FDIV => {
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movss xmm0, [r13 + a]);
                match op {
                    FADD => dynasm!(self.ops ; .arch x64 ; addss xmm0, [r13 + b]),
                    FSUB => dynasm!(self.ops ; .arch x64 ; subss xmm0, [r13 + b]),
                    FMUL => dynasm!(self.ops ; .arch x64 ; mulss xmm0, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; divss xmm0, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            DADD | DSUB | DMUL | DDIV => {
                let a = self.stack(d - 4);
                let b = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; movsd xmm0, [r13 + a]);
                match op {
                    DADD => dynasm!(self.ops ; .arch x64 ; addsd xmm0, [r13 + b]),
                    DSUB => dynasm!(self.ops ; .arch x64 ; subsd xmm0, [r13 + b]),
                    DMUL => dynasm!(self.ops ; .arch x64 ; mulsd xmm0, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; divsd xmm0, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; movsd [r13 + a], xmm0);
            }
            FNEG => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; xor eax, 0x8000_0000u32 as i32 ; mov [r13 + a], rax);
            }
            DNEG => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; mov rax, QWORD i64::MIN ; xor [r13 + a], rax);
            }
            IINC => {
                let l = self.local(code[bci + 1] as usize);
                let delta = code[bci + 2] as i8 as i32;
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + l] ; add eax, delta ; mov [r13 + l], rax);
            }
            I2L => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movsxd rax, DWORD [r13 + a] ; mov [r13 + a], rax);
            }
            L2I => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; mov [r13 + a], rax);
            }
            I2B => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movsx eax, BYTE [r13 + a] ; mov [r13 + a], rax);
            }
            I2C => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movzx eax, WORD [r13 + a] ; mov [r13 + a], rax);
            }
            I2S => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movsx eax, WORD [r13 + a] ; mov [r13 + a], rax);
            }
            I2F => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cvtsi2ss xmm0, DWORD [r13 + a] ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            I2D => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cvtsi2sd xmm0, DWORD [r13 + a] ; movsd [r13 + a], xmm0);
            }
            L2F => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; cvtsi2ss xmm0, QWORD [r13 + a] ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            L2D => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; cvtsi2sd xmm0, QWORD [r13 + a] ; movsd [r13 + a], xmm0);
            }
            F2D => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cvtss2sd xmm0, DWORD [r13 + a] ; movsd [r13 + a], xmm0);
            }
            D2F => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; cvtsd2ss xmm0, QWORD [r13 + a] ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            LCMP => {
                let a = self.stack(d - 4);
                let b = self.stack(d - 2);
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rax, [r13 + a]
                    ; cmp rax, [r13 + b]
                    ; setg al
                    ; setl cl
                    ; sub al, cl
                    ; movsx eax, al
                    ; mov [r13 + a], rax
                );
            }
            FCMPL | FCMPG | DCMPL | DCMPG => {
                let double = op == DCMPL || op == DCMPG;
                let a = self.stack(d - if double { 4 } else { 2 });
                let b = self.stack(d - if double { 2 } else { 1 });
                let nan_result: i32 = if op == FCMPL || op == DCMPL { -1 } else { 1 };
                let (nan, gt, lt, done) =
                    (self.ops.new_dynamic_label(), self.ops.new_dynamic_label(), self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
                if double {
                    dynasm!(self.ops ; .arch x64 ; movsd xmm0, [r13 + a] ; ucomisd xmm0, [r13 + b]);
                } else {
                    dynasm!(self.ops ; .arch x64 ; movss xmm0, [r13 + a] ; ucomiss xmm0, [r13 + b]);
                }
                dynasm!(self.ops
                    ; .arch x64
                    ; jp =>nan
                    ; ja =>gt
                    ; jb =>lt
                    ; xor eax, eax
                    ; jmp =>done
                    ; =>gt
                    ; mov eax, 1
                    ; jmp =>done
                    ; =>lt
                    ; mov eax, -1
                    ; jmp =>done
                    ; =>nan
                    ; mov eax, nan_result
                    ; =>done
                    ; mov [r13 + a], rax
                );
            }
            IFEQ..=IFLE => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cmp DWORD [r13 + a], 0);
                let cond = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le][(op - IFEQ) as usize];
                self.branch(bci, depth - 1, cond);
            }
            IF_ICMPEQ..=IF_ICMPLE => {
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; cmp eax, [r13 + b]);
                let cond = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le][(op - IF_ICMPEQ) as usize];
                self.branch(bci, depth - 2, cond);
            }
            IF_ACMPEQ | IF_ACMPNE => {
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + a] ; cmp rax, [r13 + b]);
                self.branch(bci, depth - 2, if op == IF_ACMPEQ { Cond::Eq } else { Cond::Ne });
            }
            IFNULL | IFNONNULL => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cmp QWORD [r13 + a], 0);
                self.branch(bci, depth - 1, if op == IFNULL { Cond::Eq } else { Cond::Ne });
            }
            GOTO => self.goto(bci, depth, (bci as isize + read_i16(code, bci + 1) as isize) as usize),
            GOTO_W => self.goto(bci, depth, (bci as isize + read_i32(code, bci + 1) as isize) as usize),
            TABLESWITCH | LOOKUPSWITCH => {
                let key = self.stack(d - 1);
                let at = (bci + 4) & !3;
                let rel = |offset: i32| (bci as i64 + offset as i64) as usize;
                let mut cases: Vec<(i32, usize)> = Vec::new();
                if op == TABLESWITCH {
                    let low = read_i32(code, at + 4);
                    let high = read_i32(code, at + 8);
                    for i in 0..(high as i64 - low as i64 + 1).max(0) as usize {
                        cases.push((low.wrapping_add(i as i32), rel(read_i32(code, at + 12 + 4 * i))));
                    }
                } else {
                    let pairs = read_i32(code, at + 4).max(0) as usize;
                    for i in 0..pairs {
                        cases.push((read_i32(code, at + 8 + 8 * i), rel(read_i32(code, at + 12 + 8 * i))));
                    }
                }
                let default = rel(read_i32(code, at));
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + key]);
                for (k, target) in cases {
                    let t = self.switch_target(bci, depth - 1, target);
                    dynasm!(self.ops ; .arch x64 ; cmp eax, k ; je =>t);
                }
                let t = self.switch_target(bci, depth - 1, default);
                dynasm!(self.ops ; .arch x64 ; jmp =>t);
                self.emit_trampolines();
            }
            IRETURN | FRETURN | ARETURN | LRETURN | DRETURN | RETURN => {
                let resume = self.ops.new_dynamic_label();
                if self.yieldpoints {
                    let slow = self.ops.new_dynamic_label();
                    emit::yieldpoint_check(&mut self.ops, false, slow);
                    self.stubs.push(Stub::Yield { label: slow, kind: YieldpointKind::Epilogue, bci, depth, resume });
                }
                dynasm!(self.ops ; .arch x64 ; =>resume);
                match op {
                    RETURN => dynasm!(self.ops ; .arch x64 ; xor eax, eax),
                    LRETURN | DRETURN => {
                        let v = self.stack(d - 2);
                        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + v]);
                    }
                    _ => {
                        let v = self.stack(d - 1);
                        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + v]);
                    }
                }
                let epilogue = self.epilogue;
                dynasm!(self.ops ; .arch x64 ; jmp =>epilogue);
            }
            ATHROW => {
                if self.yieldpoints {
                    let slow = self.ops.new_dynamic_label();
                    let resume = self.ops.new_dynamic_label();
                    emit::yieldpoint_check(&mut self.ops, false, slow);
                    dynasm!(self.ops ; .arch x64 ; =>resume);
                    self.stubs.push(Stub::Yield { label: slow, kind: YieldpointKind::Epilogue, bci, depth, resume });
                }
                self.step(bci, depth);
                let exception = self.exception;
                dynasm!(self.ops ; .arch x64 ; jmp =>exception);
            }
            GETFIELD | PUTFIELD => {
                let index = read_u16(code, bci + 1);
                let resolved = self.resolve_eagerly(|t, c| resolve::resolve_field(t, c, index, false));
                let Some(&Resolved::InstanceField { offset, basic_type }) = resolved else {
                    self.step(bci, depth);
                    return Ok(());
                };
                let slow = self.step_stub(bci, len, depth);
                let off = offset as i32;
                if op == GETFIELD {
                    let obj = self.stack(d - 1);
                    dynasm!(self.ops ; .arch x64 ; mov rcx, [r13 + obj] ; test rcx, rcx ; jz =>slow);
                    match basic_type {
                        BasicType::Boolean | BasicType::Byte => dynasm!(self.ops ; .arch x64 ; movsx rax, BYTE [rcx + off]),
                        BasicType::Char => dynasm!(self.ops ; .arch x64 ; movzx eax, WORD [rcx + off]),
                        BasicType::Short => dynasm!(self.ops ; .arch x64 ; movsx rax, WORD [rcx + off]),
                        BasicType::Int | BasicType::Float => dynasm!(self.ops ; .arch x64 ; mov eax, [rcx + off]),
                        _ => dynasm!(self.ops ; .arch x64 ; mov rax, [rcx + off]),
                    }
                    dynasm!(self.ops ; .arch x64 ; mov [r13 + obj], rax);
                } else {
                    let n = basic_type.slots();
                    let value = self.stack(d - n);
                    let obj = self.stack(d - n - 1);
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov rcx, [r13 + obj]
                        ; test rcx, rcx
                        ; jz =>slow
                        ; mov rax, [r13 + value]
                    );
                    match basic_type {
                        BasicType::Boolean => dynasm!(self.ops ; .arch x64 ; and eax, 1 ; mov [rcx + off], al),
                        BasicType::Byte => dynasm!(self.ops ; .arch x64 ; mov [rcx + off], al),
                        BasicType::Char | BasicType::Short => dynasm!(self.ops ; .arch x64 ; mov [rcx + off], ax),
                        BasicType::Int | BasicType::Float => dynasm!(self.ops ; .arch x64 ; mov [rcx + off], eax),
                        _ => dynasm!(self.ops ; .arch x64 ; mov [rcx + off], rax),
                    }
                }
            }
            GETSTATIC | PUTSTATIC => {
                let index = read_u16(code, bci + 1);
                let resolved = self.resolve_eagerly(|t, c| resolve::resolve_field(t, c, index, true));
                let Some(&Resolved::StaticField { class: holder, slot, basic_type }) = resolved else {
                    self.step(bci, depth);
                    return Ok(());
                };
                let narrow = matches!(basic_type, BasicType::Boolean | BasicType::Byte | BasicType::Char | BasicType::Short);
                if op == PUTSTATIC && narrow {
                    self.step(bci, depth);
                    return Ok(());
                }
                let slow = self.step_stub(bci, len, depth);
                self.init_check(holder, slow);
                dynasm!(self.ops ; .arch x64 ; mov rcx, QWORD slot as i64);
                if op == GETSTATIC {
                    let to = self.stack(d);
                    dynasm!(self.ops ; .arch x64 ; mov rax, [rcx] ; mov [r13 + to], rax);
                } else {
                    let value = self.stack(d - basic_type.slots());
                    if matches!(basic_type, BasicType::Int | BasicType::Float) {
                        dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + value]);
                    } else {
                        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + value]);
                    }
                    dynasm!(self.ops ; .arch x64 ; mov [rcx], rax);
                }
            }
            INVOKESTATIC | INVOKESPECIAL | INVOKEVIRTUAL | INVOKEINTERFACE => self.gen_invoke(bci, len, depth)?,
            NEW => {
                let index = read_u16(code, bci + 1);
                let class = self.resolve_class_eagerly(index);
                match class {
                    Some(c) if !c.is_interface() && !c.is_abstract() => {
                        let slow = self.step_stub(bci, len, depth);
                        self.init_check(c, slow);
                        self.sync(bci, depth);
                        let to = self.stack(d);
                        dynasm!(self.ops ; .arch x64 ; mov rsi, QWORD c as *const Class as i64);
                        emit::call_helper(&mut self.ops, jit_new_object as *const () as usize);
                        emit::check_pending(&mut self.ops, self.exception);
                        dynasm!(self.ops ; .arch x64 ; mov [r13 + to], rax);
                    }
                    _ => self.step(bci, depth),
                }
            }
            NEWARRAY | ANEWARRAY => {
                let array_class = if op == NEWARRAY {
                    BasicType::from_newarray_code(code[bci + 1])
                        .and_then(|t| self.thread.primitive_array_class(t).ok())
                } else {
                    self.resolve_class_eagerly(read_u16(code, bci + 1))
                        .and_then(|c| self.thread.array_class_of(c).ok())
                };
                self.thread.take_exception();
                match array_class {
                    Some(a) => {
                        self.sync(bci, depth);
                        let length = self.stack(d - 1);
                        dynasm!(self.ops
                            ; .arch x64
                            ; mov rsi, QWORD a as *const Class as i64
                            ; mov edx, [r13 + length]
                        );
                        emit::call_helper(&mut self.ops, jit_new_array as *const () as usize);
                        emit::check_pending(&mut self.ops, self.exception);
                        dynasm!(self.ops ; .arch x64 ; mov [r13 + length], rax);
                    }
                    None => self.step(bci, depth),
                }
            }
            ARRAYLENGTH => {
                let slow = self.step_stub(bci, len, depth);
                let a = self.stack(d - 1);
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rcx, [r13 + a]
                    ; test rcx, rcx
                    ; jz =>slow
                    ; mov eax, [rcx + ARRAY_LENGTH_OFFSET as i32]
                    ; mov [r13 + a], rax
                );
            }
            WIDE => {
                let wide_op = code[bci + 1];
                let l = self.local(read_u16(code, bci + 2) as usize);
                match wide_op {
                    ILOAD | FLOAD | ALOAD | LLOAD | DLOAD => self.copy_slot(l, self.stack(d)),
                    ISTORE | FSTORE | ASTORE => self.copy_slot(self.stack(d - 1), l),
                    LSTORE | DSTORE => self.copy_slot(self.stack(d - 2), l),
                    IINC => {
                        let delta = read_i16(code, bci + 4) as i32;
                        dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + l] ; add eax, delta ; mov [r13 + l], rax);
                    }
                    other => return Err(format!("wide {other:#04x} at bci {bci}")),
                }
            }
            // Everything else that does not branch: the interpreter's code.
            FREM | DREM | F2I | F2L | D2I | D2L | AASTORE | MULTIANEWARRAY | CHECKCAST
            | INSTANCEOF | MONITORENTER | MONITOREXIT | INVOKEDYNAMIC => self.step(bci, depth),
            other => return Err(format!("opcode {other:#04x} at bci {bci} is not compiled")),
        }
        Ok(())
    }

    fn resolve_class_eagerly(&mut self, index: u16) -> Option<&'static Class> {
        match resolve::resolve_class(self.thread, self.class, index) {
            Ok(c) => Some(c),
            Err(_) => {
                self.thread.take_exception();
                None
            }
        }
    }

    /// Jumps to `slow` unless `class` is initialized (skipped when it already
    /// was at compile time: initialization never reverts).
    fn init_check(&mut self, class: &'static Class, slow: DynamicLabel) {
        if class.is_initialized() {
            return;
        }
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, QWORD class as *const Class as i64
            ; cmp BYTE [rax + Class::OFFSET_INIT_STATE], init_state::INITIALIZED as i8
            ; jne =>slow
        );
    }

    fn emit_trampolines(&mut self) {
        for (tramp, bci, depth, target) in std::mem::take(&mut self.pending_trampolines) {
            dynasm!(self.ops ; .arch x64 ; =>tramp);
            self.goto(bci, depth, target);
        }
    }

    /// invokestatic, invokespecial, invokevirtual: resolved at compile time
    /// (else through `jit_step`); the call goes straight to the target's
    /// compiled code when it has some, else through `jit_call` (interpreter,
    /// natives, and compilation on first call).
    fn gen_invoke(&mut self, bci: usize, len: usize, depth: u16) -> Gen {
        let op = self.bytecode[bci];
        let index = read_u16(self.bytecode, bci + 1);
        let kind = match op {
            INVOKESTATIC => InvokeKind::Static,
            INVOKESPECIAL => InvokeKind::Special,
            INVOKEINTERFACE => InvokeKind::Interface,
            _ => InvokeKind::Virtual,
        };
        let Some(resolved) = self.resolve_eagerly(|t, c| resolve::resolve_method(t, c, index, kind)) else {
            self.step(bci, depth);
            return Ok(());
        };
        let d = depth as usize;
        let slow = self.step_stub(bci, len, depth);
        enum Dispatch {
            Direct,
            Vtable(u32),
            Interface(SignatureId),
        }
        let (declared, dispatch) = match *resolved {
            Resolved::Method(m) => (m, Dispatch::Direct),
            Resolved::Virtual { vtable_index, method } => (method, Dispatch::Vtable(vtable_index)),
            Resolved::Interface { signature, method } => (method, Dispatch::Interface(signature)),
            _ => {
                self.step(bci, depth);
                return Ok(());
            }
        };
        let args_base = d - declared.arg_slots as usize;
        let args_top = self.top_offset(args_base as u16);
        let receiver = self.stack(args_base);
        if op == INVOKESTATIC {
            self.init_check(declared.class(), slow);
        } else {
            dynasm!(self.ops ; .arch x64 ; cmp QWORD [r13 + receiver], 0 ; je =>slow);
        }
        self.sync(bci, depth);
        // rsi = the target Method.
        match dispatch {
            Dispatch::Vtable(i) => {
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rcx, [r13 + receiver]
                    ; mov rcx, [rcx]
                    ; mov rcx, [rcx + Class::OFFSET_VTABLE_ADDRESS]
                    ; mov rsi, [rcx + (i as i32) * 8]
                    ; test WORD [rsi + Method::OFFSET_ACCESS], access::ABSTRACT as i16
                    ; jnz =>slow
                );
            }
            Dispatch::Direct => {
                dynasm!(self.ops ; .arch x64 ; mov rsi, QWORD declared as *const Method as i64);
            }
            Dispatch::Interface(signature) => {
                // Leaked: compiled code is never freed, nor is its cache.
                let cache: &'static InterfaceCache = Box::leak(Box::new(InterfaceCache::new(signature, declared)));
                let miss = self.ops.new_dynamic_label();
                let hit = self.ops.new_dynamic_label();
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rdx, [r13 + receiver]
                    ; mov rcx, [rdx]
                    ; mov rsi, QWORD cache as *const InterfaceCache as i64
                    ; cmp rcx, [rsi + InterfaceCache::OFFSET_CLASS]
                    ; jne =>miss
                    ; mov rsi, [rsi + InterfaceCache::OFFSET_TARGET]
                    ; =>hit
                );
                self.out_of_line.push(OutOfLine::InterfaceMiss { label: miss, hit });
            }
        }
        let generic = self.ops.new_dynamic_label();
        let done = self.ops.new_dynamic_label();
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, [rsi + Method::OFFSET_COMPILED_ENTRY]
            ; test rax, rax
            ; jz =>generic
            ; mov rdi, r12
            ; lea rsi, [r14 + args_top]
            ; call rax
            ; jmp =>done
            ; =>generic
            ; mov rdi, r12
            ; lea rdx, [r14 + args_top]
        );
        emit::call_address(&mut self.ops, jit_call as *const () as usize);
        dynasm!(self.ops ; .arch x64 ; =>done);
        emit::check_pending(&mut self.ops, self.exception);
        if declared.return_type != BasicType::Void {
            dynasm!(self.ops ; .arch x64 ; mov [r13 + receiver], rax);
        }
        Ok(())
    }
}
