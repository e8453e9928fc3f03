package java.nio.channels;

import java.io.IOException;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.nio.ByteBuffer;
import java.nio.channels.spi.AbstractSelectableChannel;

/** Blocking TCP channels (rvm's implementation is java.net.RvmSocketChannel). */
public abstract class SocketChannel extends AbstractSelectableChannel
        implements ByteChannel, ScatteringByteChannel, GatheringByteChannel, NetworkChannel {
    protected SocketChannel() {
    }

    /** INET and INET6 give the ordinary channel (rvm's sockets take either kind of address); UNIX
     *  (Unix-domain sockets) is not provided. */
    public static SocketChannel open(java.net.ProtocolFamily family) throws IOException {
        java.util.Objects.requireNonNull(family);
        if (family == java.net.StandardProtocolFamily.INET || family == java.net.StandardProtocolFamily.INET6) {
            return open();
        }
        if (family == java.net.StandardProtocolFamily.UNIX) {
            throw new UnsupportedOperationException("rvm: Unix-domain channels are not provided");
        }
        throw new UnsupportedOperationException("Protocol family not supported");
    }

    public static SocketChannel open() throws IOException {
        return java.net.RvmSocketChannel.open();
    }

    public static SocketChannel open(SocketAddress remote) throws IOException {
        java.util.Objects.requireNonNull(remote);
        SocketChannel sc = open();
        try {
            sc.connect(remote);
        } catch (Throwable x) {
            try {
                sc.close();
            } catch (Throwable suppressed) {
                x.addSuppressed(suppressed);
            }
            throw x;
        }
        return sc;
    }

    public final int validOps() {
        return 1 | 4 | 8;
    }

    public abstract SocketChannel bind(SocketAddress local) throws IOException;

    public abstract <T> SocketChannel setOption(SocketOption<T> name, T value) throws IOException;

    public abstract SocketChannel shutdownInput() throws IOException;

    public abstract SocketChannel shutdownOutput() throws IOException;

    public abstract Socket socket();

    public abstract boolean isConnected();

    public abstract boolean isConnectionPending();

    public abstract boolean connect(SocketAddress remote) throws IOException;

    public abstract boolean finishConnect() throws IOException;

    public abstract SocketAddress getRemoteAddress() throws IOException;

    public abstract int read(ByteBuffer dst) throws IOException;

    public abstract long read(ByteBuffer[] dsts, int offset, int length) throws IOException;

    public final long read(ByteBuffer[] dsts) throws IOException {
        return read(dsts, 0, dsts.length);
    }

    public abstract int write(ByteBuffer src) throws IOException;

    public abstract long write(ByteBuffer[] srcs, int offset, int length) throws IOException;

    public final long write(ByteBuffer[] srcs) throws IOException {
        return write(srcs, 0, srcs.length);
    }

    public abstract SocketAddress getLocalAddress() throws IOException;
}
