package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * rvm's ForkJoinPool: {@code parallelism} daemon worker threads (started on first use) taking
 * tasks from one shared deque guarded by the pool's monitor; workers that join run queued subtasks
 * themselves (ForkJoinTask). The common pool has max(1, processors - 1) workers named
 * "ForkJoinPool.commonPool-worker-N" and cannot be shut down.
 */
public class ForkJoinPool extends AbstractExecutorService {
    private final int parallelism;
    private final String namePrefix;
    private final ArrayDeque<ForkJoinTask<?>> queue = new ArrayDeque<>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<>();
    private boolean shutdown;
    private boolean terminated;
    private final boolean isCommon;
    private int nextIndex = 1;
    private static int poolNumber;
    private static ForkJoinPool common;

    public ForkJoinPool() {
        this(Math.max(1, Runtime.getRuntime().availableProcessors()));
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, "ForkJoinPool-" + nextPoolNumber() + "-worker-", false);
    }

    private ForkJoinPool(int parallelism, String namePrefix, boolean isCommon) {
        if (parallelism <= 0) {
            throw new IllegalArgumentException();
        }
        this.parallelism = parallelism;
        this.namePrefix = namePrefix;
        this.isCommon = isCommon;
    }

    private static synchronized int nextPoolNumber() {
        return ++poolNumber;
    }

    public static synchronized ForkJoinPool commonPool() {
        if (common == null) {
            common = new ForkJoinPool(getCommonPoolParallelism(), "ForkJoinPool.commonPool-worker-", true);
        }
        return common;
    }

    public static int getCommonPoolParallelism() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    synchronized int nextWorkerIndex() {
        return nextIndex++;
    }

    String workerName(int index) {
        return namePrefix + index;
    }

    private void ensureWorkers() {
        if (workers.size() < parallelism) {
            while (workers.size() < parallelism) {
                ForkJoinWorkerThread w = new ForkJoinWorkerThread(this, nextIndex++);
                workers.add(w);
                w.start();
            }
        }
    }

    void push(ForkJoinTask<?> task) {
        synchronized (this) {
            if (shutdown && !isCommon) {
                throw new RejectedExecutionException();
            }
            task.pool = this;
            queue.addLast(task);
            ensureWorkers();
            notifyAll();
        }
    }

    synchronized boolean unqueue(ForkJoinTask<?> task) {
        return queue.removeLastOccurrence(task);
    }

    void runWorker() {
        while (true) {
            ForkJoinTask<?> task;
            synchronized (this) {
                while (queue.isEmpty()) {
                    if (shutdown) {
                        workers.remove(Thread.currentThread());
                        if (workers.isEmpty()) {
                            terminated = true;
                        }
                        notifyAll();
                        return;
                    }
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        // re-check the queue and the shutdown flag
                    }
                }
                task = queue.pollFirst();
            }
            try {
                task.doExec();
            } catch (Throwable ignored) {
                // recorded in the task
            }
        }
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task instanceof ForkJoinTask ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task));
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> job = ForkJoinTask.adapt(task);
        push(job);
        return job;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> job = ForkJoinTask.adapt(task, result);
        push(job);
        return job;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        ForkJoinTask<?> job = task instanceof ForkJoinTask ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task);
        push(job);
        return job;
    }

    public int getParallelism() {
        return parallelism;
    }

    public synchronized int getPoolSize() {
        return workers.size();
    }

    public synchronized long getQueuedTaskCount() {
        return queue.size();
    }

    public synchronized boolean isQuiescent() {
        return queue.isEmpty();
    }

    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (this) {
            shutdown = true;
            if (workers.isEmpty()) {
                terminated = true;
            }
            notifyAll();
        }
    }

    public List<Runnable> shutdownNow() {
        shutdown();
        synchronized (this) {
            queue.clear();
        }
        return new ArrayList<Runnable>();
    }

    public synchronized boolean isShutdown() {
        return shutdown;
    }

    public synchronized boolean isTerminated() {
        return terminated;
    }

    public synchronized boolean isTerminating() {
        return shutdown && !terminated;
    }

    public synchronized boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        while (!terminated) {
            if (nanos <= 0) {
                return false;
            }
            nanos = RvmTimedWait.waitNanos(this, nanos);
        }
        return true;
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (System.nanoTime() < deadline) {
            synchronized (this) {
                if (queue.isEmpty()) {
                    return true;
                }
            }
            Thread.yield();
        }
        return false;
    }

    public String toString() {
        String level;
        synchronized (this) {
            level = terminated ? "Terminated" : shutdown ? "Shutting down" : "Running";
        }
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + getPoolSize() + ", queued tasks = "
                + getQueuedTaskCount() + "]";
    }
}
