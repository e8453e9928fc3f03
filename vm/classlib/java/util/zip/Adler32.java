package java.util.zip;

/** rvm's java.util.zip.Adler32 (RFC 1950). */
public class Adler32 implements Checksum {
    private static final int BASE = 65521;
    private int adler = 1;

    public Adler32() {
    }

    public void update(int b) {
        int s1 = adler & 0xffff;
        int s2 = (adler >>> 16) & 0xffff;
        s1 = (s1 + (b & 0xff)) % BASE;
        s2 = (s2 + s1) % BASE;
        adler = (s2 << 16) | s1;
    }

    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        long s1 = adler & 0xffff;
        long s2 = (adler >>> 16) & 0xffff;
        for (int i = off; i < off + len; i++) {
            s1 = (s1 + (b[i] & 0xff)) % BASE;
            s2 = (s2 + s1) % BASE;
        }
        adler = (int) ((s2 << 16) | s1);
    }

    public void update(byte[] b) {
        update(b, 0, b.length);
    }

    public void reset() {
        adler = 1;
    }

    public long getValue() {
        return adler & 0xffffffffL;
    }
}
