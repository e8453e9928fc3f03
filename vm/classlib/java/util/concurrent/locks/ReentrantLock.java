package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/** rvm's ReentrantLock on RvmLockCore (monitor-based; fairness accepted, not enforced). */
public class ReentrantLock implements Lock, java.io.Serializable {
    private final RvmLockCore core = new RvmLockCore();
    private final boolean fair;

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    public void lock() {
        try {
            core.acquireWrite(false);
        } catch (InterruptedException cannotHappen) {
            Thread.currentThread().interrupt();
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        core.acquireWrite(true);
    }

    public boolean tryLock() {
        return core.tryAcquireWrite();
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        return core.acquireWrite(unit.toNanos(timeout));
    }

    public void unlock() {
        core.releaseWrite();
    }

    public Condition newCondition() {
        return core.new ConditionObject();
    }

    public int getHoldCount() {
        synchronized (core) {
            return core.owner == Thread.currentThread() ? core.holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        return core.heldByCurrentThread();
    }

    public boolean isLocked() {
        synchronized (core) {
            return core.owner != null;
        }
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (core) {
            return core.owner;
        }
    }

    public final boolean hasQueuedThreads() {
        synchronized (core) {
            return core.queued > 0;
        }
    }

    public final int getQueueLength() {
        synchronized (core) {
            return core.queued;
        }
    }

    private RvmLockCore.ConditionObject owned(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof RvmLockCore.ConditionObject)) {
            throw new IllegalArgumentException("not owner");
        }
        synchronized (core) {
            if (core.owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
        }
        return (RvmLockCore.ConditionObject) condition;
    }

    public boolean hasWaiters(Condition condition) {
        return owned(condition).hasWaiters();
    }

    public int getWaitQueueLength(Condition condition) {
        return owned(condition).waitQueueLength();
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
