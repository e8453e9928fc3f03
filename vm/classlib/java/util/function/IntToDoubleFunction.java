package java.util.function;

/** rvm's java.util.function.IntToDoubleFunction (JDK 17 API). */
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
