package java.util.function;

/** rvm's java.util.function.LongFunction (JDK 17 API). */
public interface LongFunction<R> {
    R apply(long value);
}
