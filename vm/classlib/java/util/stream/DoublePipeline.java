package java.util.stream;

import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;

/** The DoubleStream implementation: one object per stage (see AbstractPipeline). */
class DoublePipeline extends AbstractPipeline implements DoubleStream {
    DoublePipeline(Spliterator<?> source, boolean parallel) {
        super(source, DOUBLE, parallel);
    }

    DoublePipeline(AbstractPipeline previous, int flags) {
        super(previous, flags);
    }

    @Override
    public DoubleStream filter(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(double t) {
                        if (predicate.test(t)) {
                            downstream.accept(t);
                        }
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream map(DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(double t) {
                        downstream.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        };
    }

    @Override
    public <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(double t) {
                        downstream.accept(mapper.apply(t));
                    }
                };
            }
        };
    }

    @Override
    public LongStream mapToLong(DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(double t) {
                        downstream.accept(mapper.applyAsLong(t));
                    }
                };
            }
        };
    }

    @Override
    public IntStream mapToInt(DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(double t) {
                        downstream.accept(mapper.applyAsInt(t));
                    }
                };
            }
        };
    }

    @Override
    public Stream<Double> boxed() {
        return mapToObj(Double::valueOf);
    }

    @Override
    public DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.FlatMapSink(downstream) {
                    public void accept(double t) {
                        push(mapper.apply(t));
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream distinct() {
        return boxed().distinct().mapToDouble(i -> i);
    }

    @Override
    public DoubleStream sorted() {
        return new DoublePipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    double[] items;
                    int size;

                    void begin(long n) {
                        if (n >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        items = new double[n > 0 ? (int) n : 16];
                    }

                    public void accept(double t) {
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
    public DoubleStream peek(DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipeline(this, 0) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    public void accept(double t) {
                        action.accept(t);
                        downstream.accept(t);
                    }
                };
            }
        };
    }

    @Override
    public DoubleStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new DoublePipeline(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.Slice(downstream, 0, maxSize);
            }
        };
    }

    @Override
    public DoubleStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new DoublePipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new ReferencePipeline.Slice(downstream, n, -1);
            }
        };
    }

    @Override
    public DoubleStream takeWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, SHORT_CIRCUIT | CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean take = true;

                    public void accept(double t) {
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
    public DoubleStream dropWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, CHANGES_SIZE) {
            Sink wrapSink(Sink downstream) {
                return new Sink.Chained(downstream) {
                    boolean dropping = true;

                    public void accept(double t) {
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
    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(double t) {
                action.accept(t);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    static final class DoubleArraySink extends Sink {
        double[] items = new double[16];
        int size;

        void begin(long n) {
            if (n > 16 && n < Integer.MAX_VALUE - 8) {
                items = new double[(int) n];
            }
        }

        public void accept(double t) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }
    }

    @Override
    public double[] toArray() {
        DoubleArraySink sink = evaluate(new DoubleArraySink(), false);
        return sink.size == sink.items.length ? sink.items : Arrays.copyOf(sink.items, sink.size);
    }

    @Override
    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        return evaluate(new Sink() {
            double state = identity;

            public void accept(double t) {
                state = op.applyAsDouble(state, t);
            }
        }, false).state;
    }

    @Override
    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        class ReduceSink extends Sink {
            boolean empty = true;
            double state;

            public void accept(double t) {
                if (empty) {
                    empty = false;
                    state = t;
                } else {
                    state = op.applyAsDouble(state, t);
                }
            }
        }
        ReduceSink sink = evaluate(new ReduceSink(), false);
        return sink.empty ? OptionalDouble.empty() : OptionalDouble.of(sink.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return evaluate(new Sink() {
            R state;

            void begin(long size) {
                state = supplier.get();
            }

            public void accept(double t) {
                accumulator.accept(state, t);
            }
        }, false).state;
    }

    @Override
    public double sum() {
        // compensated (Kahan) summation as the JDK: [sum, compensation, simple sum]
        double[] summation = collect(() -> new double[3], (ll, d) -> {
            Collectors.sumWithCompensation(ll, d);
            ll[2] += d;
        }, (ll, rr) -> {
            Collectors.sumWithCompensation(ll, rr[0]);
            Collectors.sumWithCompensation(ll, -rr[1]);
            ll[2] += rr[2];
        });
        return Collectors.computeFinalSum(summation);
    }

    @Override
    public OptionalDouble min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalDouble max() {
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
        // [sum, compensation, count, simple sum]
        double[] avg = collect(() -> new double[4], (ll, d) -> {
            ll[2]++;
            Collectors.sumWithCompensation(ll, d);
            ll[3] += d;
        }, (ll, rr) -> {
            Collectors.sumWithCompensation(ll, rr[0]);
            Collectors.sumWithCompensation(ll, -rr[1]);
            ll[2] += rr[2];
            ll[3] += rr[3];
        });
        return avg[2] > 0 ? OptionalDouble.of(Collectors.computeFinalSum(avg) / avg[2]) : OptionalDouble.empty();
    }

    @Override
    public DoubleSummaryStatistics summaryStatistics() {
        return collect(DoubleSummaryStatistics::new, DoubleSummaryStatistics::accept, DoubleSummaryStatistics::combine);
    }

    private boolean match(DoublePredicate predicate, boolean stopOn, boolean resultOnStop) {
        Objects.requireNonNull(predicate);
        return evaluate(new Sink() {
            boolean stopped;

            public void accept(double t) {
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
    public boolean anyMatch(DoublePredicate predicate) {
        return match(predicate, true, true);
    }

    @Override
    public boolean allMatch(DoublePredicate predicate) {
        return match(predicate, false, false);
    }

    @Override
    public boolean noneMatch(DoublePredicate predicate) {
        return match(predicate, true, false);
    }

    @Override
    public OptionalDouble findFirst() {
        ReferencePipeline.FindSink sink = evaluate(new ReferencePipeline.FindSink(), true);
        return sink.found ? OptionalDouble.of(sink.doubleValue) : OptionalDouble.empty();
    }

    @Override
    public OptionalDouble findAny() {
        return findFirst();
    }

    // BaseStream

    @Override
    public PrimitiveIterator.OfDouble iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    public Spliterator.OfDouble spliterator() {
        if (depth == 0) {
            startTerminal();
            return (Spliterator.OfDouble) takeSource();
        }
        StreamBuffer buffer = openBuffer();
        return new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE, 0) {
            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (buffer.fill()) {
                    action.accept((Double) buffer.next());
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
    public DoubleStream sequential() {
        setParallel(false);
        return this;
    }

    @Override
    public DoubleStream parallel() {
        setParallel(true);
        return this;
    }

    @Override
    public DoubleStream unordered() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        return this;
    }

    @Override
    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    @Override
    public void close() {
        closePipeline();
    }
}
