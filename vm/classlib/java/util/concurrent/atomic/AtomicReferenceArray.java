package java.util.concurrent.atomic;

/**
 * rvm's AtomicReferenceArray: every element access is a volatile access and every read-modify-write an
 * atomic instruction on the element (jdk.internal.misc.Unsafe, vm/src/natives/atomics.rs).
 */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
    private static final long BASE = U.arrayBaseOffset(Object[].class);
    private static final long SCALE = U.arrayIndexScale(Object[].class);

    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = java.util.Arrays.copyOf(array, array.length, Object[].class);
    }

    public final int length() {
        return array.length;
    }

    /** The element's byte offset; an index out of range throws as the array access would. */
    private long offset(int i) {
        if (i < 0 || i >= array.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return BASE + i * SCALE;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        return (E) U.getReferenceVolatile(array, offset(i));
    }

    public final void set(int i, E newValue) {
        U.putReferenceVolatile(array, offset(i), newValue);
    }

    public final void lazySet(int i, E newValue) {
        set(i, newValue);
    }

    @SuppressWarnings("unchecked")
    public final E getAndSet(int i, E newValue) {
        return (E) U.getAndSetReference(array, offset(i), newValue);
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        return U.compareAndSetReference(array, offset(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final E compareAndExchange(int i, E expectedValue, E newValue) {
        long offset = offset(i);
        for (;;) {
            E old = get(i);
            if (old != expectedValue || U.compareAndSetReference(array, offset, expectedValue, newValue)) {
                return old;
            }
        }
    }

    public final E getAndUpdate(int i, java.util.function.UnaryOperator<E> f) {
        long offset = offset(i);
        for (;;) {
            E prev = get(i);
            E next = f.apply(prev);
            if (U.compareAndSetReference(array, offset, prev, next)) {
                return prev;
            }
        }
    }

    public final E updateAndGet(int i, java.util.function.UnaryOperator<E> f) {
        long offset = offset(i);
        for (;;) {
            E prev = get(i);
            E next = f.apply(prev);
            if (U.compareAndSetReference(array, offset, prev, next)) {
                return next;
            }
        }
    }

    public final E getAndAccumulate(int i, E x, java.util.function.BinaryOperator<E> f) {
        long offset = offset(i);
        for (;;) {
            E prev = get(i);
            E next = f.apply(prev, x);
            if (U.compareAndSetReference(array, offset, prev, next)) {
                return prev;
            }
        }
    }

    public final E accumulateAndGet(int i, E x, java.util.function.BinaryOperator<E> f) {
        long offset = offset(i);
        for (;;) {
            E prev = get(i);
            E next = f.apply(prev, x);
            if (U.compareAndSetReference(array, offset, prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        int last = array.length - 1;
        if (last == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder("[");
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == last) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }
}
