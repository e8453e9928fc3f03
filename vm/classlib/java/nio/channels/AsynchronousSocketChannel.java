package java.nio.channels;

import java.io.IOException;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.nio.ByteBuffer;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** The JDK's AsynchronousSocketChannel; rvm's is java.net.RvmAsynchronousSocketChannel. */
public abstract class AsynchronousSocketChannel implements AsynchronousByteChannel, NetworkChannel {
    protected AsynchronousSocketChannel() {
    }

    public static AsynchronousSocketChannel open(AsynchronousChannelGroup group) throws IOException {
        return java.net.RvmAsynchronousSocketChannel.open(RvmAsynchronousChannelGroup.of(group));
    }

    public static AsynchronousSocketChannel open() throws IOException {
        return open(null);
    }

    public abstract AsynchronousSocketChannel bind(SocketAddress local) throws IOException;

    public abstract <T> AsynchronousSocketChannel setOption(SocketOption<T> name, T value) throws IOException;

    public abstract AsynchronousSocketChannel shutdownInput() throws IOException;

    public abstract AsynchronousSocketChannel shutdownOutput() throws IOException;

    public abstract SocketAddress getRemoteAddress() throws IOException;

    public abstract <A> void connect(SocketAddress remote, A attachment, CompletionHandler<Void, ? super A> handler);

    public abstract Future<Void> connect(SocketAddress remote);

    public abstract <A> void read(ByteBuffer dst, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Integer, ? super A> handler);

    public final <A> void read(ByteBuffer dst, A attachment, CompletionHandler<Integer, ? super A> handler) {
        read(dst, 0L, TimeUnit.MILLISECONDS, attachment, handler);
    }

    public abstract Future<Integer> read(ByteBuffer dst);

    public abstract <A> void read(ByteBuffer[] dsts, int offset, int length, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Long, ? super A> handler);

    public abstract <A> void write(ByteBuffer src, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Integer, ? super A> handler);

    public final <A> void write(ByteBuffer src, A attachment, CompletionHandler<Integer, ? super A> handler) {
        write(src, 0L, TimeUnit.MILLISECONDS, attachment, handler);
    }

    public abstract Future<Integer> write(ByteBuffer src);

    public abstract <A> void write(ByteBuffer[] srcs, int offset, int length, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Long, ? super A> handler);

    public abstract SocketAddress getLocalAddress() throws IOException;
}
