package java.net;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.AlreadyConnectedException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.nio.channels.NotYetConnectedException;

/**
 * rvm's DatagramChannel: a java.net.DatagramSocket underneath (socket() returns it). In
 * non-blocking mode receive looks once (poll with no wait) and returns null, read 0, when no
 * datagram is waiting; RvmSelector polls the socket's handle. A datagram longer than the buffer's
 * remaining space is cut, as the JDK does.
 */
public class RvmDatagramChannel extends DatagramChannel {
    private static final int POLLIN = 1;

    private final DatagramSocket socket;

    private RvmDatagramChannel(DatagramSocket socket) {
        this.socket = socket;
    }

    public static DatagramChannel open() throws IOException {
        return new RvmDatagramChannel(new DatagramSocket((SocketAddress) null));
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    public DatagramChannel bind(SocketAddress local) throws IOException {
        ensureOpen();
        if (socket.isBound()) {
            throw new AlreadyBoundException();
        }
        socket.bind(local == null ? new InetSocketAddress(0) : local);
        return this;
    }

    public <T> DatagramChannel setOption(SocketOption<T> name, T value) throws IOException {
        ensureOpen();
        socket.setOption(name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        ensureOpen();
        return socket.getOption(name);
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return socket.supportedOptions();
    }

    public DatagramSocket socket() {
        return socket;
    }

    public boolean isConnected() {
        return socket.isConnected();
    }

    public DatagramChannel connect(SocketAddress remote) throws IOException {
        ensureOpen();
        socket.connect(remote);
        return this;
    }

    public DatagramChannel disconnect() throws IOException {
        socket.disconnect();
        return this;
    }

    public SocketAddress getRemoteAddress() throws IOException {
        ensureOpen();
        return socket.getRemoteSocketAddress();
    }

    public SocketAddress getLocalAddress() throws IOException {
        ensureOpen();
        return socket.getLocalSocketAddress();
    }

    public SocketAddress receive(ByteBuffer dst) throws IOException {
        ensureOpen();
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        if (!isBlocking()) {
            if (!socket.isBound()) {
                socket.bind(new InetSocketAddress(0));
            }
            int[] revents = new int[1];
            if (RvmNet.poll0(new int[] {socket.handle()}, new int[] {POLLIN}, revents, 0) <= 0) {
                return null;
            }
        }
        DatagramPacket p = new DatagramPacket(new byte[Math.max(dst.remaining(), 1)], dst.remaining());
        socket.receive(p);
        dst.put(p.getData(), 0, p.getLength());
        return p.getSocketAddress();
    }

    public int send(ByteBuffer src, SocketAddress target) throws IOException {
        ensureOpen();
        int n = src.remaining();
        byte[] data = new byte[n];
        src.get(data);
        if (isConnected()) {
            if (!target.equals(socket.getRemoteSocketAddress())) {
                throw new AlreadyConnectedException();
            }
            socket.send(new DatagramPacket(data, n));
        } else {
            socket.send(new DatagramPacket(data, n, target));
        }
        return n;
    }

    public int read(ByteBuffer dst) throws IOException {
        ensureOpen();
        if (!isConnected()) {
            throw new NotYetConnectedException();
        }
        int before = dst.position();
        if (receive(dst) == null) {
            return 0;
        }
        return dst.position() - before;
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        java.util.Objects.checkFromIndexSize(offset, length, dsts.length);
        int room = 0;
        for (int i = offset; i < offset + length; i++) {
            room += dsts[i].remaining();
        }
        ByteBuffer all = ByteBuffer.allocate(room);
        int n = read(all);
        all.flip();
        for (int i = offset; i < offset + length && all.hasRemaining(); i++) {
            int k = Math.min(all.remaining(), dsts[i].remaining());
            byte[] part = new byte[k];
            all.get(part);
            dsts[i].put(part);
        }
        return n;
    }

    public int write(ByteBuffer src) throws IOException {
        ensureOpen();
        if (!isConnected()) {
            throw new NotYetConnectedException();
        }
        return send(src, socket.getRemoteSocketAddress());
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        java.util.Objects.checkFromIndexSize(offset, length, srcs.length);
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        for (int i = offset; i < offset + length; i++) {
            byte[] part = new byte[srcs[i].remaining()];
            srcs[i].get(part);
            all.write(part, 0, part.length);
        }
        return write(ByteBuffer.wrap(all.toByteArray()));
    }

    protected void implCloseSelectableChannel() throws IOException {
        socket.close();
    }

    protected void implConfigureBlocking(boolean block) throws IOException {
        // Nothing to do at the OS level: receive polls before reading when not blocking.
    }

    public String toString() {
        return "sun.nio.ch.DatagramChannelImpl[" + (isOpen() ? socket.getLocalSocketAddress() : "closed") + "]";
    }
}
