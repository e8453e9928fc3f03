package java.util.concurrent.atomic;

import java.util.function.IntUnaryOperator;
import java.util.function.IntBinaryOperator;

/**
 * rvm's AtomicIntegerFieldUpdater: atomic updates of a volatile int field found by reflection, through
 * jdk.internal.misc.Unsafe (the JDK's checks: the field must exist, be int and volatile).
 */
public abstract class AtomicIntegerFieldUpdater<T> {
    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new Impl<U>(tclass, fieldName);
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    public int getAndSet(T obj, int newValue) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = prev + delta;
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public int incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public int decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public int addAndGet(T obj, int delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T> extends AtomicIntegerFieldUpdater<T> {
        private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();
        private final long offset;
        private final Class<T> tclass;

        Impl(Class<T> tclass, String fieldName) {
            java.lang.reflect.Field field;
            try {
                field = tclass.getDeclaredField(fieldName);
            } catch (NoSuchFieldException e) {
                throw new RuntimeException(e);
            }
            if (field.getType() != int.class) {
                throw new IllegalArgumentException("Must be integer type");
            }
            if (!java.lang.reflect.Modifier.isVolatile(field.getModifiers())) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if (java.lang.reflect.Modifier.isStatic(field.getModifiers())) {
                throw new IllegalArgumentException();
            }
            this.tclass = tclass;
            this.offset = U.objectFieldOffset(tclass, fieldName);
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                if (obj == null) {
                    throw new NullPointerException();
                }
                throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + tclass.getName());
            }
        }

        public boolean compareAndSet(T obj, int expect, int update) {
            check(obj);
            return U.compareAndSetInt(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, int expect, int update) {
            check(obj);
            return U.compareAndSetInt(obj, offset, expect, update);
        }

        public void set(T obj, int newValue) {
            check(obj);
            U.putIntVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, int newValue) {
            check(obj);
            U.putIntVolatile(obj, offset, newValue);
        }

        public int get(T obj) {
            check(obj);
            return U.getIntVolatile(obj, offset);
        }

        public int getAndSet(T obj, int newValue) {
            check(obj);
            return U.getAndSetInt(obj, offset, newValue);
        }

        public int getAndAdd(T obj, int delta) {
            check(obj);
            return U.getAndAddInt(obj, offset, delta);
        }
    }
}
