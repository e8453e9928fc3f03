package java.util.function;

/** rvm's java.util.function.ToDoubleFunction (JDK 17 API). */
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
