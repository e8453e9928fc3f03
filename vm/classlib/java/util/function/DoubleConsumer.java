package java.util.function;

import java.util.Objects;

/** rvm's java.util.function.DoubleConsumer (JDK 17 API). */
public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(DoubleConsumer after) {
        Objects.requireNonNull(after);
        return (double t) -> {
            accept(t);
            after.accept(t);
        };
    }
}
