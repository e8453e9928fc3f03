package java.util.function;

/** rvm's java.util.function.LongBinaryOperator (JDK 17 API). */
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
