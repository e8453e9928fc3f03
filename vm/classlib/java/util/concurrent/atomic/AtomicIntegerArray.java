package java.util.concurrent.atomic;

/** rvm's AtomicIntegerArray: read-modify-write operations hold the array object's monitor. */
public class AtomicIntegerArray implements java.io.Serializable {
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

    public final synchronized int get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final synchronized int getAndSet(int i, int newValue) {
        int old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, int expectedValue, int newValue) {
        if (array[i] == expectedValue) {
            array[i] = newValue;
            return true;
        }
        return false;
    }

    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized int getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized int getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized int getAndAdd(int i, int delta) {
        int old = array[i];
        array[i] += delta;
        return old;
    }

    public final synchronized int incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized int decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized int addAndGet(int i, int delta) {
        return array[i] += delta;
    }

    public final synchronized int getAndUpdate(int i, java.util.function.IntUnaryOperator updateFunction) {
        int prev = array[i];
        array[i] = updateFunction.applyAsInt(prev);
        return prev;
    }

    public final synchronized int updateAndGet(int i, java.util.function.IntUnaryOperator updateFunction) {
        return array[i] = updateFunction.applyAsInt(array[i]);
    }

    public final synchronized int getAndAccumulate(int i, int x, java.util.function.IntBinaryOperator f) {
        int prev = array[i];
        array[i] = f.applyAsInt(prev, x);
        return prev;
    }

    public final synchronized int accumulateAndGet(int i, int x, java.util.function.IntBinaryOperator f) {
        return array[i] = f.applyAsInt(array[i], x);
    }

    public synchronized String toString() {
        return java.util.Arrays.toString(array);
    }
}
