package java.util.function;

/** rvm's java.util.function.DoubleToIntFunction (JDK 17 API). */
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
