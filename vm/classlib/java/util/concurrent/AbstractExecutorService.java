package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<Void> ftask = newTaskFor(task, null);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task, result);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task);
        execute(ftask);
        return ftask;
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return invokeAny(tasks, Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        } catch (TimeoutException cannotHappen) {
            throw new ExecutionException(cannotHappen);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        if (tasks.isEmpty()) {
            throw new IllegalArgumentException();
        }
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> t : tasks) {
            futures.add(submit(t));
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ExecutionException last = null;
        try {
            boolean[] seen = new boolean[futures.size()];
            int failed = 0;
            while (true) {
                for (int i = 0; i < futures.size(); i++) {
                    Future<T> f = futures.get(i);
                    if (!seen[i] && f.isDone()) {
                        seen[i] = true;
                        try {
                            return f.get();
                        } catch (ExecutionException e) {
                            last = e;
                            failed++;
                        } catch (CancellationException e) {
                            failed++;
                        }
                    }
                }
                if (failed == futures.size()) {
                    throw last != null ? last : new ExecutionException((Throwable) null);
                }
                if (System.nanoTime() - deadline > 0) {
                    throw new TimeoutException();
                }
                Thread.sleep(1);
            }
        } finally {
            for (Future<T> f : futures) {
                f.cancel(true);
            }
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        ArrayList<Future<T>> futures = new ArrayList<>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                RunnableFuture<T> f = newTaskFor(t);
                futures.add(f);
                execute(f);
            }
            for (Future<T> f : futures) {
                if (!f.isDone()) {
                    try {
                        f.get();
                    } catch (CancellationException | ExecutionException ignore) {
                        // reported through the future
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> f : futures) {
                f.cancel(true);
            }
            throw t;
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ArrayList<Future<T>> futures = new ArrayList<>(tasks.size());
        for (Callable<T> t : tasks) {
            RunnableFuture<T> f = newTaskFor(t);
            futures.add(f);
            execute(f);
        }
        for (Future<T> f : futures) {
            if (!f.isDone()) {
                try {
                    f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                } catch (CancellationException | ExecutionException ignore) {
                    // reported through the future
                } catch (TimeoutException toe) {
                    for (Future<T> g : futures) {
                        g.cancel(true);
                    }
                    return futures;
                }
            }
        }
        return futures;
    }
}
