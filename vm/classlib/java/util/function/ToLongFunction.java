package java.util.function;

/** rvm's java.util.function.ToLongFunction (JDK 17 API). */
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
