package java.lang.ref;

/**
 * rvm's java.lang.ref.ReferenceQueue: a LIFO list, as the JDK's. poll and remove first move the
 * references the collector cleared onto their queues (Reference.processPending); remove waits in
 * short rounds for that, as no thread is woken by the collector.
 */
public class ReferenceQueue<T> {
    private final Object lock = new Object();
    private Reference<? extends T> head;
    private long queueLength = 0;

    public ReferenceQueue() {
    }

    boolean enqueue(Reference<? extends T> r) {
        synchronized (lock) {
            if (r.queue != this || r.enqueued) {
                return false;
            }
            r.enqueued = true;
            r.next = (head == null) ? r : head;
            head = r;
            queueLength++;
            lock.notifyAll();
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r != null) {
            Reference<? extends T> rn = (Reference<? extends T>) r.next;
            head = (rn == r) ? null : rn;
            r.queue = null;
            r.next = r;
            queueLength--;
            return r;
        }
        return null;
    }

    public Reference<? extends T> poll() {
        Reference.processPending();
        synchronized (lock) {
            if (head == null) {
                return null;
            }
            return reallyPoll();
        }
    }

    public Reference<? extends T> remove(long timeout) throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        long deadline = timeout == 0 ? Long.MAX_VALUE : System.nanoTime() + timeout * 1000000L;
        while (true) {
            Reference.processPending();
            synchronized (lock) {
                Reference<? extends T> r = reallyPoll();
                if (r != null) {
                    return r;
                }
                long left = deadline - System.nanoTime();
                if (timeout != 0 && left <= 0) {
                    return null;
                }
                // The collector wakes nobody: look again every 10 ms.
                long waitMillis = Math.min(10, Math.max(1, left / 1000000L));
                lock.wait(waitMillis);
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
