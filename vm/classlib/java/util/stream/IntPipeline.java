package java.util.stream;

import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/** The IntStream implementation: one object per stage (see AbstractPipeline). */
class IntPipeline extends AbstractPipeline implements IntStream {
    IntPipeline(Spliterator<?> source, boolean parallel) {
        super(source, INT, parallel);
    }

    IntPipeline(AbstractPipeline previous, int flags) {
        super(previous, flags);
    }

    @Override
    public IntStream filter(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(int t) {
                        if (predicate.test(t)) {
                            downstream.accept(t);
                        }
                    }
                };
            }
        };
    }

    @Override
    public IntStream map(IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(int t) {
                        downstream.accept(mapper.applyAsInt(t));
                    }
                };
            }
        };
    }

    @Override
    public <U> Stream<U> mapToObj(IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(int t) {
                        downstream.accept(mapper.apply(t));
                    }
                };
            }
        };
    }

    @Override
    public LongStream mapToLong(IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(int t) {
                        downstream.accept(mapper.applyAsLong(t));
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream mapToDouble(IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(int t) {
                        downstream.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        };
    }

    @Override
    public LongStream asLongStream() {
        return mapToLong(t -> (long) t);
    }

    @Override
    public DoubleStream asDoubleStream() {
        return mapToDouble(t -> (double) t);
    }

    @Override
    public Stream<Integer> boxed() {
        return mapToObj(Integer::valueOf);
    }

    @Override
    public IntStream flatMap(IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.FlatMapSink(downstream) {
                    public void accept(int t) {
                        push(mapper.apply(t));
                    }
                };
            }
        };
    }

    @Override
    public IntStream distinct() {
        return boxed().distinct().mapToInt(i -> i);
    }

    @Override
    public IntStream sorted() {
        return new IntPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    int[] items;
                    int size;

                    void begin(long n) {
                        if (n >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        items = new int[n > 0 ? (int) n : 16];
                    }

                    public void accept(int t) {
                        if (size == items.length) {
                            items = Arrays.copyOf(items, size * 2);
                        }
                        items[size++] = t;
                    }

                    void end() {
                        Arrays.sort(items, 0, size);
                        downstream.begin(size);
                        for (int i = 0; i < size && !downstream.cancellationRequested(); i++) {
                            downstream.accept(items[i]);
                        }
                        downstream.end();
                        items = null;
                    }
                };
            }
        };
    }

    @Override
    public IntStream peek(IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(int t) {
                        action.accept(t);
                        downstream.accept(t);
                    }
                };
            }
        };
    }

    @Override
    public IntStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new IntPipeline(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.Slice(downstream, 0, maxSize);
            }
        };
    }

    @Override
    public IntStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new IntPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.Slice(downstream, n, -1);
            }
        };
    }

    @Override
    public IntStream takeWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean take = true;

                    public void accept(int t) {
                        if (take && (take = predicate.test(t))) {
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
    public IntStream dropWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean dropping = true;

                    public void accept(int t) {
                        if (dropping) {
                            if (predicate.test(t)) {
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

    // terminal operations

    @Override
    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(int t) {
                action.accept(t);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    static final class IntArraySink extends Sink {
        int[] items = new int[16];
        int size;

        void begin(long n) {
            if (n > 16 && n < Integer.MAX_VALUE - 8) {
                items = new int[(int) n];
            }
        }

        public void accept(int t) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }
    }

    @Override
    public int[] toArray() {
        IntArraySink sink = evaluate(new IntArraySink(), false);
        return sink.size == sink.items.length ? sink.items : Arrays.copyOf(sink.items, sink.size);
    }

    @Override
    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        return evaluate(new Sink() {
            int state = identity;

            public void accept(int t) {
                state = op.applyAsInt(state, t);
            }
        }, false).state;
    }

    @Override
    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        class ReduceSink extends Sink {
            boolean empty = true;
            int state;

            public void accept(int t) {
                if (empty) {
                    empty = false;
                    state = t;
                } else {
                    state = op.applyAsInt(state, t);
                }
            }
        }
        ReduceSink sink = evaluate(new ReduceSink(), false);
        return sink.empty ? OptionalInt.empty() : OptionalInt.of(sink.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(new Sink() {
            R state;

            void begin(long size) {
                state = supplier.get();
            }

            public void accept(int t) {
                accumulator.accept(state, t);
            }
        }, false).state;
    }

    @Override
    public int sum() {
        return reduce(0, Integer::sum);
    }

    @Override
    public OptionalInt min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalInt max() {
        return reduce(Math::max);
    }

    @Override
    public long count() {
        long size = exactSizeWithoutRunning();
        if (size >= 0) {
            startTerminal();
            takeSource();
            return size;
        }
        return evaluate(new ReferencePipeline.CountSink(), false).count;
    }

    @Override
    public OptionalDouble average() {
        long[] avg = collect(() -> new long[2], (ll, i) -> {
            ll[0]++;
            ll[1] += i;
        }, (ll, rr) -> {
            ll[0] += rr[0];
            ll[1] += rr[1];
        });
        return avg[0] > 0 ? OptionalDouble.of((double) avg[1] / avg[0]) : OptionalDouble.empty();
    }

    @Override
    public IntSummaryStatistics summaryStatistics() {
        return collect(IntSummaryStatistics::new, IntSummaryStatistics::accept, IntSummaryStatistics::combine);
    }

    private boolean match(IntPredicate predicate, boolean stopOn, boolean resultOnStop) {
        Objects.requireNonNull(predicate);
        return evaluate(new Sink() {
            boolean stopped;

            public void accept(int t) {
                if (!stopped && predicate.test(t) == stopOn) {
                    stopped = true;
                }
            }

            boolean cancellationRequested() {
                return stopped;
            }
        }, true).stopped ? resultOnStop : !resultOnStop;
    }

    @Override
    public boolean anyMatch(IntPredicate predicate) {
        return match(predicate, true, true);
    }

    @Override
    public boolean allMatch(IntPredicate predicate) {
        return match(predicate, false, false);
    }

    @Override
    public boolean noneMatch(IntPredicate predicate) {
        return match(predicate, true, false);
    }

    @Override
    public OptionalInt findFirst() {
        ReferencePipeline.FindSink sink = evaluate(new ReferencePipeline.FindSink(), true);
        return sink.found ? OptionalInt.of(sink.intValue) : OptionalInt.empty();
    }

    @Override
    public OptionalInt findAny() {
        return findFirst();
    }

    // BaseStream

    @Override
    public PrimitiveIterator.OfInt iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    public Spliterator.OfInt spliterator() {
        if (depth == 0) {
            startTerminal();
            return (Spliterator.OfInt) takeSource();
        }
        StreamBuffer buffer = openBuffer();
        return new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE, 0) {
            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (buffer.fill()) {
                    action.accept((Integer) buffer.next());
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
    public IntStream sequential() {
        setParallel(false);
        return this;
    }

    @Override
    public IntStream parallel() {
        setParallel(true);
        return this;
    }

    @Override
    public IntStream unordered() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        return this;
    }

    @Override
    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    @Override
    public void close() {
        closePipeline();
    }
}
