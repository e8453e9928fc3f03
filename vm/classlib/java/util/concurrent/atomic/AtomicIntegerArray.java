package java.util.concurrent.atomic;

/**
 * rvm's AtomicIntegerArray: every element access is a volatile access and every read-modify-write an
 * atomic instruction on the element (jdk.internal.misc.Unsafe, vm/src/natives/atomics.rs).
 */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
    private static final long BASE = U.arrayBaseOffset(int[].class);
    private static final long SCALE = U.arrayIndexScale(int[].class);

    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
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

    public final int get(int i) {
        return U.getIntVolatile(array, offset(i));
    }

    public final void set(int i, int newValue) {
        U.putIntVolatile(array, offset(i), newValue);
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAndSet(int i, int newValue) {
        return U.getAndSetInt(array, offset(i), newValue);
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return U.compareAndSetInt(array, offset(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        long offset = offset(i);
        for (;;) {
            int old = get(i);
            if (old != expectedValue || U.compareAndSetInt(array, offset, expectedValue, newValue)) {
                return old;
            }
        }
    }

    public final int getAndIncrement(int i) {
        return U.getAndAddInt(array, offset(i), 1);
    }

    public final int getAndDecrement(int i) {
        return U.getAndAddInt(array, offset(i), -1);
    }

    public final int incrementAndGet(int i) {
        return U.getAndAddInt(array, offset(i), 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return U.getAndAddInt(array, offset(i), -1) - 1;
    }

    public final int getAndAdd(int i, int delta) {
        return U.getAndAddInt(array, offset(i), delta);
    }

    public final int addAndGet(int i, int delta) {
        return U.getAndAddInt(array, offset(i), delta) + delta;
    }

    public final int getAndUpdate(int i, java.util.function.IntUnaryOperator f) {
        long offset = offset(i);
        for (;;) {
            int prev = get(i);
            int next = f.applyAsInt(prev);
            if (U.compareAndSetInt(array, offset, prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(int i, java.util.function.IntUnaryOperator f) {
        long offset = offset(i);
        for (;;) {
            int prev = get(i);
            int next = f.applyAsInt(prev);
            if (U.compareAndSetInt(array, offset, prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(int i, int x, java.util.function.IntBinaryOperator f) {
        long offset = offset(i);
        for (;;) {
            int prev = get(i);
            int next = f.applyAsInt(prev, x);
            if (U.compareAndSetInt(array, offset, prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int i, int x, java.util.function.IntBinaryOperator f) {
        long offset = offset(i);
        for (;;) {
            int prev = get(i);
            int next = f.applyAsInt(prev, x);
            if (U.compareAndSetInt(array, offset, prev, next)) {
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
