package java.util;

/** The comparators behind {@link Comparator#naturalOrder()} and {@link Comparator#nullsFirst}. */
class Comparators {
    private Comparators() {
        throw new AssertionError("no instances");
    }

    /** Compares Comparable objects in natural order (an enum in the JDK; one instance here). */
    static final class NaturalOrderComparator implements Comparator<Comparable<Object>> {
        static final NaturalOrderComparator INSTANCE = new NaturalOrderComparator();

        private NaturalOrderComparator() {
        }

        @Override
        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        @Override
        public Comparator<Comparable<Object>> reversed() {
            return Collections.reverseOrder();
        }

        @Override
        public String toString() {
            return "INSTANCE";
        }
    }

    /** Null-friendly comparators. */
    static final class NullComparator<T> implements Comparator<T>, java.io.Serializable {
        private final boolean nullFirst;
        // if null, non-null Ts are considered equal
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        @Override
        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        @Override
        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        @Override
        public Comparator<T> reversed() {
            return new NullComparator<>(!nullFirst, real == null ? null : real.reversed());
        }
    }
}
