/** Threads pass a token round a ring with wait/notifyAll; the order of turns is fixed. */
public class WaitNotifyHandoff {
    static final Object monitor = new Object();
    static int turn;
    static final StringBuilder log = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        final int players = 4;
        final int laps = 500;
        Thread[] threads = new Thread[players];
        final long[] sums = new long[players];
        for (int p = 0; p < players; p++) {
            final int me = p;
            threads[p] = new Thread() {
                public void run() {
                    for (int lap = 0; lap < laps; lap++) {
                        synchronized (monitor) {
                            while (turn % players != me) {
                                try {
                                    monitor.wait();
                                } catch (InterruptedException e) {
                                    throw new RuntimeException(e);
                                }
                            }
                            sums[me] += turn;
                            if (lap < 2) log.append(me);
                            turn++;
                            monitor.notifyAll();
                        }
                    }
                }
            };
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        System.out.println("turns " + turn + ", first laps " + log);
        for (int p = 0; p < players; p++) System.out.println("player " + p + " sum " + sums[p]);
    }
}
