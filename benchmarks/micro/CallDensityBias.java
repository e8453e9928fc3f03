// CallDensityBias: the program of Lee 2015, Figure 1 ("A program generating
// unequally spaced call events"). main calls dense(N) and then sparse(N);
// dense calls compute(1) N times, sparse calls compute(2) N times, and
// compute's running time is proportional to its argument (a loop of
// size * WORK iterations). The perfect (exhaustive) profile gives the edges
// dense->compute and sparse->compute the same weight, N each.
//
// Why sampling gets it wrong (Lee §2.3): every timer tick yields a fixed
// number of samples, but sparse's phase lasts about twice as long as dense's,
// so it receives about twice the ticks and twice the samples: timer sampling
// and unweighted CBS report sparse->compute about 2x dense->compute. Lee's
// density weight (calls since the previous tick, §3.2; `--weight=density`)
// doubles the weight of each of dense's samples and evens the two out.
//
// Usage: java CallDensityBias [N]   (default 2000000)
// compute(1) runs WORK = 64 loop iterations (about 0.1-0.3 us compiled, so
// thousands of calls fall between two 4 ms ticks); compute(2) runs 128.
// No allocation.
//
// Self-check: compute(size) adds 3i + size for i < size * WORK, which is
// 3m(m-1)/2 + size*m with m = size * WORK; each phase's total must be N
// times that, and the call counts must both be N.
public class CallDensityBias {
    static final int DEFAULT_N = 2_000_000;
    static final int WORK = 64;

    static int computeCalls;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_N;
        long denseSum = dense(n);        // call site A
        int denseCalls = computeCalls;
        long sparseSum = sparse(n);      // call site B
        int sparseCalls = computeCalls - denseCalls;

        String failure = null;
        long wantDense = n * closedForm(1);
        long wantSparse = n * closedForm(2);
        if (denseSum != wantDense) {
            failure = "dense sum " + denseSum + ", expected " + wantDense;
        } else if (sparseSum != wantSparse) {
            failure = "sparse sum " + sparseSum + ", expected " + wantSparse;
        } else if (denseCalls != n || sparseCalls != n) {
            failure = "calls " + denseCalls + "/" + sparseCalls + ", expected " + n + " each";
        }
        System.out.println("CallDensityBias n=" + n + " calls=" + denseCalls + "/" + sparseCalls
                + " checksum=" + (denseSum ^ sparseSum) + (failure == null ? " OK" : " FAIL " + failure));
    }

    static long dense(int repeat) {
        long sum = 0;
        for (int i = 0; i < repeat; i++) {
            sum += compute(1);           // call site C
        }
        return sum;
    }

    static long sparse(int repeat) {
        long sum = 0;
        for (int i = 0; i < repeat; i++) {
            sum += compute(2);           // call site D
        }
        return sum;
    }

    /** Time proportional to `size`: size * WORK iterations, no calls. */
    static long compute(int size) {
        computeCalls++;
        long acc = 0;
        int iterations = size * WORK;
        for (int i = 0; i < iterations; i++) {
            acc += 3 * i + size;
        }
        return acc;
    }

    static long closedForm(int size) {
        long m = (long) size * WORK;
        return 3 * m * (m - 1) / 2 + size * m;
    }
}
