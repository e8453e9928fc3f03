package java.util.function;

/** rvm's java.util.function.LongToIntFunction (JDK 17 API). */
public interface LongToIntFunction {
    int applyAsInt(long value);
}
