package java.util.function;

import java.util.Objects;

/** rvm's java.util.function.LongPredicate (JDK 17 API). */
public interface LongPredicate {
    boolean test(long value);

    default LongPredicate and(LongPredicate other) {
        Objects.requireNonNull(other);
        return (long value) -> test(value) && other.test(value);
    }

    default LongPredicate negate() {
        return (long value) -> !test(value);
    }

    default LongPredicate or(LongPredicate other) {
        Objects.requireNonNull(other);
        return (long value) -> test(value) || other.test(value);
    }
}
