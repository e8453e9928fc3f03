package java.net;

public final class Inet4Address extends InetAddress {
    private static final long serialVersionUID = 3286316764910316507L;

    /** The address, big-endian in an int (the JDK's holder field). */
    final int address;

    Inet4Address(String host, byte[] addr) {
        hostName = host;
        family = IPv4;
        address = ((addr[0] & 0xff) << 24) | ((addr[1] & 0xff) << 16) | ((addr[2] & 0xff) << 8) | (addr[3] & 0xff);
    }

    public byte[] getAddress() {
        return new byte[] {(byte) (address >>> 24), (byte) (address >>> 16), (byte) (address >>> 8), (byte) address};
    }

    public String getHostAddress() {
        return (address >>> 24) + "." + ((address >>> 16) & 0xff) + "." + ((address >>> 8) & 0xff) + "." + (address & 0xff);
    }

    public boolean isMulticastAddress() {
        return (address & 0xf0000000) == 0xe0000000;
    }

    public boolean isAnyLocalAddress() {
        return address == 0;
    }

    public boolean isLoopbackAddress() {
        return (address >>> 24) == 127;
    }

    public boolean isLinkLocalAddress() {
        return (address >>> 16) == ((169 << 8) | 254);
    }

    public boolean isSiteLocalAddress() {
        int a = address >>> 24;
        int b = (address >>> 16) & 0xff;
        return a == 10 || (a == 172 && (b & 0xf0) == 16) || (a == 192 && b == 168);
    }

    public boolean isMCGlobal() {
        int a = address >>> 24;
        return a >= 224 && a <= 238 && !(a == 224 && ((address >>> 16) & 0xff) == 0 && ((address >>> 8) & 0xff) == 0);
    }

    public boolean isMCNodeLocal() {
        return false;
    }

    public boolean isMCLinkLocal() {
        return (address >>> 8) == 0xe00000;
    }

    public boolean isMCSiteLocal() {
        return (address >>> 16) == 0xefff;
    }

    public boolean isMCOrgLocal() {
        int b = (address >>> 16) & 0xff;
        return (address >>> 24) == 239 && b >= 192 && b <= 195;
    }

    public int hashCode() {
        return address;
    }

    public boolean equals(Object obj) {
        return obj instanceof Inet4Address && ((Inet4Address) obj).address == address;
    }
}
