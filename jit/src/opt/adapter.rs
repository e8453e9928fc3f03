//! The System V adapter in front of optimized code's register entry.
//!
//! ```text
//! installed:  [adapter][pad to 16][body]
//!              ^ compiled_entry    ^ register_entry
//!              System V: saves     winch: saves no register, takes the
//!              rbx, r12-r15,       arguments in registers; optimized
//!              loads the           callers call it directly (objects.rs
//!              arguments from      emit_call), keeping across the call
//!              the slots, calls    only the values they need after it
//!              the body
//! ```
//!
//! The interpreter, baseline code and the runtime call compiled code under
//! System V, which expects rbx, rbp and r12-r15 to survive the call. The
//! body is compiled under Cranelift's `winch` convention, which preserves
//! no register (HotSpot's compiled code works the same way): a call between
//! optimized methods then costs no callee-saved saves and restores in the
//! callee. The adapter is a Cranelift function whose one instruction of
//! substance is a call of the body as a colocated function; Cranelift saves
//! the callee-saved registers that call clobbers. Its one relocation (the
//! call's 32-bit displacement) is resolved here, since the body follows the
//! adapter at a known offset.

use super::frame::Kind;
use super::translator::{entry_signature, register_signature, trusted};
use crate::env::layout;
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::ir::{
    types, ExtFuncData, ExternalName, Function, InstBuilder, UserExternalName, UserFuncName,
};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::{control::ControlPlane, Context};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};

/// Code alignment of the body after the adapter (as the arena aligns code).
const BODY_ALIGNMENT: usize = 16;

/// `body` (compiled under `register_signature(arguments)`) with the adapter
/// in front: the code to install and the body's offset in it.
pub(super) fn with_adapter(
    isa: &OwnedTargetIsa,
    body: &[u8],
    arguments: &[Kind],
) -> Result<(Vec<u8>, usize), String> {
    let mut func = Function::with_name_signature(UserFuncName::user(0, 1), entry_signature());
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let sig = b.import_signature(register_signature(arguments));
    let name = b
        .func
        .declare_imported_user_function(UserExternalName::new(0, 2));
    let callee = b.import_function(ExtFuncData {
        name: ExternalName::user(name),
        signature: sig,
        colocated: true,
        patchable: false,
    });
    let block = b.create_block();
    b.append_block_params_for_function_params(block);
    b.switch_to_block(block);
    b.seal_block(block);
    let (thread, base) = (b.block_params(block)[0], b.block_params(block)[1]);
    // The arguments from slots [base, base + arg_slots), as the
    // interpreter keeps them (emit.rs load_slot).
    let slots = b
        .ins()
        .load(types::I64, trusted(), thread, layout::thread::SLOTS);
    let offset = b.ins().ishl_imm_s(base, 3);
    let first = b.ins().iadd(slots, offset);
    let mut params = vec![thread, base];
    let mut at = 0;
    for &k in arguments {
        params.push(b.ins().load(k.clif(), trusted(), first, (at * 8) as i32));
        at += k.slots();
    }
    let call = b.ins().call(callee, &params);
    let result = b.inst_results(call)[0];
    b.ins().return_(&[result]);
    b.finalize(isa.frontend_config());
    let mut ctx = Context::for_function(func);
    let compiled = ctx
        .compile(isa.as_ref(), &mut ControlPlane::default())
        .map_err(|e| format!("cranelift (adapter): {:?}", e.inner))?;
    let mut code = compiled.code_buffer().to_vec();
    let body_at = code.len().div_ceil(BODY_ALIGNMENT) * BODY_ALIGNMENT;
    let relocs = compiled.buffer.relocs();
    let [reloc] = relocs else {
        return Err(format!(
            "adapter: {} relocations (one call expected)",
            relocs.len()
        ));
    };
    if reloc.kind != Reloc::X86CallPCRel4 && reloc.kind != Reloc::X86PCRel4 {
        return Err(format!("adapter: unexpected relocation {:?}", reloc.kind));
    }
    // PC-relative: the body's offset + addend - the field's offset.
    let at = reloc.offset as usize;
    let displacement = i32::try_from(body_at as i64 + reloc.addend - at as i64)
        .map_err(|_| "adapter: displacement out of range".to_string())?;
    code[at..at + 4].copy_from_slice(&displacement.to_le_bytes());
    // `int3` padding: never executed.
    code.resize(body_at, 0xcc);
    code.extend_from_slice(body);
    Ok((code, body_at))
}
