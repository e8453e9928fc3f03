//! Small x86-64 sequences the baseline compiler emits everywhere, kept apart
//! so that their exact bytes are pinned by tests (Cranelift style).
//!
//! Register conventions of compiled code (all callee-saved in System V, so
//! helpers preserve them):
//!
//! ```text
//! r12  thread (*mut JavaThread)          r13  address of local 0 (slots + base*8)
//! r14  base (slot index of local 0)      rsp  -> FrameRecord of this activation
//! rax, rcx, rdx, rsi, rdi, xmm0: scratch (never hold a Java value across a call)
//! ```

use dynasmrt::x64::X64Relocation;
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler};
use rvm_vm::compiler_interface::layout;

pub type Ops = VecAssembler<X64Relocation>;

// The hot checks use disp8 forms (dynasm encodes non-literal displacements
// as disp32 and cannot be told otherwise): the words they test must stay near
// the start of JavaThread.
const YIELDPOINT: i8 = layout::thread::YIELDPOINT as i8;
const PENDING: i8 = layout::thread::PENDING_EXCEPTION as i8;
const CALLS: i8 = layout::thread::CALLS as i8;
const _: () = assert!(
    layout::thread::YIELDPOINT < 128
        && layout::thread::PENDING_EXCEPTION < 128
        && layout::thread::CALLS < 128
);

/// `inc qword [r12 + calls]`: one method entry for the software call counter
/// (Lee's density weight; vm runtime/profiling.rs), disp8 form.
pub fn count_call(ops: &mut Ops) {
    ops.extend([0x49, 0xff, 0x44, 0x24, CALLS as u8]);
}

/// `inc qword gs:[displacement]`: one method entry in the thread's own
/// per-method table (`--callee-totals=on`; its `gs` base points at the
/// table: vm runtime/profiling/entry_counts.rs), absolute disp32 form.
pub fn count_entry(ops: &mut Ops, displacement: usize) {
    let d = u32::try_from(displacement)
        .ok()
        .filter(|&d| d <= i32::MAX as u32)
        .expect("entry counter tables are smaller than 2 GB");
    ops.extend([0x65, 0x48, 0xff, 0x04, 0x25]);
    ops.extend(d.to_le_bytes());
}

/// `mov rdi, r12; mov rax, imm64; call rax`: a helper call with the thread as
/// first argument (FACTS: rel32 cannot reach Rust functions).
pub fn call_helper(ops: &mut Ops, helper: usize) {
    dynasm!(ops
        ; .arch x64
        ; mov rdi, r12
        ; mov rax, QWORD helper as i64
        ; call rax
    );
}

/// Calls the function at `helper` with the arguments already in place.
pub fn call_address(ops: &mut Ops, helper: usize) {
    dynasm!(ops
        ; .arch x64
        ; mov rax, QWORD helper as i64
        ; call rax
    );
}

/// `cmp qword [r12 + pending_exception], 0; jne exception`.
pub fn check_pending(ops: &mut Ops, exception: DynamicLabel) {
    // cmp qword [r12 + disp8], 0 (REX.W 83 /7 with a SIB for r12), written
    // out because dynasm encodes non-literal displacements as disp32.
    ops.extend([0x49, 0x83, 0x7c, 0x24, PENDING as u8, 0x00]);
    dynasm!(ops ; .arch x64 ; jne =>exception);
}

/// The yieldpoint test (Arnold-Grove 2005 §5.1): one test of the thread's
/// word and one forward branch to out-of-line code, taken when the word is
/// greater than zero (backedge) or has bit 0 set (prologue, epilogue: +1
/// and -1 do; PEP's window word 2 asks for path ends only, and baseline code
/// has none, `rvm_profiler::paths::WORD_PATH_ENDS`).
pub fn yieldpoint_check(ops: &mut Ops, backedge: bool, slow: DynamicLabel) {
    if backedge {
        // cmp dword [r12 + disp8], 0, written out as in `check_pending`.
        ops.extend([0x41, 0x83, 0x7c, 0x24, YIELDPOINT as u8, 0x00]);
        dynasm!(ops ; .arch x64 ; jg =>slow);
    } else {
        // test byte [r12 + disp8], 1 (the same length as the cmp).
        ops.extend([0x41, 0xf6, 0x44, 0x24, YIELDPOINT as u8, 0x01]);
        dynasm!(ops ; .arch x64 ; jne =>slow);
    }
}

/// `mov rax, [r13 + disp]` (a slot to rax), in the disp8 form when it fits
/// (dynasm would always use disp32 for a run-time displacement).
pub fn load_slot(ops: &mut Ops, disp: i32) {
    if let Ok(d) = i8::try_from(disp) {
        ops.extend([0x49, 0x8b, 0x45, d as u8]);
    } else {
        dynasm!(ops ; .arch x64 ; mov rax, [r13 + disp]);
    }
}

/// `mov [r13 + disp], rax` (rax to a slot), disp8 when it fits.
pub fn store_slot(ops: &mut Ops, disp: i32) {
    if let Ok(d) = i8::try_from(disp) {
        ops.extend([0x49, 0x89, 0x45, d as u8]);
    } else {
        dynasm!(ops ; .arch x64 ; mov [r13 + disp], rax);
    }
}

/// Publishes the bci and the operand-stack top (absolute slot index
/// `base + top_offset`) to the frame record at rsp, before anything that can
/// allocate, throw or walk the stack.
pub fn sync_frame(ops: &mut Ops, bci: u32, top_offset: i32) {
    dynasm!(ops
        ; .arch x64
        ; mov DWORD [rsp + layout::frame::BCI], bci as i32
        ; lea rax, [r14 + top_offset]
        ; mov [rsp + layout::frame::TOP], rax
    );
}

/// Loads an int field of the object whose reference is in slot `object_disp`
/// (relative to r13) into that slot; a null reference goes to `null_path`.
pub fn int_field_load(ops: &mut Ops, object_disp: i32, field_offset: i32, null_path: DynamicLabel) {
    dynasm!(ops
        ; .arch x64
        ; mov rcx, [r13 + object_disp]
        ; test rcx, rcx
        ; jz =>null_path
        ; mov eax, DWORD [rcx + field_offset]
        ; mov [r13 + object_disp], rax
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(bytes: &[u8]) -> String {
        bytes
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Assembles `f` at offset 0 with a label bound at offset 0x100 (so the
    /// branches in the sequence have a known displacement).
    fn assemble(f: impl FnOnce(&mut Ops, DynamicLabel)) -> String {
        let mut ops = Ops::new(0);
        let label = ops.new_dynamic_label();
        f(&mut ops, label);
        let len = ops.offset().0;
        for _ in len..0x100 {
            dynasm!(ops ; .arch x64 ; nop);
        }
        dynasm!(ops ; .arch x64 ; =>label);
        let bytes = ops.finalize().expect("labels resolve");
        hex(&bytes[..len])
    }

    #[test]
    fn slot_moves_use_disp8_when_they_can() {
        // mov rax, [r13+0x18] ; mov [r13+0x78], rax
        assert_eq!(
            assemble(|ops, _| {
                load_slot(ops, 0x18);
                store_slot(ops, 0x78)
            }),
            "49 8b 45 18 49 89 45 78"
        );
        // mov rax, [r13+0x80] (disp32) ; mov [r13-0x08], rax (disp8)
        assert_eq!(
            assemble(|ops, _| {
                load_slot(ops, 0x80);
                store_slot(ops, -8)
            }),
            "49 8b 85 80 00 00 00 49 89 45 f8"
        );
    }

    #[test]
    fn helper_call_loads_the_address_into_rax() {
        // mov rdi, r12 ; mov rax, imm64 ; call rax
        assert_eq!(
            assemble(|ops, _| call_helper(ops, 0x1122_3344_5566_7788)),
            "4c 89 e7 48 b8 88 77 66 55 44 33 22 11 ff d0"
        );
    }

    #[test]
    fn prologue_yieldpoint_is_one_test_and_one_jne() {
        let off = layout::thread::YIELDPOINT;
        assert!(
            off < 128,
            "the word is within a disp8 of the thread register"
        );
        let text = assemble(|ops, slow| yieldpoint_check(ops, false, slow));
        // test byte [r12 + off], 1 ; jne rel32 (to 0x100 from the end at 0x0c)
        assert_eq!(text, format!("41 f6 44 24 {off:02x} 01 0f 85 f4 00 00 00"));
    }

    #[test]
    fn call_count_is_one_inc_with_a_disp8() {
        let mut ops = Ops::new(0);
        count_call(&mut ops);
        let bytes = ops.finalize().unwrap();
        let text: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
        // inc qword [r12 + calls]
        assert_eq!(
            text.join(" "),
            format!("49 ff 44 24 {:02x}", layout::thread::CALLS)
        );
    }

    #[test]
    fn entry_count_is_one_inc_through_gs_with_a_disp32() {
        let mut ops = Ops::new(0);
        count_entry(&mut ops, 0x1238);
        let bytes = ops.finalize().unwrap();
        let text: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
        // inc qword gs:[0x1238] (gs prefix, REX.W, FF /0, SIB without base or index)
        assert_eq!(text.join(" "), "65 48 ff 04 25 38 12 00 00");
    }

    #[test]
    fn backedge_yieldpoint_branches_on_greater() {
        let off = layout::thread::YIELDPOINT;
        let text = assemble(|ops, slow| yieldpoint_check(ops, true, slow));
        assert_eq!(text, format!("41 83 7c 24 {off:02x} 00 0f 8f f4 00 00 00"));
    }

    #[test]
    fn int_field_load_null_checks_then_loads() {
        // mov rcx, [r13+0x10] ; test rcx, rcx ; jz rel32 ; mov eax, [rcx+0x18] ; mov [r13+0x10], rax
        let text = assemble(|ops, null| int_field_load(ops, 0x10, 0x18, null));
        // (run-time displacements are encoded as disp32 by dynasm)
        assert_eq!(
            text,
            "49 8b 8d 10 00 00 00 48 85 c9 0f 84 f0 00 00 00 8b 81 18 00 00 00 49 89 85 10 00 00 00"
        );
    }

    #[test]
    fn pending_exception_check_compares_the_thread_word() {
        let off = layout::thread::PENDING_EXCEPTION;
        let text = assemble(|ops, exc| check_pending(ops, exc));
        // cmp qword [r12 + off], 0 ; jne rel32
        assert_eq!(text, format!("49 83 7c 24 {off:02x} 00 0f 85 f4 00 00 00"));
    }
}
