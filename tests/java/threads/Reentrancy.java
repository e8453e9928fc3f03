// Monitors are reentrant: nested synchronized blocks and recursive synchronized methods on the same
// object, deeper than a thin lock's count, and wait inside a reentered monitor releases all levels.
public class Reentrancy {
    int depthReached;

    synchronized int recurse(int n) {
        depthReached = Math.max(depthReached, n);
        if (n == 0) {
            return Thread.holdsLock(this) ? 1 : 0;
        }
        synchronized (this) {
            return recurse(n - 1) + 1;
        }
    }

    static synchronized int staticRecurse(int n) {
        return n == 0 ? 0 : 1 + staticRecurse(n - 1);
    }

    public static void main(String[] args) throws Exception {
        final Reentrancy r = new Reentrancy();
        System.out.println("recurse " + r.recurse(400) + " holds after " + Thread.holdsLock(r));
        System.out.println("static " + staticRecurse(300) + " holds class " + Thread.holdsLock(Reentrancy.class));
        final Object lock = new Object();
        final int[] state = new int[1];
        Thread other = new Thread(() -> {
            synchronized (lock) {
                state[0] = 1;
                lock.notifyAll();
            }
        });
        synchronized (lock) {
            synchronized (lock) {
                synchronized (lock) {
                    other.start();
                    while (state[0] == 0) {
                        lock.wait();
                    }
                    System.out.println("woken; holds " + Thread.holdsLock(lock));
                }
                System.out.println("two levels left; holds " + Thread.holdsLock(lock));
            }
        }
        System.out.println("released; holds " + Thread.holdsLock(lock));
        other.join();
        int[] array = new int[3];
        synchronized (array) {
            synchronized (array) {
                System.out.println("array lock held " + Thread.holdsLock(array));
            }
        }
        System.out.println("array lock released " + !Thread.holdsLock(array));
    }
}
