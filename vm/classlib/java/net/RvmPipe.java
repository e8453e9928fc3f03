package java.net;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.Pipe;

/**
 * rvm's Pipe: a Unix-domain socket pair from RvmNet.socketPair0 (the source's end only
 * reads, the sink's only writes). Reading and writing are RvmSocketChannel's byte-stream
 * helpers, so blocking mode, selectors (RvmSelector takes the handles) and a close from
 * another thread behave as for socket channels; the errors are the JDK's pipe errors
 * (ClosedChannelException or AsynchronousCloseException after close, IOException "Broken pipe" once the source is closed).
 */
public final class RvmPipe extends Pipe {
    private final Source source;
    private final Sink sink;

    private RvmPipe(int[] handles) {
        source = new Source(handles[0]);
        sink = new Sink(handles[1]);
    }

    public static Pipe open() throws IOException {
        int[] handles = new int[2];
        try {
            RvmNet.socketPair0(handles);
        } catch (SocketException e) {
            throw new IOException(e.getMessage());
        }
        return new RvmPipe(handles);
    }

    public Pipe.SourceChannel source() {
        return source;
    }

    public Pipe.SinkChannel sink() {
        return sink;
    }

    /** The handle of an open channel; after close, the JDK's exception: a blocking channel's
     *  I/O ends as an asynchronous close (its end() runs in a finally), a non-blocking
     *  channel's is a plain ClosedChannelException. */
    private static int checkOpen(java.nio.channels.SelectableChannel ch, int handle) throws ClosedChannelException {
        if (!ch.isOpen()) {
            throw ch.isBlocking() ? new AsynchronousCloseException() : new ClosedChannelException();
        }
        return handle;
    }

    static final class Source extends Pipe.SourceChannel {
        private final int handle;

        Source(int handle) {
            this.handle = handle;
        }

        int handle() throws ClosedChannelException {
            return checkOpen(this, handle);
        }

        public int read(ByteBuffer dst) throws IOException {
            java.util.Objects.requireNonNull(dst);
            return RvmSocketChannel.read(this, handle(), dst, false);
        }

        public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
            java.util.Objects.checkFromIndexSize(offset, length, dsts.length);
            return RvmSocketChannel.read(this, handle(), dsts, offset, length, false);
        }

        public long read(ByteBuffer[] dsts) throws IOException {
            return read(dsts, 0, dsts.length);
        }

        protected void implCloseSelectableChannel() {
            RvmNet.close0(handle);
        }

        protected void implConfigureBlocking(boolean block) throws IOException {
            RvmNet.setBlocking0(handle, block);
        }
    }

    static final class Sink extends Pipe.SinkChannel {
        private final int handle;

        Sink(int handle) {
            this.handle = handle;
        }

        int handle() throws ClosedChannelException {
            return checkOpen(this, handle);
        }

        public int write(ByteBuffer src) throws IOException {
            java.util.Objects.requireNonNull(src);
            int h = handle();
            try {
                return RvmSocketChannel.write(this, h, src);
            } catch (SocketException e) {
                throw new IOException(e.getMessage());
            }
        }

        public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
            java.util.Objects.checkFromIndexSize(offset, length, srcs.length);
            int h = handle();
            try {
                return RvmSocketChannel.write(this, h, srcs, offset, length);
            } catch (SocketException e) {
                throw new IOException(e.getMessage());
            }
        }

        public long write(ByteBuffer[] srcs) throws IOException {
            return write(srcs, 0, srcs.length);
        }

        protected void implCloseSelectableChannel() {
            RvmNet.close0(handle);
        }

        protected void implConfigureBlocking(boolean block) throws IOException {
            RvmNet.setBlocking0(handle, block);
        }
    }
}
