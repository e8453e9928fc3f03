package java.net;

import java.io.IOException;
import java.nio.channels.AcceptPendingException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.AsynchronousServerSocketChannel;
import java.nio.channels.AsynchronousSocketChannel;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.CompletionHandler;
import java.nio.channels.NotYetBoundException;
import java.nio.channels.RvmAsynchronousChannelGroup;
import java.nio.channels.ServerSocketChannel;
import java.util.Set;
import java.util.concurrent.Future;

/**
 * rvm's AsynchronousServerSocketChannel: a blocking RvmServerSocketChannel whose accepts run
 * on the group's I/O threads (RvmAsynchronousChannelGroup); one accept pending at a time
 * (AcceptPendingException), NotYetBoundException before bind, a closed channel failing the
 * accept with ClosedChannelException and a close ending a pending accept with
 * AsynchronousCloseException. Accepted channels belong to this channel's group.
 */
public final class RvmAsynchronousServerSocketChannel extends AsynchronousServerSocketChannel {
    private final RvmAsynchronousChannelGroup group;
    private final ServerSocketChannel channel;
    private final Object stateLock = new Object();
    private boolean accepting;
    private boolean acceptKilled;

    private RvmAsynchronousServerSocketChannel(RvmAsynchronousChannelGroup group, ServerSocketChannel channel) {
        this.group = group;
        this.channel = channel;
        group.register(this);
    }

    public static AsynchronousServerSocketChannel open(RvmAsynchronousChannelGroup group) throws IOException {
        return new RvmAsynchronousServerSocketChannel(group, RvmServerSocketChannel.open());
    }

    public boolean isOpen() {
        return channel.isOpen();
    }

    public void close() throws IOException {
        boolean wasOpen = channel.isOpen();
        channel.close();
        if (wasOpen) {
            group.unregister(this);
        }
    }

    public AsynchronousServerSocketChannel bind(SocketAddress local, int backlog) throws IOException {
        channel.bind(local, backlog);
        return this;
    }

    public <T> AsynchronousServerSocketChannel setOption(SocketOption<T> name, T value) throws IOException {
        channel.setOption(name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        return channel.getOption(name);
    }

    public Set<SocketOption<?>> supportedOptions() {
        return channel.supportedOptions();
    }

    public SocketAddress getLocalAddress() throws IOException {
        return channel.getLocalAddress();
    }

    public <A> void accept(A attachment, CompletionHandler<AsynchronousSocketChannel, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        startAccept(attachment, handler);
    }

    public Future<AsynchronousSocketChannel> accept() {
        return startAccept(null, null);
    }

    private <A> Future<AsynchronousSocketChannel> startAccept(A attachment,
            CompletionHandler<AsynchronousSocketChannel, ? super A> handler) {
        if (!isOpen()) {
            return group.fail(new ClosedChannelException(), attachment, handler);
        }
        if (channel.socket().getLocalSocketAddress() == null) {
            throw new NotYetBoundException();
        }
        synchronized (stateLock) {
            if (acceptKilled) {
                throw new RuntimeException("Accept not allowed due cancellation");
            }
            if (accepting) {
                throw new AcceptPendingException();
            }
            accepting = true;
        }
        return group.start(() -> RvmAsynchronousSocketChannel.accepted(group, channel.accept()), () -> {
            synchronized (stateLock) {
                accepting = false;
            }
        }, () -> {
            synchronized (stateLock) {
                acceptKilled = true;
            }
        }, t -> t instanceof IOException && !isOpen() ? new AsynchronousCloseException() : t, this, attachment,
                handler);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("sun.nio.ch.UnixAsynchronousServerSocketChannelImpl[");
        if (!isOpen()) {
            sb.append("closed");
        } else {
            SocketAddress local = channel.socket().getLocalSocketAddress();
            sb.append(local == null ? "unbound" : local.toString());
        }
        return sb.append(']').toString();
    }
}
