package java.lang;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/** rvm's java.lang.Process: the JDK's abstract class and its default methods. No ProcessHandle, onExit or info. */
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
        throw new UnsupportedOperationException(this.getClass() + ".pid() not supported");
    }
}
