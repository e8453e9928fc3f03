package java.util.concurrent;

/**
 * rvm's FutureTask: the state, result and waiting callers are guarded by the task's monitor;
 * get() waits on it and the completing thread notifies all.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int RUNNING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 5;

    private Callable<V> callable;
    private int state;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
    }

    public synchronized boolean isCancelled() {
        return state >= CANCELLED;
    }

    public synchronized boolean isDone() {
        return state >= NORMAL;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        Thread toInterrupt;
        synchronized (this) {
            if (state >= NORMAL) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            toInterrupt = mayInterruptIfRunning ? runner : null;
            notifyAll();
        }
        if (toInterrupt != null) {
            toInterrupt.interrupt();
        }
        finishCompletion();
        return true;
    }

    private void finishCompletion() {
        done();
        callable = null;
    }

    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            if (state >= NORMAL) {
                return;
            }
            outcome = v;
            state = NORMAL;
            notifyAll();
        }
        finishCompletion();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            if (state >= NORMAL) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
            notifyAll();
        }
        finishCompletion();
    }

    public void run() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            state = RUNNING;
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            V result;
            try {
                result = c.call();
            } catch (Throwable ex) {
                setException(ex);
                return;
            }
            set(result);
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
    }

    protected boolean runAndReset() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            c.call();
            return true;
        } catch (Throwable ex) {
            setException(ex);
            return false;
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        if (s == NORMAL) {
            return (V) outcome;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) outcome);
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        synchronized (this) {
            while (state < NORMAL) {
                wait();
            }
            s = state;
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        int s;
        synchronized (this) {
            while (state < NORMAL) {
                if (nanos <= 0) {
                    throw new TimeoutException();
                }
                nanos = RvmTimedWait.waitNanos(this, nanos);
            }
            s = state;
        }
        return report(s);
    }

    public String toString() {
        String status;
        synchronized (this) {
            switch (state) {
                case NORMAL:
                    status = "[Completed normally]";
                    break;
                case EXCEPTIONAL:
                    status = "[Completed exceptionally: " + outcome + "]";
                    break;
                case CANCELLED:
                case INTERRUPTED:
                    status = "[Cancelled]";
                    break;
                default:
                    Callable<?> c = callable;
                    status = (c == null) ? "[Incomplete]" : "[Incomplete, task = " + c + "]";
            }
        }
        return super.toString() + status;
    }
}
