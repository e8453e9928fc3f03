//! Outliers of one iteration series, found before changepoint detection as
//! Barrett et al. (OOPSLA 2017, §4.1) find them: Tukey's fences on a rolling
//! window. An iteration is an outlier if it lies outside
//! `median ± 3 × (90th percentile − 10th percentile)` of the window centred
//! on it. Iterations whose window would be cut short by the start of the
//! series are never outliers: the first iterations of a warming-up process
//! are slow because it is warming up, not because something else ran.
//!
//! Barrett et al. use a window of 200 of their 2000 iterations; rvm's series
//! are 20-200 iterations long, so the window is a fifth of the series, at
//! least 10 and at most 200 iterations ([`window_for`]).

/// The rolling window for a series of `n` iterations.
pub fn window_for(n: usize) -> usize {
    (n / 5).clamp(10, 200)
}

/// The `p`-quantile (0..=1) of sorted data, interpolating linearly.
fn quantile(sorted: &[f64], p: f64) -> f64 {
    let position = p * (sorted.len() - 1) as f64;
    let (low, high) = (position.floor() as usize, position.ceil() as usize);
    sorted[low] + (sorted[high] - sorted[low]) * (position - low as f64)
}

/// The indices of `times`' outliers, ascending.
pub fn outliers(times: &[f64], window: usize) -> Vec<usize> {
    let n = times.len();
    let half = window / 2;
    let mut found = Vec::new();
    for (index, &value) in times.iter().enumerate() {
        let start = index.saturating_sub(half);
        let end = (index + half).min(n);
        // A window cut short by the start of the series: not judged.
        if start == 0 && end - start < window {
            continue;
        }
        let mut sorted = times[start..end].to_vec();
        sorted.sort_by(f64::total_cmp);
        let median = quantile(&sorted, 0.5);
        let band = 3.0 * (quantile(&sorted, 0.9) - quantile(&sorted, 0.1));
        if value > median + band || value < median - band {
            found.push(index);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::warmup::tests::noisy;

    #[test]
    fn a_lone_spike_in_steady_noise_is_an_outlier() {
        let mut y = noisy(&[100.0; 60], 0.01, 3);
        y[40] = 400.0;
        assert_eq!(outliers(&y, window_for(y.len())), vec![40]);
    }

    #[test]
    fn slow_first_iterations_are_never_outliers() {
        let mut y = noisy(&[100.0; 60], 0.01, 4);
        y[0] = 2000.0;
        y[1] = 900.0;
        y[2] = 300.0;
        assert_eq!(outliers(&y, window_for(y.len())), Vec::<usize>::new());
    }

    #[test]
    fn a_step_is_not_an_outlier() {
        let mut levels = vec![100.0; 30];
        levels.extend([60.0; 30]);
        let y = noisy(&levels, 0.01, 5);
        assert_eq!(outliers(&y, window_for(y.len())), Vec::<usize>::new());
    }

    #[test]
    fn the_window_scales_with_the_series() {
        assert_eq!(window_for(20), 10);
        assert_eq!(window_for(100), 20);
        assert_eq!(window_for(2000), 200);
        assert_eq!(window_for(5000), 200);
    }
}
