package java.util.function;

/** rvm's java.util.function.IntToLongFunction (JDK 17 API). */
public interface IntToLongFunction {
    long applyAsLong(int value);
}
