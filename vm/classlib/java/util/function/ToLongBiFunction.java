package java.util.function;

/** rvm's java.util.function.ToLongBiFunction (JDK 17 API). */
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
