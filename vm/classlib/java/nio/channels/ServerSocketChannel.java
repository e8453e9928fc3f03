package java.nio.channels;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.nio.channels.spi.AbstractSelectableChannel;

/** Blocking listening channels (rvm's implementation is java.net.RvmServerSocketChannel). */
public abstract class ServerSocketChannel extends AbstractSelectableChannel implements NetworkChannel {
    protected ServerSocketChannel() {
    }

    /** INET and INET6 give the ordinary channel (rvm's sockets take either kind of address); UNIX
     *  (Unix-domain sockets) is not provided. */
    public static ServerSocketChannel open(java.net.ProtocolFamily family) throws IOException {
        java.util.Objects.requireNonNull(family);
        if (family == java.net.StandardProtocolFamily.INET || family == java.net.StandardProtocolFamily.INET6) {
            return open();
        }
        if (family == java.net.StandardProtocolFamily.UNIX) {
            throw new UnsupportedOperationException("rvm: Unix-domain channels are not provided");
        }
        throw new UnsupportedOperationException("Protocol family not supported");
    }

    public static ServerSocketChannel open() throws IOException {
        return java.net.RvmServerSocketChannel.open();
    }

    public final int validOps() {
        return 16;
    }

    public final ServerSocketChannel bind(SocketAddress local) throws IOException {
        return bind(local, 0);
    }

    public abstract ServerSocketChannel bind(SocketAddress local, int backlog) throws IOException;

    public abstract <T> ServerSocketChannel setOption(SocketOption<T> name, T value) throws IOException;

    public abstract ServerSocket socket();

    public abstract SocketChannel accept() throws IOException;

    public abstract SocketAddress getLocalAddress() throws IOException;
}
