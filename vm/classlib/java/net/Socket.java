package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A TCP client socket (or one that ServerSocket.accept returned), with the JDK's states,
 * messages and toString. The OS socket is made on first need (connect, bind, an option).
 */
public class Socket implements java.io.Closeable {
    private int handle = -1;
    private boolean connected;
    private boolean bound;
    private boolean closed;
    private boolean inputShutdown;
    private boolean outputShutdown;
    private int timeout;
    private InetAddress remoteAddress;
    private int remotePort;
    private InputStream in;
    private OutputStream out;
    private final Object lock = new Object();

    public Socket() {
    }

    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port));
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(new InetSocketAddress(nonNull(address), port));
    }

    public Socket(String host, int port, InetAddress localAddr, int localPort) throws IOException {
        this();
        SocketAddress remote = host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port);
        try {
            bind(new InetSocketAddress(localAddr, localPort));
            connect(remote);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    public Socket(InetAddress address, int port, InetAddress localAddr, int localPort) throws IOException {
        this();
        SocketAddress remote = new InetSocketAddress(nonNull(address), port);
        try {
            bind(new InetSocketAddress(localAddr, localPort));
            connect(remote);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    private Socket(SocketAddress address) throws IOException {
        try {
            connect(address);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** A connected socket from accept. */
    Socket(int acceptedHandle) throws SocketException {
        handle = acceptedHandle;
        connected = true;
        bound = true;
        remoteAddress = RvmNet.peerAddress(handle);
        remotePort = RvmNet.port0(handle, true);
    }

    private static InetAddress nonNull(InetAddress address) {
        if (address == null) {
            throw new NullPointerException();
        }
        return address;
    }

    private int handle() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        if (handle < 0) {
            handle = RvmNet.socket0(true);
        }
        return handle;
    }

    /** A channel's non-blocking connect finished. */
    void markConnected(InetSocketAddress remote) {
        remoteAddress = remote.getAddress();
        remotePort = remote.getPort();
        connected = true;
        bound = true;
    }

    /** The socket's handle, for the NIO channel built on this socket. */
    int channelHandle() throws SocketException {
        return handle();
    }

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null) {
            throw new IllegalArgumentException("connect: The address can't be null");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("connect: timeout can't be negative");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isConnected()) {
            throw new SocketException("already connected");
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        InetAddress addr = epoint.getAddress();
        if (epoint.isUnresolved()) {
            throw new UnknownHostException(epoint.getHostName());
        }
        if (addr.isAnyLocalAddress()) {
            addr = InetAddress.getLoopbackAddress();
        }
        int h = handle();
        try {
            RvmNet.connect0(h, addr.getAddress(), epoint.getPort(), timeout);
        } catch (IOException e) {
            // The JDK closes the socket when connect fails.
            close();
            throw e;
        }
        remoteAddress = epoint.getAddress();
        remotePort = epoint.getPort();
        connected = true;
        bound = true;
    }

    public void bind(SocketAddress bindpoint) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isBound()) {
            throw new SocketException("Already bound");
        }
        if (bindpoint != null && !(bindpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = bindpoint != null ? (InetSocketAddress) bindpoint : new InetSocketAddress(0);
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        RvmNet.bind0(handle(), epoint.getAddress().getAddress(), epoint.getPort());
        bound = true;
    }

    public InetAddress getInetAddress() {
        return connected ? remoteAddress : null;
    }

    public InetAddress getLocalAddress() {
        if (!bound || closed) {
            return InetAddress.anyLocalAddress();
        }
        try {
            InetAddress a = RvmNet.localAddress(handle);
            return a != null ? a : InetAddress.anyLocalAddress();
        } catch (SocketException e) {
            return InetAddress.anyLocalAddress();
        }
    }

    public int getPort() {
        return connected ? remotePort : 0;
    }

    public int getLocalPort() {
        if (!bound) {
            return -1;
        }
        try {
            return RvmNet.port0(handle, false);
        } catch (SocketException e) {
            return -1;
        }
    }

    public SocketAddress getRemoteSocketAddress() {
        return connected ? new InetSocketAddress(remoteAddress, remotePort) : null;
    }

    public SocketAddress getLocalSocketAddress() {
        return bound ? new InetSocketAddress(getLocalAddress(), getLocalPort()) : null;
    }

    public InputStream getInputStream() throws IOException {
        synchronized (lock) {
            if (isClosed()) {
                throw new SocketException("Socket is closed");
            }
            if (!isConnected()) {
                throw new SocketException("Socket is not connected");
            }
            if (isInputShutdown()) {
                throw new SocketException("Socket input is shutdown");
            }
            if (in == null) {
                in = new SocketInput();
            }
            return in;
        }
    }

    public OutputStream getOutputStream() throws IOException {
        synchronized (lock) {
            if (isClosed()) {
                throw new SocketException("Socket is closed");
            }
            if (!isConnected()) {
                throw new SocketException("Socket is not connected");
            }
            if (isOutputShutdown()) {
                throw new SocketException("Socket output is shutdown");
            }
            if (out == null) {
                out = new SocketOutput();
            }
            return out;
        }
    }

    private final class SocketInput extends InputStream {
        private boolean eof;

        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (b == null) {
                throw new NullPointerException();
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len + ") out of bounds for length " + b.length);
            }
            if (closed) {
                throw new SocketException("Socket closed");
            }
            if (eof || inputShutdown) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int n;
            do {
                n = RvmNet.read0(handle, b, off, len, timeout);
            } while (n == 0);
            if (n < 0) {
                eof = true;
            }
            return n;
        }

        public int available() throws IOException {
            if (closed) {
                throw new SocketException("Socket closed");
            }
            if (eof || inputShutdown) {
                return 0;
            }
            return RvmNet.available0(handle);
        }

        public void close() throws IOException {
            Socket.this.close();
        }
    }

    private final class SocketOutput extends OutputStream {
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            if (b == null) {
                throw new NullPointerException();
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len + ") out of bounds for length " + b.length);
            }
            if (closed) {
                throw new SocketException("Socket closed");
            }
            if (outputShutdown) {
                throw new SocketException("Socket output is shutdown");
            }
            if (len > 0) {
                RvmNet.write0(handle, b, off, len);
            }
        }

        public void close() throws IOException {
            Socket.this.close();
        }
    }

    public void setTcpNoDelay(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.TCP_NODELAY, on ? 1 : 0);
    }

    public boolean getTcpNoDelay() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.TCP_NODELAY) != 0;
    }

    public void setSoLinger(boolean on, int linger) throws SocketException {
        int h = handle();
        if (!on) {
            RvmNet.setOption0(h, RvmNet.SO_LINGER, -1);
        } else {
            if (linger < 0) {
                throw new IllegalArgumentException("invalid value for SO_LINGER");
            }
            RvmNet.setOption0(h, RvmNet.SO_LINGER, Math.min(linger, 65535));
        }
    }

    public int getSoLinger() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_LINGER);
    }

    public void sendUrgentData(int data) throws IOException {
        throw new SocketException("Urgent data not supported");
    }

    public void setOOBInline(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.SO_OOBINLINE, on ? 1 : 0);
    }

    public boolean getOOBInline() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_OOBINLINE) != 0;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return timeout;
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative send size");
        }
        RvmNet.setOption0(handle(), RvmNet.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_SNDBUF);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        RvmNet.setOption0(handle(), RvmNet.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_RCVBUF);
    }

    public void setKeepAlive(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.SO_KEEPALIVE, on ? 1 : 0);
    }

    public boolean getKeepAlive() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_KEEPALIVE) != 0;
    }

    public void setTrafficClass(int tc) throws SocketException {
        if (tc < 0 || tc > 255) {
            throw new IllegalArgumentException("tc is not in range 0 -- 255");
        }
        RvmNet.setOption0(handle(), RvmNet.IP_TOS, tc);
    }

    public int getTrafficClass() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.IP_TOS);
    }

    public void setReuseAddress(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_REUSEADDR) != 0;
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            if (handle >= 0) {
                RvmNet.close0(handle);
            }
        }
    }

    public void shutdownInput() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isInputShutdown()) {
            throw new SocketException("Socket input is already shutdown");
        }
        RvmNet.shutdown0(handle, 0);
        inputShutdown = true;
    }

    public void shutdownOutput() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isOutputShutdown()) {
            throw new SocketException("Socket output is already shutdown");
        }
        RvmNet.shutdown0(handle, 1);
        outputShutdown = true;
    }

    public String toString() {
        if (isConnected()) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }

    public boolean isConnected() {
        return connected;
    }

    public boolean isBound() {
        return bound;
    }

    public boolean isClosed() {
        return closed;
    }

    public boolean isInputShutdown() {
        return inputShutdown;
    }

    public boolean isOutputShutdown() {
        return outputShutdown;
    }

    private static final java.util.Set<SocketOption<?>> OPTIONS = RvmNet.options(StandardSocketOptions.SO_SNDBUF, StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_KEEPALIVE, StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_LINGER, StandardSocketOptions.IP_TOS, StandardSocketOptions.TCP_NODELAY, StandardSocketOptions.SO_REUSEPORT);

    public <T> Socket setOption(SocketOption<T> name, T value) throws IOException {
        java.util.Objects.requireNonNull(name);
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        RvmNet.setOption(handle(), OPTIONS, name, value);
        return this;
    }

    @SuppressWarnings("unchecked")
    public <T> T getOption(SocketOption<T> name) throws IOException {
        java.util.Objects.requireNonNull(name);
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return (T) RvmNet.getOption(handle(), OPTIONS, name);
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return OPTIONS;
    }
}
