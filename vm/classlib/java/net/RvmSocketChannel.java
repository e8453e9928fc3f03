package java.net;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.AlreadyConnectedException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NetworkChannel;
import java.nio.channels.NoConnectionPendingException;
import java.nio.channels.NotYetConnectedException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SocketChannel;
import java.nio.channels.UnresolvedAddressException;
import java.nio.channels.UnsupportedAddressTypeException;
import java.util.Set;

/**
 * rvm's SocketChannel: a blocking channel over a java.net.Socket (which socket() returns),
 * reading and writing through RvmNet without SO_TIMEOUT, as the JDK's channels do, and
 * with the channel exceptions (ClosedChannelException, NotYetConnectedException, ...).
 */
public final class RvmSocketChannel extends SocketChannel {
    private final Socket socket;
    private volatile boolean inputShut;
    private volatile boolean outputShut;
    /** The address of a non-blocking connect in progress, else null. */
    private volatile InetSocketAddress pending;

    private RvmSocketChannel(Socket socket) {
        this.socket = socket;
    }

    public static SocketChannel open() {
        return new RvmSocketChannel(new Socket());
    }

    static SocketChannel accepted(int handle) throws SocketException {
        return new RvmSocketChannel(new Socket(handle));
    }

    static InetSocketAddress checkAddress(SocketAddress sa) {
        if (sa == null) {
            throw new NullPointerException();
        }
        if (!(sa instanceof InetSocketAddress)) {
            throw new UnsupportedAddressTypeException();
        }
        InetSocketAddress isa = (InetSocketAddress) sa;
        if (isa.isUnresolved()) {
            throw new UnresolvedAddressException();
        }
        return isa;
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    private int connectedHandle() throws IOException {
        ensureOpen();
        if (!socket.isConnected()) {
            throw new NotYetConnectedException();
        }
        return socket.channelHandle();
    }

    public SocketChannel bind(SocketAddress local) throws IOException {
        ensureOpen();
        if (socket.isBound()) {
            throw new AlreadyBoundException();
        }
        socket.bind(local == null ? new InetSocketAddress(0) : checkAddress(local));
        return this;
    }

    public boolean connect(SocketAddress remote) throws IOException {
        ensureOpen();
        if (socket.isConnected()) {
            throw new AlreadyConnectedException();
        }
        if (pending != null) {
            throw new java.nio.channels.ConnectionPendingException();
        }
        InetSocketAddress isa = checkAddress(remote);
        try {
            if (isBlocking()) {
                socket.connect(isa);
                return true;
            }
            InetAddress target = isa.getAddress().isAnyLocalAddress() ? InetAddress.getLoopbackAddress() : isa.getAddress();
            if (RvmNet.connectNow0(socket.channelHandle(), target.getAddress(), isa.getPort()) == 1) {
                socket.markConnected(isa);
                return true;
            }
            pending = isa;
            return false;
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    public boolean finishConnect() throws IOException {
        ensureOpen();
        if (socket.isConnected()) {
            return true;
        }
        InetSocketAddress isa = pending;
        if (isa == null) {
            throw new NoConnectionPendingException();
        }
        try {
            if (RvmNet.finishConnect0(socket.channelHandle(), isBlocking()) == 0) {
                return false;
            }
        } catch (IOException e) {
            close();
            throw e;
        }
        pending = null;
        socket.markConnected(isa);
        return true;
    }

    int handle() throws SocketException {
        return socket.channelHandle();
    }

    public boolean isConnected() {
        return isOpen() && socket.isConnected();
    }

    public boolean isConnectionPending() {
        return isOpen() && pending != null;
    }

    public SocketAddress getRemoteAddress() throws IOException {
        ensureOpen();
        return socket.getRemoteSocketAddress();
    }

    public SocketAddress getLocalAddress() throws IOException {
        ensureOpen();
        if (!socket.isBound()) {
            return null;
        }
        int h = socket.channelHandle();
        return new InetSocketAddress(RvmNet.localAddress(h), RvmNet.port0(h, false));
    }

    public int read(ByteBuffer dst) throws IOException {
        java.util.Objects.requireNonNull(dst);
        return read(this, connectedHandle(), dst, inputShut);
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        java.util.Objects.checkFromIndexSize(offset, length, dsts.length);
        return read(this, connectedHandle(), dsts, offset, length, inputShut);
    }

    public int write(ByteBuffer src) throws IOException {
        java.util.Objects.requireNonNull(src);
        int h = connectedHandle();
        if (outputShut) {
            throw new ClosedChannelException();
        }
        return write(this, h, src);
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        java.util.Objects.checkFromIndexSize(offset, length, srcs.length);
        int h = connectedHandle();
        if (outputShut) {
            throw new ClosedChannelException();
        }
        return write(this, h, srcs, offset, length);
    }

    // The byte-stream I/O of a channel over a socket handle, shared with RvmPipe: blocking or
    // not as the channel is, a close from another thread as AsynchronousCloseException.

    /** One read into dst (-1 at the end of the stream, or at once when eof is set). */
    static int read(SelectableChannel ch, int h, ByteBuffer dst, boolean eof) throws IOException {
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        if (eof) {
            return -1;
        }
        int len = dst.remaining();
        if (len == 0) {
            return 0;
        }
        byte[] tmp = new byte[Math.min(len, 65536)];
        int n = receive(ch, h, tmp);
        if (n > 0) {
            dst.put(tmp, 0, n);
        }
        return n;
    }

    /** One scattering read into dsts[offset..offset+length). */
    static long read(SelectableChannel ch, int h, ByteBuffer[] dsts, int offset, int length, boolean eof)
            throws IOException {
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            if (dsts[i].isReadOnly()) {
                throw new IllegalArgumentException("Read-only buffer");
            }
            total += dsts[i].remaining();
        }
        if (eof) {
            return -1;
        }
        if (total == 0) {
            return 0;
        }
        byte[] tmp = new byte[(int) Math.min(total, 65536)];
        int n = receive(ch, h, tmp);
        if (n <= 0) {
            return n;
        }
        int at = 0;
        for (int i = offset; i < offset + length && at < n; i++) {
            int k = Math.min(dsts[i].remaining(), n - at);
            dsts[i].put(tmp, at, k);
            at += k;
        }
        return n;
    }

    /** One read of up to tmp.length bytes: the count, or -1 at the end of the stream. */
    private static int receive(SelectableChannel ch, int h, byte[] tmp) throws IOException {
        try {
            if (!ch.isBlocking()) {
                return RvmNet.read0(h, tmp, 0, tmp.length, -1);
            }
            int n;
            do {
                n = RvmNet.read0(h, tmp, 0, tmp.length, 0);
            } while (n == 0);
            return n;
        } catch (SocketException e) {
            if (!ch.isOpen()) {
                throw new AsynchronousCloseException();
            }
            throw e;
        }
    }

    /** Writes src's remaining bytes (what fits now when non-blocking); the count written. */
    static int write(SelectableChannel ch, int h, ByteBuffer src) throws IOException {
        int len = src.remaining();
        byte[] tmp = new byte[len];
        src.get(tmp);
        int sent = send(ch, h, tmp);
        src.position(src.position() - (len - sent));
        return sent;
    }

    /** A gathering write from srcs[offset..offset+length). */
    static long write(SelectableChannel ch, int h, ByteBuffer[] srcs, int offset, int length) throws IOException {
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        for (int i = offset; i < offset + length; i++) {
            byte[] tmp = new byte[srcs[i].remaining()];
            srcs[i].duplicate().get(tmp);
            all.write(tmp, 0, tmp.length);
        }
        byte[] bytes = all.toByteArray();
        int sent = send(ch, h, bytes);
        int left = sent;
        for (int i = offset; i < offset + length && left > 0; i++) {
            int k = Math.min(srcs[i].remaining(), left);
            srcs[i].position(srcs[i].position() + k);
            left -= k;
        }
        return sent;
    }

    /** Sends the bytes (all of them when blocking, what fits now when not); the count sent. */
    private static int send(SelectableChannel ch, int h, byte[] bytes) throws IOException {
        try {
            if (bytes.length == 0) {
                return 0;
            }
            if (!ch.isBlocking()) {
                return RvmNet.writeSome0(h, bytes, 0, bytes.length);
            }
            RvmNet.write0(h, bytes, 0, bytes.length);
            return bytes.length;
        } catch (SocketException e) {
            if (!ch.isOpen()) {
                throw new AsynchronousCloseException();
            }
            throw e;
        }
    }

    public SocketChannel shutdownInput() throws IOException {
        connectedHandle();
        if (!inputShut) {
            socket.shutdownInput();
            inputShut = true;
        }
        return this;
    }

    public SocketChannel shutdownOutput() throws IOException {
        connectedHandle();
        if (!outputShut) {
            socket.shutdownOutput();
            outputShut = true;
        }
        return this;
    }

    public Socket socket() {
        return socket;
    }

    public <T> SocketChannel setOption(SocketOption<T> name, T value) throws IOException {
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

    public String toString() {
        return describe("java.nio.channels.SocketChannel", isOpen(), socket.isConnected(), inputShut, outputShut,
                pending != null, this);
    }

    /**
     * The JDK's channel toString: {@code Name[closed]}, or the state ("connected" with " ishut"
     * and " oshut", "connection-pending", "unconnected") and the local and remote addresses.
     * Shared with RvmAsynchronousSocketChannel.
     */
    static String describe(String name, boolean open, boolean connected, boolean inputShut, boolean outputShut,
            boolean connectPending, NetworkChannel channel) {
        StringBuilder sb = new StringBuilder(name).append('[');
        if (!open) {
            sb.append("closed");
        } else {
            if (connected) {
                sb.append("connected");
                if (inputShut) {
                    sb.append(" ishut");
                }
                if (outputShut) {
                    sb.append(" oshut");
                }
            } else if (connectPending) {
                sb.append("connection-pending");
            } else {
                sb.append("unconnected");
            }
            try {
                SocketAddress local = channel.getLocalAddress();
                if (local != null) {
                    sb.append(" local=").append(local);
                }
                SocketAddress remote = channel instanceof SocketChannel
                        ? ((SocketChannel) channel).getRemoteAddress()
                        : ((java.nio.channels.AsynchronousSocketChannel) channel).getRemoteAddress();
                if (remote != null) {
                    sb.append(" remote=").append(remote);
                }
            } catch (IOException e) {
                // closed meanwhile
            }
        }
        return sb.append(']').toString();
    }
}
