package java.util.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.PriorityQueue;

/** rvm's PriorityBlockingQueue: a PriorityQueue guarded by the queue's monitor; take waits while empty. */
public class PriorityBlockingQueue<E> extends java.util.AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private final PriorityQueue<E> q;

    public PriorityBlockingQueue() {
        q = new PriorityQueue<E>();
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        q = new PriorityQueue<E>(initialCapacity, comparator);
    }

    public PriorityBlockingQueue(Collection<? extends E> c) {
        q = new PriorityQueue<E>(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        q.offer(e);
        notifyAll();
        return true;
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public synchronized E poll() {
        return q.poll();
    }

    public synchronized E take() throws InterruptedException {
        while (q.isEmpty()) {
            wait();
        }
        return q.poll();
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        while (q.isEmpty()) {
            if (nanos <= 0) {
                return null;
            }
            nanos = RvmTimedWait.waitNanos(this, nanos);
        }
        return q.poll();
    }

    public synchronized E peek() {
        return q.peek();
    }

    public Comparator<? super E> comparator() {
        return q.comparator();
    }

    public synchronized int size() {
        return q.size();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public synchronized boolean remove(Object o) {
        return q.remove(o);
    }

    public synchronized boolean contains(Object o) {
        return q.contains(o);
    }

    public synchronized Object[] toArray() {
        return q.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return q.toArray(a);
    }

    public synchronized String toString() {
        return q.toString();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        while (n < maxElements && !q.isEmpty()) {
            c.add(q.poll());
            n++;
        }
        return n;
    }

    public synchronized void clear() {
        q.clear();
    }

    @SuppressWarnings("unchecked")
    public Iterator<E> iterator() {
        java.util.ArrayList<E> copy = new java.util.ArrayList<>();
        for (Object o : toArray()) {
            copy.add((E) o);
        }
        Iterator<E> it = copy.iterator();
        return new Iterator<E>() {
            private E last;

            public boolean hasNext() {
                return it.hasNext();
            }

            public E next() {
                return last = it.next();
            }

            public void remove() {
                PriorityBlockingQueue.this.remove(last);
            }
        };
    }
}
