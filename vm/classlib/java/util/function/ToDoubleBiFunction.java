package java.util.function;

/** rvm's java.util.function.ToDoubleBiFunction (JDK 17 API). */
public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
