package java.lang;

import java.util.function.Supplier;

/**
 * rvm's java.lang.ThreadLocal (pure Java): each Thread keeps a HashMap from ThreadLocal (identity
 * hash and equality, as ThreadLocal does not override them) to its value. get() of an absent entry
 * stores initialValue(), as the JDK does.
 */
public class ThreadLocal<T> {
    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<>(supplier);
    }

    @SuppressWarnings("unchecked")
    public T get() {
        java.util.HashMap<ThreadLocal<?>, Object> map = Thread.currentThread().threadLocals();
        if (map.containsKey(this)) {
            return (T) map.get(this);
        }
        T value = initialValue();
        map.put(this, value);
        return value;
    }

    public void set(T value) {
        Thread.currentThread().threadLocals().put(this, value);
    }

    public void remove() {
        Thread.currentThread().threadLocals().remove(this);
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            if (supplier == null) {
                throw new NullPointerException();
            }
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }
}
