package java.util.concurrent.atomic;

/**
 * rvm's AtomicBoolean: an int holding 0 or 1, as the JDK's, so that compare-and-set is an
 * atomic instruction on a 4-byte word (jdk.internal.misc.Unsafe, vm/src/natives/atomics.rs).
 */
public class AtomicBoolean implements java.io.Serializable {
    private volatile int value;

    private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
    private static final long VALUE = U.objectFieldOffset(AtomicBoolean.class, "value");

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value != 0;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return U.compareAndSetInt(this, VALUE, expectedValue ? 1 : 0, newValue ? 1 : 0);
    }

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        for (;;) {
            boolean old = value != 0;
            if (old != expectedValue || compareAndSet(expectedValue, newValue)) {
                return old;
            }
        }
    }

    public final boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final void set(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final void lazySet(boolean newValue) {
        set(newValue);
    }

    public final boolean getAndSet(boolean newValue) {
        return U.getAndSetInt(this, VALUE, newValue ? 1 : 0) != 0;
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getPlain() {
        return value != 0;
    }

    public final void setPlain(boolean newValue) {
        set(newValue);
    }

    public final boolean getOpaque() {
        return value != 0;
    }

    public final void setOpaque(boolean newValue) {
        set(newValue);
    }

    public final boolean getAcquire() {
        return value != 0;
    }

    public final void setRelease(boolean newValue) {
        set(newValue);
    }
}
