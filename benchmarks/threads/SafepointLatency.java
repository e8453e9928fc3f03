/**
 * Time to safepoint (issue 18): `workers` threads run a tight compute loop (calls and
 * backedges, no allocation) while main asks for `collections` collections, one every 2 ms.
 * Run with `rvm --threads=parallel --stats`: each collection stops the world, and the
 * `safepoints` line gives the median and maximum time from the request until every worker
 * was at a yieldpoint. Prints the workers' checksum and OK.
 *
 * Usage: SafepointLatency [workers [collections]] (defaults 1 and 200).
 */
public class SafepointLatency {
    static volatile boolean stop;

    static int step(int x) {
        return x * 1103515245 + 12345;
    }

    public static void main(String[] args) throws InterruptedException {
        final int workers = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        final int collections = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        final long[] loops = new long[workers];
        Thread[] threads = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            final int me = w;
            threads[w] = new Thread() {
                public void run() {
                    int x = me;
                    long n = 0;
                    while (!stop) {
                        for (int k = 0; k < 1000; k++) {
                            x = step(x);
                        }
                        n++;
                    }
                    loops[me] = n + (x & 1);
                }
            };
            threads[w].start();
        }
        for (int i = 0; i < collections; i++) {
            Thread.sleep(2);
            System.gc();
        }
        stop = true;
        long total = 0;
        for (int w = 0; w < workers; w++) {
            threads[w].join();
            total += loops[w];
        }
        System.out.println("SafepointLatency workers=" + workers + " collections=" + collections
            + (total > 0 ? " OK" : " FAIL the workers did not run"));
    }
}
