package java.net;

/**
 * rvm's socket calls (natives in vm/src/natives/net.rs). A socket is an int handle;
 * addresses travel as their 4 or 16 bytes. Errors arrive as the JDK's exceptions.
 */
final class RvmNet {
    private RvmNet() {
    }

    static final int TCP_NODELAY = 1;
    static final int SO_REUSEADDR = 2;
    static final int SO_KEEPALIVE = 3;
    static final int SO_RCVBUF = 4;
    static final int SO_SNDBUF = 5;
    static final int SO_LINGER = 6;
    static final int SO_BROADCAST = 7;
    static final int IP_TOS = 8;
    static final int SO_OOBINLINE = 9;
    static final int SO_REUSEPORT = 10;

    static native int socket0(boolean stream) throws SocketException;

    /** A connected Unix-domain stream pair (a Pipe): handles[0] reads, handles[1] writes. */
    static native void socketPair0(int[] handles) throws SocketException;

    static native void bind0(int handle, byte[] address, int port) throws SocketException;

    static native void listen0(int handle, int backlog) throws SocketException;

    static native void connect0(int handle, byte[] address, int port, int timeout) throws java.io.IOException;

    static native void disconnect0(int handle) throws SocketException;

    static native void setBlocking0(int handle, boolean blocking) throws SocketException;

    static native int connectNow0(int handle, byte[] address, int port) throws java.io.IOException;

    static native int finishConnect0(int handle, boolean waitForIt) throws java.io.IOException;

    static native int writeSome0(int handle, byte[] b, int off, int len) throws java.io.IOException;

    static native int poll0(int[] handles, int[] events, int[] revents, int millis);

    static native int accept0(int handle, int timeout) throws java.io.IOException;

    static native byte[] address0(int handle, boolean peer) throws SocketException;

    static native int port0(int handle, boolean peer) throws SocketException;

    static native int read0(int handle, byte[] b, int off, int len, int timeout) throws java.io.IOException;

    static native void write0(int handle, byte[] b, int off, int len) throws java.io.IOException;

    static native int available0(int handle) throws java.io.IOException;

    static native void shutdown0(int handle, int how) throws SocketException;

    static native void close0(int handle);

    static native void setOption0(int handle, int option, int value) throws SocketException;

    static native int getOption0(int handle, int option) throws SocketException;

    static native void sendTo0(int handle, byte[] b, int off, int len, byte[] address, int port) throws java.io.IOException;

    static native int receive0(int handle, byte[] b, int off, int len, int timeout, byte[] sender) throws java.io.IOException;

    static native byte[] lookup0(String host) throws UnknownHostException;

    static native String hostName0();

    static native String reverse0(byte[] address);

    static InetAddress localAddress(int handle) throws SocketException {
        byte[] a = address0(handle, false);
        return a == null ? null : InetAddress.forBytes(null, a);
    }

    static InetAddress peerAddress(int handle) throws SocketException {
        byte[] a = address0(handle, true);
        return a == null ? null : InetAddress.forBytes(null, a);
    }

    static void checkPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
    }

    /** The native option number of a standard option, or 0. */
    private static int code(SocketOption<?> name) {
        if (name == StandardSocketOptions.TCP_NODELAY) {
            return TCP_NODELAY;
        } else if (name == StandardSocketOptions.SO_REUSEADDR) {
            return SO_REUSEADDR;
        } else if (name == StandardSocketOptions.SO_KEEPALIVE) {
            return SO_KEEPALIVE;
        } else if (name == StandardSocketOptions.SO_RCVBUF) {
            return SO_RCVBUF;
        } else if (name == StandardSocketOptions.SO_SNDBUF) {
            return SO_SNDBUF;
        } else if (name == StandardSocketOptions.SO_LINGER) {
            return SO_LINGER;
        } else if (name == StandardSocketOptions.SO_BROADCAST) {
            return SO_BROADCAST;
        } else if (name == StandardSocketOptions.IP_TOS) {
            return IP_TOS;
        } else if (name == StandardSocketOptions.SO_REUSEPORT) {
            return SO_REUSEPORT;
        }
        return 0;
    }

    static java.util.Set<SocketOption<?>> options(SocketOption<?>... names) {
        java.util.Set<SocketOption<?>> set = new java.util.HashSet<>();
        for (SocketOption<?> n : names) {
            set.add(n);
        }
        return java.util.Collections.unmodifiableSet(set);
    }

    /** Socket.setOption and the others: the JDK's checks, then the native option. */
    static void setOption(int handle, java.util.Set<SocketOption<?>> supported, SocketOption<?> name, Object value)
            throws SocketException {
        java.util.Objects.requireNonNull(name);
        int code = code(name);
        if (!supported.contains(name) || code == 0) {
            throw new UnsupportedOperationException("'" + name + "' not supported");
        }
        if (!name.type().isInstance(value)) {
            throw new IllegalArgumentException("Invalid value '" + value + "'");
        }
        int v;
        if (value instanceof Boolean) {
            v = ((Boolean) value).booleanValue() ? 1 : 0;
        } else {
            v = ((Integer) value).intValue();
            if (code == SO_LINGER) {
                v = v < 0 ? -1 : Math.min(v, 65535);
            } else if ((code == SO_RCVBUF || code == SO_SNDBUF) && v <= 0) {
                throw new IllegalArgumentException("Invalid send/receive buffer size");
            } else if (code == IP_TOS && (v < 0 || v > 255)) {
                throw new IllegalArgumentException("Invalid IP_TOS value");
            }
        }
        setOption0(handle, code, v);
    }

    static Object getOption(int handle, java.util.Set<SocketOption<?>> supported, SocketOption<?> name) throws SocketException {
        java.util.Objects.requireNonNull(name);
        int code = code(name);
        if (!supported.contains(name) || code == 0) {
            throw new UnsupportedOperationException("'" + name + "' not supported");
        }
        int v = getOption0(handle, code);
        if (name.type() == Boolean.class) {
            return Boolean.valueOf(v != 0);
        }
        return Integer.valueOf(v);
    }
}
