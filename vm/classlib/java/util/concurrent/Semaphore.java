package java.util.concurrent;

/** rvm's Semaphore: permits guarded by the semaphore's monitor (fairness is accepted, not enforced). */
public class Semaphore implements java.io.Serializable {
    private int permits;
    private final boolean fair;
    private int waiters;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    private static void check(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
    }

    public void acquire() throws InterruptedException {
        acquire(1);
    }

    public synchronized void acquire(int n) throws InterruptedException {
        check(n);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        waiters++;
        try {
            while (permits < n) {
                wait();
            }
            permits -= n;
        } finally {
            waiters--;
        }
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public synchronized void acquireUninterruptibly(int n) {
        check(n);
        boolean interrupted = false;
        waiters++;
        try {
            while (permits < n) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            permits -= n;
        } finally {
            waiters--;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public synchronized boolean tryAcquire(int n) {
        check(n);
        if (permits >= n) {
            permits -= n;
            return true;
        }
        return false;
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public synchronized boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
        check(n);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(timeout);
        waiters++;
        try {
            while (permits < n) {
                if (nanos <= 0) {
                    return false;
                }
                nanos = RvmTimedWait.waitNanos(this, nanos);
            }
            permits -= n;
            return true;
        } finally {
            waiters--;
        }
    }

    public void release() {
        release(1);
    }

    public synchronized void release(int n) {
        check(n);
        permits += n;
        notifyAll();
    }

    public synchronized int availablePermits() {
        return permits;
    }

    public synchronized int drainPermits() {
        int n = permits;
        permits = 0;
        return n;
    }

    protected synchronized void reducePermits(int reduction) {
        check(reduction);
        permits -= reduction;
    }

    public boolean isFair() {
        return fair;
    }

    public final synchronized boolean hasQueuedThreads() {
        return waiters > 0;
    }

    public final synchronized int getQueueLength() {
        return waiters;
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
