/**
 * A writer fills an object and publishes it through a volatile field; readers that see the
 * reference must see every field written before the publication (JLS 17.4.5: a volatile write
 * happens-before every later read of it), and final fields of an object whose constructor
 * finished (JLS 17.5). Each round is acknowledged through another volatile field, and only
 * once every reader has seen it, so the output does not depend on thread scheduling.
 */
public class VolatilePublication {
    static final class Message {
        final int id;
        final int[] payload;
        int checksum;
        Message(int id) {
            this.id = id;
            payload = new int[16];
            for (int i = 0; i < payload.length; i++) payload[i] = id * 31 + i;
        }
    }

    static volatile Message published;
    static volatile int acknowledged;
    static volatile boolean stop;
    static volatile long bad;
    static volatile int seenByReader0, seenByReader1;

    public static void main(String[] args) throws InterruptedException {
        final int rounds = 100;
        final int readers = 2;
        Thread[] threads = new Thread[readers];
        final int[] seen = new int[readers];
        for (int r = 0; r < readers; r++) {
            final int me = r;
            threads[r] = new Thread() {
                public void run() {
                    int last = 0;
                    while (!stop) {
                        Message m = published;
                        if (m != null && m.id != last) {
                            int sum = 0;
                            for (int v : m.payload) sum += v;
                            if (m.checksum != sum || m.payload[3] != m.id * 31 + 3) bad++;
                            last = m.id;
                            seen[me]++;
                            if (me == 0) seenByReader0 = last; else seenByReader1 = last;
                        }
                        Thread.onSpinWait();
                    }
                }
            };
            threads[r].start();
        }
        Thread writer = new Thread() {
            public void run() {
                for (int i = 1; i <= rounds; i++) {
                    Message m = new Message(i);
                    int sum = 0;
                    for (int v : m.payload) sum += v;
                    m.checksum = sum;
                    published = m;
                    // Hand-shake with main so the rounds stay in step.
                    while (acknowledged != i) { Thread.onSpinWait(); }
                }
            }
        };
        writer.start();
        for (int i = 1; i <= rounds; i++) {
            Message m;
            while ((m = published) == null || m.id != i) { Thread.onSpinWait(); }
            while (seenByReader0 != i || seenByReader1 != i) { Thread.onSpinWait(); }
            acknowledged = i;
        }
        writer.join();
        stop = true;
        for (Thread t : threads) t.join();
        System.out.println("rounds " + rounds + ", inconsistent reads " + bad);
        for (int r = 0; r < readers; r++) System.out.println("reader " + r + " saw " + seen[r] + " messages");
    }
}
