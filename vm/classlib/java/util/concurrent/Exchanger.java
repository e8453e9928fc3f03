package java.util.concurrent;

/** rvm's Exchanger: two threads swap objects at a rendezvous (on a monitor). */
public class Exchanger<V> {
    private final Object lock = new Object();
    /** The item of the thread waiting for a partner, and the slot its partner fills. */
    private Object[] waiting;

    public Exchanger() {
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return exchange(x, false, 0);
        } catch (TimeoutException e) {
            throw new InternalError(e);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return exchange(x, true, unit.toNanos(timeout));
    }

    @SuppressWarnings("unchecked")
    private V exchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            if (waiting != null) {
                Object[] slot = waiting;
                waiting = null;
                Object theirs = slot[0];
                slot[1] = x;
                slot[2] = Boolean.TRUE;
                lock.notifyAll();
                return (V) theirs;
            }
            Object[] slot = new Object[] {x, null, null};
            waiting = slot;
            long deadline = System.nanoTime() + nanos;
            while (slot[2] == null) {
                try {
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            if (waiting == slot) {
                                waiting = null;
                            }
                            throw new TimeoutException();
                        }
                        lock.wait(Math.max(1, left / 1000000L));
                    } else {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    if (slot[2] == null) {
                        if (waiting == slot) {
                            waiting = null;
                        }
                        throw e;
                    }
                    Thread.currentThread().interrupt();
                }
            }
            return (V) slot[1];
        }
    }
}
