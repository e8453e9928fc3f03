package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * rvm's ThreadPoolExecutor: core and maximum pool sizes, a work queue, keep-alive for threads
 * above the core size, shutdown/shutdownNow/awaitTermination, and the four rejection policies.
 * Pool state is guarded by {@code mainLock}'s monitor; workers block in the queue. A task that
 * throws ends its worker (the uncaught-exception handler reports it) and a new worker replaces it,
 * as in the JDK.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private final Object mainLock = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final HashSet<Worker> workers = new HashSet<>();
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;
    private volatile long keepAliveNanos;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile boolean shutdown;
    private volatile boolean stopped;
    private boolean terminated;
    private int largestPoolSize;
    private long completedTaskCount;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(), defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(), handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveNanos = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    private final class Worker implements Runnable {
        Runnable firstTask;
        Thread thread;
        boolean idle;
        long completed;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
        }

        public void run() {
            runWorker(this);
        }
    }

    /** Starts a worker with {@code firstTask} unless the pool is at {@code limit} threads. */
    private boolean addWorker(Runnable firstTask, int limit) {
        Worker w;
        synchronized (mainLock) {
            if (stopped || (shutdown && firstTask != null) || workers.size() >= limit) {
                return false;
            }
            w = new Worker(firstTask);
            Thread t = threadFactory.newThread(w);
            if (t == null) {
                return false;
            }
            w.thread = t;
            workers.add(w);
            if (workers.size() > largestPoolSize) {
                largestPoolSize = workers.size();
            }
        }
        w.thread.start();
        return true;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (shutdown) {
            reject(command);
            return;
        }
        int count;
        synchronized (mainLock) {
            count = workers.size();
        }
        if (count < corePoolSize && addWorker(command, corePoolSize)) {
            return;
        }
        if (!shutdown && workQueue.offer(command)) {
            boolean none;
            synchronized (mainLock) {
                none = workers.isEmpty();
            }
            if (shutdown && workQueue.remove(command)) {
                reject(command);
            } else if (none) {
                addWorker(null, Math.max(1, maximumPoolSize));
            }
            return;
        }
        if (!addWorker(command, maximumPoolSize)) {
            reject(command);
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    private Runnable getTask(Worker w) {
        while (true) {
            boolean timed;
            synchronized (mainLock) {
                if (stopped || (shutdown && workQueue.isEmpty())) {
                    return null;
                }
                timed = allowCoreThreadTimeOut || workers.size() > corePoolSize;
                w.idle = true;
            }
            Runnable r;
            try {
                r = timed ? workQueue.poll(keepAliveNanos, TimeUnit.NANOSECONDS) : workQueue.take();
            } catch (InterruptedException e) {
                continue;
            } finally {
                synchronized (mainLock) {
                    w.idle = false;
                }
            }
            if (r != null) {
                if (!stopped) {
                    Thread.interrupted();
                }
                return r;
            }
            if (timed) {
                synchronized (mainLock) {
                    if (workers.size() > 1 || workQueue.isEmpty()) {
                        return null;
                    }
                }
            }
        }
    }

    private void runWorker(Worker w) {
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean abrupt = true;
        try {
            while (task != null || (task = getTask(w)) != null) {
                beforeExecute(w.thread, task);
                Throwable thrown = null;
                try {
                    task.run();
                } catch (RuntimeException | Error x) {
                    thrown = x;
                    throw x;
                } finally {
                    afterExecute(task, thrown);
                    task = null;
                    w.completed++;
                }
            }
            abrupt = false;
        } finally {
            workerExit(w, abrupt);
        }
    }

    private void workerExit(Worker w, boolean abrupt) {
        boolean replace;
        synchronized (mainLock) {
            completedTaskCount += w.completed;
            workers.remove(w);
            replace = abrupt && !stopped && !(shutdown && workQueue.isEmpty());
            if (!replace) {
                int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty() && !stopped) {
                    min = 1;
                }
                replace = !stopped && workers.size() < min && !(shutdown && workQueue.isEmpty());
            }
            tryTerminate();
        }
        if (replace) {
            addWorker(null, Math.max(1, maximumPoolSize));
        }
    }

    /** Called with mainLock held. */
    private void tryTerminate() {
        if (!terminated && shutdown && workers.isEmpty() && (stopped || workQueue.isEmpty())) {
            terminated = true;
            mainLock.notifyAll();
            terminated();
        }
    }

    private void interruptIdleWorkers() {
        for (Worker w : workers) {
            if (w.idle) {
                w.thread.interrupt();
            }
        }
    }

    public void shutdown() {
        synchronized (mainLock) {
            shutdown = true;
            interruptIdleWorkers();
            tryTerminate();
        }
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks = new ArrayList<>();
        synchronized (mainLock) {
            shutdown = true;
            stopped = true;
            for (Worker w : workers) {
                w.thread.interrupt();
            }
            workQueue.drainTo(tasks);
            tryTerminate();
        }
        return tasks;
    }

    public boolean isShutdown() {
        return shutdown;
    }

    public boolean isTerminating() {
        synchronized (mainLock) {
            return shutdown && !terminated;
        }
    }

    public boolean isTerminated() {
        synchronized (mainLock) {
            return terminated;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (mainLock) {
            while (!terminated) {
                if (nanos <= 0) {
                    return false;
                }
                nanos = RvmTimedWait.waitNanos(mainLock, nanos);
            }
            return true;
        }
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.corePoolSize = corePoolSize;
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        return addWorker(null, corePoolSize);
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, corePoolSize)) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveNanos <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        allowCoreThreadTimeOut = value;
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.maximumPoolSize = maximumPoolSize;
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        keepAliveNanos = unit.toNanos(time);
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveNanos, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        synchronized (mainLock) {
            tryTerminate();
        }
        return removed;
    }

    public void purge() {
        for (Object r : workQueue.toArray()) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (Worker w : workers) {
                if (!w.idle) {
                    n++;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completed + (w.idle ? 0 : 1);
            }
            return n + workQueue.size();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completed;
            }
            return n;
        }
    }

    public String toString() {
        String state;
        long completed;
        int pool;
        int active;
        synchronized (mainLock) {
            state = terminated ? "Terminated" : shutdown ? "Shutting down" : "Running";
            completed = getCompletedTaskCount();
            pool = workers.size();
            active = getActiveCount();
        }
        return super.toString() + "[" + state + ", pool size = " + pool + ", active threads = " + active + ", queued tasks = "
                + workQueue.size() + ", completed tasks = " + completed + "]";
    }

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
