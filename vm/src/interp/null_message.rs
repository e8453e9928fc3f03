//! Helpful NullPointerException messages (JEP 358), as HotSpot 17 prints them:
//! `Cannot invoke "String.length()" because "<local1>" is null`.
//!
//! Placeholder: returns None (a plain NullPointerException) until the analysis
//! is written.

use crate::class::Method;

/// The message HotSpot 17 gives a NullPointerException raised by the
/// instruction at `bci` of `method`, or `None` where it gives none.
pub fn helpful_message(method: &Method, bci: usize) -> Option<String> {
    let _ = (method, bci);
    None
}
