//! Where compiled code lives: one entry per installed method body (address
//! range, method, tier), the `perf` map that names Java methods in
//! `perf report` (`--perf-map`), and the adaptive system's decision log
//! (`--aos-log`).
//!
//! ```text
//! compiler::run_compiler --installed--> register(method, tier, entry, bytes)
//!                                         |-> CODE (address ranges, for lookups)
//!                                         `-> /tmp/perf-<pid>.map: "START SIZE Class.method(desc) [tier]"
//! compiler::promote ------------------> aos_log(JSON line)
//! ```
//!
//! Frames of inlined methods will need more than an address range: the
//! optimizing compiler's frames publish (method, bci) in their frame record
//! before every call and yieldpoint, and with inlining the record will carry
//! a site id that maps to the chain of inlined (method, bci) pairs (see
//! docs/jit.md, "Optimizing tier").

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

static CODE: Mutex<Vec<CodeRange>> = Mutex::new(Vec::new());
static PERF_MAP: Mutex<Option<std::fs::File>> = Mutex::new(None);
static AOS_LOG: Mutex<Option<std::fs::File>> = Mutex::new(None);

/// Opens the files `--perf-map` and `--aos-log` ask for (at start-up).
pub fn open(vm: &Vm) -> Result<(), String> {
    if vm.options.perf_map {
        let path = format!("/tmp/perf-{}.map", std::process::id());
        let file = std::fs::File::create(&path).map_err(|e| format!("--perf-map: {path}: {e}"))?;
        *PERF_MAP.lock() = Some(file);
    }
    if let Some(path) = &vm.options.aos_log {
        let file = std::fs::File::create(path)
            .map_err(|e| format!("--aos-log={}: {e}", path.display()))?;
        *AOS_LOG.lock() = Some(file);
    }
    Ok(())
}

/// Records newly installed code.
pub fn register(_vm: &Vm, method: &'static Method, tier: CodeTier, entry: usize, bytes: usize) {
    CODE.lock().push(CodeRange {
        start: entry,
        end: entry + bytes,
        method,
        tier,
    });
    if let Some(file) = PERF_MAP.lock().as_mut() {
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
pub fn lookup(address: usize) -> Option<(&'static Method, CodeTier)> {
    CODE.lock()
        .iter()
        .find(|r| r.start <= address && address < r.end)
        .map(|r| (r.method, r.tier))
}

/// Appends one JSON line to the `--aos-log` file.
pub fn aos_log(_vm: &Vm, line: &str) {
    if let Some(file) = AOS_LOG.lock().as_mut() {
        let _ = writeln!(file, "{line}");
    }
}

/// A frame record's `bci` with this bit set is an inline site id: optimized
/// code running inside an inlined callee publishes the site instead of a bci,
/// and [`expand`] turns it back into the chain of (method, bci) frames.
pub const SITE_FLAG: u32 = 0x8000_0000;

/// Inline sites, by id: (method, bci) innermost first, ending with the
/// compiled (root) method and its call-site bci. Never freed, like code.
static SITES: parking_lot::RwLock<Vec<Box<[(&'static Method, u32)]>>> =
    parking_lot::RwLock::new(Vec::new());

/// Registers an inline site; returns the value to store in the record's bci.
pub fn register_site(chain: Vec<(&'static Method, u32)>) -> u32 {
    let mut sites = SITES.write();
    sites.push(chain.into_boxed_slice());
    SITE_FLAG | (sites.len() as u32 - 1)
}

/// The frames a record stands for, innermost first: itself, or the inlined
/// chain its site id names.
pub fn expand(method: &'static Method, bci: u32) -> Vec<(&'static Method, u32)> {
    if bci & SITE_FLAG == 0 {
        return vec![(method, bci)];
    }
    match SITES.read().get((bci & !SITE_FLAG) as usize) {
        Some(chain) => chain.to_vec(),
        None => vec![(method, 0)],
    }
}

/// The innermost (method, bci) of a record (for a profiler sample's caller).
pub fn innermost(method: &'static Method, bci: u32) -> (&'static Method, u32) {
    if bci & SITE_FLAG == 0 {
        return (method, bci);
    }
    expand(method, bci).first().copied().unwrap_or((method, 0))
}
