//! Text for tables: an estimate with its interval, an optional figure, and
//! a Markdown table. Shared by the report (report.rs), the warm-up tables
//! (warmup/pairs.rs) and the comparisons; depends on nothing but `stats`.

use crate::stats::Estimate;
use std::fmt::Write as _;

pub fn fmt_estimate(e: Option<Estimate>, digits: usize) -> String {
    match e {
        Some(e) if e.high > e.low => format!(
            "{:.d$} [{:.d$}, {:.d$}]",
            e.value,
            e.low,
            e.high,
            d = digits
        ),
        Some(e) => format!("{:.d$}", e.value, d = digits),
        None => "—".to_string(),
    }
}

pub fn fmt_option(value: Option<f64>, digits: usize) -> String {
    value
        .map(|v| format!("{v:.digits$}"))
        .unwrap_or_else(|| "—".to_string())
}

/// A Markdown table from a header and rows.
pub fn table(header: &[String], rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let _ = writeln!(
        out,
        "|{}",
        header.iter().map(|_| "---|").collect::<String>()
    );
    for row in rows {
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    out
}
