//! The System V adapter in front of optimized code's register entry.
//!
//! ```text
//! installed:  [adapter][pad to 16][body]
//!              ^ compiled_entry    ^ register_entry
//!              System V: saves     winch: saves no register, takes the
//!              rbx, r12-r15,       arguments in registers; optimized
//!              loads the           callers call it directly (calls.rs
//!              arguments from      emit_call), keeping across the call
//!              the slots, calls    only the values they need after it
//!              the body
//! ```
//!
//! The interpreter, baseline code and the runtime call compiled code under
//! System V, which expects rbx, rbp and r12-r15 to survive the call, with
//! the arguments in the slots. The body is compiled under Cranelift's
//! `winch` convention, which preserves no register (HotSpot's compiled code
//! works the same way), with the arguments in registers: a call between
//! optimized methods then costs no callee-saved saves and restores in the
//! callee and no slot stores and loads.
//!
//! The adapter is assembled here (dynasm) rather than compiled by
//! Cranelift: it is the same few instructions for every method, and a
//! Cranelift compilation of it cost about as much as a small method's.
//! `winch` passes integer-class parameters in rdi, rsi, rdx, rcx, r8, r9
//! (thread and base take the first two) and floating-point ones in
//! xmm0-xmm7, as System V does (Cranelift's x64 ABI); methods whose
//! arguments do not fit (`fits_in_registers`) have no register entry.

use super::frame::Kind;
use crate::env::layout;
use dynasmrt::{dynasm, DynasmApi, DynasmLabelApi};

/// Integer-class argument registers after thread (rdi) and base (rsi):
/// rdx, rcx, r8, r9.
const INT_REGISTERS: [u8; 4] = [2, 1, 8, 9];
/// xmm0-xmm7.
const FLOAT_REGISTERS: u8 = 8;

/// Whether every argument of these kinds goes in a register.
pub(super) fn fits_in_registers(arguments: &[Kind]) -> bool {
    let floats = arguments
        .iter()
        .filter(|k| matches!(k, Kind::Float | Kind::Double))
        .count();
    arguments.len() - floats <= INT_REGISTERS.len() && floats <= FLOAT_REGISTERS as usize
}

/// `body` (compiled under `register_signature(arguments)`) with the adapter
/// in front: the code to install and the body's offset in it.
pub(super) fn with_adapter(body: &[u8], arguments: &[Kind]) -> Result<(Vec<u8>, usize), String> {
    if !fits_in_registers(arguments) {
        return Err("adapter: the arguments do not fit in registers".to_string());
    }
    let mut ops = crate::emit::Ops::new(0);
    super::thunk::save_callee_saved(&mut ops);
    dynasm!(ops
        ; .arch x64
        // rax = the address of slot `base` (emit.rs load_slot).
        ; mov rax, [rdi + layout::thread::SLOTS]
        ; lea rax, [rax + rsi * 8]
    );
    let (mut ints, mut floats, mut slot) = (0usize, 0u8, 0i32);
    for &k in arguments {
        let at = slot * 8;
        match k {
            Kind::Int => {
                let r = INT_REGISTERS[ints];
                ints += 1;
                dynasm!(ops ; .arch x64 ; mov Rd(r), DWORD [rax + at]);
            }
            Kind::Long | Kind::Ref => {
                let r = INT_REGISTERS[ints];
                ints += 1;
                dynasm!(ops ; .arch x64 ; mov Rq(r), QWORD [rax + at]);
            }
            Kind::Float => {
                dynasm!(ops ; .arch x64 ; movss Rx(floats), DWORD [rax + at]);
                floats += 1;
            }
            Kind::Double => {
                dynasm!(ops ; .arch x64 ; movsd Rx(floats), QWORD [rax + at]);
                floats += 1;
            }
        }
        slot += k.slots() as i32;
    }
    dynasm!(ops ; .arch x64 ; call ->body);
    super::thunk::restore_callee_saved_and_return(&mut ops);
    dynasm!(ops
        ; .arch x64
        // `int3` padding to the body, which follows.
        ; .align 16, 0xcc
        ; ->body:
    );
    let mut code = ops
        .finalize()
        .map_err(|e| format!("adapter: assembler: {e:?}"))?;
    let body_at = code.len();
    code.extend_from_slice(body);
    Ok((code, body_at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_beyond_the_registers_have_no_register_entry() {
        assert!(fits_in_registers(&[
            Kind::Ref,
            Kind::Int,
            Kind::Long,
            Kind::Ref
        ]));
        assert!(!fits_in_registers(&[Kind::Int; 5]));
        assert!(fits_in_registers(&[Kind::Double; 8]));
        assert!(!fits_in_registers(&[Kind::Double; 9]));
    }

    #[test]
    fn the_body_follows_the_adapter_aligned_and_the_call_reaches_it() {
        let body = [0xc3u8]; // ret
        let (code, at) = with_adapter(&body, &[Kind::Int, Kind::Double]).unwrap();
        assert_eq!(at % 16, 0);
        assert_eq!(&code[at..], &body);
        // The call is `e8 rel32`: its target is the body.
        let call = code.iter().position(|&b| b == 0xe8).unwrap();
        let rel = i32::from_le_bytes(code[call + 1..call + 5].try_into().unwrap());
        assert_eq!(call as i64 + 5 + rel as i64, at as i64);
    }
}
