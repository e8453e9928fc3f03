package java.util.function;

/** rvm's java.util.function.ToIntFunction (JDK 17 API). */
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
