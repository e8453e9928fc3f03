import java.util.concurrent.atomic.AtomicInteger;

// A thousand short threads started and joined, in batches; each one adds to an AtomicInteger
// and to a synchronized counter.
public class ManyShortThreads {
    static int synchronizedCount;

    static synchronized void add(int n) {
        synchronizedCount += n;
    }

    public static void main(String[] args) throws Exception {
        final AtomicInteger atomic = new AtomicInteger();
        int started = 0;
        for (int batch = 0; batch < 50; batch++) {
            Thread[] ts = new Thread[20];
            for (int i = 0; i < ts.length; i++) {
                final int n = batch * 20 + i;
                ts[i] = new Thread(() -> {
                    atomic.addAndGet(n);
                    add(1);
                });
                ts[i].start();
                started++;
            }
            for (Thread t : ts) t.join();
        }
        System.out.println("started " + started + " atomic " + atomic.get() + " synchronized " + synchronizedCount);
        Thread last = new Thread(() -> {});
        System.out.println(last.getName());
    }
}
