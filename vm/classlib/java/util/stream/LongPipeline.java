package java.util.stream;

import java.util.Arrays;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

/** The LongStream implementation: one object per stage (see AbstractPipeline). */
class LongPipeline extends AbstractPipeline implements LongStream {
    LongPipeline(Spliterator<?> source, boolean parallel) {
        super(source, LONG, parallel);
    }

    LongPipeline(AbstractPipeline previous, int flags) {
        super(previous, flags);
    }

    @Override
    public LongStream filter(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(long t) {
                        if (predicate.test(t)) {
                            downstream.accept(t);
                        }
                    }
                };
            }
        };
    }

    @Override
    public LongStream map(LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(long t) {
                        downstream.accept(mapper.applyAsLong(t));
                    }
                };
            }
        };
    }

    @Override
    public <U> Stream<U> mapToObj(LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(long t) {
                        downstream.accept(mapper.apply(t));
                    }
                };
            }
        };
    }

    @Override
    public IntStream mapToInt(LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(long t) {
                        downstream.accept(mapper.applyAsInt(t));
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream mapToDouble(LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(long t) {
                        downstream.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream asDoubleStream() {
        return mapToDouble(t -> (double) t);
    }

    @Override
    public Stream<Long> boxed() {
        return mapToObj(Long::valueOf);
    }

    @Override
    public LongStream flatMap(LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.FlatMapSink(downstream) {
                    public void accept(long t) {
                        push(mapper.apply(t));
                    }
                };
            }
        };
    }

    @Override
    public LongStream distinct() {
        return boxed().distinct().mapToLong(i -> i);
    }

    @Override
    public LongStream sorted() {
        return new LongPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    long[] items;
                    int size;

                    void begin(long n) {
                        if (n >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        items = new long[n > 0 ? (int) n : 16];
                    }

                    public void accept(long t) {
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
    public LongStream peek(LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(long t) {
                        action.accept(t);
                        downstream.accept(t);
                    }
                };
            }
        };
    }

    @Override
    public LongStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new LongPipeline(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.Slice(downstream, 0, maxSize);
            }
        };
    }

    @Override
    public LongStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new LongPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.Slice(downstream, n, -1);
            }
        };
    }

    @Override
    public LongStream takeWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean take = true;

                    public void accept(long t) {
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
    public LongStream dropWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean dropping = true;

                    public void accept(long t) {
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
    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(long t) {
                action.accept(t);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    static final class LongArraySink extends Sink {
        long[] items = new long[16];
        int size;

        void begin(long n) {
            if (n > 16 && n < Integer.MAX_VALUE - 8) {
                items = new long[(int) n];
            }
        }

        public void accept(long t) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }
    }

    @Override
    public long[] toArray() {
        LongArraySink sink = evaluate(new LongArraySink(), false);
        return sink.size == sink.items.length ? sink.items : Arrays.copyOf(sink.items, sink.size);
    }

    @Override
    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        return evaluate(new Sink() {
            long state = identity;

            public void accept(long t) {
                state = op.applyAsLong(state, t);
            }
        }, false).state;
    }

    @Override
    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        class ReduceSink extends Sink {
            boolean empty = true;
            long state;

            public void accept(long t) {
                if (empty) {
                    empty = false;
                    state = t;
                } else {
                    state = op.applyAsLong(state, t);
                }
            }
        }
        ReduceSink sink = evaluate(new ReduceSink(), false);
        return sink.empty ? OptionalLong.empty() : OptionalLong.of(sink.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(new Sink() {
            R state;

            void begin(long size) {
                state = supplier.get();
            }

            public void accept(long t) {
                accumulator.accept(state, t);
            }
        }, false).state;
    }

    @Override
    public long sum() {
        return reduce(0, Long::sum);
    }

    @Override
    public OptionalLong min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalLong max() {
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
    public LongSummaryStatistics summaryStatistics() {
        return collect(LongSummaryStatistics::new, LongSummaryStatistics::accept, LongSummaryStatistics::combine);
    }

    private boolean match(LongPredicate predicate, boolean stopOn, boolean resultOnStop) {
        Objects.requireNonNull(predicate);
        return evaluate(new Sink() {
            boolean stopped;

            public void accept(long t) {
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
    public boolean anyMatch(LongPredicate predicate) {
        return match(predicate, true, true);
    }

    @Override
    public boolean allMatch(LongPredicate predicate) {
        return match(predicate, false, false);
    }

    @Override
    public boolean noneMatch(LongPredicate predicate) {
        return match(predicate, true, false);
    }

    @Override
    public OptionalLong findFirst() {
        ReferencePipeline.FindSink sink = evaluate(new ReferencePipeline.FindSink(), true);
        return sink.found ? OptionalLong.of(sink.longValue) : OptionalLong.empty();
    }

    @Override
    public OptionalLong findAny() {
        return findFirst();
    }

    // BaseStream

    @Override
    public PrimitiveIterator.OfLong iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    public Spliterator.OfLong spliterator() {
        if (depth == 0) {
            startTerminal();
            return (Spliterator.OfLong) takeSource();
        }
        StreamBuffer buffer = openBuffer();
        return new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE, 0) {
            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (buffer.fill()) {
                    action.accept((Long) buffer.next());
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
    public LongStream sequential() {
        setParallel(false);
        return this;
    }

    @Override
    public LongStream parallel() {
        setParallel(true);
        return this;
    }

    @Override
    public LongStream unordered() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        return this;
    }

    @Override
    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    @Override
    public void close() {
        closePipeline();
    }
}
