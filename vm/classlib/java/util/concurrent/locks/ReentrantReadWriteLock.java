package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * rvm's ReentrantReadWriteLock on RvmLockCore: many readers or one writer, reentrant, with
 * downgrading (a writer may take the read lock) and writer preference for new readers.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private final RvmLockCore core = new RvmLockCore();
    private final boolean fair;
    private final ReadLock readerLock;
    private final WriteLock writerLock;

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this.fair = fair;
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private final RvmLockCore core;

        protected ReadLock(ReentrantReadWriteLock lock) {
            core = lock.core;
        }

        public void lock() {
            try {
                core.acquireRead(false);
            } catch (InterruptedException cannotHappen) {
                Thread.currentThread().interrupt();
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            core.acquireRead(true);
        }

        public boolean tryLock() {
            return core.tryAcquireRead();
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return core.acquireRead(unit.toNanos(timeout));
        }

        public void unlock() {
            core.releaseRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            int r;
            synchronized (core) {
                r = core.readCount;
            }
            return super.toString() + "[Read locks = " + r + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private final RvmLockCore core;

        protected WriteLock(ReentrantReadWriteLock lock) {
            core = lock.core;
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

        public boolean isHeldByCurrentThread() {
            return core.heldByCurrentThread();
        }

        public int getHoldCount() {
            synchronized (core) {
                return core.owner == Thread.currentThread() ? core.holds : 0;
            }
        }

        public String toString() {
            Thread o;
            synchronized (core) {
                o = core.owner;
            }
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
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

    public int getReadLockCount() {
        synchronized (core) {
            return core.readCount;
        }
    }

    public boolean isWriteLocked() {
        synchronized (core) {
            return core.owner != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        return core.heldByCurrentThread();
    }

    public int getWriteHoldCount() {
        synchronized (core) {
            return core.owner == Thread.currentThread() ? core.holds : 0;
        }
    }

    public int getReadHoldCount() {
        return core.readHoldsOfCurrentThread();
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

    public String toString() {
        int w;
        int r;
        synchronized (core) {
            w = core.owner == null ? 0 : core.holds;
            r = core.readCount;
        }
        return super.toString() + "[Write locks = " + w + ", Read locks = " + r + "]";
    }
}
