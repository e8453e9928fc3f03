/**
 * Worker threads build and check linked lists and arrays while another thread keeps asking for
 * collections: every object a thread can reach must survive every collection intact.
 */
public class AllocateWhileCollecting {
    static final class Node {
        final int value;
        final Node next;
        final int[] data;
        Node(int value, Node next) {
            this.value = value;
            this.next = next;
            this.data = new int[value % 5 + 1];
            for (int i = 0; i < data.length; i++) data[i] = value + i;
        }
    }

    static volatile boolean done;

    public static void main(String[] args) throws InterruptedException {
        final int workers = 4;
        final long[] results = new long[workers];
        Thread[] threads = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            final int me = w;
            threads[w] = new Thread() {
                public void run() {
                    long total = 0;
                    for (int round = 0; round < 10; round++) {
                        Node head = null;
                        for (int i = 0; i < 2000; i++) head = new Node(i + me, head);
                        StringBuilder sb = new StringBuilder();
                        for (Node n = head; n != null; n = n.next) {
                            for (int d : n.data) total += d - n.value;
                            total += n.value;
                            if (n.value % 500 == 0) sb.append(n.value).append(',');
                        }
                        total += sb.length();
                    }
                    results[me] = total;
                }
            };
            threads[w].start();
        }
        Thread collector = new Thread() {
            public void run() {
                while (!done) {
                    System.gc();
                    Thread.yield();
                }
            }
        };
        collector.setDaemon(true);
        collector.start();
        for (Thread t : threads) t.join();
        done = true;
        collector.join();
        for (int w = 0; w < workers; w++) System.out.println("worker " + w + ": " + results[w]);
    }
}
