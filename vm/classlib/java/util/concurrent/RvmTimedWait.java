package java.util.concurrent;

/** rvm's helper for timed waits on a monitor in nanoseconds (Object.wait takes milliseconds). Not JDK API. */
public final class RvmTimedWait {
    private RvmTimedWait() {}

    /** Waits on {@code monitor} (held) for at most {@code nanos}; returns the nanoseconds left. */
    public static long waitNanos(Object monitor, long nanos) throws InterruptedException {
        if (nanos <= 0) {
            return nanos;
        }
        long start = System.nanoTime();
        long ms = nanos / 1000000L;
        if (ms == 0) {
            ms = 1;
        }
        monitor.wait(ms);
        return nanos - (System.nanoTime() - start);
    }
}
