// TimerAligned: timer ticks that line up with one call edge, and a perfect
// profile that is not uniform. Each round of run() calls spin(), a long loop
// without calls (almost all the time, so almost every timer tick lands in its
// loop and is taken at a backedge yieldpoint), and then calls leaf() from
// three call sites executed 1, 2 and 3 times per round:
//
//     run ──spin()────────── 1 per round   perfect share 1/7 = 14.3%
//         ──leaf() site A─── 1 per round                 1/7 = 14.3%
//         ──leaf() site B─── 2 per round                 2/7 = 28.6%
//         ──leaf() site C─── 3 per round                 3/7 = 42.9%
//
// Unlike ArnoldGroveFig1, the long phase is a loop inside a callee and the
// edges' true frequencies differ. A timer-based profiler takes its one sample
// at the first prologue or epilogue yieldpoint after the tick, which is
// almost always spin()'s epilogue (the edge run->spin), so it reports
// run->spin near 100% and the three leaf sites near 0% (accuracy about 14%).
// CBS counts the prologue and epilogue yieldpoints after the tick (14 per
// round: spin's epilogue and prologue, and two for each leaf call) and
// samples every STRIDE-th, which reproduces 1:1:2:3.
//
// Usage: java TimerAligned [rounds]   (default 15000)
// spin() runs SPIN = 20000 iterations (tens of microseconds compiled, so a
// CBS window of a few dozen calls spans a few rounds, well inside one 4 ms
// tick). No allocation.
//
// Self-check: spin(r) adds i + r for i < SPIN, so the rounds sum to
// rounds*SPIN(SPIN-1)/2 + SPIN*rounds(rounds-1)/2; there are 6 * rounds leaf
// calls, and their arguments sum to what expectedLeafSum computes in closed
// form.
public class TimerAligned {
    static final int DEFAULT_ROUNDS = 15_000;
    static final int SPIN = 20_000;

    static long leafSum;
    static int leafCalls;

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_ROUNDS;
        long spinSum = run(rounds);

        long r = rounds;
        long wantSpin = r * SPIN * (SPIN - 1L) / 2 + SPIN * (r * (r - 1) / 2);
        long wantLeaf = expectedLeafSum(rounds);
        String failure = null;
        if (spinSum != wantSpin) {
            failure = "spin sum " + spinSum + ", expected " + wantSpin;
        } else if (leafSum != wantLeaf) {
            failure = "leaf sum " + leafSum + ", expected " + wantLeaf;
        } else if (leafCalls != 6 * rounds) {
            failure = "leaf calls " + leafCalls + ", expected " + 6L * rounds;
        }
        System.out.println("TimerAligned rounds=" + rounds + " leafCalls=" + leafCalls + " checksum="
                + (spinSum ^ leafSum) + (failure == null ? " OK" : " FAIL " + failure));
    }

    static long run(int rounds) {
        long sum = 0;
        for (int round = 0; round < rounds; round++) {
            sum += spin(round);
            leaf(round);                      // site A: once per round
            for (int j = 0; j < 2; j++) {
                leaf(j + 1);                  // site B: twice per round
            }
            for (int j = 0; j < 3; j++) {
                leaf(10 * (j + 1));           // site C: three times per round
            }
        }
        return sum;
    }

    /** The long call-free phase: SPIN loop iterations. */
    static long spin(int round) {
        long acc = 0;
        for (int i = 0; i < SPIN; i++) {
            acc += i + round;
        }
        return acc;
    }

    static void leaf(int value) {
        leafCalls++;
        leafSum += value;
    }

    /** Site A adds the round number, B adds 1 + 2, C adds 10 + 20 + 30, every round. */
    static long expectedLeafSum(int rounds) {
        long r = rounds;
        return r * (r - 1) / 2 + r * (1 + 2) + r * (10 + 20 + 30);
    }
}
