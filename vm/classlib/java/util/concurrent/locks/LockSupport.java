package java.util.concurrent.locks;

/**
 * rvm's LockSupport: one permit per thread, kept in a map guarded by a single monitor; park waits on
 * that monitor until the permit is given, the thread is interrupted, or the time runs out.
 */
public class LockSupport {
    private LockSupport() {}

    private static final Object LOCK = new Object();
    private static final java.util.HashMap<Thread, Boolean> PERMITS = new java.util.HashMap<>();
    private static final java.util.HashMap<Thread, Object> BLOCKERS = new java.util.HashMap<>();

    public static void unpark(Thread thread) {
        if (thread == null) {
            return;
        }
        synchronized (LOCK) {
            PERMITS.put(thread, Boolean.TRUE);
            LOCK.notifyAll();
        }
    }

    private static void parkNanos0(long nanos, boolean timed) {
        Thread me = Thread.currentThread();
        synchronized (LOCK) {
            long deadline = System.nanoTime() + nanos;
            while (PERMITS.remove(me) == null) {
                if (me.isInterrupted()) {
                    return;
                }
                long left = deadline - System.nanoTime();
                if (timed && left <= 0) {
                    return;
                }
                try {
                    if (timed) {
                        java.util.concurrent.RvmTimedWait.waitNanos(LOCK, left);
                    } else {
                        LOCK.wait();
                    }
                } catch (InterruptedException e) {
                    me.interrupt();
                    return;
                }
            }
        }
    }

    public static void park() {
        parkNanos0(0, false);
    }

    public static void park(Object blocker) {
        setBlocker(blocker);
        try {
            park();
        } finally {
            setBlocker(null);
        }
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            parkNanos0(nanos, true);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        setBlocker(blocker);
        try {
            parkNanos(nanos);
        } finally {
            setBlocker(null);
        }
    }

    public static void parkUntil(long deadline) {
        parkNanos((deadline - System.currentTimeMillis()) * 1000000L);
    }

    public static void parkUntil(Object blocker, long deadline) {
        setBlocker(blocker);
        try {
            parkUntil(deadline);
        } finally {
            setBlocker(null);
        }
    }

    private static void setBlocker(Object blocker) {
        synchronized (LOCK) {
            if (blocker == null) {
                BLOCKERS.remove(Thread.currentThread());
            } else {
                BLOCKERS.put(Thread.currentThread(), blocker);
            }
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        synchronized (LOCK) {
            return BLOCKERS.get(t);
        }
    }
}
