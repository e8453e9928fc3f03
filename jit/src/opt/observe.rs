//! What the translator tells the profilers that ride on translation: one
//! event per point of interest, and the profilers attached to it, in one
//! place. Translation code (translator.rs, emit.rs, objects.rs, inline.rs) raises
//! these events and names no profiler; adding a profiler means adding it
//! here, next to the two there are.
//!
//! ```text
//! translation                 PEP (pep/)                        instrumentation (instrument/)
//! method entered ----------> path register set up
//! block entered  ----------> path block starts (after the last ends)
//! block translating ---------------------------------------------> edge source = this block
//! block left     ----------> pending increment flushed
//! edge taken     ----------> increment block on the edge
//! handler entered ---------> path restarts                         edge source = landing
//! call not inlined ---------> path ends and restarts at the call
//! inline entered/left/return> callee's paths nest in the caller's
//! return         ----------> path end at the method exit
//! yieldpoint?    ----------> PEP takes backedge yieldpoints;       a check takes its yieldpoint
//! finish         ----------> number paths, patch, install table;  check blocks emitted (first)
//! ```
//!
//! Both profilers emit CLIF with the translator's builder, so they are
//! `Translator` methods in their own files; this file is the only caller.

use super::instrument::EdgeSource;
use super::pep::Outcome;
use super::translator::Translator;
use crate::env::YieldpointKind;
use cranelift_codegen::ir::Block;

impl Translator<'_> {
    /// The root method's code starts (after the prologue's frame set-up).
    pub(super) fn on_method_entered(&mut self) {
        self.pep_begin();
    }

    /// The checking copy of the block at `start` is about to be translated.
    pub(super) fn on_block_entered(&mut self, start: usize) {
        self.pep_flush_pending();
        self.pep_enter_block(start);
    }

    /// Some copy of the block at `start` is translated from here on.
    pub(super) fn on_block_translating(&mut self, start: usize) {
        self.instr.source = EdgeSource::Block(start);
        self.instr.backedge_yieldpoint_in_check = None;
    }

    /// The current block (or prologue, OSR entry, landing) is finished.
    pub(super) fn on_block_left(&mut self) {
        self.pep_flush_pending();
    }

    /// Control flows to the bytecode block `target`, whose CLIF block is
    /// `block`; returns the block to jump to (PEP may put an increment on
    /// the edge).
    pub(super) fn on_edge(&mut self, target: usize, block: Block) -> Block {
        self.pep_edge_to(target, block)
    }

    /// An exception handler's landing block is translated from here on;
    /// returns the edge source to restore when the landings are done.
    pub(super) fn on_landings_begin(&mut self) -> EdgeSource {
        std::mem::replace(&mut self.instr.source, EdgeSource::Landing)
    }

    /// A landing enters its handler with the exception on the stack.
    pub(super) fn on_handler_entered(&mut self) {
        self.pep_restart();
    }

    /// The landings are done.
    pub(super) fn on_landings_end(&mut self, source: EdgeSource) {
        self.instr.source = source;
    }

    /// A call at `bci` was emitted as a call (not inlined).
    pub(super) fn on_call_not_inlined(&mut self, bci: usize) {
        self.pep_call_not_inlined(bci);
    }

    /// The call at `bci` is inlined: the callee's scope starts.
    pub(super) fn on_inline_entered(&mut self, bci: usize) {
        self.pep_call_enter(bci);
    }

    /// The inlined callee's scope ended; code continues after the call at `bci`.
    pub(super) fn on_inline_left(&mut self, bci: usize) {
        self.pep_call_leave(bci);
    }

    /// A return inside an inlined scope.
    pub(super) fn on_inline_return(&mut self) {
        self.pep_inline_return();
    }

    /// A return of the root method at `bci`.
    pub(super) fn on_return(&mut self, bci: usize) {
        self.pep_method_exit(bci);
    }

    /// Whether a profiler emits the yieldpoint of `kind` at `bci` itself
    /// (PEP's path ends at backedges, instrumentation's checks), so the
    /// translator must not.
    pub(super) fn yieldpoint_taken_by_observer(
        &mut self,
        kind: YieldpointKind,
        bci: usize,
    ) -> bool {
        (kind == YieldpointKind::Backedge && self.pep_takes_backedge_yieldpoints())
            || self.check_takes_yieldpoint(kind, bci)
    }

    /// The translation is done: instrumentation's check blocks are emitted,
    /// then PEP numbers its paths (and may ask for another translation).
    pub(super) fn on_finish(&mut self) -> Outcome {
        self.emit_instrumentation_blocks();
        self.pep_finish()
    }
}
