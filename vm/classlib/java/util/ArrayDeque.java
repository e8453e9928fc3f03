package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * rvm's java.util.ArrayDeque: the JDK 17 circular array (capacity and growth included), so that
 * the JDK's weak fail-fast rule — an iterator throws ConcurrentModificationException only when it
 * meets an empty slot — fires at the same points.
 */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    // The JDK's serial form: the size, then the elements from head to tail.
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size());
        for (E e : this) {
            s.writeObject(e);
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        elements = new Object[n + 1];
        head = 0;
        tail = 0;
        for (int i = 0; i < n; i++) {
            addLast((E) s.readObject());
        }
    }

    transient Object[] elements;
    transient int head;
    transient int tail;

    private static final int MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;

    private void grow(int needed) {
        final int oldCapacity = elements.length;
        int newCapacity;
        // Double capacity if small; else grow by 50%
        int jump = (oldCapacity < 64) ? (oldCapacity + 2) : (oldCapacity >> 1);
        if (jump < needed || (newCapacity = (oldCapacity + jump)) - MAX_ARRAY_SIZE > 0) {
            newCapacity = newCapacity(needed, jump);
        }
        final Object[] es = elements = Arrays.copyOf(elements, newCapacity);
        // Exceptionally, here tail == head needs to be disambiguated
        if (tail < head || (tail == head && es[head] != null)) {
            int newSpace = newCapacity - oldCapacity;
            System.arraycopy(es, head, es, head + newSpace, oldCapacity - head);
            for (int i = head, to = (head += newSpace); i < to; i++) {
                es[i] = null;
            }
        }
    }

    private int newCapacity(int needed, int jump) {
        final int oldCapacity = elements.length;
        int minCapacity;
        if ((minCapacity = oldCapacity + needed) - MAX_ARRAY_SIZE > 0) {
            if (minCapacity < 0) {
                throw new IllegalStateException("Sorry, deque too big");
            }
            return Integer.MAX_VALUE;
        }
        if (needed > jump) {
            return minCapacity;
        }
        return (oldCapacity + jump - MAX_ARRAY_SIZE < 0) ? oldCapacity + jump : MAX_ARRAY_SIZE;
    }

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1
                : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE
                : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        copyElements(c);
    }

    static final int inc(int i, int modulus) {
        if (++i >= modulus) {
            i = 0;
        }
        return i;
    }

    static final int dec(int i, int modulus) {
        if (--i < 0) {
            i = modulus - 1;
        }
        return i;
    }

    static final int sub(int i, int j, int modulus) {
        if ((i -= j) < 0) {
            i += modulus;
        }
        return i;
    }

    @SuppressWarnings("unchecked")
    static final <E> E elementAt(Object[] es, int i) {
        return (E) es[i];
    }

    static final <E> E nonNullElementAt(Object[] es, int i) {
        @SuppressWarnings("unchecked") E e = (E) es[i];
        if (e == null) {
            throw new ConcurrentModificationException();
        }
        return e;
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        final Object[] es = elements;
        es[head = dec(head, es.length)] = e;
        if (head == tail) {
            grow(1);
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        final Object[] es = elements;
        es[tail] = e;
        if (head == (tail = inc(tail, es.length))) {
            grow(1);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        final int s;
        final int needed;
        if ((needed = (s = size()) + c.size() + 1 - elements.length) > 0) {
            grow(needed);
        }
        copyElements(c);
        return size() > s;
    }

    private void copyElements(Collection<? extends E> c) {
        for (E e : c) {
            addLast(e);
        }
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        final Object[] es;
        final int h;
        E e = elementAt(es = elements, h = head);
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    public E pollLast() {
        final Object[] es;
        final int t;
        E e = elementAt(es = elements, t = dec(tail, es.length));
        if (e != null) {
            es[tail = t] = null;
        }
        return e;
    }

    public E getFirst() {
        E e = elementAt(elements, head);
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        final Object[] es = elements;
        E e = elementAt(es, dec(tail, es.length));
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return elementAt(elements, head);
    }

    public E peekLast() {
        final Object[] es;
        return elementAt(es = elements, dec(tail, es.length));
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = head, end = tail, to = (i <= end) ? end : es.length; ; i = 0, to = end) {
                for (; i < to; i++) {
                    if (o.equals(es[i])) {
                        delete(i);
                        return true;
                    }
                }
                if (to == end) {
                    break;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = tail, end = head, to = (i >= end) ? end : 0; ; i = es.length, to = end) {
                for (i--; i > to - 1; i--) {
                    if (o.equals(es[i])) {
                        delete(i);
                        return true;
                    }
                }
                if (to == end) {
                    break;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /** Removes the element at {@code i}, moving the shorter side; true if the elements after it
     *  moved back one slot (iterators then step back). */
    boolean delete(int i) {
        final Object[] es = elements;
        final int capacity = es.length;
        final int h;
        final int t;
        // number of elements before to-be-deleted elt
        final int front = sub(i, h = head, capacity);
        // number of elements after to-be-deleted elt
        final int back = sub(t = tail, i, capacity) - 1;
        if (front < back) {
            // move front elements forwards
            if (h <= i) {
                System.arraycopy(es, h, es, h + 1, front);
            } else { // Wrap around
                System.arraycopy(es, 0, es, 1, i);
                es[0] = es[capacity - 1];
                System.arraycopy(es, h, es, h + 1, front - (i + 1));
            }
            es[h] = null;
            head = inc(h, capacity);
            return false;
        } else {
            // move back elements backwards
            tail = dec(t, capacity);
            if (i <= tail) {
                System.arraycopy(es, i + 1, es, i, back);
            } else { // Wrap around
                System.arraycopy(es, i + 1, es, i, capacity - (i + 1));
                es[capacity - 1] = es[0];
                System.arraycopy(es, 1, es, 0, t - 1);
            }
            es[tail] = null;
            return true;
        }
    }

    public int size() {
        return sub(tail, head, elements.length);
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        /** Index of element to be returned by subsequent call to next. */
        int cursor;
        /** Number of elements yet to be returned. */
        int remaining = size();
        /** Index of element returned by most recent call to next; -1 if removed. */
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            final Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            cursor = inc(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (leftShifted) {
                cursor = dec(cursor, elements.length);
            }
        }

        public final void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            postDelete(delete(lastRet));
            lastRet = -1;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int r;
            if ((r = remaining) <= 0) {
                return;
            }
            remaining = 0;
            final Object[] es = elements;
            if (es[cursor] == null || sub(tail, cursor, es.length) != r) {
                throw new ConcurrentModificationException();
            }
            for (int i = cursor, end = tail, to = (i <= end) ? end : es.length; ; i = 0, to = end) {
                for (; i < to; i++) {
                    action.accept(elementAt(es, i));
                }
                if (to == end) {
                    if (end != tail) {
                        throw new ConcurrentModificationException();
                    }
                    lastRet = dec(end, es.length);
                    break;
                }
            }
        }
    }

    private class DescendingIterator extends DeqIterator {
        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        public final E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            final Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            cursor = dec(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (!leftShifted) {
                cursor = inc(cursor, elements.length);
            }
        }

        public final void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int r;
            if ((r = remaining) <= 0) {
                return;
            }
            remaining = 0;
            final Object[] es = elements;
            if (es[cursor] == null || sub(cursor, head, es.length) + 1 != r) {
                throw new ConcurrentModificationException();
            }
            for (int i = cursor, end = head, to = (i >= end) ? end : 0; ; i = es.length - 1, to = end) {
                // hotspot generates faster code than for: i >= to !
                for (; i > to - 1; i--) {
                    action.accept(elementAt(es, i));
                }
                if (to == end) {
                    if (end != head) {
                        throw new ConcurrentModificationException();
                    }
                    lastRet = end;
                    break;
                }
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        final Object[] es = elements;
        for (int i = head, end = tail, to = (i <= end) ? end : es.length; ; i = 0, to = end) {
            for (; i < to; i++) {
                action.accept(elementAt(es, i));
            }
            if (to == end) {
                if (end != tail) {
                    throw new ConcurrentModificationException();
                }
                break;
            }
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> !c.contains(e));
    }

    /** Tests every element once (in order), then removes the matches keeping head in place;
     *  ConcurrentModificationException if the filter moved the tail. */
    private boolean bulkRemove(Predicate<? super E> filter) {
        final Object[] es = elements;
        final int capacity = es.length;
        final int end = tail;
        final int n = size();
        boolean[] doomed = null;
        int i = head;
        for (int k = 0; k < n; k++, i = inc(i, capacity)) {
            if (filter.test(elementAt(es, i))) {
                if (doomed == null) {
                    doomed = new boolean[n];
                }
                doomed[k] = true;
            }
        }
        if (end != tail) {
            throw new ConcurrentModificationException();
        }
        if (doomed == null) {
            return false;
        }
        int w = head;
        i = head;
        for (int k = 0; k < n; k++, i = inc(i, capacity)) {
            if (!doomed[k]) {
                es[w] = es[i];
                w = inc(w, capacity);
            }
        }
        for (int j = w; j != end; j = inc(j, capacity)) {
            es[j] = null;
        }
        tail = w;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = head, end = tail, to = (i <= end) ? end : es.length; ; i = 0, to = end) {
                for (; i < to; i++) {
                    if (o.equals(es[i])) {
                        return true;
                    }
                }
                if (to == end) {
                    break;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        circularClear(elements, head, tail);
        head = tail = 0;
    }

    private static void circularClear(Object[] es, int i, int end) {
        for (int to = (i <= end) ? end : es.length; ; i = 0, to = end) {
            for (; i < to; i++) {
                es[i] = null;
            }
            if (to == end) {
                break;
            }
        }
    }

    public Object[] toArray() {
        return toArray(Object[].class);
    }

    @SuppressWarnings("unchecked")
    private <T> T[] toArray(Class<T[]> klazz) {
        final Object[] es = elements;
        final T[] a;
        final int head = this.head;
        final int tail = this.tail;
        final int end;
        if ((end = tail + ((head <= tail) ? 0 : es.length)) >= 0) {
            // Uses null extension feature of copyOfRange
            a = Arrays.copyOfRange(es, head, end, klazz);
        } else {
            // integer overflow!
            a = Arrays.copyOfRange(es, 0, end - head, klazz);
            System.arraycopy(es, head, a, 0, es.length - head);
        }
        if (end != tail) {
            System.arraycopy(es, 0, a, es.length - head, tail);
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        final int size;
        if ((size = size()) > a.length) {
            return toArray((Class<T[]>) a.getClass());
        }
        final Object[] es = elements;
        for (int i = head, j = 0, len = Math.min(size, es.length - i); ; i = 0, len = tail) {
            System.arraycopy(es, i, a, j, len);
            if ((j += len) == size) {
                break;
            }
        }
        if (size < a.length) {
            a[size] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
