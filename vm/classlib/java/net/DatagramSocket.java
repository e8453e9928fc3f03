package java.net;

import java.io.IOException;

/** A UDP socket with the JDK's states and messages. */
public class DatagramSocket implements java.io.Closeable {
    private int handle = -1;
    private boolean bound;
    private boolean closed;
    private int timeout;
    private InetAddress connectedAddress;
    private int connectedPort = -1;
    private final Object lock = new Object();

    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        handle = RvmNet.socket0(false);
        if (bindaddr != null) {
            try {
                bind(bindaddr);
            } catch (SocketException | RuntimeException e) {
                close();
                throw e;
            }
        }
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, port));
    }

    /** The socket's handle in RvmNet's table (also for RvmDatagramChannel and RvmSelector). */
    int handle() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        return handle;
    }

    public synchronized void bind(SocketAddress addr) throws SocketException {
        int h = handle();
        if (bound) {
            throw new SocketException("already bound");
        }
        if (addr == null) {
            addr = new InetSocketAddress(0);
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type!");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        RvmNet.bind0(h, epoint.getAddress().getAddress(), epoint.getPort());
        bound = true;
    }

    public void connect(InetAddress address, int port) {
        try {
            connectInternal(address, port);
        } catch (SocketException e) {
            throw new java.io.UncheckedIOException("connect failed", e);
        }
    }

    public void connect(SocketAddress addr) throws SocketException {
        if (addr == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        connectInternal(epoint.getAddress(), epoint.getPort());
    }

    private void connectInternal(InetAddress address, int port) throws SocketException {
        if (address == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        RvmNet.checkPort(port);
        int h = handle();
        if (!bound) {
            bind(new InetSocketAddress(0));
        }
        try {
            RvmNet.connect0(h, address.getAddress(), port, 0);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
        connectedAddress = address;
        connectedPort = port;
    }

    public void disconnect() {
        synchronized (lock) {
            if (closed || connectedAddress == null) {
                return;
            }
            try {
                // Connecting to AF_UNSPEC dissolves the association (connect(2)).
                RvmNet.disconnect0(handle);
            } catch (SocketException e) {
                // as the JDK: disconnect does not fail
            }
            connectedAddress = null;
            connectedPort = -1;
        }
    }

    public boolean isBound() {
        return bound;
    }

    public boolean isConnected() {
        return connectedAddress != null;
    }

    public InetAddress getInetAddress() {
        return connectedAddress;
    }

    public int getPort() {
        return connectedPort;
    }

    public SocketAddress getRemoteSocketAddress() {
        if (!isConnected()) {
            return null;
        }
        return new InetSocketAddress(connectedAddress, connectedPort);
    }

    public SocketAddress getLocalSocketAddress() {
        if (isClosed() || !isBound()) {
            return null;
        }
        return new InetSocketAddress(getLocalAddress(), getLocalPort());
    }

    public void send(DatagramPacket p) throws IOException {
        if (closed) {
            throw new SocketException("Socket closed");
        }
        int h = handle;
        InetAddress target;
        int port;
        synchronized (p) {
            target = p.getAddress();
            port = p.getPort();
            if (connectedAddress != null) {
                if (target == null) {
                    target = connectedAddress;
                    port = connectedPort;
                } else if (!target.equals(connectedAddress) || port != connectedPort) {
                    throw new IllegalArgumentException("Connected and packet address differ");
                }
            } else if (target == null) {
                throw new IllegalArgumentException("Address not set");
            }
            if (port < 0) {
                throw new IllegalArgumentException("port out of range:" + port);
            }
            if (!bound) {
                bind(new InetSocketAddress(0));
            }
            if (connectedAddress != null) {
                RvmNet.sendTo0(h, p.getData(), p.getOffset(), p.getLength(), null, 0);
            } else {
                RvmNet.sendTo0(h, p.getData(), p.getOffset(), p.getLength(), target.getAddress(), port);
            }
        }
    }

    public void receive(DatagramPacket p) throws IOException {
        if (closed) {
            throw new SocketException("Socket closed");
        }
        int h = handle;
        if (!bound) {
            bind(new InetSocketAddress(0));
        }
        synchronized (p) {
            byte[] sender = new byte[18];
            int n = RvmNet.receive0(h, p.buf, p.offset, p.bufLength, timeout, sender);
            byte[] addr = new byte[sender[0]];
            System.arraycopy(sender, 1, addr, 0, addr.length);
            p.address = InetAddress.forBytes(null, addr);
            p.port = ((sender[16] & 0xff) << 8) | (sender[17] & 0xff);
            p.length = n;
        }
    }

    public InetAddress getLocalAddress() {
        if (isClosed()) {
            return null;
        }
        try {
            InetAddress a = RvmNet.localAddress(handle);
            if (a == null || a.isAnyLocalAddress()) {
                return InetAddress.anyLocalAddress();
            }
            return a;
        } catch (SocketException e) {
            return null;
        }
    }

    public int getLocalPort() {
        if (isClosed()) {
            return -1;
        }
        if (!bound) {
            return 0;
        }
        try {
            return RvmNet.port0(handle, false);
        } catch (SocketException e) {
            return -1;
        }
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        handle();
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        handle();
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

    public void setReuseAddress(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_REUSEADDR) != 0;
    }

    public void setBroadcast(boolean on) throws SocketException {
        RvmNet.setOption0(handle(), RvmNet.SO_BROADCAST, on ? 1 : 0);
    }

    public boolean getBroadcast() throws SocketException {
        return RvmNet.getOption0(handle(), RvmNet.SO_BROADCAST) != 0;
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

    public void close() {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            RvmNet.close0(handle);
        }
    }

    public boolean isClosed() {
        return closed;
    }

    private static final java.util.Set<SocketOption<?>> OPTIONS = RvmNet.options(StandardSocketOptions.SO_SNDBUF, StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT, StandardSocketOptions.SO_BROADCAST, StandardSocketOptions.IP_TOS);

    public <T> DatagramSocket setOption(SocketOption<T> name, T value) throws IOException {
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
