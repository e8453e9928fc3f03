// wait(millis) returns after the timeout without a notify; notify wakes a timed waiter early;
// notify with nobody waiting is a no-op.
public class WaitWithTimeout {
    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        long start = System.nanoTime();
        synchronized (lock) {
            lock.notify();
            lock.wait(50);
        }
        long waited = (System.nanoTime() - start) / 1000000;
        System.out.println("timed out after at least 45 ms: " + (waited >= 45));
        synchronized (lock) {
            lock.wait(5, 500);
        }
        final boolean[] done = new boolean[1];
        Thread waiter = new Thread(() -> {
            long t0 = System.nanoTime();
            synchronized (lock) {
                try {
                    while (!done[0]) lock.wait(30000);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
            System.out.println("waiter woken early: " + ((System.nanoTime() - t0) / 1000000 < 20000));
        });
        waiter.start();
        Thread.sleep(30);
        synchronized (lock) {
            done[0] = true;
            lock.notify();
        }
        waiter.join();
        System.out.println("done");
    }
}
