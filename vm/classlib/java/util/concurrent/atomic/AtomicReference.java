package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** rvm's AtomicReference: read-modify-write operations are atomic instructions (jdk.internal.misc.Unsafe, vm/src/natives/atomics.rs). */
public class AtomicReference<V> implements java.io.Serializable {
    private volatile V value;

    private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
    private static final long VALUE = U.objectFieldOffset(AtomicReference.class, "value");

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        return U.compareAndSetReference(this, VALUE, expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V compareAndExchange(V expectedValue, V newValue) {
        for (;;) {
            V old = value;
            if (old != expectedValue || U.compareAndSetReference(this, VALUE, expectedValue, newValue)) {
                return old;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public final V getAndSet(V newValue) {
        return (V) U.getAndSetReference(this, VALUE, newValue);
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        V prev = get();
        V next = null;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.apply(prev);
            }
            if (weakCompareAndSetVolatile(prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get()));
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        V prev = get();
        V next = null;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.apply(prev);
            }
            if (weakCompareAndSetVolatile(prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get()));
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = get();
        V next = null;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.apply(prev, x);
            }
            if (weakCompareAndSetVolatile(prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get()));
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = get();
        V next = null;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.apply(prev, x);
            }
            if (weakCompareAndSetVolatile(prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get()));
        }
    }

    public String toString() {
        return String.valueOf(get());
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }
}
