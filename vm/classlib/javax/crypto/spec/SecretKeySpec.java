package javax.crypto.spec;

import java.security.MessageDigest;
import java.util.Locale;

/** The JDK's SecretKeySpec: raw key bytes with an algorithm name; equals and hashCode as the JDK's. */
public class SecretKeySpec implements java.security.spec.KeySpec, javax.crypto.SecretKey {
    private static final long serialVersionUID = 6577238317307289933L;

    private final byte[] key;
    private final String algorithm;

    public SecretKeySpec(byte[] key, String algorithm) {
        if (key == null || algorithm == null) {
            throw new IllegalArgumentException("Missing argument");
        }
        if (key.length == 0) {
            throw new IllegalArgumentException("Empty key");
        }
        this.key = new byte[key.length];
        System.arraycopy(key, 0, this.key, 0, key.length);
        this.algorithm = algorithm;
    }

    public SecretKeySpec(byte[] key, int offset, int len, String algorithm) {
        if (key == null || algorithm == null) {
            throw new IllegalArgumentException("Missing argument");
        }
        if (key.length == 0) {
            throw new IllegalArgumentException("Empty key");
        }
        if (key.length - offset < len) {
            throw new IllegalArgumentException("Invalid offset/length combination");
        }
        if (len < 0) {
            throw new ArrayIndexOutOfBoundsException("len is negative");
        }
        this.key = new byte[len];
        System.arraycopy(key, offset, this.key, 0, len);
        this.algorithm = algorithm;
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public String getFormat() {
        return "RAW";
    }

    public byte[] getEncoded() {
        byte[] copy = new byte[key.length];
        System.arraycopy(key, 0, copy, 0, key.length);
        return copy;
    }

    public int hashCode() {
        int result = 0;
        for (int i = 1; i < key.length; i++) {
            result += key[i] * i;
        }
        if (algorithm.equalsIgnoreCase("TripleDES")) {
            return result ^ "desede".hashCode();
        }
        return result ^ algorithm.toLowerCase(Locale.ENGLISH).hashCode();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof javax.crypto.SecretKey)) {
            return false;
        }
        String other = ((javax.crypto.SecretKey) obj).getAlgorithm();
        if (!other.equalsIgnoreCase(algorithm)) {
            boolean tripleDes = (other.equalsIgnoreCase("DESede") || other.equalsIgnoreCase("TripleDES"))
                    && (algorithm.equalsIgnoreCase("DESede") || algorithm.equalsIgnoreCase("TripleDES"));
            if (!tripleDes) {
                return false;
            }
        }
        return MessageDigest.isEqual(key, ((javax.crypto.SecretKey) obj).getEncoded());
    }
}
