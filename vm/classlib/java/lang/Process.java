package java.lang;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/** rvm's java.lang.Process: the JDK's abstract class and its default methods (onExit waits in a daemon thread). */
public abstract class Process {
    public Process() {
    }

    public abstract OutputStream getOutputStream();

    public abstract InputStream getInputStream();

    public abstract InputStream getErrorStream();

    public abstract int waitFor() throws InterruptedException;

    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remainingNanos = unit.toNanos(timeout);
        if (hasExited()) {
            return true;
        }
        if (timeout <= 0) {
            return false;
        }
        long deadline = System.nanoTime() + remainingNanos;
        do {
            Thread.sleep(Math.max(Math.min(TimeUnit.NANOSECONDS.toMillis(remainingNanos) + 1, 100), 1));
            if (hasExited()) {
                return true;
            }
            remainingNanos = deadline - System.nanoTime();
        } while (remainingNanos > 0);
        return false;
    }

    private boolean hasExited() {
        try {
            exitValue();
            return true;
        } catch (IllegalThreadStateException e) {
            return false;
        }
    }

    public abstract int exitValue();

    public abstract void destroy();

    public Process destroyForcibly() {
        destroy();
        return this;
    }

    public boolean supportsNormalTermination() {
        throw new UnsupportedOperationException(this.getClass() + ".supportsNormalTermination() not supported");
    }

    public boolean isAlive() {
        return !hasExited();
    }

    public long pid() {
        return toHandle().pid();
    }

    public ProcessHandle toHandle() {
        throw new UnsupportedOperationException(this.getClass() + ".toHandle() not supported");
    }

    public ProcessHandle.Info info() {
        return toHandle().info();
    }

    public java.util.stream.Stream<ProcessHandle> children() {
        return toHandle().children();
    }

    public java.util.stream.Stream<ProcessHandle> descendants() {
        return toHandle().descendants();
    }

    /** Completes with this process when waitFor returns (a daemon "process reaper" thread waits). */
    public java.util.concurrent.CompletableFuture<Process> onExit() {
        java.util.concurrent.CompletableFuture<Process> future = new java.util.concurrent.CompletableFuture<>();
        Thread reaper = new Thread(() -> {
            while (true) {
                try {
                    waitFor();
                    break;
                } catch (InterruptedException e) {
                    // keep waiting: nothing else may end this thread
                }
            }
            future.complete(this);
        }, "process reaper");
        reaper.setDaemon(true);
        reaper.start();
        return future;
    }
}
