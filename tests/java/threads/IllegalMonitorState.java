// IllegalMonitorStateException and friends with HotSpot's messages.
public class IllegalMonitorState {
    static volatile boolean ownerWaits;

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        attempt("notify", () -> lock.notify());
        attempt("notifyAll", () -> lock.notifyAll());
        attempt("wait", () -> {
            try {
                lock.wait();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("wait(10)", () -> {
            try {
                lock.wait(10);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("wait(-1)", () -> {
            try {
                synchronized (lock) {
                    lock.wait(-1);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("notify on another object", () -> {
            synchronized (lock) {
                new Object().notify();
            }
        });
        attempt("array notify", () -> new int[1].notify());
        attempt("holdsLock(null)", () -> Thread.holdsLock(null));
        final Object held = new Object();
        Thread owner = new Thread(() -> {
            synchronized (held) {
                try {
                    ownerWaits = true;
                    held.wait();
                } catch (InterruptedException e) {
                    System.out.println("owner interrupted");
                }
            }
        });
        owner.start();
        // Until the owner holds `held` (it releases it only by waiting), so
        // that main's notify below always finds it in the wait set.
        while (!ownerWaits) {
            Thread.sleep(1);
        }
        attempt("notify of a monitor another thread waits on", () -> held.notify());
        synchronized (held) {
            held.notify();
        }
        owner.join();
        Thread t = new Thread(() -> {});
        t.start();
        attempt("start twice", () -> t.start());
        t.join();
        attempt("start after end", () -> t.start());
        Thread alive = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
            }
        });
        alive.start();
        attempt("setDaemon while alive", () -> alive.setDaemon(true));
        alive.interrupt();
        alive.join();
        attempt("sleep(-1)", () -> {
            try {
                Thread.sleep(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("setName(null)", () -> Thread.currentThread().setName(null));
        attempt("setPriority(11)", () -> Thread.currentThread().setPriority(11));
    }
}
