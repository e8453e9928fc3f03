package java.util.zip;

/** Little-endian field access and the signatures of the zip format, for the zip streams. Not JDK API. */
final class ZipConstants {
    static final long LOCSIG = 0x04034b50L;
    static final long EXTSIG = 0x08074b50L;
    static final long CENSIG = 0x02014b50L;
    static final long ENDSIG = 0x06054b50L;
    static final int LOCHDR = 30;
    static final int EXTHDR = 16;
    static final int CENHDR = 46;
    static final int ENDHDR = 22;
    static final int USE_UTF8 = 0x800;

    private ZipConstants() {}

    static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8);
    }

    static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }
}
