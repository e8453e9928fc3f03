/**
 * A contended monitor: four threads increment a shared counter under one lock, doing a little
 * private arithmetic between critical sections, so threads keep meeting at the lock (blocking,
 * waking, handing the monitor over).
 *
 * Usage: ContendedLock [iterations per thread] (default 3000000). Prints the counter and a checksum
 * of the private work, checked against closed forms, and OK or FAIL.
 */
public class ContendedLock {
    static final int THREADS = 4;
    static final Object lock = new Object();
    static long counter;
    static long sumOfTickets;

    public static void main(String[] args) throws InterruptedException {
        final int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000000;
        final long[] work = new long[THREADS];
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int me = t;
            threads[t] = new Thread(() -> {
                long local = 0;
                for (int i = 0; i < n; i++) {
                    long ticket;
                    synchronized (lock) {
                        ticket = counter++;
                        sumOfTickets += ticket;
                    }
                    for (int k = 0; k < 8; k++) {
                        local += (i ^ k) & 1;
                    }
                }
                work[me] = local;
            });
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        long total = (long) THREADS * n;
        long localSum = 0;
        for (long w : work) localSum += w;
        boolean ok = counter == total && sumOfTickets == total * (total - 1) / 2 && localSum == (long) THREADS * n * 4;
        System.out.println("ContendedLock threads=" + THREADS + " n=" + n + " counter=" + counter + " work=" + localSum
            + (ok ? " OK" : " FAIL"));
    }
}
