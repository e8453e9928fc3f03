package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * The part of a stream pipeline shared by the four shapes (reference, int, long, double).
 *
 * A pipeline is a linked list of stages from the head (which holds the source spliterator) to
 * the newest stage. Each intermediate stage knows how to wrap the sink of the stage after it
 * (wrapSink); a terminal operation wraps its own sink through every stage and then drives the
 * source. Evaluation is sequential and lazy: nothing runs before the terminal operation, and
 * with a short-circuiting stage or terminal the source is advanced one element at a time while
 * no sink asks for cancellation. parallel() only records the flag: rvm runs every stream
 * sequentially (allowed by the API: results of ordered operations are the same).
 */
abstract class AbstractPipeline {
    static final int REF = 0;
    static final int INT = 1;
    static final int LONG = 2;
    static final int DOUBLE = 3;

    /** Stage flags. */
    static final int SHORT_CIRCUIT = 1;
    static final int CHANGES_SIZE = 2;

    static final String MSG_CONSUMED = "stream has already been operated upon or closed";

    final AbstractPipeline head;
    final AbstractPipeline previous;
    final int depth;
    final int flags;

    // head only
    private Spliterator<?> sourceSpliterator;
    private int sourceShape;
    boolean parallel;
    private Runnable closeAction;
    private boolean closed;

    boolean linkedOrConsumed;

    AbstractPipeline(Spliterator<?> source, int shape, boolean parallel) {
        this.head = this;
        this.previous = null;
        this.depth = 0;
        this.flags = 0;
        this.sourceSpliterator = Objects.requireNonNull(source);
        this.sourceShape = shape;
        this.parallel = parallel;
    }

    AbstractPipeline(AbstractPipeline previous, int flags) {
        if (previous.linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        previous.linkedOrConsumed = true;
        this.head = previous.head;
        this.previous = previous;
        this.depth = previous.depth + 1;
        this.flags = flags;
    }

    /** The sink that does this stage's work and feeds downstream (intermediate stages only). */
    Sink wrapSink(Sink downstream) {
        throw new IllegalStateException("not an intermediate stage");
    }

    final Sink wrapAll(Sink sink) {
        for (AbstractPipeline p = this; p.depth > 0; p = p.previous) {
            sink = p.wrapSink(sink);
        }
        return sink;
    }

    final boolean hasShortCircuitStage() {
        for (AbstractPipeline p = this; p.depth > 0; p = p.previous) {
            if ((p.flags & SHORT_CIRCUIT) != 0) {
                return true;
            }
        }
        return false;
    }

    final boolean preservesSize() {
        for (AbstractPipeline p = this; p.depth > 0; p = p.previous) {
            if ((p.flags & CHANGES_SIZE) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Marks this stage consumed by a terminal operation. */
    final void startTerminal() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        linkedOrConsumed = true;
    }

    final Spliterator<?> takeSource() {
        Spliterator<?> sp = head.sourceSpliterator;
        if (sp == null) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        head.sourceSpliterator = null;
        return sp;
    }

    /** The exact element count if the source is SIZED and no stage changes the count, else -1;
     *  used by count(), which then does not run the pipeline (as the JDK). */
    final long exactSizeWithoutRunning() {
        Spliterator<?> sp = head.sourceSpliterator;
        if (sp != null && preservesSize() && sp.hasCharacteristics(Spliterator.SIZED)) {
            return sp.getExactSizeIfKnown();
        }
        return -1;
    }

    /** Runs the pipeline into the terminal sink and returns it. */
    final <S extends Sink> S evaluate(S terminal, boolean shortCircuitTerminal) {
        startTerminal();
        Spliterator<?> sp = takeSource();
        Sink sink = wrapAll(terminal);
        drive(head.sourceShape, sp, sink, shortCircuitTerminal || hasShortCircuitStage());
        return terminal;
    }

    /** Pushes every element of the spliterator into the sink chain (begin, accept..., end). */
    static void drive(int shape, Spliterator<?> sp, Sink sink, boolean shortCircuit) {
        sink.begin(sp.getExactSizeIfKnown());
        if (shortCircuit) {
            do {
            } while (!sink.cancellationRequested() && tryAdvance(shape, sp, sink));
        } else {
            forEachRemaining(shape, sp, sink);
        }
        sink.end();
    }

    @SuppressWarnings("unchecked")
    static boolean tryAdvance(int shape, Spliterator<?> sp, Sink sink) {
        switch (shape) {
            case INT:
                return ((Spliterator.OfInt) sp).tryAdvance((IntConsumer) sink);
            case LONG:
                return ((Spliterator.OfLong) sp).tryAdvance((LongConsumer) sink);
            case DOUBLE:
                return ((Spliterator.OfDouble) sp).tryAdvance((DoubleConsumer) sink);
            default:
                return ((Spliterator<Object>) sp).tryAdvance(sink);
        }
    }

    @SuppressWarnings("unchecked")
    static void forEachRemaining(int shape, Spliterator<?> sp, Sink sink) {
        switch (shape) {
            case INT:
                ((Spliterator.OfInt) sp).forEachRemaining((IntConsumer) sink);
                break;
            case LONG:
                ((Spliterator.OfLong) sp).forEachRemaining((LongConsumer) sink);
                break;
            case DOUBLE:
                ((Spliterator.OfDouble) sp).forEachRemaining((DoubleConsumer) sink);
                break;
            default:
                ((Spliterator<Object>) sp).forEachRemaining(sink);
        }
    }

    /** Lazy element-at-a-time view of the pipeline's output, for iterator() and spliterator(). */
    final StreamBuffer openBuffer() {
        startTerminal();
        Spliterator<?> sp = takeSource();
        return new StreamBuffer(head.sourceShape, sp, this);
    }

    /** Pushes this pipeline's elements into a downstream sink of an enclosing flatMap. */
    final void forwardTo(Sink downstream, boolean shortCircuit) {
        evaluate(new Sink.Forwarding(downstream), shortCircuit);
    }

    // BaseStream plumbing shared by the shapes

    final void setParallel(boolean parallel) {
        head.parallel = parallel;
    }

    final void addCloseHandler(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        Runnable existing = head.closeAction;
        head.closeAction = existing == null ? closeHandler : Streams.composeWithExceptions(existing, closeHandler);
    }

    final void closePipeline() {
        linkedOrConsumed = true;
        head.sourceSpliterator = null;
        if (head.closed) {
            return;
        }
        head.closed = true;
        Runnable action = head.closeAction;
        if (action != null) {
            head.closeAction = null;
            action.run();
        }
    }

    /** Element-at-a-time evaluation: pulls from the source until the sink chain has put
     *  something into the buffer (or the source is exhausted and end() has flushed). */
    static final class StreamBuffer extends Sink {
        private final int shape;
        private final Spliterator<?> source;
        private final Sink chain;
        private final ArrayList<Object> items = new ArrayList<>();
        private int position;
        private boolean started;
        private boolean finished;

        StreamBuffer(int shape, Spliterator<?> source, AbstractPipeline pipeline) {
            this.shape = shape;
            this.source = source;
            this.chain = pipeline.wrapAll(this);
        }

        boolean fill() {
            while (position >= items.size()) {
                if (finished) {
                    return false;
                }
                items.clear();
                position = 0;
                if (!started) {
                    started = true;
                    chain.begin(source.getExactSizeIfKnown());
                }
                if (chain.cancellationRequested() || !tryAdvance(shape, source, chain)) {
                    finished = true;
                    chain.end();
                }
            }
            return true;
        }

        Object next() {
            Object item = items.get(position);
            items.set(position++, null);
            return item;
        }

        public void accept(Object t) {
            items.add(t);
        }

        public void accept(int value) {
            items.add(value);
        }

        public void accept(long value) {
            items.add(value);
        }

        public void accept(double value) {
            items.add(value);
        }
    }
}
