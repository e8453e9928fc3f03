package java.net;

public class InetSocketAddress extends SocketAddress {
    private static final long serialVersionUID = 5076001401234631237L;

    private final String hostname;
    private final InetAddress addr;
    private final int port;

    private InetSocketAddress(int port, String hostname) {
        this.hostname = hostname;
        this.addr = null;
        this.port = port;
    }

    public InetSocketAddress(int port) {
        this(InetAddress.anyLocalAddress(), port);
    }

    public InetSocketAddress(InetAddress addr, int port) {
        RvmNet.checkPort(port);
        this.hostname = null;
        this.addr = addr == null ? InetAddress.anyLocalAddress() : addr;
        this.port = port;
    }

    public InetSocketAddress(String hostname, int port) {
        if (hostname == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        RvmNet.checkPort(port);
        InetAddress found = null;
        String host = null;
        try {
            found = InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            host = hostname;
        }
        this.hostname = host;
        this.addr = found;
        this.port = port;
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        if (host == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        RvmNet.checkPort(port);
        return new InetSocketAddress(port, host);
    }

    public final int getPort() {
        return port;
    }

    public final InetAddress getAddress() {
        return addr;
    }

    public final String getHostName() {
        if (hostname != null) {
            return hostname;
        }
        return addr.getHostName();
    }

    public final String getHostString() {
        if (hostname != null) {
            return hostname;
        }
        String known = addr.knownHostName();
        return known != null ? known : addr.getHostAddress();
    }

    public final boolean isUnresolved() {
        return addr == null;
    }

    public String toString() {
        String formatted;
        if (isUnresolved()) {
            formatted = hostname + "/<unresolved>";
        } else {
            formatted = addr.toString();
            if (addr instanceof Inet6Address) {
                int i = formatted.lastIndexOf('/');
                formatted = formatted.substring(0, i + 1) + "[" + formatted.substring(i + 1) + "]";
            }
        }
        return formatted + ":" + port;
    }

    public final boolean equals(Object obj) {
        if (!(obj instanceof InetSocketAddress)) {
            return false;
        }
        InetSocketAddress that = (InetSocketAddress) obj;
        boolean same;
        if (addr != null) {
            same = addr.equals(that.addr);
        } else if (hostname != null) {
            same = that.addr == null && hostname.equalsIgnoreCase(that.hostname);
        } else {
            same = that.addr == null && that.hostname == null;
        }
        return same && port == that.port;
    }

    public final int hashCode() {
        if (addr != null) {
            return addr.hashCode() + port;
        }
        if (hostname != null) {
            return hostname.toLowerCase().hashCode() + port;
        }
        return port;
    }
}
