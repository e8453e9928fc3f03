package java.util.concurrent.atomic;

import java.util.function.LongUnaryOperator;
import java.util.function.LongBinaryOperator;

/**
 * rvm's AtomicLongFieldUpdater: atomic updates of a volatile long field found by reflection, through
 * jdk.internal.misc.Unsafe (the JDK's checks: the field must exist, be long and volatile).
 */
public abstract class AtomicLongFieldUpdater<T> {
    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new Impl<U>(tclass, fieldName);
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    public long getAndSet(T obj, long newValue) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public long getAndAdd(T obj, long delta) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = prev + delta;
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public long incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public long decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public long addAndGet(T obj, long delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T> extends AtomicLongFieldUpdater<T> {
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
            if (field.getType() != long.class) {
                throw new IllegalArgumentException("Must be long type");
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

        public boolean compareAndSet(T obj, long expect, long update) {
            check(obj);
            return U.compareAndSetLong(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, long expect, long update) {
            check(obj);
            return U.compareAndSetLong(obj, offset, expect, update);
        }

        public void set(T obj, long newValue) {
            check(obj);
            U.putLongVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, long newValue) {
            check(obj);
            U.putLongVolatile(obj, offset, newValue);
        }

        public long get(T obj) {
            check(obj);
            return U.getLongVolatile(obj, offset);
        }

        public long getAndSet(T obj, long newValue) {
            check(obj);
            return U.getAndSetLong(obj, offset, newValue);
        }

        public long getAndAdd(T obj, long delta) {
            check(obj);
            return U.getAndAddLong(obj, offset, delta);
        }
    }
}
