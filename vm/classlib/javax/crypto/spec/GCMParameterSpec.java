package javax.crypto.spec;

/** The JDK's GCMParameterSpec: the authentication tag length in bits and a copy of the IV. */
public class GCMParameterSpec implements java.security.spec.AlgorithmParameterSpec {
    private final byte[] iv;
    private final int tLen;

    public GCMParameterSpec(int tLen, byte[] src) {
        if (src == null) {
            throw new IllegalArgumentException("src array is null");
        }
        this.tLen = checkLength(tLen);
        this.iv = src.clone();
    }

    public GCMParameterSpec(int tLen, byte[] src, int offset, int len) {
        if (src == null) {
            throw new IllegalArgumentException("src array is null");
        }
        this.tLen = checkLength(tLen);
        if (offset < 0 || len < 0 || len > src.length - offset) {
            throw new IllegalArgumentException("Invalid buffer arguments");
        }
        this.iv = new byte[len];
        System.arraycopy(src, offset, this.iv, 0, len);
    }

    private static int checkLength(int tLen) {
        if (tLen < 0) {
            throw new IllegalArgumentException("Length argument is negative");
        }
        return tLen;
    }

    public int getTLen() {
        return tLen;
    }

    public byte[] getIV() {
        return iv.clone();
    }
}
