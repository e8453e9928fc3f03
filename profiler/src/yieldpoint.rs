//! The profiler's view of the per-thread yieldpoint word and of yieldpoint kinds.
//!
//! Jikes RVM's three-state encoding (Arnold-Grove 2005 §5.1, DESIGN.md
//! decision 4): prologue and epilogue yieldpoints are taken when the word is
//! non-zero, backedge yieldpoints only when it is greater than zero.
//!
//! ```text
//!   word   prologue/epilogue   backedge    meaning for the profiler
//!   ----   -----------------   --------    -------------------------------
//!    0          no                no       between windows
//!   -1          taken             no       inside a CBS window (counting calls)
//!   +1          taken             taken    a timer tick is pending
//! ```
//!
//! This is the one definition: the VM (`rvm_vm::runtime::thread`) re-exports
//! it, and every tier's compiled check tests these values.

/// No yieldpoint is taken.
pub const WORD_NONE: i32 = 0;
/// Prologue and epilogue yieldpoints are taken, backedges are not.
pub const WORD_PROLOGUE_EPILOGUE: i32 = -1;
/// Every yieldpoint is taken (set by a timer tick).
pub const WORD_ALL: i32 = 1;

/// The three states of the yieldpoint word as a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WordState {
    None,
    PrologueEpilogue,
    All,
}

impl WordState {
    /// The value stored in the thread's word.
    pub const fn word(self) -> i32 {
        match self {
            WordState::None => WORD_NONE,
            WordState::PrologueEpilogue => WORD_PROLOGUE_EPILOGUE,
            WordState::All => WORD_ALL,
        }
    }

    /// Decodes a word as the compiled check does: negative is
    /// prologue/epilogue only, positive is all.
    pub const fn from_word(word: i32) -> WordState {
        if word == 0 {
            WordState::None
        } else if word < 0 {
            WordState::PrologueEpilogue
        } else {
            WordState::All
        }
    }

    /// Whether a yieldpoint of `kind` is taken under this state.
    pub const fn takes(self, kind: YieldpointKind) -> bool {
        !matches!(
            (self, kind),
            (WordState::None, _) | (WordState::PrologueEpilogue, YieldpointKind::Backedge)
        )
    }
}

/// Where a yieldpoint sits in compiled (or interpreted) code. The
/// discriminants are what compiled code passes to the runtime when one is
/// taken ([`YieldpointKind::from_discriminant`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum YieldpointKind {
    Prologue = 0,
    Epilogue = 1,
    Backedge = 2,
}

impl YieldpointKind {
    /// The kind compiled code passed as a `u32` (anything past `Epilogue` is
    /// a backedge).
    pub const fn from_discriminant(kind: u32) -> YieldpointKind {
        match kind {
            0 => YieldpointKind::Prologue,
            1 => YieldpointKind::Epilogue,
            _ => YieldpointKind::Backedge,
        }
    }

    /// Prologue and epilogue yieldpoints are the "calls" CBS counts
    /// (Arnold-Grove §5.1); backedges never are.
    pub const fn is_call_boundary(self) -> bool {
        !matches!(self, YieldpointKind::Backedge)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_values_match_jikes_encoding() {
        assert_eq!((WORD_NONE, WORD_PROLOGUE_EPILOGUE, WORD_ALL), (0, -1, 1));
        for s in [WordState::None, WordState::PrologueEpilogue, WordState::All] {
            assert_eq!(WordState::from_word(s.word()), s);
        }
    }

    #[test]
    fn backedges_are_taken_only_when_the_word_is_positive() {
        use YieldpointKind::*;
        assert!(!WordState::None.takes(Prologue));
        assert!(WordState::PrologueEpilogue.takes(Epilogue));
        assert!(!WordState::PrologueEpilogue.takes(Backedge));
        assert!(WordState::All.takes(Backedge));
    }
}
