package java.nio.channels;

import java.io.IOException;
import java.nio.channels.spi.AbstractSelectableChannel;

/**
 * A one-way channel pair: bytes written to sink() are read from source(). rvm's pipe is
 * java.net.RvmPipe (a socket pair, so that selectors serve it like the socket channels); rvm
 * has no SelectorProvider, so the channel constructors take none.
 */
public abstract class Pipe {
    protected Pipe() {
    }

    public abstract static class SourceChannel extends AbstractSelectableChannel
            implements ReadableByteChannel, ScatteringByteChannel {
        protected SourceChannel() {
        }

        public final int validOps() {
            return SelectionKey.OP_READ;
        }
    }

    public abstract static class SinkChannel extends AbstractSelectableChannel
            implements WritableByteChannel, GatheringByteChannel {
        protected SinkChannel() {
        }

        public final int validOps() {
            return SelectionKey.OP_WRITE;
        }
    }

    public abstract SourceChannel source();

    public abstract SinkChannel sink();

    public static Pipe open() throws IOException {
        return java.net.RvmPipe.open();
    }
}
