import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

public class StampedLocks {
    static String state(StampedLock l) {
        String s = l.toString();
        return s.substring(s.indexOf('['));
    }

    static double x, y;

    public static void main(String[] args) throws Exception {
        StampedLock lock = new StampedLock();
        System.out.println(state(lock) + " " + lock.isWriteLocked() + " " + lock.isReadLocked());
        long opt = lock.tryOptimisticRead();
        System.out.println("optimistic " + opt + " valid " + lock.validate(opt) + " " + StampedLock.isOptimisticReadStamp(opt));
        long w = lock.writeLock();
        System.out.println("write " + w + " " + state(lock) + " opt-valid " + lock.validate(opt)
                + " tryOpt " + lock.tryOptimisticRead() + " tryRead " + lock.tryReadLock() + " tryWrite " + lock.tryWriteLock());
        System.out.println(StampedLock.isWriteLockStamp(w) + " " + StampedLock.isReadLockStamp(w) + " " + StampedLock.isLockStamp(w));
        lock.unlockWrite(w);
        System.out.println("after unlock " + state(lock) + " opt-valid " + lock.validate(opt));
        long r1 = lock.readLock();
        long r2 = lock.tryReadLock();
        System.out.println("reads " + r1 + " " + r2 + " " + state(lock) + " count " + lock.getReadLockCount()
                + " tryWrite " + lock.tryWriteLock());
        long opt2 = lock.tryOptimisticRead();
        System.out.println("opt during read " + opt2 + " " + lock.validate(opt2));
        lock.unlockRead(r2);
        lock.unlock(r1);
        System.out.println(state(lock) + " opt2 still valid " + lock.validate(opt2));

        long r = lock.readLock();
        long conv = lock.tryConvertToWriteLock(r);
        System.out.println("read->write " + conv + " " + state(lock));
        long back = lock.tryConvertToReadLock(conv);
        System.out.println("write->read " + back + " " + state(lock));
        long o = lock.tryConvertToOptimisticRead(back);
        System.out.println("read->optimistic " + o + " " + state(lock) + " " + lock.validate(o));
        long w2 = lock.tryConvertToWriteLock(o);
        System.out.println("optimistic->write " + w2 + " " + state(lock));
        System.out.println("write->optimistic " + lock.tryConvertToOptimisticRead(w2) + " " + state(lock));
        System.out.println("tryUnlockWrite " + lock.tryUnlockWrite() + " tryUnlockRead " + lock.tryUnlockRead());

        try {
            lock.unlockWrite(12345L);
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE " + e.getMessage());
        }
        try {
            lock.unlockRead(lock.tryOptimisticRead());
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE on optimistic unlock");
        }
        long stale = lock.writeLock();
        lock.unlockWrite(stale);
        try {
            lock.unlock(stale);
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE on stale stamp");
        }

        Lock rl = lock.asReadLock();
        Lock wl = lock.asWriteLock();
        rl.lock();
        rl.lock();
        System.out.println("views " + state(lock) + " " + wl.tryLock());
        rl.unlock();
        rl.unlock();
        wl.lock();
        System.out.println(state(lock) + " " + rl.tryLock() + " " + (lock.asReadWriteLock().readLock() == rl));
        wl.unlock();
        try {
            wl.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE on view unlock");
        }
        try {
            wl.newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE newCondition");
        }
        System.out.println("timed " + (lock.tryWriteLock(10, TimeUnit.MILLISECONDS) != 0));
        System.out.println("timed read while written " + lock.tryReadLock(20, TimeUnit.MILLISECONDS));
        lock.tryUnlockWrite();

        // A writer thread and the optimistic-read pattern.
        final StampedLock point = new StampedLock();
        Thread writer = new Thread(() -> {
            for (int i = 1; i <= 1000; i++) {
                long s = point.writeLock();
                try {
                    x = i;
                    y = i * 2;
                } finally {
                    point.unlockWrite(s);
                }
            }
        });
        writer.start();
        int bad = 0;
        for (int i = 0; i < 2000; i++) {
            long s = point.tryOptimisticRead();
            double cx = x, cy = y;
            if (!point.validate(s)) {
                s = point.readLock();
                try {
                    cx = x;
                    cy = y;
                } finally {
                    point.unlockRead(s);
                }
            }
            if (cy != cx * 2) {
                bad++;
            }
        }
        writer.join();
        System.out.println("inconsistent reads " + bad + " final " + x + "," + y + " " + state(point));

        // A reader waiting for a writer.
        final StampedLock gate = new StampedLock();
        final long held = gate.writeLock();
        final long[] got = new long[1];
        Thread reader = new Thread(() -> {
            long s = gate.readLock();
            got[0] = s;
            gate.unlockRead(s);
        });
        reader.start();
        Thread.sleep(50);
        System.out.println("reader waiting: " + reader.isAlive() + " " + got[0]);
        gate.unlockWrite(held);
        reader.join();
        System.out.println("reader got " + got[0] + " " + state(gate));
    }
}
