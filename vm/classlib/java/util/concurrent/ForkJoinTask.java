package java.util.concurrent;

import java.util.Collection;
import java.util.List;

/**
 * rvm's ForkJoinTask: fork() queues the task in its pool (the common pool outside a worker);
 * join() from a worker thread runs a task nobody has started yet itself (as the JDK's tryUnfork
 * and helping do) and otherwise waits on the task's monitor, so a tree of forks and joins never
 * deadlocks. join and invoke rethrow the task's exception unchanged.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final int NEW = 0;
    private static final int RUNNING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;

    private int status;
    private Throwable exception;
    /** The thread whose exec threw {@code exception}. */
    private Thread thrower;
    ForkJoinPool pool;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    /** Runs the task here unless someone else started it; false if it was not ours to run. */
    final boolean doExec() {
        synchronized (this) {
            if (status != NEW) {
                return false;
            }
            status = RUNNING;
        }
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable ex) {
            synchronized (this) {
                thrower = Thread.currentThread();
            }
            finish(EXCEPTIONAL, ex);
            return true;
        }
        if (completed) {
            finish(NORMAL, null);
        } else {
            synchronized (this) {
                if (status == RUNNING) {
                    status = NEW;
                }
            }
        }
        return true;
    }

    private synchronized void finish(int s, Throwable ex) {
        if (status >= NORMAL) {
            return;
        }
        status = s;
        exception = ex;
        notifyAll();
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).getPool() : ForkJoinPool.commonPool();
        p.push(this);
        return this;
    }

    private void awaitDone() {
        if (Thread.currentThread() instanceof ForkJoinWorkerThread) {
            if (pool != null) {
                pool.unqueue(this);
            }
            doExec();
        }
        boolean interrupted = false;
        synchronized (this) {
            while (status < NORMAL) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The exception to rethrow: as the JDK does, one thrown by another thread is replaced by a new
     * instance of its class made through its public (Throwable) constructor, or its no-argument
     * constructor with the original as cause, so the rethrowing thread's stack shows.
     */
    private synchronized Throwable throwableException() {
        Throwable ex = exception;
        if (ex == null || thrower == Thread.currentThread()) {
            return ex;
        }
        try {
            java.lang.reflect.Constructor<?> noArg = null;
            java.lang.reflect.Constructor<?> oneArg = null;
            for (java.lang.reflect.Constructor<?> c : ex.getClass().getConstructors()) {
                Class<?>[] ps = c.getParameterTypes();
                if (ps.length == 0) {
                    noArg = c;
                } else if (ps.length == 1 && ps[0] == Throwable.class) {
                    oneArg = c;
                    break;
                }
            }
            if (oneArg != null) {
                return (Throwable) oneArg.newInstance(ex);
            }
            if (noArg != null) {
                Throwable rx = (Throwable) noArg.newInstance();
                rx.initCause(ex);
                return rx;
            }
        } catch (Exception ignore) {
            // keep the original
        }
        return ex;
    }

    private V reportJoin() {
        int s;
        Throwable ex;
        synchronized (this) {
            s = status;
            ex = s == EXCEPTIONAL ? throwableException() : null;
        }
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw ForkJoinTask.<RuntimeException>sneaky(ex);
        }
        return getRawResult();
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }

    public final V join() {
        awaitDone();
        return reportJoin();
    }

    public final V invoke() {
        doExec();
        awaitDone();
        return reportJoin();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i > 0; i--) {
            tasks[i].fork();
        }
        if (tasks.length > 0) {
            tasks[0].invoke();
        }
        for (int i = 1; i < tasks.length; i++) {
            tasks[i].join();
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        ForkJoinTask<?>[] array = tasks.toArray(new ForkJoinTask<?>[0]);
        invokeAll(array);
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (status == NEW) {
                status = CANCELLED;
                notifyAll();
            }
            return status == CANCELLED;
        }
    }

    public final synchronized boolean isDone() {
        return status >= NORMAL;
    }

    public final synchronized boolean isCancelled() {
        return status == CANCELLED;
    }

    public final synchronized boolean isCompletedAbnormally() {
        return status >= EXCEPTIONAL;
    }

    public final synchronized boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final synchronized Throwable getException() {
        return status == CANCELLED ? new CancellationException() : status == EXCEPTIONAL ? throwableException() : null;
    }

    public void completeExceptionally(Throwable ex) {
        finish(EXCEPTIONAL, (ex instanceof RuntimeException) || (ex instanceof Error) ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        setRawResult(value);
        finish(NORMAL, null);
    }

    public final void quietlyComplete() {
        finish(NORMAL, null);
    }

    public final V get() throws InterruptedException, ExecutionException {
        awaitDone();
        int s;
        synchronized (this) {
            s = status;
        }
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(throwableException());
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        synchronized (this) {
            while (status < NORMAL) {
                if (nanos <= 0) {
                    throw new TimeoutException();
                }
                nanos = RvmTimedWait.waitNanos(this, nanos);
            }
        }
        return get();
    }

    public final void quietlyJoin() {
        awaitDone();
    }

    public final void quietlyInvoke() {
        doExec();
        awaitDone();
    }

    public void reinitialize() {
        synchronized (this) {
            status = NEW;
            exception = null;
        }
    }

    public boolean tryUnfork() {
        return pool != null && pool.unqueue(this);
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).getPool() : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static void helpQuiesce() {
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedCallable<Object>(Executors.callable(runnable, null));
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedCallable<T>(Executors.callable(runnable, result));
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private final Callable<? extends T> callable;
        private T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        protected void setRawResult(T v) {
            result = v;
        }

        protected boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException | Error rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public void run() {
            invoke();
        }
    }
}
