// Whether a monitor is held is observable in a single thread: Object.notify() throws
// IllegalMonitorStateException unless the current thread owns the object's monitor, and
// Thread.holdsLock(o) answers it directly.
public class ExceptionsReleaseMonitors {
    static final Object LOCK = new Object();

    static String owns(Object o) {
        try {
            o.notify();
            return "owned";
        } catch (IllegalMonitorStateException e) {
            return "not owned";
        }
    }

    static void throwInside(Object lock) {
        synchronized (lock) {
            System.out.println("  inside: " + owns(lock) + " holdsLock=" + Thread.holdsLock(lock));
            throw new IllegalStateException("thrown while holding the lock");
        }
    }

    static synchronized void synchronizedStaticThrows() {
        throw new UnsupportedOperationException("from synchronized static method");
    }

    synchronized void synchronizedThrows() {
        System.out.println("  in synchronized method: " + owns(this));
        throw new IllegalArgumentException("from synchronized method");
    }

    static int returnFromInside(Object lock, int value) {
        synchronized (lock) {
            if (value > 0) {
                return value * 2;
            }
        }
        return -1;
    }

    static int breakOut(Object lock) {
        int i = 0;
        while (true) {
            synchronized (lock) {
                i++;
                if (i == 3) break;
            }
        }
        return i;
    }

    public static void main(String[] args) {
        System.out.println("before: " + owns(LOCK) + " holdsLock=" + Thread.holdsLock(LOCK));
        synchronized (LOCK) {
            System.out.println("in block: " + owns(LOCK) + " holdsLock=" + Thread.holdsLock(LOCK));
        }
        System.out.println("after block: " + owns(LOCK));
        try {
            throwInside(LOCK);
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage() + "; now " + owns(LOCK) + " holdsLock=" + Thread.holdsLock(LOCK));
        }
        ExceptionsReleaseMonitors instance = new ExceptionsReleaseMonitors();
        try {
            instance.synchronizedThrows();
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage() + "; now " + owns(instance));
        }
        try {
            synchronizedStaticThrows();
        } catch (UnsupportedOperationException e) {
            System.out.println("caught: " + e.getMessage() + "; class lock " + owns(ExceptionsReleaseMonitors.class));
        }
        System.out.println("return from inside: " + returnFromInside(LOCK, 21) + " " + returnFromInside(LOCK, 0) + " then " + owns(LOCK));
        System.out.println("break out: " + breakOut(LOCK) + " then " + owns(LOCK));
        // nested blocks with an exception from the innermost: all are released
        Object outer = new Object();
        Object inner = new Object();
        try {
            synchronized (outer) {
                synchronized (inner) {
                    synchronized (outer) {
                        Object nothing = null;
                        nothing.hashCode();
                    }
                }
            }
        } catch (NullPointerException e) {
            System.out.println("after nested NPE: outer " + owns(outer) + ", inner " + owns(inner));
        }
        // wait() with a timeout needs the monitor and returns once the time has passed
        synchronized (LOCK) {
            try {
                LOCK.wait(1);
                System.out.println("wait(1) returned, still " + owns(LOCK));
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        }
        try {
            LOCK.wait(1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without the monitor: " + e.getClass().getName());
        } catch (InterruptedException e) {
            System.out.println("interrupted");
        }
    }
}
