package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * rvm's blocking queues share this: an ArrayDeque guarded by the queue's monitor, with an optional
 * capacity; waiting takers and putters wait on the monitor and every change notifies all. Iterators
 * are weakly consistent (over a snapshot; remove() removes that element from the queue). Not JDK API.
 */
public abstract class RvmMonitorQueue<E> extends java.util.AbstractQueue<E> implements BlockingDeque<E>, java.io.Serializable {
    final ArrayDeque<E> items = new ArrayDeque<>();
    final int capacity;

    RvmMonitorQueue(int capacity) {
        this.capacity = capacity;
    }

    private static void check(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    // ---------------------------------------------------------------- tail

    public synchronized boolean offer(E e) {
        check(e);
        if (items.size() >= capacity) {
            return false;
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    public boolean offerLast(E e) {
        return offer(e);
    }

    public synchronized boolean offerFirst(E e) {
        check(e);
        if (items.size() >= capacity) {
            return false;
        }
        items.addFirst(e);
        notifyAll();
        return true;
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offer(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void push(E e) {
        addFirst(e);
    }

    public synchronized void put(E e) throws InterruptedException {
        check(e);
        while (items.size() >= capacity) {
            wait();
        }
        items.addLast(e);
        notifyAll();
    }

    public void putLast(E e) throws InterruptedException {
        put(e);
    }

    public synchronized void putFirst(E e) throws InterruptedException {
        check(e);
        while (items.size() >= capacity) {
            wait();
        }
        items.addFirst(e);
        notifyAll();
    }

    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        check(e);
        long nanos = unit.toNanos(timeout);
        while (items.size() >= capacity) {
            if (nanos <= 0) {
                return false;
            }
            nanos = RvmTimedWait.waitNanos(this, nanos);
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    // ---------------------------------------------------------------- head

    public synchronized E poll() {
        E e = items.pollFirst();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    public E pollFirst() {
        return poll();
    }

    public synchronized E pollLast() {
        E e = items.pollLast();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    public E removeFirst() {
        E e = poll();
        if (e == null) {
            throw new java.util.NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new java.util.NoSuchElementException();
        }
        return e;
    }

    public E pop() {
        return removeFirst();
    }

    public synchronized E take() throws InterruptedException {
        while (items.isEmpty()) {
            wait();
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public E takeFirst() throws InterruptedException {
        return take();
    }

    public synchronized E takeLast() throws InterruptedException {
        while (items.isEmpty()) {
            wait();
        }
        E e = items.pollLast();
        notifyAll();
        return e;
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        while (items.isEmpty()) {
            if (nanos <= 0) {
                return null;
            }
            nanos = RvmTimedWait.waitNanos(this, nanos);
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E peek() {
        return items.peekFirst();
    }

    public E peekFirst() {
        return peek();
    }

    public synchronized E peekLast() {
        return items.peekLast();
    }

    public E getFirst() {
        E e = peek();
        if (e == null) {
            throw new java.util.NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new java.util.NoSuchElementException();
        }
        return e;
    }

    // ---------------------------------------------------------------- bulk

    public synchronized int size() {
        return items.size();
    }

    public synchronized int remainingCapacity() {
        return capacity == Integer.MAX_VALUE ? Integer.MAX_VALUE : capacity - items.size();
    }

    public synchronized boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        boolean removed = items.removeFirstOccurrence(o);
        if (removed) {
            notifyAll();
        }
        return removed;
    }

    public boolean removeFirstOccurrence(Object o) {
        return remove(o);
    }

    public synchronized boolean removeLastOccurrence(Object o) {
        boolean removed = o != null && items.removeLastOccurrence(o);
        if (removed) {
            notifyAll();
        }
        return removed;
    }

    public synchronized boolean contains(Object o) {
        return o != null && items.contains(o);
    }

    public synchronized void clear() {
        items.clear();
        notifyAll();
    }

    public synchronized Object[] toArray() {
        return items.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return items.toArray(a);
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        while (n < maxElements && !items.isEmpty()) {
            c.add(items.pollFirst());
            n++;
        }
        if (n > 0) {
            notifyAll();
        }
        return n;
    }

    private final class Snapshot implements Iterator<E> {
        private final Object[] elements;
        private int next;
        private E last;

        Snapshot(Object[] elements) {
            this.elements = elements;
        }

        public boolean hasNext() {
            return next < elements.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= elements.length) {
                throw new java.util.NoSuchElementException();
            }
            last = (E) elements[next++];
            return last;
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            RvmMonitorQueue.this.remove(last);
            last = null;
        }
    }

    public Iterator<E> iterator() {
        return new Snapshot(toArray());
    }

    public Iterator<E> descendingIterator() {
        Object[] a = toArray();
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            Object t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return new Snapshot(a);
    }

    public synchronized String toString() {
        return items.toString();
    }
}
