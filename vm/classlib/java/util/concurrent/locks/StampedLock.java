package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * rvm's StampedLock: JDK 17's state word and stamp arithmetic (a version in the high bits, bit 7
 * the writer, bits 0-6 the reader count, overflowing into a counter past 126), so stamps have the
 * values HotSpot gives. Waiting threads block on a private monitor and are woken by every unlock
 * (no queue, so no ordering between waiting readers and writers). Not reentrant, no owner.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;

    private static final int LG_READERS = 7;
    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << LG_READERS;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private transient long state;
    private transient int readerOverflow;
    private final transient Object monitor = new Object();

    transient ReadLockView readLockView;
    transient WriteLockView writeLockView;
    transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
        state = ORIGIN;
    }

    // ---------------------------------------------------------------- state transitions (under monitor)

    private long tryWriteState() {
        long s = state;
        if ((s & ABITS) == 0L) {
            return state = s | WBIT;
        }
        return 0L;
    }

    private long tryReadState() {
        long s = state;
        long m = s & ABITS;
        if (m < RFULL) {
            return state = s + RUNIT;
        }
        if (m == RFULL) {
            readerOverflow++;
            return s;
        }
        return 0L;
    }

    private static long unlockWriteState(long s) {
        return ((s += WBIT) == 0L) ? ORIGIN : s;
    }

    private long releaseWrite(long s) {
        long next = state = unlockWriteState(s);
        monitor.notifyAll();
        return next;
    }

    private long releaseRead(long s) {
        long next;
        if ((s & RBITS) >= RFULL && readerOverflow > 0) {
            readerOverflow--;
            next = s;
        } else {
            next = state = s - RUNIT;
        }
        monitor.notifyAll();
        return next;
    }

    /** Waits until acquire (tryWriteState or tryReadState) succeeds; deadline 0 means none. */
    private long acquire(boolean write, boolean interruptible, long deadline) throws InterruptedException {
        synchronized (monitor) {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            boolean interrupted = false;
            try {
                while (true) {
                    long next = write ? tryWriteState() : tryReadState();
                    if (next != 0L) {
                        return next;
                    }
                    long wait = 0L;
                    if (deadline != 0L) {
                        long remaining = deadline - System.nanoTime();
                        if (remaining <= 0L) {
                            return 0L;
                        }
                        wait = Math.max(1L, remaining / 1000000L);
                    }
                    try {
                        monitor.wait(wait);
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return acquire(write, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new InternalError(cannotHappen);
        }
    }

    private static long deadlineOf(long time, TimeUnit unit) {
        long nanos = unit.toNanos(time);
        if (nanos <= 0L) {
            return -1L;
        }
        long deadline = System.nanoTime() + nanos;
        return deadline == 0L ? 1L : deadline;
    }

    // ---------------------------------------------------------------- write lock

    public long writeLock() {
        return acquireUninterruptibly(true);
    }

    public long tryWriteLock() {
        synchronized (monitor) {
            return tryWriteState();
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long deadline = deadlineOf(time, unit);
        if (deadline == -1L) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return tryWriteLock();
        }
        return acquire(true, true, deadline);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        return acquire(true, true, 0L);
    }

    // ---------------------------------------------------------------- read lock

    public long readLock() {
        return acquireUninterruptibly(false);
    }

    public long tryReadLock() {
        synchronized (monitor) {
            return tryReadState();
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long deadline = deadlineOf(time, unit);
        if (deadline == -1L) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return tryReadLock();
        }
        return acquire(false, true, deadline);
    }

    public long readLockInterruptibly() throws InterruptedException {
        return acquire(false, true, 0L);
    }

    public long tryOptimisticRead() {
        synchronized (monitor) {
            long s = state;
            return ((s & WBIT) == 0L) ? (s & SBITS) : 0L;
        }
    }

    public boolean validate(long stamp) {
        synchronized (monitor) {
            return (stamp & SBITS) == (state & SBITS);
        }
    }

    // ---------------------------------------------------------------- unlocking

    public void unlockWrite(long stamp) {
        synchronized (monitor) {
            if (state != stamp || (stamp & WBIT) == 0L) {
                throw new IllegalMonitorStateException();
            }
            releaseWrite(stamp);
        }
    }

    public void unlockRead(long stamp) {
        synchronized (monitor) {
            long s = state;
            if ((stamp & RBITS) == 0L || (s & SBITS) != (stamp & SBITS) || (s & RBITS) == 0L) {
                throw new IllegalMonitorStateException();
            }
            releaseRead(s);
        }
    }

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (monitor) {
            long s = state;
            if ((s & WBIT) != 0L) {
                releaseWrite(s);
                return true;
            }
            return false;
        }
    }

    public boolean tryUnlockRead() {
        synchronized (monitor) {
            long s = state;
            long m = s & ABITS;
            if (m != 0L && m < WBIT) {
                releaseRead(s);
                return true;
            }
            return false;
        }
    }

    // ---------------------------------------------------------------- conversions

    public long tryConvertToWriteLock(long stamp) {
        synchronized (monitor) {
            long a = stamp & ABITS;
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long m = s & ABITS;
            if (m == 0L) {
                return a != 0L ? 0L : tryWriteState();
            } else if (m == WBIT) {
                return a != m ? 0L : stamp;
            } else if (m == RUNIT && a != 0L) {
                return state = s - RUNIT + WBIT;
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (monitor) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a >= WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                long next = state = unlockWriteState(s) + RUNIT;
                monitor.notifyAll();
                return next;
            } else if (a == 0L) {
                return tryReadState();
            } else {
                return (s & ABITS) == 0L ? 0L : stamp;
            }
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (monitor) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a >= WBIT) {
                return s != stamp ? 0L : releaseWrite(s);
            } else if (a == 0L) {
                return stamp;
            } else if ((s & ABITS) == 0L) {
                return 0L;
            }
            return releaseRead(s) & SBITS;
        }
    }

    // ---------------------------------------------------------------- queries

    public boolean isWriteLocked() {
        synchronized (monitor) {
            return (state & WBIT) != 0L;
        }
    }

    public boolean isReadLocked() {
        synchronized (monitor) {
            return (state & RBITS) != 0L;
        }
    }

    public int getReadLockCount() {
        synchronized (monitor) {
            return readLockCount(state);
        }
    }

    private int readLockCount(long s) {
        long readers = s & RBITS;
        if (readers >= RFULL) {
            readers = RFULL + readerOverflow;
        }
        return (int) readers;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public String toString() {
        long s;
        int readers;
        synchronized (monitor) {
            s = state;
            readers = readLockCount(s);
        }
        return super.toString() + ((s & ABITS) == 0L ? "[Unlocked]"
                : (s & WBIT) != 0L ? "[Write-locked]" : "[Read-locks:" + readers + "]");
    }

    // ---------------------------------------------------------------- Lock views

    public Lock asReadLock() {
        ReadLockView v = readLockView;
        return (v != null) ? v : (readLockView = new ReadLockView());
    }

    public Lock asWriteLock() {
        WriteLockView v = writeLockView;
        return (v != null) ? v : (writeLockView = new WriteLockView());
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v = readWriteLockView;
        return (v != null) ? v : (readWriteLockView = new ReadWriteLockView());
    }

    final void unstampedUnlockWrite() {
        if (!tryUnlockWrite()) {
            throw new IllegalMonitorStateException();
        }
    }

    final void unstampedUnlockRead() {
        if (!tryUnlockRead()) {
            throw new IllegalMonitorStateException();
        }
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockWrite();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
