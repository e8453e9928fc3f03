package java.util.function;

/** rvm's java.util.function.DoubleFunction (JDK 17 API). */
public interface DoubleFunction<R> {
    R apply(double value);
}
