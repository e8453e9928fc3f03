package java.net;

public final class Inet6Address extends InetAddress {
    private static final long serialVersionUID = 6880410070516793377L;

    private final byte[] ipaddress;
    private final int scopeId;

    Inet6Address(String host, byte[] addr, int scope) {
        hostName = host;
        family = IPv6;
        ipaddress = new byte[16];
        System.arraycopy(addr, 0, ipaddress, 0, 16);
        scopeId = scope;
    }

    public static Inet6Address getByAddress(String host, byte[] addr, int scopeId) throws UnknownHostException {
        if (addr == null || addr.length != 16) {
            throw new UnknownHostException("addr is of illegal length");
        }
        if (host != null && host.length() > 1 && host.charAt(0) == '[' && host.charAt(host.length() - 1) == ']') {
            host = host.substring(1, host.length() - 1);
        }
        return new Inet6Address(host, addr, scopeId < 0 ? 0 : scopeId);
    }

    public byte[] getAddress() {
        byte[] copy = new byte[16];
        System.arraycopy(ipaddress, 0, copy, 0, 16);
        return copy;
    }

    public int getScopeId() {
        return scopeId;
    }

    public String getHostAddress() {
        StringBuilder sb = new StringBuilder(39);
        for (int i = 0; i < 8; i++) {
            sb.append(Integer.toHexString(((ipaddress[i << 1] << 8) & 0xff00) | (ipaddress[(i << 1) + 1] & 0xff)));
            if (i < 7) {
                sb.append(':');
            }
        }
        if (scopeId != 0) {
            sb.append('%').append(scopeId);
        }
        return sb.toString();
    }

    public boolean isMulticastAddress() {
        return (ipaddress[0] & 0xff) == 0xff;
    }

    public boolean isAnyLocalAddress() {
        for (int i = 0; i < 16; i++) {
            if (ipaddress[i] != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean isLoopbackAddress() {
        for (int i = 0; i < 15; i++) {
            if (ipaddress[i] != 0) {
                return false;
            }
        }
        return ipaddress[15] == 1;
    }

    public boolean isLinkLocalAddress() {
        return (ipaddress[0] & 0xff) == 0xfe && (ipaddress[1] & 0xc0) == 0x80;
    }

    public boolean isSiteLocalAddress() {
        return (ipaddress[0] & 0xff) == 0xfe && (ipaddress[1] & 0xc0) == 0xc0;
    }

    public boolean isMCGlobal() {
        return (ipaddress[0] & 0xff) == 0xff && (ipaddress[1] & 0x0f) == 0x0e;
    }

    public boolean isMCNodeLocal() {
        return (ipaddress[0] & 0xff) == 0xff && (ipaddress[1] & 0x0f) == 0x01;
    }

    public boolean isMCLinkLocal() {
        return (ipaddress[0] & 0xff) == 0xff && (ipaddress[1] & 0x0f) == 0x02;
    }

    public boolean isMCSiteLocal() {
        return (ipaddress[0] & 0xff) == 0xff && (ipaddress[1] & 0x0f) == 0x05;
    }

    public boolean isMCOrgLocal() {
        return (ipaddress[0] & 0xff) == 0xff && (ipaddress[1] & 0x0f) == 0x08;
    }

    public boolean isIPv4CompatibleAddress() {
        for (int i = 0; i < 12; i++) {
            if (ipaddress[i] != 0) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        int hash = 0;
        int i = 0;
        while (i < 16) {
            int j = 0;
            int component = 0;
            while (j < 4 && i < 16) {
                component = (component << 8) + ipaddress[i];
                j++;
                i++;
            }
            hash += component;
        }
        return hash;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Inet6Address)) {
            return false;
        }
        Inet6Address other = (Inet6Address) obj;
        for (int i = 0; i < 16; i++) {
            if (ipaddress[i] != other.ipaddress[i]) {
                return false;
            }
        }
        return true;
    }
}
