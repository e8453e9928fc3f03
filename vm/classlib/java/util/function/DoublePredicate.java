package java.util.function;

import java.util.Objects;

/** rvm's java.util.function.DoublePredicate (JDK 17 API). */
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(DoublePredicate other) {
        Objects.requireNonNull(other);
        return (double value) -> test(value) && other.test(value);
    }

    default DoublePredicate negate() {
        return (double value) -> !test(value);
    }

    default DoublePredicate or(DoublePredicate other) {
        Objects.requireNonNull(other);
        return (double value) -> test(value) || other.test(value);
    }
}
