//! Statistics of measurements, after Georges, Buytaert and Eeckhout (OOPSLA
//! 2007, "Statistically rigorous Java performance evaluation"): a figure is a
//! median over invocations (processes), its uncertainty a bootstrap
//! confidence interval over those invocations, its spread the coefficient of
//! variation. Speedups are ratios of medians; a suite's speedup is the
//! geometric mean of its benchmarks' speedups, with an interval from the same
//! bootstrap (each replicate resamples every benchmark's invocations).
//!
//! Everything here is pure: numbers in, numbers out, and the bootstrap's
//! random numbers come from a fixed seed so a report is reproducible.

/// How many bootstrap replicates an interval is computed from.
pub const BOOTSTRAP_REPLICATES: usize = 2000;

/// The median; `None` for no values. NaNs sort last (`total_cmp`).
pub fn median(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    Some(if sorted.len().is_multiple_of(2) {
        (sorted[middle - 1] + sorted[middle]) / 2.0
    } else {
        sorted[middle]
    })
}

pub fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        None
    } else {
        Some(values.iter().sum::<f64>() / values.len() as f64)
    }
}

/// Sample standard deviation (n - 1); `None` below two values.
pub fn standard_deviation(values: &[f64]) -> Option<f64> {
    if values.len() < 2 {
        return None;
    }
    let m = mean(values)?;
    let sum: f64 = values.iter().map(|v| (v - m) * (v - m)).sum();
    Some((sum / (values.len() - 1) as f64).sqrt())
}

/// Coefficient of variation in percent: standard deviation / mean x 100.
pub fn coefficient_of_variation(values: &[f64]) -> Option<f64> {
    let m = mean(values)?;
    if m == 0.0 {
        return None;
    }
    Some(standard_deviation(values)? / m.abs() * 100.0)
}

/// The `p`-quantile (0..=1) of sorted values, by linear interpolation.
fn quantile_of_sorted(sorted: &[f64], p: f64) -> f64 {
    let position = p * (sorted.len() - 1) as f64;
    let low = position.floor() as usize;
    let high = position.ceil() as usize;
    let fraction = position - low as f64;
    sorted[low] + (sorted[high] - sorted[low]) * fraction
}

/// A figure with its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Estimate {
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    pub fn exact(value: f64) -> Self {
        Estimate {
            value,
            low: value,
            high: value,
        }
    }

    /// Whether the two intervals share any point.
    pub fn overlaps(&self, other: &Estimate) -> bool {
        self.low <= other.high && other.low <= self.high
    }

    pub fn map(&self, f: impl Fn(f64) -> f64) -> Estimate {
        let (a, b) = (f(self.low), f(self.high));
        Estimate {
            value: f(self.value),
            low: a.min(b),
            high: a.max(b),
        }
    }
}

/// SplitMix64: a tiny, well-studied generator; enough for resampling indices.
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0); the modulo bias is below 2^-50 for small n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

fn resample(values: &[f64], rng: &mut SplitMix64, into: &mut Vec<f64>) {
    into.clear();
    for _ in 0..values.len() {
        into.push(values[rng.below(values.len())]);
    }
}

/// The percentile interval (2.5%, 97.5%) of bootstrap replicates.
fn percentile_interval(value: f64, mut replicates: Vec<f64>) -> Estimate {
    replicates.retain(|r| r.is_finite());
    if replicates.is_empty() {
        return Estimate::exact(value);
    }
    replicates.sort_by(f64::total_cmp);
    Estimate {
        value,
        low: quantile_of_sorted(&replicates, 0.025).min(value),
        high: quantile_of_sorted(&replicates, 0.975).max(value),
    }
}

/// The median with a 95% percentile-bootstrap interval over the values
/// (one value per invocation). One value gives a zero-width interval: a
/// single process says nothing about process-to-process variation.
pub fn median_interval(values: &[f64], seed: u64) -> Option<Estimate> {
    let value = median(values)?;
    let mut rng = SplitMix64::new(seed);
    let mut sample = Vec::with_capacity(values.len());
    let replicates = (0..BOOTSTRAP_REPLICATES)
        .map(|_| {
            resample(values, &mut rng, &mut sample);
            median(&sample).unwrap_or(value)
        })
        .collect();
    Some(percentile_interval(value, replicates))
}

/// Speedup of `measured` over `reference` (times: higher is slower), the ratio
/// of medians reference / measured, with a bootstrap interval that resamples
/// both sets independently.
pub fn speedup_interval(reference: &[f64], measured: &[f64], seed: u64) -> Option<Estimate> {
    let value = median(reference)? / median(measured)?;
    let mut rng = SplitMix64::new(seed);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let replicates = (0..BOOTSTRAP_REPLICATES)
        .map(|_| {
            resample(reference, &mut rng, &mut a);
            resample(measured, &mut rng, &mut b);
            median(&a).unwrap_or(f64::NAN) / median(&b).unwrap_or(f64::NAN)
        })
        .collect();
    Some(percentile_interval(value, replicates))
}

pub fn geometric_mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() || values.iter().any(|v| *v <= 0.0 || !v.is_finite()) {
        return None;
    }
    Some((values.iter().map(|v| v.ln()).sum::<f64>() / values.len() as f64).exp())
}

/// The geometric mean over benchmarks of speedups reference / measured, each
/// pair given as (reference times, measured times) per invocation; the
/// interval's replicates resample every benchmark's invocations.
pub fn geometric_mean_speedup(pairs: &[(Vec<f64>, Vec<f64>)], seed: u64) -> Option<Estimate> {
    let speedups: Option<Vec<f64>> = pairs
        .iter()
        .map(|(r, m)| Some(median(r)? / median(m)?))
        .collect();
    let value = geometric_mean(&speedups?)?;
    let mut rng = SplitMix64::new(seed);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let replicates = (0..BOOTSTRAP_REPLICATES)
        .map(|_| {
            let ratios: Vec<f64> = pairs
                .iter()
                .map(|(r, m)| {
                    resample(r, &mut rng, &mut a);
                    resample(m, &mut rng, &mut b);
                    median(&a).unwrap_or(f64::NAN) / median(&b).unwrap_or(f64::NAN)
                })
                .collect();
            geometric_mean(&ratios).unwrap_or(f64::NAN)
        })
        .collect();
    Some(percentile_interval(value, replicates))
}

/// The geometric mean over sets of each set's median (e.g. one set of
/// per-invocation speedups per benchmark), with an interval whose
/// replicates resample every set.
pub fn geometric_mean_of_medians(sets: &[Vec<f64>], seed: u64) -> Option<Estimate> {
    let medians: Option<Vec<f64>> = sets.iter().map(|s| median(s)).collect();
    let value = geometric_mean(&medians?)?;
    let mut rng = SplitMix64::new(seed);
    let mut sample = Vec::new();
    let replicates = (0..BOOTSTRAP_REPLICATES)
        .map(|_| {
            let medians: Vec<f64> = sets
                .iter()
                .map(|s| {
                    resample(s, &mut rng, &mut sample);
                    median(&sample).unwrap_or(f64::NAN)
                })
                .collect();
            geometric_mean(&medians).unwrap_or(f64::NAN)
        })
        .collect();
    Some(percentile_interval(value, replicates))
}

/// How many leading iterations are warm-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Warmup {
    /// The first half (the default: the later half is steady state).
    Half,
    /// A fixed number of iterations.
    Fixed(usize),
    /// Detected: the first iteration within 10% of the later half's median
    /// starts the steady state (at most the first half is dropped).
    Detect,
    /// The steady state changepoint analysis finds (warmup/mod.rs, after
    /// Barrett et al. 2017); nothing when the process has none (it then has
    /// no steady-state figure), the later half for a series too short to
    /// classify.
    Changepoint,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_lengths_and_empty() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        assert_eq!(median(&[]), None);
    }

    #[test]
    fn coefficient_of_variation_of_known_data() {
        // mean 5, sample sd sqrt(32/7) = 2.138...
        let values = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0];
        let cv = coefficient_of_variation(&values).unwrap();
        assert!((cv - 2.13809 / 5.0 * 100.0).abs() < 1e-3, "{cv}");
        assert_eq!(coefficient_of_variation(&[1.0]), None);
    }

    #[test]
    fn bootstrap_interval_of_constant_data_is_a_point() {
        let e = median_interval(&[7.0; 6], 1).unwrap();
        assert_eq!(e, Estimate::exact(7.0));
    }

    #[test]
    fn bootstrap_interval_contains_the_median_and_lies_within_the_data() {
        let values: Vec<f64> = (0..20).map(|i| 100.0 + i as f64).collect();
        let e = median_interval(&values, 3).unwrap();
        assert_eq!(e.value, 109.5);
        assert!(e.low < 109.5 && e.high > 109.5, "{e:?}");
        assert!(e.low >= 100.0 && e.high <= 119.0, "{e:?}");
        // The median's standard error for n=20 uniform-ish data is about 2.4:
        // the 95% interval is a few units wide, not the whole range.
        assert!(e.high - e.low < 12.0, "{e:?}");
    }

    #[test]
    fn bootstrap_interval_of_the_median_covers_the_true_median_about_95_percent() {
        // Normal-ish data from a sum of uniforms, true median 0: count how
        // often the interval covers it over many synthetic experiments.
        let mut rng = SplitMix64::new(42);
        let mut uniform = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 - 0.5;
        let mut covered = 0;
        let trials = 200;
        for trial in 0..trials {
            let values: Vec<f64> = (0..15)
                .map(|_| (0..6).map(|_| uniform()).sum::<f64>())
                .collect();
            let e = median_interval(&values, trial).unwrap();
            if e.low <= 0.0 && 0.0 <= e.high {
                covered += 1;
            }
        }
        // Percentile bootstrap of a median at n = 15 is close to nominal.
        assert!((175..=198).contains(&covered), "covered {covered}/200");
    }

    #[test]
    fn speedup_of_twice_as_fast_is_two() {
        let reference = [200.0, 202.0, 198.0, 201.0];
        let measured = [100.0, 101.0, 99.0, 100.5];
        let s = speedup_interval(&reference, &measured, 5).unwrap();
        assert!((s.value - 200.5 / 100.25).abs() < 1e-9);
        assert!(s.low > 1.9 && s.high < 2.1, "{s:?}");
    }

    #[test]
    fn geometric_mean_speedup_of_two_and_eight_is_four() {
        let pairs = vec![(vec![2.0; 3], vec![1.0; 3]), (vec![8.0; 3], vec![1.0; 3])];
        let g = geometric_mean_speedup(&pairs, 9).unwrap();
        assert!((g.value - 4.0).abs() < 1e-12);
        assert!((g.low - 4.0).abs() < 1e-12 && (g.high - 4.0).abs() < 1e-12);
        assert_eq!(geometric_mean(&[1.0, -1.0]), None);
    }

    #[test]
    fn geometric_mean_of_medians_of_two_and_eight_is_four() {
        let sets = vec![vec![2.0, 2.0, 2.0], vec![8.0, 8.0, 8.0]];
        let g = geometric_mean_of_medians(&sets, 4).unwrap();
        assert_eq!(g, Estimate::exact(4.0));
        let spread = vec![vec![1.8, 2.0, 2.2], vec![7.0, 8.0, 9.0]];
        let g = geometric_mean_of_medians(&spread, 4).unwrap();
        assert!((g.value - 4.0).abs() < 1e-12);
        assert!(
            g.low < 4.0 && g.high > 4.0 && g.low > 3.0 && g.high < 5.0,
            "{g:?}"
        );
        assert_eq!(geometric_mean_of_medians(&[vec![], vec![1.0]], 4), None);
    }

    #[test]
    fn intervals_overlap_when_they_share_a_point() {
        let a = Estimate {
            value: 1.0,
            low: 0.5,
            high: 1.5,
        };
        let b = Estimate {
            value: 2.0,
            low: 1.5,
            high: 2.5,
        };
        let c = Estimate {
            value: 3.0,
            low: 2.6,
            high: 3.5,
        };
        assert!(a.overlaps(&b) && b.overlaps(&a));
        assert!(!a.overlaps(&c) && !c.overlaps(&b));
    }
}
