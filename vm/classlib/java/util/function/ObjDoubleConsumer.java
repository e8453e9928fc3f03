package java.util.function;

/** rvm's java.util.function.ObjDoubleConsumer (JDK 17 API). */
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
