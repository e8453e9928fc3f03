//! The model's choices on hand-made inputs, and the queue's order.

use super::*;

fn model() -> Model {
    // Round numbers: baseline compiles 1000 bytecodes/ms and runs 5x the
    // interpreter; opt compiles 20/ms and runs 2x baseline.
    Model {
        tiers: vec![
            TierModel {
                name: "interp",
                compile_rate: f64::INFINITY,
                speedup: 1.0,
            },
            TierModel {
                name: "baseline",
                compile_rate: 1000.0,
                speedup: 5.0,
            },
            TierModel {
                name: "opt",
                compile_rate: 20.0,
                speedup: 10.0,
            },
        ],
        sample_ms: 4.0,
        count_ms: 0.001,
        inline_boost: 1.5,
        compile_cost_share: 1.0,
    }
}

#[test]
fn a_method_without_samples_stays() {
    let d = decide(
        &model(),
        &Candidate {
            tier: 1,
            samples: 0,
            counts: 0,
            bytecodes: 100,
        },
    );
    assert_eq!(d.choice, None);
    assert_eq!(d.benefit_ms(), 0.0);
}

#[test]
fn a_hot_baseline_method_goes_to_opt_when_the_saving_pays_for_the_compile() {
    // 25 samples = 100 ms so far and to come; opt: 200 bytecodes / 20 = 10 ms
    // to compile, 100 x 5/10 = 50 ms to run: 60 < 100.
    let d = decide(
        &model(),
        &Candidate {
            tier: 1,
            samples: 25,
            counts: 0,
            bytecodes: 200,
        },
    );
    assert_eq!(d.past_ms, 100.0);
    assert_eq!(
        d.estimates,
        vec![Estimate {
            tier: 2,
            cost_ms: 10.0,
            future_ms: 50.0
        }]
    );
    assert_eq!(d.choice, Some(2));
    assert_eq!(d.benefit_ms(), 40.0);
}

#[test]
fn a_large_method_with_few_samples_stays_because_compiling_costs_more() {
    // 5 samples = 20 ms; opt: 2000 / 20 = 100 ms to compile.
    let d = decide(
        &model(),
        &Candidate {
            tier: 1,
            samples: 5,
            counts: 0,
            bytecodes: 2000,
        },
    );
    assert_eq!(d.choice, None);
}

#[test]
fn the_break_even_point_is_where_saving_equals_the_compile_cost() {
    // Saving at opt from baseline is half the future time; compile 10 ms:
    // break even at 20 ms = 5 samples. At exactly 5 (equal) it stays, at 6 it goes.
    let stay = decide(
        &model(),
        &Candidate {
            tier: 1,
            samples: 5,
            counts: 0,
            bytecodes: 200,
        },
    );
    assert_eq!(stay.choice, None);
    let go = decide(
        &model(),
        &Candidate {
            tier: 1,
            samples: 6,
            counts: 0,
            bytecodes: 200,
        },
    );
    assert_eq!(go.choice, Some(2));
}

#[test]
fn an_interpreted_method_may_skip_baseline() {
    // 100 samples = 400 ms in the interpreter. Baseline: 0.1 + 80 ms;
    // opt: 5 + 40 ms: opt wins.
    let d = decide(
        &model(),
        &Candidate {
            tier: 0,
            samples: 100,
            counts: 0,
            bytecodes: 100,
        },
    );
    assert_eq!(d.estimates.len(), 2);
    assert_eq!(d.choice, Some(2));
    // With a few samples and a large method, baseline's cheap compile wins.
    let d = decide(
        &model(),
        &Candidate {
            tier: 0,
            samples: 10,
            counts: 0,
            bytecodes: 1000,
        },
    );
    // baseline: 1 + 8 = 9; opt: 50 + 4 = 54; staying: 40.
    assert_eq!(d.choice, Some(1));
}

#[test]
fn the_top_tier_has_nothing_to_consider() {
    let d = decide(
        &model(),
        &Candidate {
            tier: 2,
            samples: 1000,
            counts: 0,
            bytecodes: 10,
        },
    );
    assert!(d.estimates.is_empty());
    assert_eq!(d.choice, None);
}

#[test]
fn rvms_measured_table_orders_the_tiers() {
    let m = Model::rvm(4.0);
    assert_eq!(m.tier("interp"), Some(0));
    assert_eq!(m.tier("baseline"), Some(1));
    assert_eq!(m.tier("opt"), Some(2));
    for w in m.tiers.windows(2) {
        assert!(w[0].speedup < w[1].speedup, "{w:?}");
        assert!(w[0].compile_rate > w[1].compile_rate, "{w:?}");
    }
}

#[test]
fn the_queue_serves_the_largest_benefit_first_then_arrival_order() {
    let mut q = Queue::default();
    q.push("small", 2, 1.0);
    q.push("large", 2, 40.0);
    q.push("medium-first", 2, 10.0);
    q.push("medium-second", 2, 10.0);
    let order: Vec<&str> = std::iter::from_fn(|| q.pop().map(|r| r.item)).collect();
    assert_eq!(order, ["large", "medium-first", "medium-second", "small"]);
    assert!(q.is_empty());
}

#[test]
fn recompiling_for_new_hot_edges_pays_when_the_method_runs_long_enough() {
    // 50 samples = 200 ms since the compile; all of its call weight newly
    // hot: boost 1.5, so 133.3 ms ahead; compiling 100 bytecodes at 20/ms
    // costs 5 ms: recompile, saving 61.7 ms.
    let d = decide_inlining(
        &model(),
        &InlineCandidate {
            tier: 2,
            samples: 50,
            bytecodes: 100,
            new_hot_share: 1.0,
        },
    );
    assert_eq!(d.choice, Some(2));
    assert!((d.benefit_ms() - (200.0 - 5.0 - 200.0 / 1.5)).abs() < 1e-9);
}

#[test]
fn no_new_hot_edges_means_no_inlining_recompile() {
    let d = decide_inlining(
        &model(),
        &InlineCandidate {
            tier: 2,
            samples: 1000,
            bytecodes: 10,
            new_hot_share: 0.0,
        },
    );
    assert_eq!(d.choice, None);
    assert_eq!(d.benefit_ms(), 0.0);
}

#[test]
fn a_small_new_hot_share_does_not_pay_for_a_large_method() {
    // 10% of the weight newly hot: boost 1.05; 200 ms ahead saves 9.5 ms,
    // and 2000 bytecodes cost 100 ms to compile.
    let d = decide_inlining(
        &model(),
        &InlineCandidate {
            tier: 2,
            samples: 50,
            bytecodes: 2000,
            new_hot_share: 0.1,
        },
    );
    assert_eq!(d.choice, None);
    // Out-of-range shares are clamped, not trusted.
    let wild = decide_inlining(
        &model(),
        &InlineCandidate {
            tier: 2,
            samples: 50,
            bytecodes: 100,
            new_hot_share: f64::NAN,
        },
    );
    assert_eq!(wild.choice, None);
}

#[test]
fn a_compiler_on_an_idle_core_costs_the_program_only_its_share() {
    // 5 samples = 20 ms at baseline; opt: 2000 / 20 = 100 ms to compile,
    // 10 ms to run: stays when the program pays the whole compile...
    let c = Candidate {
        tier: 1,
        samples: 5,
        counts: 0,
        bytecodes: 2000,
    };
    assert_eq!(decide(&model(), &c).choice, None);
    // ... and goes when a background compiler has an idle core.
    let idle = Model {
        compile_cost_share: 0.0,
        ..model()
    };
    let d = decide(&idle, &c);
    assert_eq!(d.choice, Some(2));
    assert_eq!(d.estimates[0].cost_ms, 0.0);
    // Half a core: 50 ms + 10 ms > 20 ms: stays.
    let half = Model {
        compile_cost_share: 0.5,
        ..model()
    };
    assert_eq!(decide(&half, &c).choice, None);
    // Out of range is clamped; not a number is the whole cost.
    let wild = Model {
        compile_cost_share: f64::NAN,
        ..model()
    };
    assert_eq!(decide(&wild, &c).choice, None);
}

#[test]
fn counts_are_evidence_before_the_first_sample_and_the_larger_estimate_wins() {
    // 1 us per count: 20,000 counts = 20 ms at baseline, 10 ms at opt;
    // 200 bytecodes cost 10 ms: 20 ms of compile and opt time = staying.
    // 25,000 counts (25 ms) pay for it without a sample.
    let m = model();
    let counted = |samples, counts| Candidate {
        tier: 1,
        samples,
        counts,
        bytecodes: 200,
    };
    assert_eq!(decide(&m, &counted(0, 0)).choice, None);
    assert_eq!(decide(&m, &counted(0, 20_000)).choice, None);
    let d = decide(&m, &counted(0, 25_000));
    assert_eq!(d.choice, Some(2));
    assert!((d.past_ms - 25.0).abs() < 1e-9);
    // Samples (4 ms each) say more than the counts: the samples are taken.
    assert!((decide(&m, &counted(10, 1_000)).past_ms - 40.0).abs() < 1e-9);
    // The counts say more than the samples: the counts are taken.
    assert!((decide(&m, &counted(1, 30_000)).past_ms - 30.0).abs() < 1e-9);
}

#[test]
fn the_run_queue_is_smoothed_so_that_one_busy_read_does_not_charge_the_whole_compile() {
    // Nothing read yet: the paper's full charge.
    let mut demand = CoreDemand::default();
    assert_eq!(demand.compile_cost_share(2.0, 1.0), 1.0);
    // An idle 2-core machine: the Java thread alone wants a core, the
    // compiler has the other: nothing to pay.
    for _ in 0..20 {
        demand.observe(1.0);
    }
    assert!(demand.compile_cost_share(2.0, 1.0) < 1e-9);
    // One read with a passing task adds an eighth of a core, not a core.
    demand.observe(2.0);
    let share = demand.compile_cost_share(2.0, 1.0);
    assert!((share - 0.125).abs() < 1e-9, "{share}");
    // A machine that stays busy is charged in full within a few dozen rounds.
    for _ in 0..40 {
        demand.observe(4.0);
    }
    assert_eq!(demand.compile_cost_share(2.0, 1.0), 1.0);
    // Two compiler threads on a 4-core machine with 3 cores wanted: one
    // idle core for two compiles, so half their time is the program's.
    let mut busy = CoreDemand::default();
    busy.observe(3.0);
    assert!((busy.compile_cost_share(4.0, 2.0) - 0.5).abs() < 1e-9);
    // Nonsense reads count as nothing runnable rather than poisoning the mean.
    let mut odd = CoreDemand::default();
    odd.observe(f64::NAN);
    odd.observe(-3.0);
    assert_eq!(odd.compile_cost_share(2.0, 1.0), 0.0);
}
