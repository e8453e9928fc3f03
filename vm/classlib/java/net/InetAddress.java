package java.net;

/**
 * An IP address and perhaps its host name, as the JDK's. Literals are parsed here; names
 * go to the OS resolver (RvmNet.lookup0), IPv4 addresses first.
 */
public class InetAddress implements java.io.Serializable {
    private static final long serialVersionUID = 3286316764910316507L;

    public static final int IPv4 = 1;
    public static final int IPv6 = 2;

    /** The host name given or found, null until asked for a literal's. */
    String hostName;
    /** The family: IPv4 or IPv6. */
    int family;

    InetAddress() {
    }

    public byte[] getAddress() {
        return null;
    }

    public String getHostAddress() {
        return null;
    }

    public boolean isMulticastAddress() {
        return false;
    }

    public boolean isAnyLocalAddress() {
        return false;
    }

    public boolean isLoopbackAddress() {
        return false;
    }

    public boolean isLinkLocalAddress() {
        return false;
    }

    public boolean isSiteLocalAddress() {
        return false;
    }

    public boolean isMCGlobal() {
        return false;
    }

    public boolean isMCNodeLocal() {
        return false;
    }

    public boolean isMCLinkLocal() {
        return false;
    }

    public boolean isMCSiteLocal() {
        return false;
    }

    public boolean isMCOrgLocal() {
        return false;
    }

    public boolean isReachable(int timeout) throws java.io.IOException {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        return isLoopbackAddress();
    }

    public String getHostName() {
        if (hostName == null) {
            String name = RvmNet.reverse0(getAddress());
            hostName = name != null ? name : getHostAddress();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        String name = RvmNet.reverse0(getAddress());
        return name != null ? name : getHostAddress();
    }

    /** The host name if known, without a lookup. */
    String knownHostName() {
        return hostName;
    }

    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }

    // ---- factories ----

    static InetAddress forBytes(String host, byte[] addr) {
        if (addr.length == 4) {
            return new Inet4Address(host, addr);
        }
        if (isIPv4Mapped(addr)) {
            byte[] v4 = new byte[4];
            System.arraycopy(addr, 12, v4, 0, 4);
            return new Inet4Address(host, v4);
        }
        return new Inet6Address(host, addr, 0);
    }

    static boolean isIPv4Mapped(byte[] addr) {
        if (addr.length != 16) {
            return false;
        }
        for (int i = 0; i < 10; i++) {
            if (addr[i] != 0) {
                return false;
            }
        }
        return addr[10] == (byte) 0xff && addr[11] == (byte) 0xff;
    }

    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (host != null && host.length() > 0 && host.charAt(0) == '[') {
            if (host.charAt(host.length() - 1) == ']') {
                host = host.substring(1, host.length() - 1);
            }
        }
        if (addr != null) {
            if (addr.length == 4) {
                return new Inet4Address(host, addr);
            } else if (addr.length == 16) {
                return forBytes(host, addr);
            }
        }
        throw new UnknownHostException("addr is of illegal length");
    }

    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.length() == 0) {
            return new InetAddress[] {getLoopbackAddress()};
        }
        boolean bracketed = false;
        if (host.charAt(0) == '[') {
            if (host.length() > 2 && host.charAt(host.length() - 1) == ']') {
                host = host.substring(1, host.length() - 1);
                bracketed = true;
            } else {
                throw new UnknownHostException(host + ": invalid IPv6 address");
            }
        }
        if (Character.digit(host.charAt(0), 16) != -1 || host.charAt(0) == ':') {
            byte[] v4 = bracketed ? null : parseIPv4(host);
            if (v4 != null) {
                return new InetAddress[] {new Inet4Address(null, v4)};
            }
            int scope = 0;
            String text = host;
            int percent = host.indexOf('%');
            if (percent >= 0) {
                text = host.substring(0, percent);
                try {
                    scope = Integer.parseInt(host.substring(percent + 1));
                } catch (NumberFormatException e) {
                    scope = -1;
                }
            }
            byte[] v6 = parseIPv6(text);
            if (v6 != null) {
                if (scope < 0) {
                    throw new UnknownHostException("no such interface " + host.substring(percent + 1));
                }
                if (isIPv4Mapped(v6)) {
                    return new InetAddress[] {forBytes(null, v6)};
                }
                return new InetAddress[] {new Inet6Address(null, v6, scope)};
            }
            if (bracketed) {
                throw new UnknownHostException("[" + host + "]: invalid IPv6 address");
            }
        }
        byte[] packed = RvmNet.lookup0(host);
        int count = 0;
        for (int i = 0; i < packed.length; i += 1 + packed[i]) {
            count++;
        }
        if (count == 0) {
            throw new UnknownHostException(host + ": Name or service not known");
        }
        InetAddress[] result = new InetAddress[count];
        int n = 0;
        for (int i = 0; i < packed.length; i += 1 + packed[i]) {
            byte[] a = new byte[packed[i]];
            System.arraycopy(packed, i + 1, a, 0, a.length);
            result[n++] = forBytes(host, a);
        }
        return result;
    }

    public static InetAddress getLoopbackAddress() {
        return new Inet4Address("localhost", new byte[] {127, 0, 0, 1});
    }

    public static InetAddress getLocalHost() throws UnknownHostException {
        String local = RvmNet.hostName0();
        if (local.equals("localhost")) {
            return getLoopbackAddress();
        }
        try {
            InetAddress found = getAllByName(local)[0];
            return forBytes(local, found.getAddress());
        } catch (UnknownHostException e) {
            throw new UnknownHostException(local + ": " + e.getMessage());
        }
    }

    static InetAddress anyLocalAddress() {
        return new Inet4Address("0.0.0.0", new byte[4]);
    }

    // ---- literals (the JDK's IPAddressUtil rules) ----

    static byte[] parseIPv4(String src) {
        int len = src.length();
        if (len == 0 || len > 15) {
            return null;
        }
        byte[] res = new byte[4];
        long value = 0;
        int currByte = 0;
        boolean newOctet = true;
        for (int i = 0; i < len; i++) {
            char c = src.charAt(i);
            if (c == '.') {
                if (newOctet || value > 0xff || currByte == 3) {
                    return null;
                }
                res[currByte++] = (byte) value;
                value = 0;
                newOctet = true;
            } else {
                int digit = Character.digit(c, 10);
                if (digit < 0) {
                    return null;
                }
                value = value * 10 + digit;
                newOctet = false;
            }
        }
        if (newOctet || value >= (1L << ((4 - currByte) * 8))) {
            return null;
        }
        for (int i = 3; i >= currByte; i--) {
            res[i] = (byte) value;
            value >>= 8;
        }
        return res;
    }

    private static int dots(String s, int from) {
        int n = 0;
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) == '.') {
                n++;
            }
        }
        return n;
    }

    static byte[] parseIPv6(String src) {
        int len = src.length();
        if (len < 2) {
            return null;
        }
        byte[] dst = new byte[16];
        int i = 0;
        if (src.charAt(0) == ':') {
            if (src.charAt(1) != ':') {
                return null;
            }
            i = 1;
        }
        int colonp = -1;
        int j = 0;
        int curtok = i;
        boolean sawXDigit = false;
        int val = 0;
        while (i < len) {
            char ch = src.charAt(i++);
            int chval = Character.digit(ch, 16);
            if (chval != -1) {
                val = (val << 4) | chval;
                if (val > 0xffff) {
                    return null;
                }
                sawXDigit = true;
                continue;
            }
            if (ch == ':') {
                curtok = i;
                if (!sawXDigit) {
                    if (colonp != -1) {
                        return null;
                    }
                    colonp = j;
                    continue;
                } else if (i == len) {
                    return null;
                }
                if (j + 2 > 16) {
                    return null;
                }
                dst[j++] = (byte) (val >> 8);
                dst[j++] = (byte) val;
                sawXDigit = false;
                val = 0;
                continue;
            }
            if (ch == '.' && j + 4 <= 16) {
                byte[] v4 = parseIPv4(src.substring(curtok, len));
                if (v4 == null || dots(src, curtok) != 3) {
                    return null;
                }
                for (int k = 0; k < 4; k++) {
                    dst[j++] = v4[k];
                }
                sawXDigit = false;
                break;
            }
            return null;
        }
        if (sawXDigit) {
            if (j + 2 > 16) {
                return null;
            }
            dst[j++] = (byte) (val >> 8);
            dst[j++] = (byte) val;
        }
        if (colonp != -1) {
            int n = j - colonp;
            if (j == 16) {
                return null;
            }
            for (int k = 1; k <= n; k++) {
                dst[16 - k] = dst[colonp + n - k];
                dst[colonp + n - k] = 0;
            }
            j = 16;
        }
        return j == 16 ? dst : null;
    }
}
