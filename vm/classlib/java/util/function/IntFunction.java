package java.util.function;

/** rvm's java.util.function.IntFunction (JDK 17 API). */
public interface IntFunction<R> {
    R apply(int value);
}
