package java.util.function;

import java.util.Objects;

/** rvm's java.util.function.IntConsumer (JDK 17 API). */
public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(IntConsumer after) {
        Objects.requireNonNull(after);
        return (int t) -> {
            accept(t);
            after.accept(t);
        };
    }
}
