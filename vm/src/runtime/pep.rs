//! PEP inside the VM (Bond & McKinley 2005): the path tables of instrumented
//! compilations, the helpers optimized code calls where a path ends, the live
//! edge profile derived from sampled paths, and the `paths`/`edges` sections
//! of `--profile-out`. The pure logic (P-DAG, numbering, sampling, accuracy)
//! is `rvm_profiler::paths`; the instrumentation is `rvm_jit::opt::pep`.
//!
//! ```text
//!  optimizing compiler: reserve() -> id; translate with a path register;
//!                       install(id, PathTable { P-DAG, block of every CFG node })
//!  optimized code, path end (loop header or method exit), r = path number:
//!    --pep=S,T|timer: yieldpoint test; slow path jit_pep_header/exit(thread, id << 32 | r)
//!        -> profiling::path_end: PathSampler (simplified CBS) says sample?
//!        -> SampleBuffer::path(id, r) -> organizer (same buffers as call samples)
//!    --pep=perfect:   jit_pep_count(thread, id << 32 | r): per-thread counts,
//!                     flushed to the organizer when the thread ends
//!  recompilation (--edge-profile=pep): live_edges() = edges of every sampled path (§3.3)
//!  exit: fill_profile_file(): paths (blocks per original method and bci) + edges
//! ```

use crate::bytecode::opcodes::*;
use crate::class::Method;
use crate::runtime::thread::{JavaThread, YieldpointKind};
use crate::runtime::Vm;
use parking_lot::Mutex;
use rvm_profiler::paths::{
    merge_paths, Block, BranchOf, EdgeProfile, PathDag, PathRecord, PathsSection, PepMode,
};
use rvm_profiler::profile_file::{ProfileFile, SECTION_EDGES, SECTION_PATHS};
use rvm_profiler::PathCounts;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `--pep-numbering`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PepNumbering {
    /// Smart numbering (§3.4): the hottest outgoing edge of each node gets 0.
    Smart,
    /// Plain Ball-Larus numbering (Figure 2).
    BallLarus,
}

/// `--edge-profile`: which branch profile lays out optimized code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeProfileSource {
    /// No profile-driven layout.
    Off,
    /// The baseline tier's one-time taken/not-taken counters (§4.2).
    Baseline,
    /// PEP's continuous edge profile, the baseline's where PEP has no data yet.
    Pep,
}

impl EdgeProfileSource {
    pub fn name(self) -> &'static str {
        match self {
            EdgeProfileSource::Off => "off",
            EdgeProfileSource::Baseline => "baseline",
            EdgeProfileSource::Pep => "pep",
        }
    }
}

/// What the command line decides about PEP.
#[derive(Clone, Debug)]
pub struct PepOptions {
    pub mode: PepMode,
    pub numbering: PepNumbering,
}

/// The block of one CFG node of an instrumented compilation.
#[derive(Clone, Debug)]
pub struct TableBlock {
    pub method: &'static Method,
    pub start: u32,
    pub end: u32,
    /// The conditional branch or switch that ends the block, if any.
    pub branch: Option<u32>,
}

/// One instrumented compilation: its P-DAG and what each node is.
pub struct PathTable {
    pub root: &'static Method,
    pub dag: PathDag,
    pub blocks: Vec<TableBlock>,
}

impl PathTable {
    /// Path `number` as blocks, the number of branches on it, and whether it
    /// ends at a loop header.
    fn path(&self, number: u64) -> Option<(Vec<usize>, bool)> {
        let (nodes, at_header) = self.dag.blocks(number)?;
        Some((nodes.into_iter().map(|n| n as usize).collect(), at_header))
    }
}

/// What the path instrumentation executed on the recorded paths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InstrumentationCost {
    /// Path ends recorded (sum of counts) and distinct paths.
    pub paths: u64,
    pub distinct: u64,
    /// Edges taken on them (not counting the `r = K` that starts a path) ...
    pub edges: u64,
    /// ... of which carry a non-zero increment.
    pub adds: u64,
    /// What the optimized code executes for the register on them
    /// (rvm_jit's opt/pep/joins.rs): along a path `r` is a constant and every
    /// increment folds, until a join; arriving at a join with a constant it
    /// stores it to the slot (`stores`), arriving with the slot's value plus
    /// a non-zero sum of increments it adds that sum to the slot
    /// (`slot_adds`), with the slot's value unchanged nothing.
    pub stores: u64,
    pub slot_adds: u64,
}

impl InstrumentationCost {
    pub fn edges_per_path(&self) -> f64 {
        self.edges as f64 / self.paths.max(1) as f64
    }
    pub fn adds_per_path(&self) -> f64 {
        self.adds as f64 / self.paths.max(1) as f64
    }
    pub fn stores_per_path(&self) -> f64 {
        self.stores as f64 / self.paths.max(1) as f64
    }
    pub fn slot_adds_per_path(&self) -> f64 {
        self.slot_adds as f64 / self.paths.max(1) as f64
    }
}

/// PEP's VM-wide state (`Vm::pep`), present with `--pep`.
pub struct Pep {
    pub options: PepOptions,
    tables: Mutex<Vec<Option<Arc<PathTable>>>>,
    unprofiled: Mutex<Vec<String>>,
    final_counts: Mutex<Option<PathCounts>>,
    live: Mutex<Option<(Instant, Arc<LiveEdges>)>>,
    /// Time the optimizing compiler spent numbering paths and patching the
    /// edge values (`--stats`: PEP's part of compile time, Figure 7).
    numbering_nanos: AtomicU64,
}

/// (method address, branch bci) -> successor bci -> count.
pub type LiveEdges = HashMap<(usize, u32), BTreeMap<u32, u64>>;

/// How often the compiler may recompute the live edge profile.
const LIVE_EDGES_MAX_AGE: Duration = Duration::from_millis(50);

impl Pep {
    pub fn new(options: PepOptions) -> Pep {
        Pep {
            options,
            tables: Mutex::new(Vec::new()),
            unprofiled: Mutex::new(Vec::new()),
            final_counts: Mutex::new(None),
            live: Mutex::new(None),
            numbering_nanos: AtomicU64::new(0),
        }
    }

    /// A new compilation id; the table follows with `install`.
    pub fn reserve(&self) -> u32 {
        let mut tables = self.tables.lock();
        tables.push(None);
        (tables.len() - 1) as u32
    }

    pub fn install(&self, id: u32, table: PathTable) {
        if let Some(slot) = self.tables.lock().get_mut(id as usize) {
            *slot = Some(Arc::new(table));
        }
    }

    /// The optimizing compiler spent `nanos` numbering one compilation's paths.
    pub fn add_numbering_time(&self, nanos: u64) {
        self.numbering_nanos.fetch_add(nanos, Relaxed);
    }

    /// `method` was compiled without path profiling (too many paths).
    pub fn unprofiled(&self, method: &'static Method) {
        let name = method.qualified_name();
        let mut list = self.unprofiled.lock();
        if !list.contains(&name) {
            list.push(name);
        }
    }

    /// The organizer's counts at program end (profiling::finish).
    pub(crate) fn set_final_counts(&self, counts: PathCounts) {
        *self.final_counts.lock() = Some(counts);
    }

    fn table(&self, id: u32) -> Option<Arc<PathTable>> {
        self.tables.lock().get(id as usize).cloned().flatten()
    }

    /// Path records of `counts` (merged by blocks) and the edge profile
    /// derived from them (§3.3).
    fn profiles(&self, counts: &PathCounts) -> (Vec<PathRecord>, EdgeProfile) {
        let mut records = Vec::new();
        let mut edges = EdgeProfile::default();
        let mut by_table: BTreeMap<u32, Vec<(u64, u64)>> = BTreeMap::new();
        for (&(id, number), &count) in counts {
            by_table.entry(id).or_default().push((number, count));
        }
        for (id, paths) in by_table {
            let Some(table) = self.table(id) else {
                continue;
            };
            let names: Vec<String> = table
                .blocks
                .iter()
                .map(|b| b.method.qualified_name())
                .collect();
            let branch_of = TableBranches {
                table: &table,
                names: &names,
            };
            for (number, count) in paths {
                let Some((nodes, at_header)) = table.path(number) else {
                    continue;
                };
                let blocks: Vec<Block> = nodes
                    .iter()
                    .map(|&n| Block {
                        method: names[n].clone(),
                        start: table.blocks[n].start,
                        end: table.blocks[n].end,
                    })
                    .collect();
                edges.add_path(&blocks, count, &branch_of);
                // b_p: branches taken along the path (edges out of a branch).
                let branches = nodes
                    .windows(2)
                    .filter(|w| {
                        table.blocks[w[0]].branch.is_some()
                            && table.blocks[w[0]].method as *const Method
                                == table.blocks[w[1]].method as *const Method
                    })
                    .count() as u32;
                records.push(PathRecord {
                    root: table.root.qualified_name(),
                    count,
                    branches,
                    ends_at: if at_header { "header" } else { "exit" }.to_string(),
                    blocks,
                });
            }
        }
        (merge_paths(records), edges)
    }

    /// The `--stats` lines: compilations, numbering time, and what the
    /// instrumentation executes per recorded path (a load-independent measure
    /// of its cost: `--pep=perfect` counts every path, sampled PEP weighs
    /// the sampled ones).
    pub fn stats_text(&self) -> String {
        let counts = self.final_counts.lock().clone().unwrap_or_default();
        let cost = self.instrumentation_cost(&counts);
        let tables = self.tables.lock().iter().flatten().count();
        let mut text = format!(
            "  pep                 {} ({}), {} compilations instrumented, {} unprofiled, numbering {:.2} ms\n",
            self.options.mode.name(),
            match self.options.numbering {
                PepNumbering::Smart => "smart numbering",
                PepNumbering::BallLarus => "Ball-Larus numbering",
            },
            tables,
            self.unprofiled.lock().len(),
            self.numbering_nanos.load(Relaxed) as f64 / 1e6,
        );
        text.push_str(&format!(
            "  pep paths           {} recorded ({} distinct); per path: {:.2} edges, {:.2} with r += K (K != 0)\n",
            cost.paths, cost.distinct, cost.edges_per_path(), cost.adds_per_path()
        ));
        text.push_str(&format!(
            "  pep register        per path: {:.2} stores and {:.2} adds to the slot at joins (other increments fold)\n",
            cost.stores_per_path(),
            cost.slot_adds_per_path()
        ));
        text
    }

    /// Edges and non-zero increments on the recorded paths, weighted by count.
    pub fn instrumentation_cost(&self, counts: &PathCounts) -> InstrumentationCost {
        let mut cost = InstrumentationCost::default();
        for (&(id, number), &count) in counts {
            let Some(table) = self.table(id) else {
                continue;
            };
            let Some(edges) = table.dag.reconstruct(number) else {
                continue;
            };
            cost.paths += count;
            cost.distinct += 1;
            // None: r is a constant; Some(c): the slot's value plus c.
            let mut in_slot: Option<u64> = None;
            for e in edges {
                let value = table.dag.value(e).unwrap_or(0);
                if !matches!(e, rvm_profiler::paths::PathEdge::Start(_)) {
                    cost.edges += count;
                    if value != 0 {
                        cost.adds += count;
                    }
                }
                let pending = in_slot.map(|c| c.wrapping_add(value));
                if table.dag.enters_join(e) {
                    match pending {
                        None => cost.stores += count,
                        Some(0) => {}
                        Some(_) => cost.slot_adds += count,
                    }
                    in_slot = Some(0);
                } else {
                    in_slot = pending;
                }
            }
        }
        cost
    }

    /// Writes the `paths` and `edges` sections (and PEP's configuration).
    pub fn fill_profile_file(&self, file: &mut ProfileFile) {
        let counts = self.final_counts.lock().clone().unwrap_or_default();
        let (paths, edges) = self.profiles(&counts);
        let compilations = self.tables.lock().iter().flatten().count() as u64;
        let section = PathsSection {
            total: paths.iter().map(|p| p.count).sum(),
            paths,
            compilations,
            unprofiled: self.unprofiled.lock().clone(),
        };
        file.config
            .insert("pep".into(), self.options.mode.name().into());
        file.config.insert(
            "pep_numbering".into(),
            match self.options.numbering {
                PepNumbering::Smart => "smart",
                PepNumbering::BallLarus => "ball-larus",
            }
            .into(),
        );
        file.set_section(SECTION_PATHS, &section);
        file.set_section(SECTION_EDGES, &edges.to_section());
    }

    /// The edge profile of every path sampled so far, by method address
    /// (recomputed at most every 50 ms; paths are reconstructed each time,
    /// which costs a few microseconds per distinct path).
    pub fn live_edges(&self, vm: &Vm) -> Arc<LiveEdges> {
        let mut live = self.live.lock();
        if let Some((at, edges)) = live.as_ref() {
            if at.elapsed() < LIVE_EDGES_MAX_AGE {
                return edges.clone();
            }
        }
        let counts = crate::runtime::profiling::path_counts(vm);
        let mut out: LiveEdges = HashMap::new();
        for (&(id, number), &count) in &counts {
            let Some(table) = self.table(id) else {
                continue;
            };
            let Some((nodes, _)) = table.path(number) else {
                continue;
            };
            for w in nodes.windows(2) {
                let (from, to) = (&table.blocks[w[0]], &table.blocks[w[1]]);
                if from.method as *const Method != to.method as *const Method {
                    continue;
                }
                if let Some(bci) = from.branch {
                    *out.entry((from.method as *const Method as usize, bci))
                        .or_default()
                        .entry(to.start)
                        .or_default() += count;
                }
            }
        }
        let out = Arc::new(out);
        *live = Some((Instant::now(), out.clone()));
        out
    }
}

struct TableBranches<'a> {
    table: &'a PathTable,
    names: &'a [String],
}

impl BranchOf for TableBranches<'_> {
    fn branch_of(&self, block: &Block) -> Option<u32> {
        // Blocks of one table are distinct by (method, start).
        self.table
            .blocks
            .iter()
            .zip(self.names)
            .find(|(b, name)| b.start == block.start && **name == block.method)
            .and_then(|(b, _)| b.branch)
    }
}

/// The bci of the conditional branch or switch that is the last instruction
/// of `[start, end)` in `method`, if any.
pub fn ending_branch(method: &Method, start: u32, end: u32) -> Option<u32> {
    let code = method.code.as_ref()?;
    let bc = &code.bytecode;
    let mut bci = start as usize;
    let mut last = None;
    while bci < end as usize && bci < bc.len() {
        last = Some(bci);
        bci += crate::bytecode::instruction_length(bc, bci).ok()?;
    }
    let last = last?;
    let op = bc[last];
    let conditional = matches!(op, IFEQ..=IF_ACMPNE | IFNULL | IFNONNULL)
        || op == TABLESWITCH
        || op == LOOKUPSWITCH;
    conditional.then_some(last as u32)
}

// ---- helpers called by optimized code (through the preserve-all thunk) ----

/// A loop header of PEP code took its yieldpoint: `packed` = id << 32 | r.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on.
pub unsafe extern "sysv64" fn jit_pep_header(thread: *mut JavaThread, packed: u64) {
    // SAFETY: compiled code passes its own thread, alive and exclusively used.
    let thread = unsafe { &mut *thread };
    crate::runtime::profiling::path_end(thread, YieldpointKind::Backedge, packed);
}

/// A method exit of PEP code took its (epilogue) yieldpoint.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on.
pub unsafe extern "sysv64" fn jit_pep_exit(thread: *mut JavaThread, packed: u64) {
    // SAFETY: as for `jit_pep_header`.
    let thread = unsafe { &mut *thread };
    crate::runtime::profiling::path_end(thread, YieldpointKind::Epilogue, packed);
}

/// `--pep=perfect`: a path ended; count it.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on.
pub unsafe extern "sysv64" fn jit_pep_count(thread: *mut JavaThread, packed: u64) {
    // SAFETY: as for `jit_pep_header`.
    let thread = unsafe { &mut *thread };
    crate::runtime::profiling::count_path(thread, packed);
}
