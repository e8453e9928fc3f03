package java.util.concurrent;

import java.util.ArrayList;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * rvm's CompletableFuture. The result (null while incomplete, NIL for a null value, AltResult for
 * an exception) and the list of dependent actions are guarded by the future's monitor; completing
 * runs the dependents in the completing thread (or hands them to their executor for the *Async
 * forms), as the JDK does. Exceptions follow the JDK's encoding: a failure inside a stage is stored
 * as a CompletionException wrapping it, completeExceptionally stores the exception as given, join
 * throws CompletionException and get throws ExecutionException with the original cause.
 * The default async executor is a pool of daemon threads named like the JDK's common pool
 * ("ForkJoinPool.commonPool-worker-N").
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable x) {
            this.ex = x;
        }
    }

    static final AltResult NIL = new AltResult(null);

    private Object result;
    private ArrayList<Runnable> dependents;

    private static final Executor ASYNC_POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60L, TimeUnit.SECONDS,
            new SynchronousQueue<Runnable>(), Executors.daemonFactory("ForkJoinPool.commonPool-worker-"));

    public CompletableFuture() {
    }

    private CompletableFuture(Object r) {
        this.result = r;
    }

    // ---------------------------------------------------------------- encoding

    static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    static AltResult encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    /** A source's exceptional result as a dependent stores it. */
    static Object relay(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null && !(x instanceof CompletionException)) {
                return new AltResult(new CompletionException(x));
            }
        }
        return r;
    }

    static boolean isException(Object r) {
        return r instanceof AltResult && ((AltResult) r).ex != null;
    }

    @SuppressWarnings("unchecked")
    static <V> V value(Object r) {
        return r == NIL ? null : (V) r;
    }

    static Throwable exceptionOf(Object r) {
        return r instanceof AltResult ? ((AltResult) r).ex : null;
    }

    // ---------------------------------------------------------------- completion

    final boolean internalComplete(Object r) {
        ArrayList<Runnable> deps;
        synchronized (this) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            notifyAll();
        }
        if (deps != null) {
            for (Runnable d : deps) {
                d.run();
            }
        }
        return true;
    }

    private void onComplete(Runnable action) {
        synchronized (this) {
            if (result == null) {
                if (dependents == null) {
                    dependents = new ArrayList<>();
                }
                dependents.add(action);
                return;
            }
        }
        action.run();
    }

    private synchronized Object resultNow() {
        return result;
    }

    private <V> CompletableFuture<V> chain(Executor e, BiConsumer<Object, CompletableFuture<V>> step) {
        CompletableFuture<V> d = newIncompleteFuture();
        onComplete(() -> dispatch(e, step, resultNow(), d));
        return d;
    }

    /** Runs step on r and d here (e null) or on e; a refused task fails d. */
    private static <V> void dispatch(Executor e, BiConsumer<Object, CompletableFuture<V>> step, Object r, CompletableFuture<V> d) {
        if (e == null) {
            runStep(step, r, d);
        } else {
            try {
                e.execute(() -> runStep(step, r, d));
            } catch (Throwable ex) {
                d.internalComplete(encodeThrowable(ex));
            }
        }
    }

    private static <V> void runStep(BiConsumer<Object, CompletableFuture<V>> step, Object r, CompletableFuture<V> d) {
        try {
            step.accept(r, d);
        } catch (Throwable ex) {
            d.internalComplete(encodeThrowable(ex));
        }
    }

    private static Executor screen(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    // ---------------------------------------------------------------- factories

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        screen(executor).execute(() -> {
            try {
                d.internalComplete(encodeValue(supplier.get()));
            } catch (Throwable ex) {
                d.internalComplete(encodeThrowable(ex));
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        screen(executor).execute(() -> {
            try {
                runnable.run();
                d.internalComplete(NIL);
            } catch (Throwable ex) {
                d.internalComplete(encodeThrowable(ex));
            }
        });
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return completedFuture(value);
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, ASYNC_POOL);
    }

    private static ScheduledThreadPoolExecutor delayer;

    private static synchronized ScheduledThreadPoolExecutor delayer() {
        if (delayer == null) {
            delayer = new ScheduledThreadPoolExecutor(1, Executors.daemonFactory("CompletableFutureDelayScheduler"));
        }
        return delayer;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return r -> delayer().schedule(() -> executor.execute(r), delay, unit);
    }

    // ---------------------------------------------------------------- Future

    public boolean isDone() {
        return resultNow() != null;
    }

    public boolean isCompletedExceptionally() {
        return isException(resultNow());
    }

    public boolean isCancelled() {
        Object r = resultNow();
        return r instanceof AltResult && ((AltResult) r).ex instanceof CancellationException;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = internalComplete(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean complete(T value) {
        return internalComplete(encodeValue(value));
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return internalComplete(new AltResult(ex));
    }

    public void obtrudeValue(T value) {
        synchronized (this) {
            result = encodeValue(value);
            notifyAll();
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            result = new AltResult(ex);
            notifyAll();
        }
    }

    private synchronized Object waitForResult() throws InterruptedException {
        while (result == null) {
            wait();
        }
        return result;
    }

    private Object waitUninterruptibly() {
        boolean interrupted = false;
        Object r;
        synchronized (this) {
            while (result == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            r = result;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return r;
    }

    private static <V> V reportGet(Object r) throws ExecutionException {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            Throwable cause;
            if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return value(r);
    }

    private static <V> V reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return value(r);
    }

    public T get() throws InterruptedException, ExecutionException {
        return reportGet(waitForResult());
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        Object r;
        synchronized (this) {
            while (result == null) {
                if (nanos <= 0) {
                    throw new TimeoutException();
                }
                nanos = RvmTimedWait.waitNanos(this, nanos);
            }
            r = result;
        }
        return reportGet(r);
    }

    public T join() {
        return reportJoin(waitUninterruptibly());
    }

    public T getNow(T valueIfAbsent) {
        Object r = resultNow();
        return r == null ? valueIfAbsent : reportJoin(r);
    }

    public synchronized int getNumberOfDependents() {
        return dependents == null ? 0 : dependents.size();
    }

    // ---------------------------------------------------------------- stages

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return applyStage(null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return applyStage(ASYNC_POOL, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return applyStage(screen(executor), fn);
    }

    private <U> CompletableFuture<U> applyStage(Executor e, Function<? super T, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return chain(e, (r, d) -> {
            if (isException(r)) {
                d.internalComplete(relay(r));
            } else {
                d.internalComplete(encodeValue(fn.apply(CompletableFuture.<T>value(r))));
            }
        });
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return acceptStage(null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return acceptStage(ASYNC_POOL, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return acceptStage(screen(executor), action);
    }

    private CompletableFuture<Void> acceptStage(Executor e, Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return chain(e, (r, d) -> {
            if (isException(r)) {
                d.internalComplete(relay(r));
            } else {
                action.accept(CompletableFuture.<T>value(r));
                d.internalComplete(NIL);
            }
        });
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return runStage(null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return runStage(ASYNC_POOL, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return runStage(screen(executor), action);
    }

    private CompletableFuture<Void> runStage(Executor e, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return chain(e, (r, d) -> {
            if (isException(r)) {
                d.internalComplete(relay(r));
            } else {
                action.run();
                d.internalComplete(NIL);
            }
        });
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
        return combineStage(null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return combineStage(ASYNC_POOL, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return combineStage(screen(executor), other, fn);
    }

    private <U, V> CompletableFuture<V> combineStage(Executor e, CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        CompletableFuture<? extends U> o = other.toCompletableFuture();
        return this.<Object>thenBoth(o).chainBoth(e, o, (r, s, d) -> {
            if (isException(r)) {
                d.internalComplete(relay(r));
            } else if (isException(s)) {
                d.internalComplete(relay(s));
            } else {
                d.internalComplete(encodeValue(fn.apply(CompletableFuture.<T>value(r), CompletableFuture.<U>value(s))));
            }
        });
    }

    private interface BothStep<V> {
        void accept(Object r, Object s, CompletableFuture<V> d);
    }

    /** A future completed (with this one's raw result) once both this and {@code other} are done. */
    private <X> CompletableFuture<T> thenBoth(CompletableFuture<?> other) {
        CompletableFuture<T> both = new CompletableFuture<T>();
        onComplete(() -> other.onComplete(() -> both.internalComplete(resultNow())));
        return both;
    }

    private <V> CompletableFuture<V> chainBoth(Executor e, CompletableFuture<?> other, BothStep<V> step) {
        return chain(e, (r, d) -> step.accept(r, other.resultNow(), d));
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
        return thenCombine(other, (a, b) -> {
            action.accept(a, b);
            return null;
        });
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
        return thenCombineAsync(other, (a, b) -> {
            action.accept(a, b);
            return null;
        });
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action,
            Executor executor) {
        return thenCombineAsync(other, (a, b) -> {
            action.accept(a, b);
            return null;
        }, executor);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return thenCombine(other, (a, b) -> {
            action.run();
            return null;
        });
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return thenCombineAsync(other, (a, b) -> {
            action.run();
            return null;
        });
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return thenCombineAsync(other, (a, b) -> {
            action.run();
            return null;
        }, executor);
    }

    private <V> CompletableFuture<V> eitherStage(Executor e, CompletionStage<? extends T> other, Function<? super T, V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Object> first = new CompletableFuture<Object>();
        onComplete(() -> first.internalComplete(resultNow()));
        CompletableFuture<? extends T> o = other.toCompletableFuture();
        o.onComplete(() -> first.internalComplete(o.resultNow()));
        return first.chain(e, (r, d) -> {
            if (isException(r)) {
                d.internalComplete(relay(r));
            } else {
                d.internalComplete(encodeValue(fn.apply(CompletableFuture.<T>value(r))));
            }
        });
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return eitherStage(null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return eitherStage(ASYNC_POOL, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn, Executor executor) {
        return eitherStage(screen(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return eitherStage(null, other, v -> {
            action.accept(v);
            return null;
        });
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return eitherStage(ASYNC_POOL, other, v -> {
            action.accept(v);
            return null;
        });
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action, Executor executor) {
        return eitherStage(screen(executor), other, v -> {
            action.accept(v);
            return null;
        });
    }

    @SuppressWarnings("unchecked")
    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return eitherStage(null, (CompletionStage<? extends T>) other, v -> {
            action.run();
            return null;
        });
    }

    @SuppressWarnings("unchecked")
    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return eitherStage(ASYNC_POOL, (CompletionStage<? extends T>) other, v -> {
            action.run();
            return null;
        });
    }

    @SuppressWarnings("unchecked")
    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return eitherStage(screen(executor), (CompletionStage<? extends T>) other, v -> {
            action.run();
            return null;
        });
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return composeStage(null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return composeStage(ASYNC_POOL, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn, Executor executor) {
        return composeStage(screen(executor), fn);
    }

    private <U> CompletableFuture<U> composeStage(Executor e, Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return chain(e, (r, d) -> {
            if (isException(r)) {
                d.internalComplete(relay(r));
                return;
            }
            CompletableFuture<U> g = fn.apply(CompletableFuture.<T>value(r)).toCompletableFuture();
            g.onComplete(() -> d.internalComplete(relay(g.resultNow())));
        });
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleStage(null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleStage(ASYNC_POOL, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return handleStage(screen(executor), fn);
    }

    private <U> CompletableFuture<U> handleStage(Executor e, BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return chain(e, (r, d) -> {
            Throwable x = exceptionOf(r);
            T v = x == null ? CompletableFuture.<T>value(r) : null;
            d.internalComplete(encodeValue(fn.apply(v, x)));
        });
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return whenStage(null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return whenStage(ASYNC_POOL, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return whenStage(screen(executor), action);
    }

    private CompletableFuture<T> whenStage(Executor e, BiConsumer<? super T, ? super Throwable> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return chain(e, (r, d) -> {
            Throwable x = exceptionOf(r);
            T v = x == null ? CompletableFuture.<T>value(r) : null;
            try {
                action.accept(v, x);
            } catch (Throwable ex) {
                if (x == null) {
                    d.internalComplete(encodeThrowable(ex));
                    return;
                }
                if (x != ex) {
                    x.addSuppressed(ex);
                }
            }
            d.internalComplete(relay(r));
        });
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return exceptionallyAsync(fn, ASYNC_POOL);
    }

    /** A failure's recovery runs on executor; a normal result passes through without it (as in the JDK). */
    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        if (fn == null) {
            throw new NullPointerException();
        }
        Executor e = screen(executor);
        return chain(null, (r, d) -> {
            Throwable x = exceptionOf(r);
            if (x == null) {
                d.internalComplete(r);
                return;
            }
            dispatch(e, (r1, d1) -> d1.internalComplete(encodeValue(fn.apply(x))), r, d);
        });
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return exceptionallyComposeStage(null, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return exceptionallyComposeStage(ASYNC_POOL, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn, Executor executor) {
        return exceptionallyComposeStage(screen(executor), fn);
    }

    /** JDK 12's exceptionallyCompose: a failure is replaced by the stage fn returns (fn runs on e when given). */
    private CompletableFuture<T> exceptionallyComposeStage(Executor e, Function<Throwable, ? extends CompletionStage<T>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        BiConsumer<Object, CompletableFuture<T>> recover = (r, d) -> {
            CompletableFuture<T> g = fn.apply(exceptionOf(r)).toCompletableFuture();
            g.onComplete(() -> d.internalComplete(relay(g.resultNow())));
        };
        return chain(null, (r, d) -> {
            if (exceptionOf(r) == null) {
                d.internalComplete(r);
            } else {
                dispatch(e, recover, r, d);
            }
        });
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return chain(null, (r, d) -> {
            Throwable x = exceptionOf(r);
            if (x == null) {
                d.internalComplete(r);
            } else {
                d.internalComplete(encodeValue(fn.apply(x)));
            }
        });
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, ASYNC_POOL);
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        screen(executor).execute(() -> {
            try {
                complete(supplier.get());
            } catch (Throwable ex) {
                internalComplete(encodeThrowable(ex));
            }
        });
        return this;
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (resultNow() == null) {
            ScheduledFuture<?> f = delayer().schedule(() -> internalComplete(new AltResult(new TimeoutException())), timeout, unit);
            onComplete(() -> f.cancel(false));
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (resultNow() == null) {
            ScheduledFuture<?> f = delayer().schedule(() -> complete(value), timeout, unit);
            onComplete(() -> f.cancel(false));
        }
        return this;
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> copy() {
        return thenApply(x -> x);
    }

    /** A stage that completes with this one and refuses the CompletableFuture-only methods (as in the JDK). */
    public CompletionStage<T> minimalCompletionStage() {
        MinimalStage<T> stage = new MinimalStage<>();
        onComplete(() -> stage.internalComplete(relay(resultNow())));
        return stage;
    }

    // ---------------------------------------------------------------- combinators

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.internalComplete(NIL);
            return d;
        }
        int[] remaining = {cfs.length};
        for (CompletableFuture<?> f : cfs) {
            f.onComplete(() -> {
                boolean last;
                synchronized (remaining) {
                    last = --remaining[0] == 0;
                }
                if (last) {
                    for (CompletableFuture<?> g : cfs) {
                        Object r = g.resultNow();
                        if (isException(r)) {
                            d.internalComplete(relay(r));
                            return;
                        }
                    }
                    d.internalComplete(NIL);
                }
            });
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> f : cfs) {
            f.onComplete(() -> d.internalComplete(relay(f.resultNow())));
        }
        return d;
    }

    public String toString() {
        Object r;
        int count;
        synchronized (this) {
            r = result;
            count = dependents == null ? 0 : dependents.size();
        }
        return super.toString() + ((r == null) ? ((count == 0) ? "[Incomplete]" : "[Incomplete, with " + count + " dependents]")
                : (isException(r) ? "[Completed exceptionally: " + ((AltResult) r).ex + "]" : "[Completed normally]"));
    }

    /**
     * JDK 9's minimal stage: CompletionStage methods only; completing, reading or obtruding it
     * throws UnsupportedOperationException, toCompletableFuture gives an ordinary copy.
     */
    static final class MinimalStage<T> extends CompletableFuture<T> {
        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new MinimalStage<U>();
        }

        @Override
        public T get() {
            throw new UnsupportedOperationException();
        }

        @Override
        public T get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T getNow(T valueIfAbsent) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T join() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean complete(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean completeExceptionally(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeValue(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeException(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCompletedExceptionally() {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> toCompletableFuture() {
            CompletableFuture<T> plain = new CompletableFuture<>();
            CompletableFuture<T> self = this;
            self.onComplete(() -> plain.internalComplete(relay(self.resultNow())));
            return plain;
        }
    }
}
