package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * rvm's CopyOnWriteArrayList: a volatile array replaced by a copy on every change (changes hold the
 * list's monitor); reads and iterators see a snapshot, and iterators do not support changes.
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E> implements RandomAccess, Cloneable, java.io.Serializable {
    private volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = c.toArray().clone();
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    public int size() {
        return array.length;
    }

    public boolean isEmpty() {
        return array.length == 0;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        if (index < 0 || index >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
        }
        return (E) a[index];
    }

    public synchronized E set(int index, E element) {
        E old = get(index);
        if (old != element) {
            Object[] copy = array.clone();
            copy[index] = element;
            array = copy;
        }
        return old;
    }

    public synchronized boolean add(E e) {
        Object[] a = array;
        Object[] copy = Arrays.copyOf(a, a.length + 1);
        copy[a.length] = e;
        array = copy;
        return true;
    }

    public synchronized void add(int index, E element) {
        Object[] a = array;
        if (index > a.length || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + a.length);
        }
        Object[] copy = new Object[a.length + 1];
        System.arraycopy(a, 0, copy, 0, index);
        System.arraycopy(a, index, copy, index + 1, a.length - index);
        copy[index] = element;
        array = copy;
    }

    public synchronized E remove(int index) {
        Object[] a = array;
        E old = get(index);
        Object[] copy = new Object[a.length - 1];
        System.arraycopy(a, 0, copy, 0, index);
        System.arraycopy(a, index + 1, copy, index, a.length - index - 1);
        array = copy;
        return old;
    }

    public synchronized boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        remove(i);
        return true;
    }

    public synchronized boolean addIfAbsent(E e) {
        if (indexOf(e) >= 0) {
            return false;
        }
        return add(e);
    }

    public synchronized int addAllAbsent(Collection<? extends E> c) {
        int n = 0;
        for (E e : c) {
            if (addIfAbsent(e)) {
                n++;
            }
        }
        return n;
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        Object[] more = c.toArray();
        if (more.length == 0) {
            return false;
        }
        Object[] a = array;
        Object[] copy = Arrays.copyOf(a, a.length + more.length);
        System.arraycopy(more, 0, copy, a.length, more.length);
        array = copy;
        return true;
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        Object[] more = c.toArray();
        Object[] a = array;
        if (index > a.length || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + a.length);
        }
        if (more.length == 0) {
            return false;
        }
        Object[] copy = new Object[a.length + more.length];
        System.arraycopy(a, 0, copy, 0, index);
        System.arraycopy(more, 0, copy, index, more.length);
        System.arraycopy(a, index, copy, index + more.length, a.length - index);
        array = copy;
        return true;
    }

    public synchronized boolean removeAll(Collection<?> c) {
        return retain(c, false);
    }

    public synchronized boolean retainAll(Collection<?> c) {
        return retain(c, true);
    }

    private boolean retain(Collection<?> c, boolean keep) {
        Object[] a = array;
        Object[] kept = new Object[a.length];
        int n = 0;
        for (Object o : a) {
            if (c.contains(o) == keep) {
                kept[n++] = o;
            }
        }
        if (n == a.length) {
            return false;
        }
        array = Arrays.copyOf(kept, n);
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized boolean removeIf(java.util.function.Predicate<? super E> filter) {
        Object[] a = array;
        Object[] kept = new Object[a.length];
        int n = 0;
        for (Object o : a) {
            if (!filter.test((E) o)) {
                kept[n++] = o;
            }
        }
        if (n == a.length) {
            return false;
        }
        array = Arrays.copyOf(kept, n);
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized void replaceAll(java.util.function.UnaryOperator<E> operator) {
        Object[] copy = array.clone();
        for (int i = 0; i < copy.length; i++) {
            copy[i] = operator.apply((E) copy[i]);
        }
        array = copy;
    }

    @SuppressWarnings("unchecked")
    public synchronized void sort(java.util.Comparator<? super E> c) {
        Object[] copy = array.clone();
        Arrays.sort(copy, (java.util.Comparator<Object>) c);
        array = copy;
    }

    public synchronized void clear() {
        array = new Object[0];
    }

    public int indexOf(Object o) {
        Object[] a = array;
        for (int i = 0; i < a.length; i++) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        Object[] a = array;
        for (int i = a.length - 1; i >= 0; i--) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return array.clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] snapshot = array;
        if (a.length < snapshot.length) {
            return (T[]) Arrays.copyOf(snapshot, snapshot.length, a.getClass());
        }
        System.arraycopy(snapshot, 0, a, 0, snapshot.length);
        if (a.length > snapshot.length) {
            a[snapshot.length] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public void forEach(java.util.function.Consumer<? super E> action) {
        for (Object o : array) {
            action.accept((E) o);
        }
    }

    public Iterator<E> iterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] a = array;
        if (index < 0 || index > a.length) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }
        return new Snapshot<E>(a, index);
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        return new CopyOnWriteArrayList<E>((E[]) array);
    }

    static final class Snapshot<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        Snapshot(Object[] snapshot, int initialCursor) {
            this.snapshot = snapshot;
            this.cursor = initialCursor;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }
    }
}
