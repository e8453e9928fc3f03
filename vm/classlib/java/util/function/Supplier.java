package java.util.function;

/** rvm's java.util.function.Supplier (JDK 17 API). */
public interface Supplier<T> {
    T get();
}
