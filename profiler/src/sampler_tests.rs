//! Exact tests of the sampling state machines.

use super::*;
use crate::yieldpoint::YieldpointKind::{Backedge, Epilogue, Prologue};

/// Ticks once, then feeds `events` and returns the 1-based positions, among
/// the prologue/epilogue events only, of the edge samples.
fn window_sample_positions(s: &mut Sampler, events: &[YieldpointKind]) -> Vec<usize> {
    assert_eq!(s.on_tick(0), WORD_ALL);
    let mut counted = 0;
    let mut positions = Vec::new();
    for &kind in events {
        let d = s.on_yieldpoint(kind);
        if kind.is_call_boundary() {
            counted += 1;
        }
        if d.take_edge_sample {
            assert!(kind.is_call_boundary(), "edge sample at a {kind:?}");
            positions.push(counted);
        }
    }
    positions
}

fn calls(n: usize) -> Vec<YieldpointKind> {
    (0..n)
        .map(|i| if i % 2 == 0 { Prologue } else { Epilogue })
        .collect()
}

#[test]
fn cbs_window_takes_exactly_samples_samples_stride_apart() {
    for samples in [1, 2, 8, 16, 32] {
        for stride in [1, 2, 3, 7] {
            for start in [CbsStart::RoundRobin, CbsStart::Random { seed: 7 }] {
                let mut s = Sampler::cbs(samples, stride, start).unwrap();
                for _tick in 0..(2 * stride) {
                    let events = calls(10 + (samples * stride) as usize * 2);
                    let pos = window_sample_positions(&mut s, &events);
                    assert_eq!(pos.len(), samples as usize, "CBS({samples},{stride})");
                    assert!((1..=stride as usize).contains(&pos[0]));
                    for pair in pos.windows(2) {
                        assert_eq!(
                            pair[1] - pair[0],
                            stride as usize,
                            "CBS({samples},{stride})"
                        );
                    }
                    assert_eq!(s.word(), WORD_NONE, "window over: word back to 0");
                }
            }
        }
    }
}

#[test]
fn cbs_word_is_minus_one_inside_the_window() {
    let mut s = Sampler::cbs(2, 3, CbsStart::RoundRobin).unwrap();
    assert_eq!(s.initial_word(), WORD_NONE);
    assert_eq!(s.on_tick(0), WORD_ALL);
    // Round-robin starts with skip 1: the first call is sampled.
    let words: Vec<i32> = calls(4)
        .into_iter()
        .map(|k| s.on_yieldpoint(k).new_word)
        .collect();
    assert_eq!(words, [-1, -1, -1, 0]);
}

#[test]
fn backedges_never_count_toward_the_stride() {
    let plain = calls(40);
    let mut with_backedges = Vec::new();
    for &k in &plain {
        with_backedges.extend([Backedge, Backedge, k, Backedge]);
    }
    let mut a = Sampler::cbs(4, 3, CbsStart::RoundRobin).unwrap();
    let mut b = Sampler::cbs(4, 3, CbsStart::RoundRobin).unwrap();
    for _tick in 0..6 {
        assert_eq!(
            window_sample_positions(&mut a, &plain),
            window_sample_positions(&mut b, &with_backedges)
        );
    }
}

#[test]
fn backedges_give_method_samples_only_when_the_word_is_plus_one() {
    let mut s = Sampler::cbs(4, 3, CbsStart::RoundRobin).unwrap();
    s.on_tick(0);
    let d = s.on_yieldpoint(Backedge);
    assert!(d.take_method_sample && !d.take_edge_sample);
    assert_eq!(d.new_word, WORD_PROLOGUE_EPILOGUE);
    let d = s.on_yieldpoint(Backedge); // not taken at -1: nothing
    assert!(!d.take_method_sample && !d.take_edge_sample);
    assert_eq!(s.stats().method_samples, 1);
}

#[test]
fn one_method_sample_per_tick_at_the_first_taken_yieldpoint() {
    for kind in [
        SamplerKind::Off,
        SamplerKind::Timer,
        SamplerKind::Cbs,
        SamplerKind::Exhaustive,
    ] {
        let mut s = Sampler::new(kind, 4, 2, CbsStart::RoundRobin).unwrap();
        for _tick in 0..5 {
            s.on_tick(0);
            let method: Vec<bool> = calls(20)
                .into_iter()
                .map(|k| s.on_yieldpoint(k).take_method_sample)
                .collect();
            assert_eq!(method.iter().filter(|&&m| m).count(), 1, "{kind}");
            assert!(method[0], "{kind}");
        }
    }
}

#[test]
fn random_initial_skip_is_uniform_over_1_to_stride() {
    const STRIDE: u32 = 7;
    const TICKS: usize = 70_000;
    let mut s = Sampler::cbs(1, STRIDE, CbsStart::Random { seed: 2005 }).unwrap();
    let mut counts = [0usize; STRIDE as usize + 2];
    for _ in 0..TICKS {
        let pos = window_sample_positions(&mut s, &calls(STRIDE as usize + 3));
        assert_eq!(pos.len(), 1);
        counts[pos[0].min(STRIDE as usize + 1)] += 1;
    }
    assert_eq!(counts[0], 0, "skip 0 never drawn (Jikes's [0, STRIDE) bug)");
    assert_eq!(counts[STRIDE as usize + 1], 0, "nothing above STRIDE");
    let expected = TICKS as f64 / STRIDE as f64;
    for (skip, &n) in counts.iter().enumerate().take(STRIDE as usize + 1).skip(1) {
        let off = (n as f64 - expected).abs() / expected;
        assert!(
            off < 0.05,
            "skip {skip}: {n} draws, expected {expected:.0} +- 5%"
        );
    }
}

#[test]
fn random_initial_skip_is_reproducible_from_the_seed() {
    let draw = |seed| {
        let mut s = Sampler::cbs(1, 5, CbsStart::Random { seed }).unwrap();
        (0..50)
            .map(|_| window_sample_positions(&mut s, &calls(8))[0])
            .collect::<Vec<_>>()
    };
    assert_eq!(draw(1), draw(1));
    assert_ne!(draw(1), draw(2));
}

#[test]
fn round_robin_initial_skip_cycles_through_1_to_stride() {
    for stride in [1u32, 2, 3, 7] {
        let mut s = Sampler::cbs(2, stride, CbsStart::RoundRobin).unwrap();
        let firsts: Vec<usize> = (0..3 * stride)
            .map(|_| window_sample_positions(&mut s, &calls(40))[0])
            .collect();
        let expected: Vec<usize> = (0..3 * stride as usize)
            .map(|i| i % stride as usize + 1)
            .collect();
        assert_eq!(firsts, expected, "STRIDE {stride}");
    }
}

#[test]
fn timer_sampler_equals_cbs_1_1() {
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    let mut timer = Sampler::timer();
    let mut cbs_rr = Sampler::cbs(1, 1, CbsStart::RoundRobin).unwrap();
    let mut cbs_random = Sampler::cbs(1, 1, CbsStart::Random { seed: 9 }).unwrap();
    let mut edge_samples = 0;
    for t in 0..20_000u64 {
        if rng.gen_ratio(1, 10) {
            let w = timer.on_tick(t);
            assert_eq!(w, cbs_rr.on_tick(t));
            assert_eq!(w, cbs_random.on_tick(t));
        } else {
            let kind = [Prologue, Epilogue, Backedge][rng.gen_range(0..3)];
            let d = timer.on_yieldpoint(kind);
            assert_eq!(d, cbs_rr.on_yieldpoint(kind), "event {t}");
            assert_eq!(d, cbs_random.on_yieldpoint(kind), "event {t}");
            edge_samples += d.take_edge_sample as u32;
        }
    }
    assert!(edge_samples > 1000, "the sequence exercised sampling");
}

#[test]
fn timer_samples_the_first_call_after_a_tick() {
    let mut s = Sampler::timer();
    assert_eq!(
        window_sample_positions(&mut s, &[Backedge, Backedge, Epilogue, Prologue]),
        [1]
    );
}

#[test]
fn simplified_cbs_strides_only_before_the_first_sample() {
    const STRIDE: usize = 5;
    let mut s = Sampler::simplified_cbs(4, STRIDE as u32, CbsStart::RoundRobin).unwrap();
    for tick in 0..2 * STRIDE {
        let skip = tick % STRIDE + 1;
        let pos = window_sample_positions(&mut s, &calls(30));
        assert_eq!(pos, [skip, skip + 1, skip + 2, skip + 3]);
        assert_eq!(s.word(), WORD_NONE);
    }
}

#[test]
fn exhaustive_samples_every_prologue() {
    let mut s = Sampler::exhaustive();
    assert_eq!(s.initial_word(), WORD_PROLOGUE_EPILOGUE);
    let events = [Prologue, Backedge, Prologue, Epilogue, Epilogue, Prologue];
    let edges: Vec<bool> = events
        .iter()
        .map(|&k| s.on_yieldpoint(k).take_edge_sample)
        .collect();
    assert_eq!(edges, [true, false, true, false, false, true]);
    assert_eq!(s.word(), WORD_PROLOGUE_EPILOGUE);
    s.on_tick(0);
    let d = s.on_yieldpoint(Backedge);
    assert!(d.take_method_sample && !d.take_edge_sample && d.new_word == WORD_PROLOGUE_EPILOGUE);
}

#[test]
fn a_tick_inside_an_unfinished_window_starts_a_new_one() {
    let mut s = Sampler::cbs(3, 2, CbsStart::RoundRobin).unwrap();
    assert_eq!(window_sample_positions(&mut s, &calls(2)), [1]); // skip 1, then cut
    assert_eq!(window_sample_positions(&mut s, &calls(20)), [2, 4, 6]); // skip 2
}

#[test]
fn first_sample_of_window_is_flagged_once_per_tick() {
    let mut s = Sampler::cbs(4, 2, CbsStart::RoundRobin).unwrap();
    for _ in 0..3 {
        s.on_tick(0);
        let firsts = calls(20)
            .into_iter()
            .filter(|&k| s.on_yieldpoint(k).first_sample_of_window)
            .count();
        assert_eq!(firsts, 1);
    }
}

#[test]
fn zero_samples_or_stride_is_an_error() {
    assert!(Sampler::cbs(0, 3, CbsStart::RoundRobin).is_err());
    let e = Sampler::cbs(16, 0, CbsStart::RoundRobin)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("STRIDE=0"), "{e}");
}

#[test]
fn sampler_kind_parses_its_names() {
    for k in ["off", "timer", "cbs", "simplified-cbs", "exhaustive"] {
        assert_eq!(k.parse::<SamplerKind>().unwrap().name(), k);
    }
    assert!("cbs2".parse::<SamplerKind>().is_err());
}

#[test]
fn random_stride_per_window_keeps_the_mean_stride_and_spaces_samples_evenly() {
    let mut s = Sampler::cbs(4, 3, CbsStart::Random { seed: 9 })
        .unwrap()
        .with_stride(CbsStride::RandomPerWindow { seed: 9 });
    let mut strides = Vec::new();
    for _ in 0..3000 {
        let positions = window_sample_positions(&mut s, &calls(40));
        assert_eq!(positions.len(), 4);
        let gaps: Vec<usize> = positions.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(
            gaps.iter().all(|&g| g == gaps[0]),
            "one stride per window: {gaps:?}"
        );
        assert!((1..=5).contains(&gaps[0]));
        assert!(
            positions[0] <= gaps[0],
            "first skip within the window's stride"
        );
        strides.push(gaps[0]);
    }
    let mean = strides.iter().sum::<usize>() as f64 / strides.len() as f64;
    assert!((mean - 3.0).abs() < 0.1, "mean stride {mean}");
    for stride in 1..=5 {
        assert!(strides.contains(&stride), "stride {stride} never drawn");
    }
}

#[test]
fn fixed_stride_is_unchanged_by_with_stride_fixed() {
    let mut a = Sampler::cbs(16, 3, CbsStart::Random { seed: 5 }).unwrap();
    let mut b = Sampler::cbs(16, 3, CbsStart::Random { seed: 5 })
        .unwrap()
        .with_stride(CbsStride::Fixed);
    for _ in 0..50 {
        assert_eq!(
            window_sample_positions(&mut a, &calls(60)),
            window_sample_positions(&mut b, &calls(60))
        );
    }
}

#[test]
fn first_skip_over_a_window_is_uniform_over_1_to_samples_times_stride() {
    let mut s = Sampler::cbs(4, 3, CbsStart::Random { seed: 3 })
        .unwrap()
        .with_first_skip(CbsFirstSkip::Window);
    let mut seen = [0u32; 13];
    for _ in 0..6000 {
        let positions = window_sample_positions(&mut s, &calls(60));
        assert_eq!(positions.len(), 4, "still SAMPLES samples");
        let gaps: Vec<usize> = positions.windows(2).map(|w| w[1] - w[0]).collect();
        assert_eq!(gaps, vec![3, 3, 3], "still STRIDE apart");
        seen[positions[0]] += 1;
    }
    assert_eq!(seen[0], 0);
    for (skip, &n) in seen.iter().enumerate().skip(1) {
        assert!(
            (400..600).contains(&n),
            "first skip {skip} drawn {n} times of 6000"
        );
    }
}

#[test]
fn edge_samples_know_their_place_in_the_window() {
    let mut s = Sampler::cbs(4, 2, CbsStart::RoundRobin).unwrap();
    s.on_tick(0);
    let mut positions = Vec::new();
    for kind in calls(20) {
        let d = s.on_yieldpoint(kind);
        if d.take_edge_sample {
            positions.push(d.window_position);
            assert_eq!(d.first_sample_of_window, d.window_position == 0);
        }
    }
    assert_eq!(positions, vec![0, 1, 2, 3]);
}

#[test]
fn backedge_at_the_tick_gives_the_first_sample_under_enclosing_and_none_by_default() {
    for (mode, expect_backedge_sample) in [
        (BackedgeSamples::Off, false),
        (BackedgeSamples::Enclosing, true),
    ] {
        let mut s = Sampler::cbs(4, 3, CbsStart::RoundRobin)
            .unwrap()
            .with_backedge_samples(mode);
        for _tick in 0..3 {
            s.on_tick(0);
            let d = s.on_yieldpoint(Backedge);
            assert!(d.take_method_sample);
            assert_eq!(d.take_edge_sample, expect_backedge_sample);
            assert_eq!(d.new_word, WORD_PROLOGUE_EPILOGUE);
            let mut samples = Vec::new();
            if d.take_edge_sample {
                assert!(d.first_sample_of_window);
                assert_eq!((d.window_position, d.first_skip), (0, 0));
                samples.push(0);
            }
            // Later backedges are not taken by compiled code (word -1) and
            // never sample if they are.
            assert!(!s.on_yieldpoint(Backedge).take_edge_sample);
            let mut boundary = 0;
            while s.word() != WORD_NONE {
                boundary += 1;
                let d = s.on_yieldpoint(Prologue);
                if d.take_edge_sample {
                    assert_eq!(d.window_position as usize, samples.len());
                    samples.push(boundary);
                }
            }
            // Same samples per tick either way, STRIDE apart after the first.
            assert_eq!(samples.len(), 4, "{mode:?}");
            if expect_backedge_sample {
                assert_eq!(samples[1..], [3, 6, 9]);
            } else {
                assert!((1..=3).contains(&samples[0]));
            }
        }
    }
}

#[test]
fn a_prologue_at_the_tick_is_unchanged_by_backedge_samples() {
    let mut a = Sampler::cbs(4, 3, CbsStart::Random { seed: 5 }).unwrap();
    let mut b = Sampler::cbs(4, 3, CbsStart::Random { seed: 5 })
        .unwrap()
        .with_backedge_samples(BackedgeSamples::Enclosing);
    let events = calls(40);
    assert_eq!(
        window_sample_positions(&mut a, &events),
        window_sample_positions(&mut b, &events)
    );
}

#[test]
fn decision_reports_the_windows_first_skip() {
    let mut s = Sampler::cbs(3, 3, CbsStart::RoundRobin).unwrap();
    for expected in [1, 2, 3, 1] {
        s.on_tick(0);
        let mut skips = Vec::new();
        while s.word() != WORD_NONE {
            let d = s.on_yieldpoint(Prologue);
            if d.take_edge_sample {
                skips.push(d.first_skip);
            }
        }
        assert_eq!(skips, [expected; 3]);
    }
}

#[test]
fn cbs_count_prologues_samples_only_prologues_stride_apart() {
    let mut s = Sampler::cbs(4, 2, CbsStart::RoundRobin)
        .unwrap()
        .with_count(CbsCount::Prologues);
    for _tick in 0..4 {
        s.on_tick(0);
        let mut prologues = 0;
        let mut sampled = Vec::new();
        while s.word() != WORD_NONE {
            for kind in [Prologue, Epilogue] {
                let d = s.on_yieldpoint(kind);
                if kind == Prologue {
                    prologues += 1;
                }
                if d.take_edge_sample {
                    assert_eq!(kind, Prologue);
                    sampled.push(prologues);
                }
            }
        }
        assert_eq!(sampled.len(), 4);
        assert!((1..=2).contains(&sampled[0]));
        assert!(sampled.windows(2).all(|p| p[1] - p[0] == 2));
    }
}
