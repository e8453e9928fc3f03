package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** The Stream implementation: one object per stage (see AbstractPipeline). */
class ReferencePipeline<T> extends AbstractPipeline implements Stream<T> {
    /** The head of a pipeline over a source. */
    ReferencePipeline(Spliterator<?> source, boolean parallel) {
        super(source, REF, parallel);
    }

    /** An intermediate stage. */
    ReferencePipeline(AbstractPipeline previous, int flags) {
        super(previous, flags);
    }

    // intermediate operations

    @Override
    public Stream<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new ReferencePipeline<T>(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        if (predicate.test((T) t)) {
                            downstream.accept(t);
                        }
                    }
                };
            }
        };
    }

    @Override
    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<R>(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        downstream.accept(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    @Override
    public IntStream mapToInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        downstream.accept(mapper.applyAsInt((T) t));
                    }
                };
            }
        };
    }

    @Override
    public LongStream mapToLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        downstream.accept(mapper.applyAsLong((T) t));
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        downstream.accept(mapper.applyAsDouble((T) t));
                    }
                };
            }
        };
    }

    /** The sink of a flatMap stage: runs each mapped stream into downstream, then closes it. */
    abstract static class FlatMapSink extends Sink.Chained {
        boolean cancellationRequestedCalled;

        FlatMapSink(Sink downstream) {
            super(downstream);
        }

        boolean cancellationRequested() {
            cancellationRequestedCalled = true;
            return downstream.cancellationRequested();
        }

        final void push(BaseStream<?, ?> result) {
            if (result == null) {
                return;
            }
            try {
                if (result instanceof AbstractPipeline) {
                    ((AbstractPipeline) result).forwardTo(downstream, cancellationRequestedCalled);
                } else {
                    Iterator<?> it = result.iterator();
                    while (!(cancellationRequestedCalled && downstream.cancellationRequested()) && it.hasNext()) {
                        Object o = it.next();
                        if (result instanceof IntStream) {
                            downstream.accept(((Integer) o).intValue());
                        } else if (result instanceof LongStream) {
                            downstream.accept(((Long) o).longValue());
                        } else if (result instanceof DoubleStream) {
                            downstream.accept(((Double) o).doubleValue());
                        } else {
                            downstream.accept(o);
                        }
                    }
                }
            } finally {
                result.close();
            }
        }
    }

    @Override
    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<R>(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new FlatMapSink(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        push(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    @Override
    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new FlatMapSink(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        push(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    @Override
    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new FlatMapSink(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        push(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new FlatMapSink(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        push(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    @Override
    public Stream<T> distinct() {
        return new ReferencePipeline<T>(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    HashSet<Object> seen;

                    void begin(long size) {
                        seen = new HashSet<>();
                        downstream.begin(-1);
                    }

                    void end() {
                        seen = null;
                        downstream.end();
                    }

                    public void accept(Object t) {
                        if (seen.add(t)) {
                            downstream.accept(t);
                        }
                    }
                };
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    public Stream<T> sorted() {
        return sorted((Comparator<? super T>) Comparator.naturalOrder());
    }

    @Override
    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new ReferencePipeline<T>(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    ArrayList<T> list;

                    void begin(long size) {
                        if (size >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        list = size >= 0 ? new ArrayList<T>((int) size) : new ArrayList<T>();
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        list.add((T) t);
                    }

                    void end() {
                        list.sort(comparator);
                        downstream.begin(list.size());
                        for (int i = 0, n = list.size(); i < n; i++) {
                            if (downstream.cancellationRequested()) {
                                break;
                            }
                            downstream.accept(list.get(i));
                        }
                        downstream.end();
                        list = null;
                    }
                };
            }
        };
    }

    @Override
    public Stream<T> peek(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return new ReferencePipeline<T>(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        action.accept((T) t);
                        downstream.accept(t);
                    }
                };
            }
        };
    }

    @Override
    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new ReferencePipeline<T>(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Slice(downstream, 0, maxSize);
            }
        };
    }

    @Override
    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new ReferencePipeline<T>(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Slice(downstream, n, -1);
            }
        };
    }

    /** skip(n) then limit(m) (m < 0: no limit), for every shape. */
    static final class Slice extends Sink.Chained {
        long toSkip;
        long remaining;

        Slice(Sink downstream, long skip, long limit) {
            super(downstream);
            this.toSkip = skip;
            this.remaining = limit;
        }

        boolean cancellationRequested() {
            return remaining == 0 || downstream.cancellationRequested();
        }

        private boolean take() {
            if (toSkip > 0) {
                toSkip--;
                return false;
            }
            if (remaining < 0) {
                return true;
            }
            if (remaining > 0) {
                remaining--;
                return true;
            }
            return false;
        }

        public void accept(Object t) {
            if (take()) {
                downstream.accept(t);
            }
        }

        public void accept(int t) {
            if (take()) {
                downstream.accept(t);
            }
        }

        public void accept(long t) {
            if (take()) {
                downstream.accept(t);
            }
        }

        public void accept(double t) {
            if (take()) {
                downstream.accept(t);
            }
        }
    }

    @Override
    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new ReferencePipeline<T>(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean take = true;

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        if (take && (take = predicate.test((T) t))) {
                            downstream.accept(t);
                        }
                    }

                    boolean cancellationRequested() {
                        return !take || downstream.cancellationRequested();
                    }
                };
            }
        };
    }

    @Override
    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new ReferencePipeline<T>(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean dropping = true;

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        if (dropping) {
                            if (predicate.test((T) t)) {
                                return;
                            }
                            dropping = false;
                        }
                        downstream.accept(t);
                    }
                };
            }
        };
    }

    /** Stream.takeWhile/dropWhile defaults for Stream implementations other than rvm's. */
    static <T> Stream<T> takeWhile(Stream<T> stream, Predicate<? super T> predicate) {
        return new ReferencePipeline<T>(stream.spliterator(), stream.isParallel()).takeWhile(predicate);
    }

    static <T> Stream<T> dropWhile(Stream<T> stream, Predicate<? super T> predicate) {
        return new ReferencePipeline<T>(stream.spliterator(), stream.isParallel()).dropWhile(predicate);
    }

    // terminal operations

    @Override
    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            @SuppressWarnings("unchecked")
            public void accept(Object t) {
                action.accept((T) t);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    /** Collects every element into a growing array (also the base of toArray, sorted, toList). */
    static final class ToArraySink extends Sink {
        Object[] items = new Object[16];
        int size;

        void begin(long n) {
            if (n > 16 && n < Integer.MAX_VALUE - 8) {
                items = new Object[(int) n];
            }
        }

        public void accept(Object t) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }
    }

    @Override
    public Object[] toArray() {
        ToArraySink sink = evaluate(new ToArraySink(), false);
        return Arrays.copyOf(sink.items, sink.size);
    }

    @Override
    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        ToArraySink sink = evaluate(new ToArraySink(), false);
        A[] result = generator.apply(sink.size);
        if (result.length != sink.size) {
            throw new IllegalStateException("Begin size " + sink.size + " is not equal to length " + result.length);
        }
        Object[] target = result;
        for (int i = 0; i < sink.size; i++) {
            target[i] = sink.items[i]; // ArrayStoreException names the element's class, as the JDK
        }
        return result;
    }

    @Override
    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        return evaluate(new Sink() {
            T state = identity;

            @SuppressWarnings("unchecked")
            public void accept(Object t) {
                state = accumulator.apply(state, (T) t);
            }
        }, false).state;
    }

    @Override
    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        ReduceSink<T> sink = evaluate(new ReduceSink<T>(accumulator), false);
        return sink.empty ? Optional.empty() : Optional.of(sink.state);
    }

    static final class ReduceSink<T> extends Sink {
        final BinaryOperator<T> accumulator;
        boolean empty = true;
        T state;

        ReduceSink(BinaryOperator<T> accumulator) {
            this.accumulator = accumulator;
        }

        @SuppressWarnings("unchecked")
        public void accept(Object t) {
            if (empty) {
                empty = false;
                state = (T) t;
            } else {
                state = accumulator.apply(state, (T) t);
            }
        }
    }

    @Override
    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(new Sink() {
            U state = identity;

            @SuppressWarnings("unchecked")
            public void accept(Object t) {
                state = accumulator.apply(state, (T) t);
            }
        }, false).state;
    }

    @Override
    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(new Sink() {
            R state;

            void begin(long size) {
                state = supplier.get();
            }

            @SuppressWarnings("unchecked")
            public void accept(Object t) {
                accumulator.accept(state, (T) t);
            }
        }, false).state;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        Supplier<A> supplier = collector.supplier();
        BiConsumer<A, ? super T> accumulator = collector.accumulator();
        A container = evaluate(new Sink() {
            A state;

            void begin(long size) {
                state = supplier.get();
            }

            public void accept(Object t) {
                accumulator.accept(state, (T) t);
            }
        }, false).state;
        return collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                ? (R) container
                : collector.finisher().apply(container);
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<T> toList() {
        return (List<T>) java.util.Collections.unmodifiableList(new ArrayList<>(Arrays.asList(toArray())));
    }

    @Override
    public Optional<T> min(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce((a, b) -> comparator.compare(a, b) <= 0 ? a : b);
    }

    @Override
    public Optional<T> max(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce((a, b) -> comparator.compare(a, b) >= 0 ? a : b);
    }

    @Override
    public long count() {
        long size = exactSizeWithoutRunning();
        if (size >= 0) {
            startTerminal();
            takeSource();
            return size;
        }
        return evaluate(new CountSink(), false).count;
    }

    static final class CountSink extends Sink {
        long count;

        public void accept(Object t) {
            count++;
        }

        public void accept(int t) {
            count++;
        }

        public void accept(long t) {
            count++;
        }

        public void accept(double t) {
            count++;
        }
    }

    /** anyMatch (stopOn = true) / allMatch and noneMatch (stopOn = false, result negated). */
    private boolean match(Predicate<? super T> predicate, boolean stopOn, boolean resultOnStop) {
        Objects.requireNonNull(predicate);
        return evaluate(new Sink() {
            boolean stopped;

            @SuppressWarnings("unchecked")
            public void accept(Object t) {
                if (!stopped && predicate.test((T) t) == stopOn) {
                    stopped = true;
                }
            }

            boolean cancellationRequested() {
                return stopped;
            }
        }, true).stopped ? resultOnStop : !resultOnStop;
    }

    @Override
    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, true, true);
    }

    @Override
    public boolean allMatch(Predicate<? super T> predicate) {
        return match(predicate, false, false);
    }

    @Override
    public boolean noneMatch(Predicate<? super T> predicate) {
        return match(predicate, true, false);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Optional<T> findFirst() {
        FindSink sink = evaluate(new FindSink(), true);
        return sink.found ? Optional.of((T) sink.value) : Optional.empty();
    }

    static final class FindSink extends Sink {
        boolean found;
        Object value;
        int intValue;
        long longValue;
        double doubleValue;

        boolean cancellationRequested() {
            return found;
        }

        public void accept(Object t) {
            if (!found) {
                found = true;
                value = t;
            }
        }

        public void accept(int t) {
            if (!found) {
                found = true;
                intValue = t;
            }
        }

        public void accept(long t) {
            if (!found) {
                found = true;
                longValue = t;
            }
        }

        public void accept(double t) {
            if (!found) {
                found = true;
                doubleValue = t;
            }
        }
    }

    @Override
    public Optional<T> findAny() {
        return findFirst();
    }

    // BaseStream

    @Override
    public Iterator<T> iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    @SuppressWarnings("unchecked")
    public Spliterator<T> spliterator() {
        if (depth == 0) {
            startTerminal();
            return (Spliterator<T>) takeSource();
        }
        StreamBuffer buffer = openBuffer();
        return new Spliterators.AbstractSpliterator<T>(Long.MAX_VALUE, 0) {
            public boolean tryAdvance(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                if (buffer.fill()) {
                    action.accept((T) buffer.next());
                    return true;
                }
                return false;
            }
        };
    }

    @Override
    public boolean isParallel() {
        return head.parallel;
    }

    @Override
    public Stream<T> sequential() {
        setParallel(false);
        return this;
    }

    @Override
    public Stream<T> parallel() {
        setParallel(true);
        return this;
    }

    @Override
    public Stream<T> unordered() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        return this;
    }

    @Override
    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    @Override
    public void close() {
        closePipeline();
    }
}
