package java.util.concurrent;

import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * rvm's SynchronousQueue: a hand-off with no capacity. offer succeeds only while a taker waits;
 * put waits until its element is taken. All state is guarded by the queue's monitor.
 */
public class SynchronousQueue<E> extends java.util.AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private final java.util.ArrayDeque<Object[]> offered = new java.util.ArrayDeque<>();
    private int waitingTakers;

    public SynchronousQueue() {
    }

    public SynchronousQueue(boolean fair) {
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (waitingTakers <= offered.size()) {
            return false;
        }
        offered.addLast(new Object[] {e, Boolean.FALSE});
        notifyAll();
        return true;
    }

    public synchronized void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] slot = new Object[] {e, Boolean.FALSE};
        offered.addLast(slot);
        notifyAll();
        try {
            while (slot[1] == Boolean.FALSE) {
                wait();
            }
        } catch (InterruptedException ie) {
            if (slot[1] == Boolean.FALSE) {
                offered.remove(slot);
                throw ie;
            }
            Thread.currentThread().interrupt();
        }
    }

    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] slot = new Object[] {e, Boolean.FALSE};
        offered.addLast(slot);
        notifyAll();
        long nanos = unit.toNanos(timeout);
        while (slot[1] == Boolean.FALSE) {
            if (nanos <= 0) {
                offered.remove(slot);
                return false;
            }
            nanos = RvmTimedWait.waitNanos(this, nanos);
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private E takeOffered() {
        Object[] slot = offered.pollFirst();
        slot[1] = Boolean.TRUE;
        notifyAll();
        return (E) slot[0];
    }

    public synchronized E take() throws InterruptedException {
        waitingTakers++;
        notifyAll();
        try {
            while (offered.isEmpty()) {
                wait();
            }
            return takeOffered();
        } finally {
            waitingTakers--;
        }
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        waitingTakers++;
        try {
            long nanos = unit.toNanos(timeout);
            while (offered.isEmpty()) {
                if (nanos <= 0) {
                    return null;
                }
                nanos = RvmTimedWait.waitNanos(this, nanos);
            }
            return takeOffered();
        } finally {
            waitingTakers--;
        }
    }

    public synchronized E poll() {
        return offered.isEmpty() ? null : takeOffered();
    }

    public E peek() {
        return null;
    }

    public int size() {
        return 0;
    }

    public boolean isEmpty() {
        return true;
    }

    public int remainingCapacity() {
        return 0;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        int n = 0;
        E e;
        while (n < maxElements && (e = poll()) != null) {
            c.add(e);
            n++;
        }
        return n;
    }

    public String toString() {
        return "[]";
    }
}
