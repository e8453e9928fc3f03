package java.net;

import java.io.IOException;

/** A listening TCP socket with the JDK's states, messages and toString. */
public class ServerSocket implements java.io.Closeable {
    private int handle = -1;
    private boolean bound;
    private boolean closed;
    private int timeout;
    private InetAddress bindAddress;
    private final Object lock = new Object();

    public ServerSocket() throws IOException {
    }

    public ServerSocket(int port) throws IOException {
        this(port, 50, null);
    }

    public ServerSocket(int port, int backlog) throws IOException {
        this(port, backlog, null);
    }

    public ServerSocket(int port, int backlog, InetAddress bindAddr) throws IOException {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("Port value out of range: " + port);
        }
        if (backlog < 1) {
            backlog = 50;
        }
        try {
            bind(new InetSocketAddress(bindAddr, port), backlog);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    private int handle() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        if (handle < 0) {
            handle = RvmNet.socket0(true);
            RvmNet.setOption0(handle, RvmNet.SO_REUSEADDR, 1);
        }
        return handle;
    }

    /** The socket's handle, for the NIO channel built on this socket. */
    int channelHandle() throws SocketException {
        return handle();
    }

    public void bind(SocketAddress endpoint) throws IOException {
        bind(endpoint, 50);
    }

    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isBound()) {
            throw new SocketException("Already bound");
        }
        if (endpoint == null) {
            endpoint = new InetSocketAddress(0);
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        if (backlog < 1) {
            backlog = 50;
        }
        int h = handle();
        RvmNet.bind0(h, epoint.getAddress().getAddress(), epoint.getPort());
        RvmNet.listen0(h, backlog);
        bindAddress = epoint.getAddress();
        bound = true;
    }

    public InetAddress getInetAddress() {
        if (!bound) {
            return null;
        }
        return bindAddress;
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

    public SocketAddress getLocalSocketAddress() {
        if (!bound) {
            return null;
        }
        return new InetSocketAddress(getInetAddress(), getLocalPort());
    }

    public Socket accept() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isBound()) {
            throw new SocketException("Socket is not bound yet");
        }
        int accepted = RvmNet.accept0(handle, timeout);
        return new Socket(accepted);
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

    public boolean isBound() {
        return bound;
    }

    public boolean isClosed() {
        return closed;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return timeout;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_REUSEADDR) != 0;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative receive size");
        }
        RvmNet.setOption0(handle(), RvmNet.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_RCVBUF);
    }

    public String toString() {
        if (!isBound()) {
            return "ServerSocket[unbound]";
        }
        return "ServerSocket[addr=" + getInetAddress() + ",localport=" + getLocalPort() + "]";
    }

    private static final java.util.Set<SocketOption<?>> OPTIONS = RvmNet.options(StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT, StandardSocketOptions.IP_TOS);

    public <T> ServerSocket setOption(SocketOption<T> name, T value) throws IOException {
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
