package java.util.stream;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * One stage of a running stream pipeline. A terminal operation builds a chain of sinks, from the
 * first intermediate stage down to the terminal one, and the source pushes its elements into the
 * first sink:
 *
 * <pre>
 *   source spliterator --accept--> filter sink --accept--> map sink --accept--> terminal sink
 *                      begin(size) ... end()   (end flushes stateful stages such as sorted)
 * </pre>
 *
 * A sink takes the element type of its stage: accept(Object) for reference stages,
 * accept(int|long|double) for primitive ones. cancellationRequested() lets short-circuiting
 * stages (limit, takeWhile, findFirst, anyMatch, ...) stop the source early.
 */
abstract class Sink implements Consumer<Object>, IntConsumer, LongConsumer, DoubleConsumer {
    void begin(long size) {
    }

    void end() {
    }

    boolean cancellationRequested() {
        return false;
    }

    public void accept(Object t) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(int value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(long value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(double value) {
        throw new IllegalStateException("called wrong accept method");
    }

    /** A stage that passes begin/end/cancellation on to the next one. */
    abstract static class Chained extends Sink {
        final Sink downstream;

        Chained(Sink downstream) {
            this.downstream = java.util.Objects.requireNonNull(downstream);
        }

        void begin(long size) {
            downstream.begin(-1);
        }

        void end() {
            downstream.end();
        }

        boolean cancellationRequested() {
            return downstream.cancellationRequested();
        }
    }

    /** Forwards elements of an inner (flatMap) stream to the outer pipeline's downstream sink;
     *  the inner stream's begin/end are not forwarded. */
    static final class Forwarding extends Sink {
        final Sink downstream;

        Forwarding(Sink downstream) {
            this.downstream = downstream;
        }

        boolean cancellationRequested() {
            return downstream.cancellationRequested();
        }

        public void accept(Object t) {
            downstream.accept(t);
        }

        public void accept(int value) {
            downstream.accept(value);
        }

        public void accept(long value) {
            downstream.accept(value);
        }

        public void accept(double value) {
            downstream.accept(value);
        }
    }
}
