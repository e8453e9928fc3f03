package java.util.function;

/** rvm's java.util.function.DoubleToLongFunction (JDK 17 API). */
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
