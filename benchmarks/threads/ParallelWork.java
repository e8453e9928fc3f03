/**
 * Independent CPU work split over threads: the parallel-speedup probe of issue 18. The work is
 * `size` units (each a call of `unit(i)`: a short integer recurrence in a loop, so yieldpoints
 * at calls and backedges, no allocation, no shared writes); `threads` threads each take an equal
 * share of the unit indexes. The checksum does not depend on the thread count, so one thread and
 * two threads can be compared for the same total work.
 *
 * Usage: ParallelWork [size [threads [iterations]]] (defaults 200000, 2, 1). Prints the checksum
 * and OK (or FAIL) after each run of the workload; with an iterations argument, also one
 * `iteration <i> time_ns=<n>` line per run (benchmarks/README.md, steady-state convention).
 */
public class ParallelWork {
    static int unit(int i) {
        int x = i;
        for (int k = 0; k < 200; k++) {
            x = x * 1103515245 + 12345;
            x ^= x >>> 11;
        }
        return x & 0xff;
    }

    static long share(int from, int to) {
        long sum = 0;
        for (int i = from; i < to; i++) {
            sum += unit(i);
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        final int size = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        final int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        final int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        long expected = -1;
        for (int it = 0; it < iterations; it++) {
            long start = System.nanoTime();
            final long[] sums = new long[threads];
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                final int me = t;
                final int from = (int) ((long) size * t / threads);
                final int to = (int) ((long) size * (t + 1) / threads);
                workers[t] = new Thread() {
                    public void run() {
                        sums[me] = share(from, to);
                    }
                };
                workers[t].start();
            }
            long checksum = 0;
            for (int t = 0; t < threads; t++) {
                workers[t].join();
                checksum += sums[t];
            }
            long elapsed = System.nanoTime() - start;
            if (expected < 0) {
                expected = checksum;
            }
            System.out.println("ParallelWork size=" + size + " threads=" + threads + " checksum=" + checksum
                + (checksum == expected ? " OK" : " FAIL checksum changed from " + expected));
            if (args.length > 2) {
                System.out.println("iteration " + it + " time_ns=" + elapsed);
            }
        }
    }
}
