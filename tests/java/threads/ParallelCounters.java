import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** Many threads hammer counters guarded three ways; every increment must survive. */
public class ParallelCounters {
    static int staticCount;
    static final Object lock = new Object();
    int blockCount;
    long methodCount;
    static final AtomicInteger atomicInt = new AtomicInteger();
    static final AtomicLong atomicLong = new AtomicLong();

    static synchronized void bumpStatic() {
        staticCount++;
    }

    synchronized void bumpMethod(long by) {
        methodCount += by;
    }

    public static void main(String[] args) throws InterruptedException {
        final int threads = 8;
        final int rounds = 20000;
        final ParallelCounters shared = new ParallelCounters();
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            workers[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < rounds; i++) {
                        bumpStatic();
                        synchronized (lock) {
                            shared.blockCount++;
                        }
                        shared.bumpMethod(id + 1);
                        atomicInt.incrementAndGet();
                        atomicLong.addAndGet(2);
                        // Nested, reentrant acquisition of the same monitor.
                        synchronized (shared) {
                            synchronized (shared) {
                                shared.bumpMethod(0);
                            }
                        }
                    }
                }
            };
        }
        for (Thread w : workers) w.start();
        for (Thread w : workers) w.join();
        System.out.println("static synchronized: " + staticCount);
        System.out.println("synchronized block:  " + shared.blockCount);
        System.out.println("synchronized method: " + shared.methodCount);
        System.out.println("AtomicInteger:       " + atomicInt.get());
        System.out.println("AtomicLong:          " + atomicLong.get());
        long expectedMethod = 0;
        for (int t = 0; t < threads; t++) expectedMethod += (long) (t + 1) * rounds;
        boolean ok = staticCount == threads * rounds && shared.blockCount == threads * rounds
            && shared.methodCount == expectedMethod && atomicInt.get() == threads * rounds
            && atomicLong.get() == 2L * threads * rounds;
        System.out.println(ok ? "OK" : "LOST UPDATES");
    }
}
