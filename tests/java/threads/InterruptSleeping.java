// interrupt() wakes a sleeping or waiting thread with InterruptedException and clears the status;
// an interrupt before sleep makes it throw at once; Thread.interrupted() reads and clears.
public class InterruptSleeping {
    public static void main(String[] args) throws Exception {
        final Object ready = new Object();
        final boolean[] sleeping = new boolean[1];
        Thread sleeper = new Thread(() -> {
            synchronized (ready) {
                sleeping[0] = true;
                ready.notifyAll();
            }
            try {
                Thread.sleep(60000);
                System.out.println("sleeper woke normally");
            } catch (InterruptedException e) {
                System.out.println("sleeper: " + e + ", interrupted now " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        synchronized (ready) {
            while (!sleeping[0]) ready.wait();
        }
        Thread.sleep(20);
        sleeper.interrupt();
        sleeper.join();

        final Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.notifyAll();
                    lock.wait();
                    System.out.println("waiter woke normally");
                } catch (InterruptedException e) {
                    System.out.println("waiter: " + e + ", holds lock " + Thread.holdsLock(lock));
                }
            }
        });
        synchronized (lock) {
            waiter.start();
            lock.wait();
        }
        waiter.interrupt();
        waiter.join();

        Thread.currentThread().interrupt();
        System.out.println("main interrupted: " + Thread.currentThread().isInterrupted());
        try {
            Thread.sleep(10);
            System.out.println("slept");
        } catch (InterruptedException e) {
            System.out.println("main: " + e.getMessage() + ", now " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try {
            synchronized (lock) {
                lock.wait(1000);
            }
        } catch (InterruptedException e) {
            System.out.println("wait with pending interrupt: " + e);
        }
        Thread fresh = new Thread(() -> {});
        fresh.interrupt();
        System.out.println("unstarted interrupted: " + fresh.isInterrupted());
    }
}
