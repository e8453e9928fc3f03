package java.nio.channels;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

/**
 * rvm-only: the asynchronous socket channels' group and the engine of their operations.
 *
 * <pre>
 * channel.read(dst, att, handler)      checks that throw at once (pending, not connected, ...)
 *     -> start(work)                   the blocking work runs on an I/O thread (a cached pool
 *                                      of daemon threads shared by all groups), never on the
 *                                      caller's thread: accept and read wait for the peer
 *     -> work done: the channel clears its pending flag, then
 *        dispatch(handler call)        on the group's executor; the default group (executor
 *                                      null) calls the handler on the I/O thread itself
 *     or, without a handler, a Future completed by the I/O thread (get() waits for it)
 * </pre>
 *
 * Blocking I/O threads stand in for the JDK's epoll port, so a fixed pool of one thread cannot
 * be starved by an accept that waits: only handlers use the group's threads, as in the JDK.
 * A group is terminated once it is shut down, its channels are closed and no operation is
 * outstanding.
 */
public final class RvmAsynchronousChannelGroup extends AsynchronousChannelGroup {
    private static RvmAsynchronousChannelGroup defaultGroup;
    private static ExecutorService io;

    private final ExecutorService executor;
    private final Set<AsynchronousChannel> channels = new HashSet<>();
    private int outstanding;
    private boolean shutdown;
    private boolean executorStopped;

    RvmAsynchronousChannelGroup(ExecutorService executor) {
        this.executor = executor;
    }

    /** The group of channels opened without one. */
    public static synchronized RvmAsynchronousChannelGroup defaultGroup() {
        if (defaultGroup == null) {
            defaultGroup = new RvmAsynchronousChannelGroup(null);
        }
        return defaultGroup;
    }

    /** The group a channel's open() names (the default for null), checked to be one of ours. */
    public static RvmAsynchronousChannelGroup of(AsynchronousChannelGroup group) {
        return group == null ? defaultGroup() : (RvmAsynchronousChannelGroup) group;
    }

    private static synchronized ExecutorService ioThreads() {
        if (io == null) {
            io = Executors.newCachedThreadPool(r -> {
                Thread t = new Thread(r, "rvm-async-io");
                t.setDaemon(true);
                return t;
            });
        }
        return io;
    }

    /** Adds a newly opened channel; a shut down group takes none. */
    public synchronized void register(AsynchronousChannel channel) {
        if (shutdown) {
            throw new ShutdownChannelGroupException();
        }
        channels.add(channel);
    }

    /** Drops a closed channel (its pending operations still complete, with a failure). */
    public void unregister(AsynchronousChannel channel) {
        synchronized (this) {
            channels.remove(channel);
        }
        maybeTerminate();
    }

    /**
     * Runs {@code work} on an I/O thread. {@code finish} runs there right after it (the channel
     * clears its pending state, whatever the outcome, so the handler may start the next
     * operation); then the outcome goes to the handler, or to the returned Future when the
     * handler is null (its cancel runs {@code onCancel}). Failures pass through
     * {@code translate} first.
     */
    public <V, A> Future<V> start(Callable<V> work, Runnable finish, Runnable onCancel, Translator translate,
            AsynchronousChannel channel, A attachment, CompletionHandler<V, ? super A> handler) {
        synchronized (this) {
            outstanding++;
        }
        if (handler == null) {
            PendingFuture<V> future = new PendingFuture<>(() -> {
                try {
                    return work.call();
                } catch (Throwable t) {
                    throw asException(translate.translate(t));
                } finally {
                    finish.run();
                    operationDone();
                }
            }, channel, onCancel);
            ioThreads().execute(future);
            return future;
        }
        ioThreads().execute(() -> {
            V result = null;
            Throwable failure = null;
            try {
                result = work.call();
            } catch (Throwable t) {
                failure = translate.translate(t);
            }
            finish.run();
            V r = result;
            Throwable x = failure;
            dispatch(() -> {
                if (x == null) {
                    handler.completed(r, attachment);
                } else {
                    handler.failed(x, attachment);
                }
            });
            operationDone();
        });
        return null;
    }

    /** An operation that fails before it starts (a closed channel): the handler or a done Future. */
    public <V, A> Future<V> fail(Throwable failure, A attachment, CompletionHandler<V, ? super A> handler) {
        if (handler == null) {
            FutureTask<V> f = new FutureTask<>(() -> {
                throw asException(failure);
            });
            f.run();
            return f;
        }
        synchronized (this) {
            outstanding++;
        }
        ioThreads().execute(() -> {
            dispatch(() -> handler.failed(failure, attachment));
            operationDone();
        });
        return null;
    }

    private static Exception asException(Throwable t) {
        if (t instanceof Exception) {
            return (Exception) t;
        }
        throw (Error) t;
    }

    private void dispatch(Runnable call) {
        if (executor == null) {
            call.run();
        } else {
            executor.execute(call);
        }
    }

    private void operationDone() {
        synchronized (this) {
            outstanding--;
        }
        maybeTerminate();
    }

    private void maybeTerminate() {
        synchronized (this) {
            if (!shutdown || !channels.isEmpty() || outstanding > 0 || executorStopped) {
                return;
            }
            executorStopped = true;
            notifyAll();
        }
        if (executor != null) {
            executor.shutdown();
        }
    }

    public synchronized boolean isShutdown() {
        return shutdown;
    }

    public boolean isTerminated() {
        synchronized (this) {
            if (!executorStopped) {
                return false;
            }
        }
        return executor == null || executor.isTerminated();
    }

    public void shutdown() {
        synchronized (this) {
            shutdown = true;
        }
        maybeTerminate();
    }

    public void shutdownNow() throws IOException {
        List<AsynchronousChannel> open;
        synchronized (this) {
            shutdown = true;
            open = new ArrayList<>(channels);
        }
        for (AsynchronousChannel channel : open) {
            channel.close();
        }
        maybeTerminate();
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (!executorStopped) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
        if (executor == null) {
            return true;
        }
        return executor.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    }

    /** Turns what the blocking work threw into what the JDK reports (a close as AsynchronousCloseException). */
    public interface Translator {
        Throwable translate(Throwable t);
    }

    /** The Future of an operation; cancel(true) closes the channel, as the JDK's does. */
    private static final class PendingFuture<V> extends FutureTask<V> {
        private final AsynchronousChannel channel;
        private final Runnable onCancel;

        PendingFuture(Callable<V> work, AsynchronousChannel channel, Runnable onCancel) {
            super(work);
            this.channel = channel;
            this.onCancel = onCancel;
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(false);
            if (cancelled) {
                onCancel.run();
            }
            if (cancelled && mayInterruptIfRunning) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // the JDK ignores a failure to close here too
                }
            }
            return cancelled;
        }
    }
}
