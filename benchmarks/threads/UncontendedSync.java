/**
 * Uncontended monitors: one thread enters and exits the same monitor in a tight loop, through a
 * synchronized block and a synchronized instance method (and a static synchronized method every
 * 16th iteration), so the time is mostly the cost of an uncontended lock/unlock pair.
 *
 * Usage: UncontendedSync [iterations] (default 30000000). Prints the counters, checked against
 * closed forms, and OK or FAIL.
 */
public class UncontendedSync {
    private long total;
    private static long statics;

    synchronized void add(long v) {
        total += v;
    }

    static synchronized void addStatic(long v) {
        statics += v;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 30000000;
        UncontendedSync s = new UncontendedSync();
        Object lock = new Object();
        long block = 0;
        for (int i = 0; i < n; i++) {
            synchronized (lock) {
                block += i & 7;
            }
            s.add(i & 3);
            if ((i & 15) == 0) {
                addStatic(1);
            }
        }
        long expectedBlock = (long) (n / 8) * 28 + partial(n % 8);
        long expectedTotal = (long) (n / 4) * 6 + partial(n % 4);
        long expectedStatics = (n + 15) / 16;
        boolean ok = block == expectedBlock && s.total == expectedTotal && statics == expectedStatics;
        System.out.println("UncontendedSync n=" + n + " block=" + block + " method=" + s.total + " static=" + statics
            + (ok ? " OK" : " FAIL"));
    }

    /** 0 + 1 + ... + (r - 1). */
    static long partial(int r) {
        return (long) r * (r - 1) / 2;
    }
}
