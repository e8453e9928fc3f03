package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Helpers of the stream implementation: builders, range and concatenation spliterators, close
 *  handler composition. */
final class Streams {
    private Streams() {
    }

    /** Runs a, then b; an exception of b is added as suppressed to one of a. */
    static Runnable composeWithExceptions(Runnable a, Runnable b) {
        return () -> {
            try {
                a.run();
            } catch (Throwable e1) {
                try {
                    b.run();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                    }
                }
                throw e1;
            }
            b.run();
        };
    }

    static Runnable composedClose(BaseStream<?, ?> a, BaseStream<?, ?> b) {
        return () -> {
            try {
                a.close();
            } catch (Throwable e1) {
                try {
                    b.close();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                    }
                }
                throw e1;
            }
            b.close();
        };
    }

    static final class StreamBuilder<T> implements Stream.Builder<T> {
        private Object[] items = new Object[8];
        private int size;
        private boolean built;

        public void accept(T t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public Stream<T> build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.stream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    static final class IntStreamBuilder implements IntStream.Builder {
        private int[] items = new int[8];
        private int size;
        private boolean built;

        public void accept(int t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.intStream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    static final class LongStreamBuilder implements LongStream.Builder {
        private long[] items = new long[8];
        private int size;
        private boolean built;

        public void accept(long t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.longStream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    static final class DoubleStreamBuilder implements DoubleStream.Builder {
        private double[] items = new double[8];
        private int size;
        private boolean built;

        public void accept(double t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.doubleStream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    /** [from, to) or [from, to]. */
    static final class IntRangeSpliterator implements Spliterator.OfInt {
        private int from;
        private final int upTo;
        private int last; // 1 while the closed range's last element is still to come

        IntRangeSpliterator(int from, int upTo, boolean closed) {
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public boolean tryAdvance(IntConsumer consumer) {
            Objects.requireNonNull(consumer);
            final int i = from;
            if (i < upTo) {
                from++;
                consumer.accept(i);
                return true;
            } else if (last > 0) {
                last = 0;
                consumer.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(IntConsumer consumer) {
            Objects.requireNonNull(consumer);
            int i = from;
            final int hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                consumer.accept(i++);
            }
            if (hLast > 0) {
                consumer.accept(i);
            }
        }

        public long estimateSize() {
            return ((long) upTo) - from + last;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.IMMUTABLE
                    | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;
        }

        public Comparator<? super Integer> getComparator() {
            return null;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }
    }

    static final class LongRangeSpliterator implements Spliterator.OfLong {
        private long from;
        private final long upTo;
        private int last;

        LongRangeSpliterator(long from, long upTo, boolean closed) {
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public boolean tryAdvance(LongConsumer consumer) {
            Objects.requireNonNull(consumer);
            final long i = from;
            if (i < upTo) {
                from++;
                consumer.accept(i);
                return true;
            } else if (last > 0) {
                last = 0;
                consumer.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(LongConsumer consumer) {
            Objects.requireNonNull(consumer);
            long i = from;
            final long hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                consumer.accept(i++);
            }
            if (hLast > 0) {
                consumer.accept(i);
            }
        }

        public long estimateSize() {
            long size = upTo - from + last;
            return size < 0 ? Long.MAX_VALUE : size;
        }

        public int characteristics() {
            int sized = (upTo - from + last) < 0 ? 0 : Spliterator.SIZED | Spliterator.SUBSIZED;
            return Spliterator.ORDERED | sized | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT
                    | Spliterator.SORTED;
        }

        public Comparator<? super Long> getComparator() {
            return null;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }
    }

    /** The elements of a, then those of b. */
    static class ConcatSpliterator<T> implements Spliterator<T> {
        private final Spliterator<T> a;
        private final Spliterator<T> b;
        private boolean beforeSplit = true;

        ConcatSpliterator(Spliterator<T> a, Spliterator<T> b) {
            this.a = a;
            this.b = b;
        }

        public boolean tryAdvance(Consumer<? super T> consumer) {
            if (beforeSplit) {
                if (a.tryAdvance(consumer)) {
                    return true;
                }
                beforeSplit = false;
            }
            return b.tryAdvance(consumer);
        }

        public void forEachRemaining(Consumer<? super T> consumer) {
            if (beforeSplit) {
                a.forEachRemaining(consumer);
            }
            b.forEachRemaining(consumer);
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            if (beforeSplit) {
                long size = a.estimateSize() + b.estimateSize();
                return size >= 0 ? size : Long.MAX_VALUE;
            }
            return b.estimateSize();
        }

        public int characteristics() {
            if (beforeSplit) {
                return a.characteristics() & b.characteristics()
                        & ~(Spliterator.DISTINCT | Spliterator.SORTED
                        | ((a.estimateSize() + b.estimateSize() < 0) ? Spliterator.SIZED | Spliterator.SUBSIZED : 0));
            }
            return b.characteristics();
        }

        static final class OfInt extends ConcatSpliterator<Integer> implements Spliterator.OfInt {
            private final Spliterator.OfInt a;
            private final Spliterator.OfInt b;
            private boolean first = true;

            OfInt(Spliterator.OfInt a, Spliterator.OfInt b) {
                super(a, b);
                this.a = a;
                this.b = b;
            }

            public boolean tryAdvance(IntConsumer consumer) {
                if (first) {
                    if (a.tryAdvance(consumer)) {
                        return true;
                    }
                    first = false;
                }
                return b.tryAdvance(consumer);
            }

            public void forEachRemaining(IntConsumer consumer) {
                if (first) {
                    a.forEachRemaining(consumer);
                    first = false;
                }
                b.forEachRemaining(consumer);
            }

            public boolean tryAdvance(Consumer<? super Integer> consumer) {
                return Spliterator.OfInt.super.tryAdvance(consumer);
            }

            public void forEachRemaining(Consumer<? super Integer> consumer) {
                Spliterator.OfInt.super.forEachRemaining(consumer);
            }

            public Spliterator.OfInt trySplit() {
                return null;
            }
        }

        static final class OfLong extends ConcatSpliterator<Long> implements Spliterator.OfLong {
            private final Spliterator.OfLong a;
            private final Spliterator.OfLong b;
            private boolean first = true;

            OfLong(Spliterator.OfLong a, Spliterator.OfLong b) {
                super(a, b);
                this.a = a;
                this.b = b;
            }

            public boolean tryAdvance(LongConsumer consumer) {
                if (first) {
                    if (a.tryAdvance(consumer)) {
                        return true;
                    }
                    first = false;
                }
                return b.tryAdvance(consumer);
            }

            public void forEachRemaining(LongConsumer consumer) {
                if (first) {
                    a.forEachRemaining(consumer);
                    first = false;
                }
                b.forEachRemaining(consumer);
            }

            public boolean tryAdvance(Consumer<? super Long> consumer) {
                return Spliterator.OfLong.super.tryAdvance(consumer);
            }

            public void forEachRemaining(Consumer<? super Long> consumer) {
                Spliterator.OfLong.super.forEachRemaining(consumer);
            }

            public Spliterator.OfLong trySplit() {
                return null;
            }
        }

        static final class OfDouble extends ConcatSpliterator<Double> implements Spliterator.OfDouble {
            private final Spliterator.OfDouble a;
            private final Spliterator.OfDouble b;
            private boolean first = true;

            OfDouble(Spliterator.OfDouble a, Spliterator.OfDouble b) {
                super(a, b);
                this.a = a;
                this.b = b;
            }

            public boolean tryAdvance(DoubleConsumer consumer) {
                if (first) {
                    if (a.tryAdvance(consumer)) {
                        return true;
                    }
                    first = false;
                }
                return b.tryAdvance(consumer);
            }

            public void forEachRemaining(DoubleConsumer consumer) {
                if (first) {
                    a.forEachRemaining(consumer);
                    first = false;
                }
                b.forEachRemaining(consumer);
            }

            public boolean tryAdvance(Consumer<? super Double> consumer) {
                return Spliterator.OfDouble.super.tryAdvance(consumer);
            }

            public void forEachRemaining(Consumer<? super Double> consumer) {
                Spliterator.OfDouble.super.forEachRemaining(consumer);
            }

            public Spliterator.OfDouble trySplit() {
                return null;
            }
        }
    }
}
