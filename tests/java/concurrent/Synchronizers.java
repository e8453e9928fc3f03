import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

public class Synchronizers {
    static int shared;

    public static void main(String[] args) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(4);
        AtomicInteger total = new AtomicInteger();
        for (int i = 0; i < 4; i++) {
            new Thread(() -> {
                try {
                    start.await();
                    for (int k = 0; k < 1000; k++) total.incrementAndGet();
                } catch (InterruptedException e) {
                }
                done.countDown();
            }).start();
        }
        System.out.println("count " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("total " + total.get() + " count " + done.getCount() + " " + done.await(1, TimeUnit.MILLISECONDS));
        System.out.println(new CountDownLatch(1).await(5, TimeUnit.MILLISECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger maxInside = new AtomicInteger();
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                try {
                    sem.acquire();
                    int now = inside.incrementAndGet();
                    maxInside.accumulateAndGet(now, Math::max);
                    Thread.sleep(2);
                    inside.decrementAndGet();
                    sem.release();
                } catch (InterruptedException e) {
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("max inside " + maxInside.get() + " permits " + sem.availablePermits());
        System.out.println(sem.tryAcquire(2) + " " + sem.tryAcquire() + " " + sem.tryAcquire(1, 5, TimeUnit.MILLISECONDS) + " " + sem.drainPermits());
        sem.release(3);
        System.out.println(sem.availablePermits());
        try {
            sem.acquire(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        ReentrantLock lock = new ReentrantLock();
        Thread[] workers = new Thread[4];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(() -> {
                for (int k = 0; k < 10000; k++) {
                    lock.lock();
                    try {
                        shared++;
                    } finally {
                        lock.unlock();
                    }
                }
            });
            workers[i].start();
        }
        for (Thread t : workers) t.join();
        System.out.println("shared " + shared + " locked " + lock.isLocked());
        lock.lock();
        lock.lock();
        System.out.println("holds " + lock.getHoldCount() + " " + lock.isHeldByCurrentThread() + " " + lock.tryLock());
        lock.unlock();
        lock.unlock();
        lock.unlock();
        System.out.println("holds " + lock.getHoldCount());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IllegalMonitorStateException " + e.getMessage());
        }

        // producer/consumer with two conditions
        ReentrantLock l = new ReentrantLock();
        Condition notEmpty = l.newCondition();
        Condition notFull = l.newCondition();
        ArrayDeque<Integer> buffer = new ArrayDeque<>();
        List<Integer> consumed = new ArrayList<>();
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 50; i++) {
                l.lock();
                try {
                    while (buffer.size() == 3) notFull.awaitUninterruptibly();
                    buffer.add(i);
                    notEmpty.signal();
                } finally {
                    l.unlock();
                }
            }
        });
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < 50; i++) {
                l.lock();
                try {
                    while (buffer.isEmpty()) notEmpty.await();
                    consumed.add(buffer.poll());
                    notFull.signal();
                } catch (InterruptedException e) {
                    return;
                } finally {
                    l.unlock();
                }
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        int s = 0;
        for (int x : consumed) s += x;
        System.out.println("consumed " + consumed.size() + " sum " + s + " first " + consumed.get(0) + " last " + consumed.get(49));
        l.lock();
        System.out.println("await timeout " + notEmpty.await(5, TimeUnit.MILLISECONDS) + " " + l.isHeldByCurrentThread());
        l.unlock();
        try {
            notEmpty.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock");
        }

        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println("readers " + rw.getReadLockCount() + " " + rw.getReadHoldCount() + " write " + rw.isWriteLocked() + " tryWrite " + rw.writeLock().tryLock());
        Thread other = new Thread(() -> {
            boolean got = rw.readLock().tryLock();
            System.out.println("other reads " + got);
            if (got) rw.readLock().unlock();
        });
        other.start();
        other.join();
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.readLock().lock();
        System.out.println("downgrade " + rw.isWriteLockedByCurrentThread() + " " + rw.getWriteHoldCount() + " " + rw.getReadHoldCount());
        rw.writeLock().unlock();
        Thread blockedWriter = new Thread(() -> System.out.println("other writes " + rw.writeLock().tryLock()));
        blockedWriter.start();
        blockedWriter.join();
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock: " + e.getMessage());
        }
        Map<String, Integer> cache = new HashMap<>();
        Thread[] rws = new Thread[4];
        for (int i = 0; i < rws.length; i++) {
            final int id = i;
            rws[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    if (k % 10 == 0) {
                        rw.writeLock().lock();
                        try {
                            cache.merge("k", 1, Integer::sum);
                        } finally {
                            rw.writeLock().unlock();
                        }
                    } else {
                        rw.readLock().lock();
                        try {
                            cache.get("k");
                        } finally {
                            rw.readLock().unlock();
                        }
                    }
                }
            });
            rws[i].start();
        }
        for (Thread t : rws) t.join();
        System.out.println("writes " + cache.get("k"));

        CyclicBarrier barrier = new CyclicBarrier(3, () -> System.out.println("barrier tripped"));
        Thread[] parties = new Thread[3];
        AtomicInteger arrivals = new AtomicInteger();
        for (int i = 0; i < 3; i++) {
            parties[i] = new Thread(() -> {
                try {
                    barrier.await();
                    arrivals.incrementAndGet();
                    barrier.await();
                } catch (Exception e) {
                    System.out.println(e);
                }
            });
            parties[i].start();
        }
        for (Thread t : parties) t.join();
        System.out.println("arrivals " + arrivals.get() + " broken " + barrier.isBroken() + " parties " + barrier.getParties());
        CyclicBarrier lonely = new CyclicBarrier(2);
        try {
            lonely.await(5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("barrier timeout, broken " + lonely.isBroken());
        }
        try {
            lonely.await();
        } catch (BrokenBarrierException e) {
            System.out.println("BrokenBarrierException");
        }
    }
}
