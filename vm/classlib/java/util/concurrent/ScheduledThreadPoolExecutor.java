package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * rvm's ScheduledThreadPoolExecutor: core-size workers taking from a delay queue (a PriorityQueue
 * by trigger time, guarded by its monitor). As in the JDK, delayed one-shot tasks still run after
 * shutdown and periodic tasks are cancelled.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    private static long sequencer;

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue(), threadFactory);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue(), handler);
    }

    private static synchronized long nextSequence() {
        return sequencer++;
    }

    private class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private final long sequenceNumber = nextSequence();
        private volatile long time;
        private final long period;

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long period) {
            super(r, result);
            this.time = triggerTime;
            this.period = period;
        }

        ScheduledFutureTask(Callable<V> callable, long triggerTime) {
            super(callable);
            this.time = triggerTime;
            this.period = 0;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledFutureTask) {
                ScheduledFutureTask<?> x = (ScheduledFutureTask<?>) other;
                long diff = time - x.time;
                if (diff < 0) {
                    return -1;
                } else if (diff > 0) {
                    return 1;
                }
                return sequenceNumber < x.sequenceNumber ? -1 : 1;
            }
            long diff = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return (diff < 0) ? -1 : (diff > 0) ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0;
        }

        public void run() {
            if (!isPeriodic()) {
                super.run();
            } else if (super.runAndReset()) {
                time = period > 0 ? time + period : System.nanoTime() - period;
                if (!isShutdown()) {
                    getQueue().add(this);
                } else {
                    cancel(false);
                }
            }
        }
    }

    private static long triggerTime(long delay, TimeUnit unit) {
        return System.nanoTime() + unit.toNanos(delay < 0 ? 0 : delay);
    }

    private void delayedExecute(RunnableScheduledFuture<?> task) {
        if (isShutdown()) {
            reject(task);
            return;
        }
        getQueue().add(task);
        prestartCoreThread();
        if (getPoolSize() == 0) {
            prestartCoreThread();
        }
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        ScheduledFutureTask<Void> t = new ScheduledFutureTask<Void>(command, null, triggerTime(delay, unit), 0);
        delayedExecute(t);
        return t;
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        ScheduledFutureTask<V> t = new ScheduledFutureTask<V>(callable, triggerTime(delay, unit));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0L) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> t = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit), unit.toNanos(period));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0L) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> t = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit), -unit.toNanos(delay));
        delayedExecute(t);
        return t;
    }

    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public void shutdown() {
        for (Object o : getQueue().toArray()) {
            if (o instanceof RunnableScheduledFuture && ((RunnableScheduledFuture<?>) o).isPeriodic()) {
                getQueue().remove(o);
                ((RunnableScheduledFuture<?>) o).cancel(false);
            }
        }
        super.shutdown();
    }

    /** The delay queue: take() waits until the earliest task is due. */
    static class DelayedWorkQueue extends java.util.AbstractQueue<Runnable> implements BlockingQueue<Runnable> {
        private final PriorityQueue<RunnableScheduledFuture<?>> heap = new PriorityQueue<>();

        public synchronized boolean offer(Runnable x) {
            if (x == null) {
                throw new NullPointerException();
            }
            heap.add((RunnableScheduledFuture<?>) x);
            notifyAll();
            return true;
        }

        public void put(Runnable e) {
            offer(e);
        }

        public boolean add(Runnable e) {
            return offer(e);
        }

        public boolean offer(Runnable e, long timeout, TimeUnit unit) {
            return offer(e);
        }

        public synchronized Runnable poll() {
            RunnableScheduledFuture<?> first = heap.peek();
            return (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) ? null : heap.poll();
        }

        public synchronized Runnable take() throws InterruptedException {
            while (true) {
                RunnableScheduledFuture<?> first = heap.peek();
                if (first == null) {
                    wait();
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return heap.poll();
                    }
                    RvmTimedWait.waitNanos(this, delay);
                }
            }
        }

        public synchronized Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
            long nanos = unit.toNanos(timeout);
            while (true) {
                RunnableScheduledFuture<?> first = heap.peek();
                if (first == null) {
                    if (nanos <= 0L) {
                        return null;
                    }
                    nanos = RvmTimedWait.waitNanos(this, nanos);
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return heap.poll();
                    }
                    if (nanos <= 0L) {
                        return null;
                    }
                    long before = System.nanoTime();
                    RvmTimedWait.waitNanos(this, Math.min(delay, nanos));
                    nanos -= System.nanoTime() - before;
                }
            }
        }

        public synchronized Runnable peek() {
            return heap.peek();
        }

        public synchronized int size() {
            return heap.size();
        }

        public synchronized boolean isEmpty() {
            return heap.isEmpty();
        }

        public int remainingCapacity() {
            return Integer.MAX_VALUE;
        }

        public synchronized boolean remove(Object x) {
            return heap.remove(x);
        }

        public synchronized boolean contains(Object x) {
            return heap.contains(x);
        }

        public synchronized void clear() {
            heap.clear();
        }

        public synchronized Object[] toArray() {
            return heap.toArray();
        }

        public int drainTo(Collection<? super Runnable> c) {
            return drainTo(c, Integer.MAX_VALUE);
        }

        public synchronized int drainTo(Collection<? super Runnable> c, int maxElements) {
            int n = 0;
            while (n < maxElements && !heap.isEmpty()) {
                c.add(heap.poll());
                n++;
            }
            return n;
        }

        public Iterator<Runnable> iterator() {
            ArrayList<Runnable> copy = new ArrayList<>();
            for (Object o : toArray()) {
                copy.add((Runnable) o);
            }
            return copy.iterator();
        }
    }
}
