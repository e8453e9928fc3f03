//! Instrumentation sampling in the optimizing tier: Arnold-Ryder 2001's
//! framework (§2-3) and Hirzel-Chilimbi 2001's bursty tracing (§2), as a
//! second copy of each scope's blocks.
//!
//! ```text
//!            entry ──check──▶ duplicated code (instrumented) ──backedge──┐
//!              │ (not sampled)        │ forward edges stay duplicated    │
//!              ▼                      ▼ (to a removed node: checking)    ▼
//!       checking code ──backedge──▶ check ──sampled──▶ duplicated loop header
//!                                     └──not sampled──▶ checking loop header
//! ```
//!
//! * Each scope (the root method, each inlined callee) gets a
//!   `partial_dup::Plan` over its bytecode blocks (rvm-profiler): every block
//!   duplicated (`full-dup`), or all but the top and bottom nodes
//!   (`partial-dup`). The checking copy is the blocks the translator always
//!   made; duplicated blocks are made on first reference and translated
//!   after the checking copy (with the same variables, so values flow
//!   between the copies through Cranelift's SSA construction).
//! * Every control-flow edge goes through [`Translator::edge_block`] (called
//!   by `flow_to`), which asks the plan where it leads: straight on in the
//!   same copy, to the other copy, or through a check. Backedges of both
//!   copies go through the checking code's check on that backedge, so a
//!   check that always samples (interval 1) keeps execution in the
//!   duplicated code: the exhaustive profile.
//! * A check decrements the thread's counter and calls `instr_check` when it
//!   is no longer positive (zero: a sample is due; negative: a poke)
//!   (`--instr-trigger=timer`: compares the timer's tick count with the
//!   thread's); check blocks are emitted right after the block of their
//!   edge, duplicated blocks are cold (after all hot code).
//! * Arnold-Ryder §4.5: where the run's checks take yieldpoints
//!   (`Instrumentation::checks_take_yieldpoints`), the checking code's
//!   prologue and backedge yieldpoints are left to the checks on those edges
//!   ([`Translator::check_takes_yieldpoint`]), whose slow path serves the
//!   yieldpoint word.
//! * Instrumentation operations: a method entry's call edge (on the entry
//!   edge after the entry check), an inlined call's edge (on the edge into
//!   the inlined body, counted for the inlined method's caller and call
//!   site), field accesses and data references (before `getfield`,
//!   `putfield`, array loads and stores). They run in the duplicated copy
//!   (`full-dup`, `partial-dup`), always (`exhaustive`), or each behind its
//!   own check (`no-dup`, Figure 6). Site counts (field accesses, inlined
//!   edges) are incremented in line in the thread's table; the others call
//!   helpers.
//! * Exception handlers are entered through a check, like method entries
//!   (a handler's landing is shared by both copies).
//! * An inlined callee is entered in its caller's current copy and returns
//!   to it; when its own loop moves it to the other copy, the caller
//!   continues there until its next backedge (bounded, as the paper
//!   requires; Hirzel-Chilimbi's "accidental transition" on return).
//!
//! Files: this one holds the state; `copies.rs` the copies, the plan and
//! where each edge goes; `checks.rs` the checks (and the yieldpoints they stand for); `ops.rs`
//! the instrumentation operations.

mod checks;
mod copies;
mod ops;

use crate::env::bytecode::opcodes::*;
use crate::env::instrumentation::Instrumentation;
use cranelift_codegen::ir::{Block, SigRef};
use rvm_profiler::instrumentation::partial_dup::Plan;
use rvm_profiler::instrumentation::reduction::BoringLoops;
use rvm_profiler::instrumentation::{Kinds, Sampling};
use std::collections::{HashMap, HashSet};

/// Which copy of the current scope is being translated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copy {
    Checking,
    Duplicated,
}

/// Where the edge being translated comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeSource {
    /// A method entry (the root's prologue or OSR entry, or an inlined body's entry).
    Entry,
    /// An exception handler's landing.
    Landing,
    /// The block starting at this bci.
    Block(usize),
}

/// How instrumentation operations are emitted where the translator is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpMode {
    Skip,
    Always,
    Guarded,
}

/// Per-translator state.
pub struct InstrState {
    inst: Option<&'static Instrumentation>,
    pub copy: Copy,
    pub source: EdgeSource,
    sig3: Option<SigRef>,
    /// Check blocks still to emit (after the current block, or at the end).
    pending_checks: Vec<PendingCheck>,
    /// The yieldpoint of the branch being translated is left to the checks
    /// on its backedges (`check_takes_yieldpoint`); the root's prologue
    /// yieldpoint to its entry check.
    pub backedge_yieldpoint_in_check: Option<usize>,
    prologue_yieldpoint_in_check: bool,
    /// Root entry call-edge blocks to emit at the end: (block, then).
    pending_entries: Vec<(Block, Block)>,
    /// A method that keeps its entry check was inlined: the root's entry
    /// keeps its check instead (every cycle through the inlined body passes
    /// the root's entry).
    inlined_checked_method: bool,
}

impl InstrState {
    pub fn new(inst: Option<&'static Instrumentation>) -> InstrState {
        InstrState {
            inst,
            copy: Copy::Checking,
            source: EdgeSource::Entry,
            sig3: None,
            pending_checks: Vec::new(),
            backedge_yieldpoint_in_check: None,
            prologue_yieldpoint_in_check: false,
            pending_entries: Vec::new(),
            inlined_checked_method: false,
        }
    }
}

/// Per-scope state: the plan and the duplicated blocks.
#[derive(Default)]
pub struct ScopeInstr {
    plan: Option<Plan>,
    /// `--instr-check-reduction=k-boring`: loops without checks or instrumentation.
    boring: Option<BoringLoops>,
    dup_blocks: HashMap<usize, Block>,
    dup_done: HashSet<usize>,
    /// Check blocks by (source block start, or None for a landing; target).
    check_blocks: HashMap<(Option<usize>, usize), Block>,
}

fn sampling(inst: &Instrumentation) -> Sampling {
    inst.options.sampling
}

/// Whether the instruction at `bci` carries an instrumentation operation.
fn instrumented_op(kinds: Kinds, op: u8) -> bool {
    match op {
        GETFIELD | PUTFIELD => kinds.field_accesses || kinds.data_refs,
        IALOAD..=SALOAD | IASTORE..=SASTORE => kinds.data_refs,
        // The edge of a call that gets inlined is counted at the call.
        INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE => kinds.call_edges,
        _ => false,
    }
}

/// A check block to emit: where it goes either way, what it tests, and the
/// yieldpoint it stands for ([`rt::check_site`]) with the bci to publish.
struct PendingCheck {
    block: Block,
    not_sampled: Block,
    sampled: Block,
    kind: CheckKind,
    site: u64,
    /// The frame record's bci value (`Translator::bci_value`) for a check
    /// that stands for a yieldpoint.
    bci_value: Option<u32>,
}

/// What a pending check block tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CheckKind {
    /// A check: decrement the counter, slow path at zero (Figure 3).
    Check,
    /// The entry of a method without an entry check
    /// (`--instr-check-reduction=recursion`): continue in the copy the
    /// caller is in, without counting a check. The counter equals its reset
    /// value exactly when no check ran since the last sample (counter
    /// trigger); a bursty check's last slow path left its decision in
    /// `instr_take`.
    ModeTest,
}
