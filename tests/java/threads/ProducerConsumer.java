// A bounded buffer with wait/notifyAll: two producers, two consumers; every item is consumed
// exactly once (the sums and counts are exact whatever the interleaving).
public class ProducerConsumer {
    static final int CAPACITY = 4;
    static final int[] buffer = new int[CAPACITY];
    static int head, count;
    static final Object LOCK = new Object();
    static final int PER_PRODUCER = 2000;

    static void put(int v) throws InterruptedException {
        synchronized (LOCK) {
            while (count == CAPACITY) {
                LOCK.wait();
            }
            buffer[(head + count) % CAPACITY] = v;
            count++;
            LOCK.notifyAll();
        }
    }

    static int take() throws InterruptedException {
        synchronized (LOCK) {
            while (count == 0) {
                LOCK.wait();
            }
            int v = buffer[head];
            head = (head + 1) % CAPACITY;
            count--;
            LOCK.notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        long[] sums = new long[2];
        int[] taken = new int[2];
        Thread[] producers = new Thread[2];
        Thread[] consumers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int base = p * 100000;
            producers[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= PER_PRODUCER; i++) {
                        put(base + i);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (int c = 0; c < 2; c++) {
            final int me = c;
            consumers[c] = new Thread(() -> {
                try {
                    for (int i = 0; i < PER_PRODUCER; i++) {
                        sums[me] += take();
                        taken[me]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : consumers) t.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        for (Thread t : consumers) t.join();
        long expected = 0;
        for (int p = 0; p < 2; p++) {
            for (int i = 1; i <= PER_PRODUCER; i++) expected += p * 100000 + i;
        }
        System.out.println("taken " + (taken[0] + taken[1]) + " sum " + (sums[0] + sums[1]) + " expected " + expected);
        System.out.println("buffer empty: " + (count == 0));
    }
}
