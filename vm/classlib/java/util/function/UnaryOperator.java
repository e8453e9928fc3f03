package java.util.function;

/** rvm's java.util.function.UnaryOperator (JDK 17 API). */
public interface UnaryOperator<T> extends Function<T, T> {
    static <T> UnaryOperator<T> identity() {
        return t -> t;
    }
}
