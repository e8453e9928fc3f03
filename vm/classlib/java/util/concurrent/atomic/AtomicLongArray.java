package java.util.concurrent.atomic;

/** rvm's AtomicLongArray: read-modify-write operations hold the array object's monitor. */
public class AtomicLongArray implements java.io.Serializable {
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

    public final synchronized long get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final synchronized long getAndSet(int i, long newValue) {
        long old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, long expectedValue, long newValue) {
        if (array[i] == expectedValue) {
            array[i] = newValue;
            return true;
        }
        return false;
    }

    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized long getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized long getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized long getAndAdd(int i, long delta) {
        long old = array[i];
        array[i] += delta;
        return old;
    }

    public final synchronized long incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized long decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized long addAndGet(int i, long delta) {
        return array[i] += delta;
    }

    public final synchronized long getAndUpdate(int i, java.util.function.LongUnaryOperator updateFunction) {
        long prev = array[i];
        array[i] = updateFunction.applyAsLong(prev);
        return prev;
    }

    public final synchronized long updateAndGet(int i, java.util.function.LongUnaryOperator updateFunction) {
        return array[i] = updateFunction.applyAsLong(array[i]);
    }

    public final synchronized long getAndAccumulate(int i, long x, java.util.function.LongBinaryOperator f) {
        long prev = array[i];
        array[i] = f.applyAsLong(prev, x);
        return prev;
    }

    public final synchronized long accumulateAndGet(int i, long x, java.util.function.LongBinaryOperator f) {
        return array[i] = f.applyAsLong(array[i], x);
    }

    public synchronized String toString() {
        return java.util.Arrays.toString(array);
    }
}
