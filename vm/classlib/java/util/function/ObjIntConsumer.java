package java.util.function;

/** rvm's java.util.function.ObjIntConsumer (JDK 17 API). */
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
