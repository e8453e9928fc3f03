//! What compiled code and the compilers know of the VM, in one place: the
//! layout table (every offset machine code uses) and the list of runtime
//! helpers (every function machine code calls). The compile pipeline and
//! its `Backend` trait are in `compile/`.
//!
//! ```text
//! jit (baseline, opt, instrumentation, PEP)
//!   --layout::thread::YIELDPOINT, layout::array::DATA, ...--> displacements in code
//!   --RuntimeHelper::NewArray.address() / .signature()-----> calls out of code
//! ```

pub mod helpers;
pub mod layout;

pub use helpers::{HelperSignature, HelperType, RuntimeHelper};
