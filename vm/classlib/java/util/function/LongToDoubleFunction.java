package java.util.function;

/** rvm's java.util.function.LongToDoubleFunction (JDK 17 API). */
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
