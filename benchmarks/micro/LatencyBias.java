/**
 * Lee et al. 2015, Figure 3 (section 2.3, "Unequally Spaced Sampling Actions"): NTHREAD worker
 * threads contend for one static lock; each does NITERATION iterations of
 * synchronized (lock) { 50 x compute(1) at call site A; 50 x compute(1) at call site B }.
 * Both call sites run equally often, so a full call graph gives the edges work->compute at A and at
 * B the same weight; a timer-based sampler whose samples land right after a thread wakes up from
 * lock contention over-weights the first site. The two sites are distinct call instructions in
 * `work` (distinct bytecode indexes), so a DCG keyed by (caller, bci, callee) separates them.
 *
 * Usage: LatencyBias [NTHREAD [NITERATION]] (defaults 4 and 50000). compute(size) runs a small
 * integer loop proportional to size and returns a value folded into a per-thread checksum; main
 * prints the sum of the checksums, the call counts of both sites (which must be equal: NTHREAD x
 * NITERATION x 50 each) and OK, or FAIL with what differs.
 */
public class LatencyBias {
    static final Object lock = new Object();
    static long siteACalls;
    static long siteBCalls;

    public static void main(String[] args) throws InterruptedException {
        final int NTHREAD = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        final int NITERATION = args.length > 1 ? Integer.parseInt(args[1]) : 50000;
        final long[] checksums = new long[NTHREAD];
        Thread[] workers = new Thread[NTHREAD];
        for (int i = 0; i < workers.length; i++) {
            final int me = i;
            workers[i] = new Thread() {
                public void run() {
                    checksums[me] = work(NITERATION);
                }
            };
            workers[i].start();
        }
        for (int i = 0; i < workers.length; i++) {
            workers[i].join();
        }
        long checksum = 0;
        for (long c : checksums) {
            checksum += c;
        }
        long expectedCalls = (long) NTHREAD * NITERATION * 50;
        long expectedChecksum = expectedCalls * 2 * compute(1);
        String verdict = siteACalls == expectedCalls && siteBCalls == expectedCalls && checksum == expectedChecksum
            ? "OK" : "FAIL expected " + expectedCalls + " calls per site and checksum " + expectedChecksum;
        System.out.println("LatencyBias threads=" + NTHREAD + " iterations=" + NITERATION + " checksum=" + checksum
            + " siteA=" + siteACalls + " siteB=" + siteBCalls + " " + verdict);
    }

    static long work(int N) {
        long sum = 0;
        for (int i = 0; i < N; i++) {
            synchronized (lock) {
                for (int j = 0; j < 50; j++) {
                    sum += compute(1); // call site A
                }
                siteACalls += 50;
                for (int j = 0; j < 50; j++) {
                    sum += compute(1); // call site B
                }
                siteBCalls += 50;
            }
        }
        return sum;
    }

    /** Work proportional to `size`: a short integer recurrence (20 steps per unit). */
    static int compute(int size) {
        int x = 17;
        for (int k = 0; k < 20 * size; k++) {
            x = x * 31 + k;
            x ^= x >>> 7;
        }
        return x & 0xffff;
    }
}
