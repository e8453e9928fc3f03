package java.nio.channels;

import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The JDK's AsynchronousChannelGroup: the threads on which the completion handlers of its
 * channels run. rvm's only implementation is RvmAsynchronousChannelGroup; there is no
 * AsynchronousChannelProvider (provider() does not exist).
 */
public abstract class AsynchronousChannelGroup {
    AsynchronousChannelGroup() {
    }

    public static AsynchronousChannelGroup withFixedThreadPool(int nThreads, ThreadFactory threadFactory)
            throws IOException {
        java.util.Objects.requireNonNull(threadFactory);
        if (nThreads <= 0) {
            throw new IllegalArgumentException("'nThreads' must be > 0");
        }
        return new RvmAsynchronousChannelGroup(Executors.newFixedThreadPool(nThreads, threadFactory));
    }

    public static AsynchronousChannelGroup withCachedThreadPool(ExecutorService executor, int initialSize)
            throws IOException {
        java.util.Objects.requireNonNull(executor);
        return new RvmAsynchronousChannelGroup(executor);
    }

    public static AsynchronousChannelGroup withThreadPool(ExecutorService executor) throws IOException {
        java.util.Objects.requireNonNull(executor);
        return new RvmAsynchronousChannelGroup(executor);
    }

    public abstract boolean isShutdown();

    public abstract boolean isTerminated();

    public abstract void shutdown();

    public abstract void shutdownNow() throws IOException;

    public abstract boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException;
}
