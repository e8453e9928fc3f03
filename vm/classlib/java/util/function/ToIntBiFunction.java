package java.util.function;

/** rvm's java.util.function.ToIntBiFunction (JDK 17 API). */
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
