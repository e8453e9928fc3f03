package java.net;

import java.io.IOException;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NotYetBoundException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Set;

/** rvm's ServerSocketChannel: a blocking channel over a java.net.ServerSocket (socket() returns it). */
public final class RvmServerSocketChannel extends ServerSocketChannel {
    private final ServerSocket socket;

    private RvmServerSocketChannel(ServerSocket socket) {
        this.socket = socket;
    }

    public static ServerSocketChannel open() throws IOException {
        return new RvmServerSocketChannel(new ServerSocket());
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    public ServerSocketChannel bind(SocketAddress local, int backlog) throws IOException {
        ensureOpen();
        if (socket.isBound()) {
            throw new AlreadyBoundException();
        }
        InetSocketAddress isa = local == null ? new InetSocketAddress(0) : RvmSocketChannel.checkAddress(local);
        socket.bind(isa, backlog < 1 ? 50 : backlog);
        return this;
    }

    public SocketChannel accept() throws IOException {
        ensureOpen();
        if (!socket.isBound()) {
            throw new NotYetBoundException();
        }
        int accepted;
        try {
            accepted = RvmNet.accept0(socket.channelHandle(), isBlocking() ? 0 : -1);
            if (accepted < 0) {
                return null;
            }
        } catch (SocketException e) {
            if (!isOpen()) {
                throw new AsynchronousCloseException();
            }
            throw e;
        }
        return RvmSocketChannel.accepted(accepted);
    }

    public SocketAddress getLocalAddress() throws IOException {
        ensureOpen();
        if (!socket.isBound()) {
            return null;
        }
        int h = socket.channelHandle();
        return new InetSocketAddress(RvmNet.localAddress(h), RvmNet.port0(h, false));
    }

    public ServerSocket socket() {
        return socket;
    }

    public <T> ServerSocketChannel setOption(SocketOption<T> name, T value) throws IOException {
        java.util.Objects.requireNonNull(name);
        ensureOpen();
        socket.setOption(name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        java.util.Objects.requireNonNull(name);
        ensureOpen();
        return socket.getOption(name);
    }

    public Set<SocketOption<?>> supportedOptions() {
        return socket.supportedOptions();
    }

    protected void implCloseSelectableChannel() throws IOException {
        socket.close();
    }

    protected void implConfigureBlocking(boolean block) throws IOException {
        RvmNet.setBlocking0(socket.channelHandle(), block);
    }

    int handle() throws SocketException {
        return socket.channelHandle();
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("sun.nio.ch.ServerSocketChannelImpl[");
        if (!isOpen()) {
            sb.append("closed");
        } else {
            try {
                SocketAddress local = getLocalAddress();
                sb.append(local == null ? "unbound" : local.toString());
            } catch (IOException e) {
                sb.append("closed");
            }
        }
        return sb.append(']').toString();
    }
}
