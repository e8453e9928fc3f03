public class ThreadStateBlocked {
    static final Object lock = new Object();
    static int counter;

    static Thread.State waitFor(Thread t, Thread.State wanted) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10000;
        Thread.State s = t.getState();
        while (s != wanted && System.currentTimeMillis() < deadline) {
            Thread.sleep(1);
            s = t.getState();
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                counter++;
            }
        });
        System.out.println("before start: " + t.getState());
        synchronized (lock) {
            t.start();
            System.out.println("while main holds the lock: " + waitFor(t, Thread.State.BLOCKED));
            System.out.println("counter still " + counter);
        }
        t.join();
        System.out.println("after join: " + t.getState() + ", counter " + counter);

        // A waiter woken by notify must get the monitor back: BLOCKED until main leaves it.
        final boolean[] go = new boolean[1];
        Thread w = new Thread(() -> {
            synchronized (lock) {
                while (!go[0]) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                counter++;
            }
        });
        w.start();
        System.out.println("waiting: " + waitFor(w, Thread.State.WAITING));
        synchronized (lock) {
            go[0] = true;
            lock.notifyAll();
            System.out.println("notified, main still holds the lock: " + waitFor(w, Thread.State.BLOCKED));
        }
        w.join();
        System.out.println("done: " + w.getState() + ", counter " + counter);
    }
}
