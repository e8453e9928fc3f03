package java.util.function;

/** rvm's java.util.function.ObjLongConsumer (JDK 17 API). */
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
