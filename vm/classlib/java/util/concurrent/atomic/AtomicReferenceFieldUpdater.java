package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * rvm's AtomicReferenceFieldUpdater: atomic updates of a volatile reference field found by
 * reflection, through jdk.internal.misc.Unsafe (the field must exist, have the given type and be volatile).
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass, String fieldName) {
        return new Impl<U, W>(tclass, vclass, fieldName);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
        private final long offset;
        private final Class<T> tclass;
        private final Class<V> vclass;

        Impl(Class<T> tclass, Class<V> vclass, String fieldName) {
            java.lang.reflect.Field field;
            try {
                field = tclass.getDeclaredField(fieldName);
            } catch (NoSuchFieldException e) {
                throw new RuntimeException(e);
            }
            if (vclass != field.getType()) {
                throw new ClassCastException();
            }
            if (vclass.isPrimitive()) {
                throw new IllegalArgumentException("Must be reference type");
            }
            if (!java.lang.reflect.Modifier.isVolatile(field.getModifiers())) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            this.tclass = tclass;
            this.vclass = vclass;
            this.offset = U.objectFieldOffset(tclass, fieldName);
        }

        private void check(T obj, V value) {
            if (!tclass.isInstance(obj)) {
                if (obj == null) {
                    throw new NullPointerException();
                }
                throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + tclass.getName());
            }
            if (value != null && !vclass.isInstance(value)) {
                throw new ClassCastException("Cannot cast " + value.getClass().getName() + " to " + vclass.getName());
            }
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            check(obj, update);
            return U.compareAndSetReference(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, V newValue) {
            check(obj, newValue);
            U.putReferenceVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, V newValue) {
            set(obj, newValue);
        }

        @SuppressWarnings("unchecked")
        public V get(T obj) {
            check(obj, null);
            return (V) U.getReferenceVolatile(obj, offset);
        }

        @SuppressWarnings("unchecked")
        public V getAndSet(T obj, V newValue) {
            check(obj, newValue);
            return (V) U.getAndSetReference(obj, offset, newValue);
        }
    }
}
