//! The subcommands that read what runs wrote (`rvm dcg`, `rvm inline`,
//! `rvm profile`): their arguments, defined here so that `cli.rs` (the
//! command line) and the files that execute them (`dcg_cmd.rs`,
//! `profile_*_cmd.rs`) both depend on this file and not on each other.

use clap::Subcommand;
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum ProfileCommand {
    /// The hottest paths of a compiled method (PEP), as bytecode ranges with counts.
    Paths {
        /// A file written by `rvm run --pep=... --profile-out=FILE`.
        file: PathBuf,
        /// The compiled method: `Richards.run`, `run`, or `Class.name(desc)`.
        method: String,
        /// Number of paths to show.
        #[arg(short = 'n', long, default_value_t = 10)]
        n: usize,
    },
    /// Accuracy of profile A against the perfect profile B (PEP 2005 6.3-6.4):
    /// hot-path accuracy (0.125% branch-flow threshold), edge relative and absolute overlap.
    Accuracy {
        a: PathBuf,
        b: PathBuf,
        /// Print the numbers as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Overlap of every profile kind found in both files (call edges, field
    /// accesses, hot data streams), in percent (Arnold-Grove 2005 6.2,
    /// Hirzel-Chilimbi 2001 eq. 5).
    Overlap {
        a: PathBuf,
        b: PathBuf,
        /// Length of the hot data streams compared, in references.
        #[arg(long, default_value_t = 10)]
        length: usize,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The hottest entries of each profile kind, with a second file's share of
    /// the same entries side by side.
    Top {
        a: PathBuf,
        b: Option<PathBuf>,
        /// Entries to show per kind.
        #[arg(short = 'n', long, default_value_t = 20)]
        n: usize,
    },
    /// Hot data streams of a data-reference profile (Hirzel-Chilimbi 2001 5.2).
    HotStreams {
        file: PathBuf,
        /// Stream length in references.
        #[arg(long, default_value_t = 10)]
        length: usize,
        /// Site sequences to show (hot streams grouped by their access sites).
        #[arg(short = 'n', long, default_value_t = 20)]
        n: usize,
    },
}

#[derive(Subcommand, Debug)]
pub enum InlineCommand {
    /// The inline tree of a compiled method, with the rule that decided at each call site.
    Tree {
        /// A file written by `rvm run --inline-log=FILE`.
        log: PathBuf,
        /// The compiled method: `Richards.run`, `run`, or `Class.name(desc)`.
        method: String,
    },
}

#[derive(Subcommand, Debug)]
pub enum DcgCommand {
    /// Overlap accuracy of two DCGs in percent (Arnold-Grove 2005 6.2, Lee 2015 5.2):
    /// the sum over edges of min(share in A, share in B), shares normalized to 100.
    Overlap {
        a: PathBuf,
        b: PathBuf,
        /// Print {"overlap": ..., "a": ..., "b": ...} instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The hottest edges with their share of the total weight; with a second
    /// file, its share of the same edges side by side.
    Top {
        a: PathBuf,
        b: Option<PathBuf>,
        /// Number of edges to show.
        #[arg(short = 'n', long, default_value_t = 20)]
        n: usize,
        /// Print the rows as JSON.
        #[arg(long)]
        json: bool,
    },
    /// The DCG as a Graphviz digraph (edge labels: call-site bci and share).
    Dot { a: PathBuf },
    /// Where SAMPLED loses overlap against PERFECT: the missing percentage
    /// points split into edges never sampled, under- and over-sampled, and
    /// not in PERFECT; per caller; by expected sample count (noise or bias).
    Diagnose {
        sampled: PathBuf,
        perfect: PathBuf,
        /// Number of edges and callers to list.
        #[arg(short = 'n', long, default_value_t = 15)]
        n: usize,
        /// Print the diagnosis as JSON.
        #[arg(long)]
        json: bool,
    },
}
