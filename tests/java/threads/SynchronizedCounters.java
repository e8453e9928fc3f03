// Eight threads increment counters under a synchronized block, a synchronized instance method and a
// static synchronized method; unsynchronized read-modify-write would lose updates at thread switches.
public class SynchronizedCounters {
    static final Object LOCK = new Object();
    static long blockCounter;
    static long staticCounter;
    long instanceCounter;

    synchronized void incrementInstance() {
        long v = instanceCounter;
        instanceCounter = v + 1;
    }

    static synchronized void incrementStatic() {
        long v = staticCounter;
        staticCounter = v + 1;
    }

    public static void main(String[] args) throws Exception {
        final SynchronizedCounters shared = new SynchronizedCounters();
        final int threads = 8, iterations = 20000;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread() {
                public void run() {
                    for (int j = 0; j < iterations; j++) {
                        synchronized (LOCK) {
                            long v = blockCounter;
                            blockCounter = v + 1;
                        }
                        shared.incrementInstance();
                        incrementStatic();
                    }
                }
            };
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("block " + blockCounter);
        System.out.println("instance " + shared.instanceCounter);
        System.out.println("static " + staticCounter);
        System.out.println("expected " + (long) threads * iterations);
        System.out.println("holds after: " + Thread.holdsLock(LOCK) + " " + Thread.holdsLock(shared));
    }
}
