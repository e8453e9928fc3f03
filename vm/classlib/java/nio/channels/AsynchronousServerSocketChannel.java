package java.nio.channels;

import java.io.IOException;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.util.concurrent.Future;

/** The JDK's AsynchronousServerSocketChannel; rvm's is java.net.RvmAsynchronousServerSocketChannel. */
public abstract class AsynchronousServerSocketChannel implements AsynchronousChannel, NetworkChannel {
    protected AsynchronousServerSocketChannel() {
    }

    public static AsynchronousServerSocketChannel open(AsynchronousChannelGroup group) throws IOException {
        return java.net.RvmAsynchronousServerSocketChannel.open(RvmAsynchronousChannelGroup.of(group));
    }

    public static AsynchronousServerSocketChannel open() throws IOException {
        return open(null);
    }

    public final AsynchronousServerSocketChannel bind(SocketAddress local) throws IOException {
        return bind(local, 0);
    }

    public abstract AsynchronousServerSocketChannel bind(SocketAddress local, int backlog) throws IOException;

    public abstract <T> AsynchronousServerSocketChannel setOption(SocketOption<T> name, T value) throws IOException;

    public abstract <A> void accept(A attachment, CompletionHandler<AsynchronousSocketChannel, ? super A> handler);

    public abstract Future<AsynchronousSocketChannel> accept();

    public abstract SocketAddress getLocalAddress() throws IOException;
}
