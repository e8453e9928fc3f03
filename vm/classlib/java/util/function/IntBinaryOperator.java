package java.util.function;

/** rvm's java.util.function.IntBinaryOperator (JDK 17 API). */
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
