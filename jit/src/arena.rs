//! Code memory: one region reserved at first use, written through one
//! mapping and executed through another (W^X: no page is ever writable and
//! executable at once). Methods are copied in and never moved or freed, so
//! return addresses and entry points stay valid for the life of the process
//! (FACTS: dynasm's growable `Assembler` moves code when it grows, so it is
//! not used).
//!
//! ```text
//! shared anonymous pages (256 MiB, sparse) ──mmap RW──────> write view:   [ A | B | C | ... free ... ]
//!                                           ──mremap, RX──> execute view: [ A | B | C | ... free ... ]
//! (or a memfd mapped twice where mremap cannot double a mapping: valgrind)
//!                                                      ^ CodePtr (bump, under a lock)
//! ```
//!
//! Both views map the same pages, so a method written through the write
//! view is executable at the same offset of the execute view. Installed code
//! is never written again, and new code goes to pages past every entry that
//! was handed out, so no running code changes under a thread. Protection
//! flips (`mprotect` RW <-> RX) were not used: a flip of a page holding
//! another thread's running method would fault it.
//!
//! Code must be position independent (relative branches within itself,
//! absolute addresses only as immediates): the baseline tier emits such
//! code, and the optimizing tier refuses Cranelift output with relocations
//! (`opt/mod.rs`), so there are none to apply here.

use parking_lot::Mutex;
use std::sync::OnceLock;

/// Bytes reserved for compiled code (address space and a sparse file; pages
/// are touched as code is installed).
const ARENA_BYTES: usize = 256 << 20;
/// Entry points are aligned for the instruction fetcher.
const ALIGNMENT: usize = 16;

/// Address of installed code in the execute view; never moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodePtr(pub usize);

/// What can go wrong with code memory.
#[derive(Debug)]
pub enum CodeMemoryError {
    /// Creating or mapping the region failed.
    Map {
        what: &'static str,
        error: std::io::Error,
    },
    /// The region holds no room for `needed` more bytes.
    Full { capacity: usize, needed: usize },
}

impl std::fmt::Display for CodeMemoryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodeMemoryError::Map { what, error } => {
                write!(f, "code memory: {what} failed: {error}")
            }
            CodeMemoryError::Full { capacity, needed } => write!(
                f,
                "code memory full ({} MiB; {needed} more bytes needed)",
                capacity >> 20
            ),
        }
    }
}

impl std::error::Error for CodeMemoryError {}

impl From<CodeMemoryError> for String {
    fn from(e: CodeMemoryError) -> String {
        e.to_string()
    }
}

/// A W^X code region: a write view and an execute view of the same pages.
pub struct CodeMemory {
    /// Start of the write (read-write) view.
    write: usize,
    /// Start of the execute (read-execute) view.
    exec: usize,
    capacity: usize,
    /// Bytes in use, from the start of either view.
    used: Mutex<usize>,
}

impl CodeMemory {
    /// Reserves `capacity` bytes (rounded up to whole pages) in both views.
    pub fn new(capacity: usize) -> Result<CodeMemory, CodeMemoryError> {
        let page = 4096;
        let capacity = capacity.div_ceil(page) * page;
        let map_error = |what| CodeMemoryError::Map {
            what,
            error: std::io::Error::last_os_error(),
        };
        // A shared anonymous mapping is the write view; `mremap` with an old
        // size of 0 maps the same pages a second time (mremap(2): "a new
        // mapping of the same pages" for a shareable mapping), which becomes
        // the execute view. A memfd would do the same, but perf reads the
        // execute view's name from /proc/PID/maps: "memfd:..." is taken for a
        // file it cannot open and `--perf-map` names no Java method, while
        // a shared anonymous mapping shows as "/dev/zero (deleted)", which
        // perf treats as anonymous memory and looks up in /tmp/perf-PID.map.
        // SAFETY: a new mapping; no existing memory is touched.
        let write = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                capacity,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if write == libc::MAP_FAILED {
            return Err(map_error("mmap"));
        }
        // SAFETY: `write` is the shared mapping just made; a zero old size
        // makes a second mapping of its pages and leaves it in place.
        let exec = unsafe { libc::mremap(write, 0, capacity, libc::MREMAP_MAYMOVE) };
        if exec == libc::MAP_FAILED {
            // Valgrind refuses a zero old size (EINVAL): the memfd instead.
            // SAFETY: unmapping the mapping made above, which nothing uses.
            unsafe { libc::munmap(write, capacity) };
            return CodeMemory::with_memfd(capacity);
        }
        // SAFETY: `exec` is our own new mapping; nothing runs from it yet.
        if unsafe { libc::mprotect(exec, capacity, libc::PROT_READ | libc::PROT_EXEC) } != 0 {
            let error = map_error("mprotect");
            // SAFETY: both mappings were made above and nothing uses them.
            unsafe {
                libc::munmap(exec, capacity);
                libc::munmap(write, capacity);
            }
            return Err(error);
        }
        Ok(CodeMemory {
            write: write as usize,
            exec: exec as usize,
            capacity,
            used: Mutex::new(0),
        })
    }

    /// Both views as mappings of one memfd: where `mremap` cannot double a
    /// mapping (under valgrind). perf names no Java method in these.
    fn with_memfd(capacity: usize) -> Result<CodeMemory, CodeMemoryError> {
        let map_error = |what| CodeMemoryError::Map {
            what,
            error: std::io::Error::last_os_error(),
        };
        // SAFETY: memfd_create takes a NUL-terminated name and flags; it
        // creates a new anonymous file and touches no existing memory.
        let fd = unsafe { libc::memfd_create(c"rvm-code".as_ptr(), libc::MFD_CLOEXEC) };
        if fd < 0 {
            return Err(map_error("memfd_create"));
        }
        let map = |prot| {
            // SAFETY: a new shared mapping of our own file; no existing
            // memory is touched.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    capacity,
                    prot,
                    libc::MAP_SHARED | libc::MAP_NORESERVE,
                    fd,
                    0,
                )
            };
            (p != libc::MAP_FAILED).then_some(p as usize)
        };
        // SAFETY: `fd` is the file just created; the size only sets its length.
        let sized = unsafe { libc::ftruncate(fd, capacity as libc::off_t) } == 0;
        let result = if !sized {
            Err(map_error("ftruncate"))
        } else {
            match (
                map(libc::PROT_READ | libc::PROT_WRITE),
                map(libc::PROT_READ | libc::PROT_EXEC),
            ) {
                (Some(write), Some(exec)) => Ok(CodeMemory {
                    write,
                    exec,
                    capacity,
                    used: Mutex::new(0),
                }),
                _ => Err(map_error("mmap")),
            }
        };
        // SAFETY: the mappings keep the file alive; the descriptor is ours.
        unsafe { libc::close(fd) };
        result
    }

    /// Copies `code` in and returns its address in the execute view.
    pub fn install(&self, code: &[u8]) -> Result<CodePtr, CodeMemoryError> {
        let mut used = self.used.lock();
        let at = used.div_ceil(ALIGNMENT) * ALIGNMENT;
        if at + code.len() > self.capacity {
            return Err(CodeMemoryError::Full {
                capacity: self.capacity,
                needed: code.len(),
            });
        }
        // SAFETY: [at, at + len) lies inside the write view and past every
        // method installed so far (bump allocation under the lock), so no
        // running code is changed.
        unsafe {
            std::ptr::copy_nonoverlapping(code.as_ptr(), (self.write + at) as *mut u8, code.len())
        };
        *used = at + code.len();
        Ok(CodePtr(self.exec + at))
    }

    /// Whether `address` lies in installed code (the execute view).
    pub fn contains(&self, address: usize) -> bool {
        address >= self.exec && address < self.exec + *self.used.lock()
    }
}

/// The process's code memory. Process-wide on purpose: compiled code
/// outlives any one compile and is shared by every thread of the VM.
fn arena() -> Result<&'static CodeMemory, String> {
    static ARENA: OnceLock<Result<CodeMemory, String>> = OnceLock::new();
    ARENA
        .get_or_init(|| CodeMemory::new(ARENA_BYTES).map_err(String::from))
        .as_ref()
        .map_err(Clone::clone)
}

/// Copies `code` into the process's code memory and returns where it runs.
pub fn install(code: &[u8]) -> Result<CodePtr, String> {
    Ok(arena()?.install(code)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The permissions /proc/self/maps gives the mapping holding `address`.
    fn permissions(address: usize) -> String {
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        for line in maps.lines() {
            let (range, rest) = line.split_once(' ').unwrap();
            let (lo, hi) = range.split_once('-').unwrap();
            let (lo, hi) = (
                usize::from_str_radix(lo, 16).unwrap(),
                usize::from_str_radix(hi, 16).unwrap(),
            );
            if (lo..hi).contains(&address) {
                return rest[..4].to_string();
            }
        }
        panic!("{address:#x} is not mapped");
    }

    #[test]
    fn installed_code_runs_from_a_view_that_is_not_writable() {
        // Both ways of making the two views (the memfd is valgrind's).
        for memory in [
            CodeMemory::new(1 << 16).unwrap(),
            CodeMemory::with_memfd(1 << 16).unwrap(),
        ] {
            // mov eax, 42; ret
            let entry = memory.install(&[0xb8, 42, 0, 0, 0, 0xc3]).unwrap();
            assert_eq!(permissions(entry.0), "r-xs");
            assert_eq!(permissions(memory.write), "rw-s");
            // SAFETY: the bytes above are a complete function with this signature.
            let f: extern "sysv64" fn() -> u32 = unsafe { std::mem::transmute(entry.0) };
            assert_eq!(f(), 42);
        }
    }

    #[test]
    fn entries_are_aligned_distinct_and_never_overlap() {
        let memory = CodeMemory::new(1 << 16).unwrap();
        let a = memory.install(&[0xc3; 5]).unwrap();
        let b = memory.install(&[0xc3; 20]).unwrap();
        assert_eq!(a.0 % ALIGNMENT, 0);
        assert_eq!(b.0 % ALIGNMENT, 0);
        assert!(b.0 >= a.0 + 5);
        assert!(memory.contains(a.0) && memory.contains(b.0 + 19));
        assert!(!memory.contains(b.0 + 20));
    }

    #[test]
    fn a_full_region_is_an_error_not_a_panic() {
        let memory = CodeMemory::new(4096).unwrap();
        memory.install(&[0x90; 4000]).unwrap();
        match memory.install(&[0x90; 200]) {
            Err(CodeMemoryError::Full { needed: 200, .. }) => {}
            other => panic!("expected Full, got {other:?}"),
        }
    }

    #[test]
    fn perf_sees_the_execute_view_as_anonymous_memory() {
        // perf looks Java methods up in /tmp/perf-PID.map only for mappings
        // it takes for anonymous memory ("//anon", "/dev/zero..."); a
        // "memfd:" name is taken for a file and its symbols are not found.
        let mem = CodeMemory::new(1 << 16).unwrap();
        let code = mem.install(&[0xc3]).unwrap();
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        let line = maps
            .lines()
            .find(|l| {
                let (range, _) = l.split_once(' ').unwrap();
                let (lo, hi) = range.split_once('-').unwrap();
                let lo = usize::from_str_radix(lo, 16).unwrap();
                let hi = usize::from_str_radix(hi, 16).unwrap();
                (lo..hi).contains(&code.0)
            })
            .unwrap();
        assert!(line.contains("r-x"), "{line}");
        assert!(line.contains("/dev/zero"), "{line}");
    }

    #[test]
    fn no_mapping_of_the_process_is_writable_and_executable() {
        install(&[0xc3]).unwrap();
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        assert!(
            !maps
                .lines()
                .any(|l| l.split(' ').nth(1).is_some_and(|p| p.starts_with("rwx"))),
            "{maps}"
        );
    }
}
