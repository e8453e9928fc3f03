package java.util.concurrent.atomic;

/**
 * rvm's AtomicLongArray: every element access is a volatile access and every read-modify-write an
 * atomic instruction on the element (jdk.internal.misc.Unsafe, vm/src/natives/atomics.rs).
 */
public class AtomicLongArray implements java.io.Serializable {
    private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
    private static final long BASE = U.arrayBaseOffset(long[].class);
    private static final long SCALE = U.arrayIndexScale(long[].class);

    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
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

    public final long get(int i) {
        return U.getLongVolatile(array, offset(i));
    }

    public final void set(int i, long newValue) {
        U.putLongVolatile(array, offset(i), newValue);
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAndSet(int i, long newValue) {
        return U.getAndSetLong(array, offset(i), newValue);
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return U.compareAndSetLong(array, offset(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long compareAndExchange(int i, long expectedValue, long newValue) {
        long offset = offset(i);
        for (;;) {
            long old = get(i);
            if (old != expectedValue || U.compareAndSetLong(array, offset, expectedValue, newValue)) {
                return old;
            }
        }
    }

    public final long getAndIncrement(int i) {
        return U.getAndAddLong(array, offset(i), 1);
    }

    public final long getAndDecrement(int i) {
        return U.getAndAddLong(array, offset(i), -1);
    }

    public final long incrementAndGet(int i) {
        return U.getAndAddLong(array, offset(i), 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return U.getAndAddLong(array, offset(i), -1) - 1;
    }

    public final long getAndAdd(int i, long delta) {
        return U.getAndAddLong(array, offset(i), delta);
    }

    public final long addAndGet(int i, long delta) {
        return U.getAndAddLong(array, offset(i), delta) + delta;
    }

    public final long getAndUpdate(int i, java.util.function.LongUnaryOperator f) {
        long offset = offset(i);
        for (;;) {
            long prev = get(i);
            long next = f.applyAsLong(prev);
            if (U.compareAndSetLong(array, offset, prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(int i, java.util.function.LongUnaryOperator f) {
        long offset = offset(i);
        for (;;) {
            long prev = get(i);
            long next = f.applyAsLong(prev);
            if (U.compareAndSetLong(array, offset, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(int i, long x, java.util.function.LongBinaryOperator f) {
        long offset = offset(i);
        for (;;) {
            long prev = get(i);
            long next = f.applyAsLong(prev, x);
            if (U.compareAndSetLong(array, offset, prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(int i, long x, java.util.function.LongBinaryOperator f) {
        long offset = offset(i);
        for (;;) {
            long prev = get(i);
            long next = f.applyAsLong(prev, x);
            if (U.compareAndSetLong(array, offset, prev, next)) {
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
