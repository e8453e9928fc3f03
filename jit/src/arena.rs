//! The code arena: one region of executable memory reserved at first use;
//! methods are copied in and never moved or freed, so return addresses and
//! entry points stay valid for the life of the process (FACTS: dynasm's
//! growable `Assembler` moves code when it grows, so it is not used).
//!
//! ```text
//! [ method A | method B | method C | ........ free ........ ]
//!   ^ entry    ^ entry               ^ next (bump, under a lock)
//! ```

use parking_lot::Mutex;
use std::sync::OnceLock;

/// Bytes reserved for compiled code (address space only; pages are touched as
/// code is installed).
const ARENA_BYTES: usize = 256 << 20;
/// Entry points are aligned for the instruction fetcher.
const ALIGNMENT: usize = 16;

/// Address of installed code; never moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodePtr(pub usize);

struct Arena {
    start: usize,
    next: usize,
    end: usize,
}

fn arena() -> Result<&'static Mutex<Arena>, String> {
    static ARENA: OnceLock<Result<Mutex<Arena>, String>> = OnceLock::new();
    ARENA
        .get_or_init(|| {
            // SAFETY: an anonymous private mapping; no existing memory is touched.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    ARENA_BYTES,
                    libc::PROT_READ | libc::PROT_WRITE | libc::PROT_EXEC,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                    -1,
                    0,
                )
            };
            if p == libc::MAP_FAILED {
                return Err(format!(
                    "cannot map {} MiB for compiled code",
                    ARENA_BYTES >> 20
                ));
            }
            let start = p as usize;
            Ok(Mutex::new(Arena {
                start,
                next: start,
                end: start + ARENA_BYTES,
            }))
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// Copies `code` into the arena and returns where it lives. The code must be
/// position independent (relative branches within itself, absolute addresses
/// only as immediates), which is what the baseline compiler emits.
pub fn install(code: &[u8]) -> Result<CodePtr, String> {
    let mut a = arena()?.lock();
    let at = (a.next + ALIGNMENT - 1) & !(ALIGNMENT - 1);
    if at + code.len() > a.end {
        return Err(format!("code arena full ({} MiB)", (a.end - a.start) >> 20));
    }
    // SAFETY: [at, at + len) lies inside the mapping and past every installed
    // method (bump allocation under the lock), so no running code is changed.
    unsafe { std::ptr::copy_nonoverlapping(code.as_ptr(), at as *mut u8, code.len()) };
    a.next = at + code.len();
    Ok(CodePtr(at))
}
