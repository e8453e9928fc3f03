package java.util.function;

/** rvm's java.util.function.DoubleBinaryOperator (JDK 17 API). */
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
