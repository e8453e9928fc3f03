//! PELT, "Pruned Exact Linear Time" changepoint detection: Killick, Fearnhead
//! and Eckley, "Optimal Detection of Changepoints With a Linear Computational
//! Cost", JASA 107(500), 2012, Algorithm 2, with the cost Barrett et al.
//! (OOPSLA 2017, §4.2) use: a change in mean *and* variance of normal data
//! (R's `changepoint::cpt.meanvar`), penalty `15 ln n`.
//!
//! ```text
//!  y[0..n] ──prefix sums of y and y²──▶ cost(s, t) in O(1)
//!        F(0) = -β
//!        F(t) = min over τ in R, t - τ ≥ m:  F(τ) + cost(τ, t) + β
//!        R    = candidates not yet dominated ──▶ last changepoint of every
//!                                                prefix ──▶ changepoints
//! ```
//!
//! A segment `y[s..t]` costs twice its negative maximised normal
//! log-likelihood, `(t - s) (ln 2π + ln σ̂² + 1)` with σ̂² the segment's
//! maximum-likelihood variance (Killick et al. §2; the same formula as
//! `changepoint`'s `mll.meanvar`). A segment whose σ̂² is zero (constant
//! data) gets a floor, as `changepoint` does, so its cost stays finite.
//!
//! Pruning (Killick et al. Theorem 3.1, K = 0 for a likelihood cost): a
//! candidate τ with F(τ) + cost(τ, t) > F(t) can never again be the optimal
//! last changepoint once t itself may be one. With a minimum segment length
//! m, t becomes a legal changepoint only m points later, so a dominated τ
//! leaves R then, not at once: the result stays exactly the optimum (the
//! unit tests compare against the unpruned O(n²) search). The theorem needs
//! cost(τ, s) + cost(s, t) ≤ cost(τ, t), true of a maximised likelihood; the
//! variance floor can break it only for data whose spread is below 1e-5 of
//! its median, which timings do not have.

/// A normal segment's σ̂² is floored here (relative to the data, which
/// [`changepoints`] scales to a median of 1): R's `changepoint` uses 1e-10.
const VARIANCE_FLOOR: f64 = 1e-10;

/// Barrett et al.'s penalty per changepoint: 15 ln n.
pub fn barrett_penalty(n: usize) -> f64 {
    15.0 * (n.max(1) as f64).ln()
}

/// Prefix sums of the series and its squares: the cost of any segment in O(1).
struct NormalMeanVarCost {
    sum: Vec<f64>,
    sum_of_squares: Vec<f64>,
}

impl NormalMeanVarCost {
    fn new(y: &[f64]) -> Self {
        let mut sum = Vec::with_capacity(y.len() + 1);
        let mut sum_of_squares = Vec::with_capacity(y.len() + 1);
        let (mut s, mut q) = (0.0, 0.0);
        sum.push(0.0);
        sum_of_squares.push(0.0);
        for v in y {
            s += v;
            q += v * v;
            sum.push(s);
            sum_of_squares.push(q);
        }
        NormalMeanVarCost {
            sum,
            sum_of_squares,
        }
    }

    /// Twice the negative maximised log-likelihood of `y[start..end]`.
    fn cost(&self, start: usize, end: usize) -> f64 {
        let n = (end - start) as f64;
        let mean = (self.sum[end] - self.sum[start]) / n;
        let variance = ((self.sum_of_squares[end] - self.sum_of_squares[start]) / n - mean * mean)
            .max(VARIANCE_FLOOR);
        n * ((2.0 * std::f64::consts::PI).ln() + variance.ln() + 1.0)
    }
}

/// One candidate last changepoint τ of PELT's set R.
struct Candidate {
    tau: usize,
    /// The t at which τ was found dominated: τ leaves R once t is a legal
    /// changepoint (m points later).
    dominated_at: Option<usize>,
}

/// The optimal changepoints of `y` under the normal mean-and-variance cost,
/// `penalty` per changepoint and segments of at least `min_segment` points:
/// the indices where a new segment starts, ascending (empty: one segment).
pub fn changepoints(y: &[f64], penalty: f64, min_segment: usize) -> Vec<usize> {
    let n = y.len();
    let m = min_segment.max(1);
    if n < 2 * m {
        return Vec::new();
    }
    let cost = NormalMeanVarCost::new(&scaled(y));
    // best[t] = F(t), last[t] = the optimal last changepoint of y[0..t].
    let mut best = vec![f64::INFINITY; n + 1];
    let mut last = vec![0usize; n + 1];
    best[0] = -penalty;
    let mut candidates = vec![Candidate {
        tau: 0,
        dominated_at: None,
    }];
    for t in m..=n {
        // t - m becomes a legal last changepoint now (its own F is final).
        if t - m >= m {
            candidates.push(Candidate {
                tau: t - m,
                dominated_at: None,
            });
        }
        candidates.retain(|c| c.dominated_at.is_none_or(|at| t - at < m));
        let mut minimum = f64::INFINITY;
        let mut argmin = 0;
        for c in candidates.iter().filter(|c| c.tau + m <= t) {
            let value = best[c.tau] + cost.cost(c.tau, t) + penalty;
            if value < minimum {
                minimum = value;
                argmin = c.tau;
            }
        }
        best[t] = minimum;
        last[t] = argmin;
        for c in candidates.iter_mut().filter(|c| c.tau + m <= t) {
            if c.dominated_at.is_none() && best[c.tau] + cost.cost(c.tau, t) > minimum {
                c.dominated_at = Some(t);
            }
        }
    }
    let mut found = Vec::new();
    let mut t = n;
    while t > 0 {
        let tau = last[t];
        if tau > 0 {
            found.push(tau);
        }
        t = tau;
    }
    found.reverse();
    found
}

/// The series divided by its median (or left alone if that is not positive),
/// so the variance floor means the same for nanoseconds and seconds.
fn scaled(y: &[f64]) -> Vec<f64> {
    let scale = crate::stats::median(y).filter(|m| *m > 0.0 && m.is_finite());
    match scale {
        Some(s) => y.iter().map(|v| v / s).collect(),
        None => y.to_vec(),
    }
}

/// Optimal partitioning without pruning (Jackson et al. 2005; Killick et al.
/// §2.2): the O(n²) recursion PELT must agree with.
#[cfg(test)]
pub(crate) fn changepoints_unpruned(y: &[f64], penalty: f64, min_segment: usize) -> Vec<usize> {
    let n = y.len();
    let m = min_segment.max(1);
    if n < 2 * m {
        return Vec::new();
    }
    let cost = NormalMeanVarCost::new(&scaled(y));
    let mut best = vec![f64::INFINITY; n + 1];
    let mut last = vec![0usize; n + 1];
    best[0] = -penalty;
    for t in m..=n {
        for tau in (0..=t - m).filter(|&tau| tau == 0 || tau >= m) {
            let value = best[tau] + cost.cost(tau, t) + penalty;
            if value < best[t] {
                best[t] = value;
                last[t] = tau;
            }
        }
    }
    let mut found = Vec::new();
    let mut t = n;
    while t > 0 {
        if last[t] > 0 {
            found.push(last[t]);
        }
        t = last[t];
    }
    found.reverse();
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::warmup::tests::noisy;

    #[test]
    fn constant_data_has_no_changepoint() {
        assert_eq!(
            changepoints(&[5.0; 40], barrett_penalty(40), 2),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn a_clean_step_is_found_where_it_is() {
        let mut y = vec![100.0; 10];
        y.extend([50.0; 30]);
        assert_eq!(changepoints(&y, barrett_penalty(40), 2), vec![10]);
    }

    #[test]
    fn a_noisy_step_down_and_a_later_step_up_are_both_found() {
        let mut levels = vec![200.0; 8];
        levels.extend([100.0; 30]);
        levels.extend([130.0; 22]);
        let y = noisy(&levels, 0.01, 7);
        assert_eq!(changepoints(&y, barrett_penalty(y.len()), 2), vec![8, 38]);
    }

    #[test]
    fn noise_alone_has_no_changepoint() {
        for seed in 0..20 {
            let y = noisy(&[100.0; 60], 0.03, seed);
            assert_eq!(
                changepoints(&y, barrett_penalty(60), 2),
                Vec::<usize>::new(),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn pruning_keeps_the_exact_optimum() {
        // Small penalties make many changepoints: the hardest case for pruning.
        for seed in 0..30 {
            let mut levels = vec![150.0; 5];
            levels.extend([100.0; 12]);
            levels.extend([104.0; 9]);
            levels.extend([90.0; 14]);
            let y = noisy(&levels, 0.04, seed);
            for penalty in [1.0, 4.0, 10.0, barrett_penalty(y.len())] {
                for m in [1, 2, 3] {
                    assert_eq!(
                        changepoints(&y, penalty, m),
                        changepoints_unpruned(&y, penalty, m),
                        "seed {seed} penalty {penalty} m {m}"
                    );
                }
            }
        }
    }

    #[test]
    fn series_too_short_for_two_segments_have_none() {
        assert_eq!(changepoints(&[1.0, 9.0, 1.0], 0.0, 2), Vec::<usize>::new());
        assert_eq!(changepoints(&[], 0.0, 2), Vec::<usize>::new());
    }
}
