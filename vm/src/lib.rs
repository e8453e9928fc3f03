//! rvm-vm: the virtual machine proper.
//!
//! ```text
//! launcher ──> runtime::Vm (class path, heap, natives, interned strings)
//!    │            └── class::loader ── classfile (parse + check) ──> class::Class
//!    └──> runtime::JavaThread ──> interp (bytecode dispatch)
//!                                   ├── class::resolve  (constant pool, cached)
//!                                   ├── class::init     (<clinit>, JLS 12.4)
//!                                   ├── heap            (objects, arrays)
//!                                   └── natives         (Rust half of the class library)
//! ```
//!
//! The class library itself (java.lang, java.io, java.util) is Java code under
//! `classlib/`, compiled by `build.rs` and embedded in the binary.

pub mod bytecode;
pub mod class;
pub mod classfile;
pub mod compile;
pub mod compiler_interface;
pub mod heap;
pub mod interp;
pub mod launcher;
pub mod natives;
pub mod runtime;
pub mod verify;

pub use launcher::{launch, LaunchError, MainTarget};
pub use runtime::profiling::ProfilerOptions;
pub use runtime::{Tier, VmOptions};
