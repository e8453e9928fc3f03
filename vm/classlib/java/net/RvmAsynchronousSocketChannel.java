package java.net;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AlreadyConnectedException;
import java.nio.channels.AsynchronousChannelGroup;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.AsynchronousSocketChannel;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.CompletionHandler;
import java.nio.channels.ConnectionPendingException;
import java.nio.channels.InterruptedByTimeoutException;
import java.nio.channels.NotYetConnectedException;
import java.nio.channels.ReadPendingException;
import java.nio.channels.RvmAsynchronousChannelGroup;
import java.nio.channels.SocketChannel;
import java.nio.channels.WritePendingException;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * rvm's AsynchronousSocketChannel: a blocking RvmSocketChannel whose operations run on the
 * group's I/O threads (RvmAsynchronousChannelGroup), with the JDK's rules checked at the call:
 * one read and one write pending at a time (ReadPendingException, WritePendingException),
 * NotYetConnectedException, a closed channel failing the operation with
 * ClosedChannelException, and a close ending pending operations with
 * AsynchronousCloseException. A read with a timeout waits at most that long
 * (InterruptedByTimeoutException; reading is then refused, as in the JDK). A write's timeout
 * is not enforced: a blocking send on the I/O thread completes when the peer's buffer has room.
 */
public final class RvmAsynchronousSocketChannel extends AsynchronousSocketChannel {
    private final RvmAsynchronousChannelGroup group;
    private final RvmSocketChannel channel;
    private final Object stateLock = new Object();
    private boolean connecting;
    private boolean reading;
    private boolean writing;
    private boolean readKilled;
    private boolean writeKilled;
    private boolean readShutdown;
    private boolean writeShutdown;
    /** Set by close(), so that a failed connect (which closes the channel) is not taken for a close. */
    private volatile boolean closeCalled;

    private RvmAsynchronousSocketChannel(RvmAsynchronousChannelGroup group, RvmSocketChannel channel) {
        this.group = group;
        this.channel = channel;
        group.register(this);
    }

    public static AsynchronousSocketChannel open(RvmAsynchronousChannelGroup group) throws IOException {
        return new RvmAsynchronousSocketChannel(group, (RvmSocketChannel) RvmSocketChannel.open());
    }

    /** The channel of a connection a server accepted, in the server's group. */
    static AsynchronousSocketChannel accepted(RvmAsynchronousChannelGroup group, SocketChannel accepted) {
        return new RvmAsynchronousSocketChannel(group, (RvmSocketChannel) accepted);
    }

    public boolean isOpen() {
        return channel.isOpen();
    }

    public void close() throws IOException {
        closeCalled = true;
        boolean wasOpen = channel.isOpen();
        channel.close();
        if (wasOpen) {
            group.unregister(this);
        }
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    public AsynchronousSocketChannel bind(SocketAddress local) throws IOException {
        channel.bind(local);
        return this;
    }

    public <T> AsynchronousSocketChannel setOption(SocketOption<T> name, T value) throws IOException {
        channel.setOption(name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        return channel.getOption(name);
    }

    public Set<SocketOption<?>> supportedOptions() {
        return channel.supportedOptions();
    }

    public AsynchronousSocketChannel shutdownInput() throws IOException {
        ensureOpen();
        if (!channel.isConnected()) {
            throw new NotYetConnectedException();
        }
        synchronized (stateLock) {
            if (!readShutdown) {
                channel.shutdownInput();
                readShutdown = true;
            }
        }
        return this;
    }

    public AsynchronousSocketChannel shutdownOutput() throws IOException {
        ensureOpen();
        if (!channel.isConnected()) {
            throw new NotYetConnectedException();
        }
        synchronized (stateLock) {
            if (!writeShutdown) {
                channel.shutdownOutput();
                writeShutdown = true;
            }
        }
        return this;
    }

    public SocketAddress getRemoteAddress() throws IOException {
        return channel.getRemoteAddress();
    }

    public SocketAddress getLocalAddress() throws IOException {
        return channel.getLocalAddress();
    }

    /** A failure of the blocking work as the JDK reports it: after a close, AsynchronousCloseException. */
    private Throwable translate(Throwable t) {
        if (t instanceof IOException && !(t instanceof InterruptedByTimeoutException) && closeCalled) {
            return new AsynchronousCloseException();
        }
        return t;
    }

    // -- connect

    public <A> void connect(SocketAddress remote, A attachment, CompletionHandler<Void, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        startConnect(remote, attachment, handler);
    }

    public Future<Void> connect(SocketAddress remote) {
        return startConnect(remote, null, null);
    }

    private <A> Future<Void> startConnect(SocketAddress remote, A attachment,
            CompletionHandler<Void, ? super A> handler) {
        if (!isOpen()) {
            return group.fail(new ClosedChannelException(), attachment, handler);
        }
        InetSocketAddress isa = RvmSocketChannel.checkAddress(remote);
        synchronized (stateLock) {
            if (channel.isConnected()) {
                throw new AlreadyConnectedException();
            }
            if (connecting) {
                throw new ConnectionPendingException();
            }
            connecting = true;
        }
        Callable<Void> work = () -> {
            channel.connect(isa);
            return null;
        };
        return group.start(work, () -> {
            synchronized (stateLock) {
                connecting = false;
            }
        }, () -> { }, this::translate, this, attachment, handler);
    }

    // -- read

    public <A> void read(ByteBuffer dst, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Integer, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        read(new ByteBuffer[] {dst}, false, timeout, unit, attachment, handler);
    }

    public Future<Integer> read(ByteBuffer dst) {
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        return read(new ByteBuffer[] {dst}, false, 0L, TimeUnit.MILLISECONDS, null, null);
    }

    public <A> void read(ByteBuffer[] dsts, int offset, int length, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Long, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        java.util.Objects.checkFromIndexSize(offset, length, dsts.length);
        ByteBuffer[] bufs = new ByteBuffer[length];
        for (int i = 0; i < length; i++) {
            bufs[i] = dsts[offset + i];
            if (bufs[i].isReadOnly()) {
                throw new IllegalArgumentException("Read-only buffer");
            }
        }
        read(bufs, true, timeout, unit, attachment, handler);
    }

    /** The JDK's checks in its order, then one read (an Integer, or a Long when scattering). */
    @SuppressWarnings("unchecked")
    private <V extends Number, A> Future<V> read(ByteBuffer[] dsts, boolean scattering, long timeout, TimeUnit unit,
            A attachment, CompletionHandler<V, ? super A> handler) {
        if (!isOpen()) {
            return group.fail(new ClosedChannelException(), attachment, handler);
        }
        if (!channel.isConnected()) {
            throw new NotYetConnectedException();
        }
        boolean hasSpace = scattering;
        for (ByteBuffer b : dsts) {
            hasSpace |= b.hasRemaining();
        }
        boolean shutdown = false;
        synchronized (stateLock) {
            if (readKilled) {
                throw new IllegalStateException("Reading not allowed due to timeout or cancellation");
            }
            if (reading) {
                throw new ReadPendingException();
            }
            if (readShutdown) {
                shutdown = true;
            } else if (hasSpace) {
                reading = true;
            }
        }
        if (shutdown || !hasSpace) {
            V result = (V) (scattering ? (Number) Long.valueOf(shutdown ? -1L : 0L) : (Number) Integer.valueOf(shutdown ? -1 : 0));
            return group.start(() -> result, () -> { }, () -> { }, this::translate, this, attachment, handler);
        }
        long millis = timeout <= 0 ? 0 : Math.max(1, unit.toMillis(timeout));
        Callable<V> work = () -> {
            long n = millis == 0 ? channel.read(dsts, 0, dsts.length) : timedRead(dsts, (int) Math.min(millis, Integer.MAX_VALUE));
            return (V) (scattering ? (Number) Long.valueOf(n) : (Number) Integer.valueOf((int) n));
        };
        return group.start(work, () -> {
            synchronized (stateLock) {
                reading = false;
            }
        }, () -> {
            synchronized (stateLock) {
                readKilled = true;
            }
        }, this::translate, this, attachment, handler);
    }

    /** One read that waits at most millis for data; a timeout refuses further reads. */
    private long timedRead(ByteBuffer[] dsts, int millis) throws IOException {
        long total = 0;
        for (ByteBuffer b : dsts) {
            total += b.remaining();
        }
        byte[] tmp = new byte[(int) Math.min(total, 65536)];
        int n;
        try {
            n = RvmNet.read0(channel.handle(), tmp, 0, tmp.length, millis);
        } catch (SocketTimeoutException e) {
            synchronized (stateLock) {
                readKilled = true;
            }
            throw new InterruptedByTimeoutException();
        }
        int at = 0;
        for (int i = 0; i < dsts.length && at < n; i++) {
            int k = Math.min(dsts[i].remaining(), n - at);
            dsts[i].put(tmp, at, k);
            at += k;
        }
        return n;
    }

    // -- write

    public <A> void write(ByteBuffer src, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Integer, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        write(new ByteBuffer[] {src}, false, attachment, handler);
    }

    public Future<Integer> write(ByteBuffer src) {
        return write(new ByteBuffer[] {src}, false, null, null);
    }

    public <A> void write(ByteBuffer[] srcs, int offset, int length, long timeout, TimeUnit unit, A attachment,
            CompletionHandler<Long, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        java.util.Objects.checkFromIndexSize(offset, length, srcs.length);
        ByteBuffer[] bufs = new ByteBuffer[length];
        System.arraycopy(srcs, offset, bufs, 0, length);
        write(bufs, true, attachment, handler);
    }

    @SuppressWarnings("unchecked")
    private <V extends Number, A> Future<V> write(ByteBuffer[] srcs, boolean gathering, A attachment,
            CompletionHandler<V, ? super A> handler) {
        boolean hasData = gathering;
        for (ByteBuffer b : srcs) {
            hasData |= b.hasRemaining();
        }
        boolean closed = false;
        if (isOpen()) {
            if (!channel.isConnected()) {
                throw new NotYetConnectedException();
            }
            synchronized (stateLock) {
                if (writeKilled) {
                    throw new IllegalStateException("Writing not allowed due to timeout or cancellation");
                }
                if (writing) {
                    throw new WritePendingException();
                }
                if (writeShutdown) {
                    closed = true;
                } else if (hasData) {
                    writing = true;
                }
            }
        } else {
            closed = true;
        }
        if (closed) {
            return group.fail(new ClosedChannelException(), attachment, handler);
        }
        if (!hasData) {
            V zero = (V) (gathering ? (Number) Long.valueOf(0L) : (Number) Integer.valueOf(0));
            return group.start(() -> zero, () -> { }, () -> { }, this::translate, this, attachment, handler);
        }
        Callable<V> work = () -> {
            long n = channel.write(srcs, 0, srcs.length);
            return (V) (gathering ? (Number) Long.valueOf(n) : (Number) Integer.valueOf((int) n));
        };
        return group.start(work, () -> {
            synchronized (stateLock) {
                writing = false;
            }
        }, () -> {
            synchronized (stateLock) {
                writeKilled = true;
            }
        }, this::translate, this, attachment, handler);
    }

    public String toString() {
        synchronized (stateLock) {
            return RvmSocketChannel.describe("sun.nio.ch.UnixAsynchronousSocketChannelImpl", isOpen(),
                    channel.isConnected(), readShutdown, writeShutdown, connecting, this);
        }
    }
}
