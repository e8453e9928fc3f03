//! Developer output about compiled code: `--print-code=PATTERN` prints each
//! matching method's machine code (disassembled with iced-x86) and, for the
//! optimizing tier, its CLIF, on stderr when the method is installed.
//!
//! ```text
//! compiler -> arena::install -> after_install(method, tier, entry, code, clif)
//!                                   `--print-code matches? -> stderr
//! ```
//!
//! A pattern matches `Class.method` by suffix (`Richards.run`,
//! `run`, `com/x/Richards.run`), or `*` for every method.

use iced_x86::{Decoder, DecoderOptions, Formatter, Instruction, IntelFormatter};
use rvm_vm::class::Method;
use rvm_vm::runtime::Vm;

/// Whether `--print-code=pattern` selects `method`.
pub fn matches(method: &Method, pattern: &str) -> bool {
    if pattern == "*" {
        return true;
    }
    let class = method.class().name.replace('/', ".");
    let full = format!("{class}.{}", method.name);
    let slash_full = format!("{}.{}", method.class().name, method.name);
    full.ends_with(pattern)
        && (full.len() == pattern.len() || full.as_bytes()[full.len() - pattern.len() - 1] == b'.')
        || slash_full == pattern
        || method.name == pattern
}

/// Prints the code of a newly installed method if `--print-code` asks for it.
pub fn after_install(
    vm: &Vm,
    method: &Method,
    tier: &str,
    entry: usize,
    code: &[u8],
    clif: Option<&str>,
) {
    let Some(pattern) = vm.options.print_code.as_deref() else {
        return;
    };
    if !matches(method, pattern) {
        return;
    }
    let mut text = format!(
        "== {} [{tier}] {} bytes at {entry:#x}\n",
        method.qualified_name(),
        code.len()
    );
    if let Some(clif) = clif {
        text.push_str("-- CLIF (before Cranelift's optimizations)\n");
        text.push_str(clif);
        text.push_str("-- machine code\n");
    }
    text.push_str(&disassemble(code, entry as u64));
    vm.output.write(2, text.as_bytes());
}

/// Intel-syntax disassembly, one instruction per line with its address.
pub fn disassemble(code: &[u8], address: u64) -> String {
    let mut decoder = Decoder::with_ip(64, code, address, DecoderOptions::NONE);
    let mut formatter = IntelFormatter::new();
    let mut out = String::new();
    let mut line = String::new();
    let mut instruction = Instruction::default();
    while decoder.can_decode() {
        decoder.decode_out(&mut instruction);
        line.clear();
        formatter.format(&instruction, &mut line);
        let start = (instruction.ip() - address) as usize;
        let bytes: String = code[start..start + instruction.len()]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        out.push_str(&format!("  {:x}  {bytes:<24} {line}\n", instruction.ip()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disassembles_a_known_sequence() {
        // add rax, rbx ; ret
        let text = disassemble(&[0x48, 0x01, 0xd8, 0xc3], 0x1000);
        assert!(
            text.contains("4801d8") && text.contains("add rax,rbx"),
            "{text}"
        );
        assert!(text.contains("ret"), "{text}");
    }
}
