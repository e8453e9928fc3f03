//! Where compiled code lives: one entry per installed method body (address
//! range, method, tier), the inline sites of optimized code, the `perf` map
//! that names Java methods in `perf report` (`--perf-map`), and the adaptive
//! system's decision log (`--aos-log`). All of it is per VM (`Vm::codemap`).
//!
//! ```text
//! compile::record_compile --installed--> register(vm, method, tier, entry, bytes)
//!                                          |-> code ranges (for lookups)
//!                                          `-> /tmp/perf-<pid>.map: "START SIZE Class.method(desc) [tier]"
//! translator (env::register_site) -----> register_site(vm, chain) -> id | SITE_FLAG
//! stack walks, profiler samples -------> expand / innermost(vm, method, bci): the inlined frames
//! compile pipeline --------------------> aos_log(vm, JSON line)
//! translator (env::log_inline) --------> inline_log(vm, JSON line)
//! ```

use super::Vm;
use crate::class::Method;
use crate::compile::CodeTier;
use parking_lot::Mutex;
use std::io::Write;

struct CodeRange {
    start: usize,
    end: usize,
    method: &'static Method,
    tier: CodeTier,
}

/// The code map of one VM (`Vm::codemap`).
#[derive(Default)]
pub struct CodeMap {
    code: Mutex<Vec<CodeRange>>,
    perf_map: Mutex<Option<std::fs::File>>,
    aos_log: Mutex<Option<std::fs::File>>,
    inline_log: Mutex<Option<std::fs::File>>,
    /// Inline sites, by id: (method, bci) innermost first, ending with the
    /// compiled (root) method and its call-site bci. Never freed, like code.
    sites: parking_lot::RwLock<Vec<Box<[(&'static Method, u32)]>>>,
}

/// Opens the files `--perf-map`, `--aos-log` and `--inline-log` ask for (at
/// start-up).
pub fn open(vm: &Vm) -> Result<(), String> {
    if vm.options.perf_map {
        let path = format!("/tmp/perf-{}.map", std::process::id());
        let file = std::fs::File::create(&path).map_err(|e| format!("--perf-map: {path}: {e}"))?;
        *vm.codemap.perf_map.lock() = Some(file);
    }
    if let Some(path) = &vm.options.aos_log {
        let file = std::fs::File::create(path)
            .map_err(|e| format!("--aos-log={}: {e}", path.display()))?;
        *vm.codemap.aos_log.lock() = Some(file);
    }
    if let Some(path) = &vm.options.inline_log {
        let file = std::fs::File::create(path)
            .map_err(|e| format!("--inline-log={}: {e}", path.display()))?;
        *vm.codemap.inline_log.lock() = Some(file);
    }
    Ok(())
}

/// Records newly installed code.
pub fn register(vm: &Vm, method: &'static Method, tier: CodeTier, entry: usize, bytes: usize) {
    vm.codemap.code.lock().push(CodeRange {
        start: entry,
        end: entry + bytes,
        method,
        tier,
    });
    if let Some(file) = vm.codemap.perf_map.lock().as_mut() {
        let _ = writeln!(
            file,
            "{:x} {:x} {} [{}]",
            entry,
            bytes,
            method.qualified_name(),
            tier.name()
        );
    }
}

/// The method and tier whose code contains `address`, if any.
pub fn lookup(vm: &Vm, address: usize) -> Option<(&'static Method, CodeTier)> {
    vm.codemap
        .code
        .lock()
        .iter()
        .find(|r| r.start <= address && address < r.end)
        .map(|r| (r.method, r.tier))
}

/// Appends one JSON line to the `--aos-log` file.
pub fn aos_log(vm: &Vm, line: &str) {
    if let Some(file) = vm.codemap.aos_log.lock().as_mut() {
        let _ = writeln!(file, "{line}");
    }
}

/// Appends one JSON line to the `--inline-log` file (the optimizing
/// translator's decisions, through `CompilerEnv::log_inline`).
pub fn inline_log(vm: &Vm, line: &str) {
    if let Some(file) = vm.codemap.inline_log.lock().as_mut() {
        let _ = writeln!(file, "{line}");
    }
}

/// A frame record's `bci` with this bit set is an inline site id: optimized
/// code running inside an inlined callee publishes the site instead of a bci,
/// and [`expand`] turns it back into the chain of (method, bci) frames.
pub const SITE_FLAG: u32 = 0x8000_0000;

/// Registers an inline site; returns the value to store in the record's bci.
pub fn register_site(vm: &Vm, chain: Vec<(&'static Method, u32)>) -> u32 {
    let mut sites = vm.codemap.sites.write();
    sites.push(chain.into_boxed_slice());
    SITE_FLAG | (sites.len() as u32 - 1)
}

/// The frames a record stands for, innermost first: itself, or the inlined
/// chain its site id names.
pub fn expand(vm: &Vm, method: &'static Method, bci: u32) -> Vec<(&'static Method, u32)> {
    if bci & SITE_FLAG == 0 {
        return vec![(method, bci)];
    }
    match vm.codemap.sites.read().get((bci & !SITE_FLAG) as usize) {
        Some(chain) => chain.to_vec(),
        None => vec![(method, 0)],
    }
}

/// The innermost (method, bci) of a record (for a profiler sample's caller).
pub fn innermost(vm: &Vm, method: &'static Method, bci: u32) -> (&'static Method, u32) {
    if bci & SITE_FLAG == 0 {
        return (method, bci);
    }
    expand(vm, method, bci)
        .first()
        .copied()
        .unwrap_or((method, 0))
}
