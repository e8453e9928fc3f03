package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.concurrent.RvmTimedWait;
import java.util.concurrent.TimeUnit;

/**
 * The shared core of rvm's ReentrantLock and ReentrantReadWriteLock: an exclusive owner with a
 * hold count and a map of shared (read) holders, all guarded by this object's monitor; conditions
 * wait on the same monitor, each with its own FIFO of waiter nodes, so a signal between releasing
 * the lock and waiting cannot be lost. Fairness is accepted and not enforced (waiters compete on
 * the monitor). Not JDK API.
 */
final class RvmLockCore implements java.io.Serializable {
    Thread owner;
    int holds;
    int waitingWriters;
    int queued;
    final java.util.HashMap<Thread, Integer> readers = new java.util.HashMap<>();
    int readCount;

    // ---------------------------------------------------------------- exclusive

    private boolean canWrite(Thread me) {
        return (owner == null || owner == me) && (readCount == 0 || owner == me);
    }

    synchronized boolean tryAcquireWrite() {
        Thread me = Thread.currentThread();
        if (!canWrite(me)) {
            return false;
        }
        owner = me;
        holds++;
        return true;
    }

    /** Acquires the exclusive lock; with {@code interruptible}, throws if interrupted while waiting. */
    synchronized void acquireWrite(boolean interruptible) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean interrupted = false;
        if (!canWrite(me)) {
            waitingWriters++;
            queued++;
            try {
                while (!canWrite(me)) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                waitingWriters--;
                queued--;
                notifyAll();
            }
        }
        owner = me;
        holds++;
        if (interrupted) {
            me.interrupt();
        }
    }

    synchronized boolean acquireWrite(long nanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (!canWrite(me)) {
            waitingWriters++;
            queued++;
            try {
                while (!canWrite(me)) {
                    if (nanos <= 0) {
                        return false;
                    }
                    nanos = RvmTimedWait.waitNanos(this, nanos);
                }
            } finally {
                waitingWriters--;
                queued--;
                notifyAll();
            }
        }
        owner = me;
        holds++;
        return true;
    }

    synchronized void releaseWrite() {
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        if (--holds == 0) {
            owner = null;
            notifyAll();
        }
    }

    synchronized boolean heldByCurrentThread() {
        return owner == Thread.currentThread();
    }

    // ---------------------------------------------------------------- shared

    private boolean canRead(Thread me) {
        if (owner != null && owner != me) {
            return false;
        }
        // writer preference, except for reentrant reads and a writer downgrading
        return waitingWriters == 0 || owner == me || readers.containsKey(me);
    }

    private void addReader(Thread me) {
        Integer n = readers.get(me);
        readers.put(me, n == null ? 1 : n + 1);
        readCount++;
    }

    synchronized boolean tryAcquireRead() {
        Thread me = Thread.currentThread();
        if (owner != null && owner != me) {
            return false;
        }
        addReader(me);
        return true;
    }

    synchronized void acquireRead(boolean interruptible) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean interrupted = false;
        queued++;
        try {
            while (!canRead(me)) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
        } finally {
            queued--;
        }
        addReader(me);
        if (interrupted) {
            me.interrupt();
        }
    }

    synchronized boolean acquireRead(long nanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        queued++;
        try {
            while (!canRead(me)) {
                if (nanos <= 0) {
                    return false;
                }
                nanos = RvmTimedWait.waitNanos(this, nanos);
            }
        } finally {
            queued--;
        }
        addReader(me);
        return true;
    }

    synchronized void releaseRead() {
        Thread me = Thread.currentThread();
        Integer n = readers.get(me);
        if (n == null) {
            throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
        }
        if (n == 1) {
            readers.remove(me);
        } else {
            readers.put(me, n - 1);
        }
        if (--readCount == 0) {
            notifyAll();
        }
    }

    synchronized int readHoldsOfCurrentThread() {
        Integer n = readers.get(Thread.currentThread());
        return n == null ? 0 : n;
    }

    // ---------------------------------------------------------------- conditions

    final class ConditionObject implements Condition, java.io.Serializable {
        private final ArrayDeque<boolean[]> waiters = new ArrayDeque<>();

        private int release() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            int saved = holds;
            holds = 0;
            owner = null;
            RvmLockCore.this.notifyAll();
            return saved;
        }

        private void reacquire(int saved) {
            Thread me = Thread.currentThread();
            boolean interrupted = false;
            while (!canWrite(me)) {
                try {
                    RvmLockCore.this.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            owner = me;
            holds = saved;
            if (interrupted) {
                me.interrupt();
            }
        }

        /** Waits for a signal (or the timeout, if {@code timed}); returns the nanoseconds left. */
        private long doAwait(boolean interruptible, boolean timed, long nanos) throws InterruptedException {
            synchronized (RvmLockCore.this) {
                if (interruptible && Thread.interrupted()) {
                    throw new InterruptedException();
                }
                boolean[] node = {false};
                waiters.addLast(node);
                int saved = release();
                InterruptedException pending = null;
                boolean reinterrupt = false;
                try {
                    while (!node[0]) {
                        if (timed && nanos <= 0) {
                            break;
                        }
                        try {
                            if (timed) {
                                nanos = RvmTimedWait.waitNanos(RvmLockCore.this, nanos);
                            } else {
                                RvmLockCore.this.wait();
                            }
                        } catch (InterruptedException e) {
                            if (!interruptible || node[0]) {
                                reinterrupt = true;
                            } else {
                                pending = e;
                                break;
                            }
                        }
                    }
                } finally {
                    if (!node[0]) {
                        waiters.remove(node);
                    }
                    reacquire(saved);
                }
                if (reinterrupt) {
                    Thread.currentThread().interrupt();
                }
                if (pending != null) {
                    throw pending;
                }
                return nanos;
            }
        }

        public void await() throws InterruptedException {
            doAwait(true, false, 0);
        }

        public void awaitUninterruptibly() {
            try {
                doAwait(false, false, 0);
            } catch (InterruptedException cannotHappen) {
                Thread.currentThread().interrupt();
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            long start = System.nanoTime();
            doAwait(true, true, nanosTimeout);
            return nanosTimeout - (System.nanoTime() - start);
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return doAwait(true, true, unit.toNanos(time)) > 0;
        }

        public void signal() {
            synchronized (RvmLockCore.this) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                boolean[] node = waiters.pollFirst();
                if (node != null) {
                    node[0] = true;
                    RvmLockCore.this.notifyAll();
                }
            }
        }

        public void signalAll() {
            synchronized (RvmLockCore.this) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                boolean[] node;
                while ((node = waiters.pollFirst()) != null) {
                    node[0] = true;
                }
                RvmLockCore.this.notifyAll();
            }
        }

        boolean hasWaiters() {
            synchronized (RvmLockCore.this) {
                return !waiters.isEmpty();
            }
        }

        int waitQueueLength() {
            synchronized (RvmLockCore.this) {
                return waiters.size();
            }
        }
    }
}
