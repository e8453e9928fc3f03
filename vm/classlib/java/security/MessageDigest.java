package java.security;

/**
 * rvm's java.security.MessageDigest: MD5, SHA-1, SHA-224, SHA-256, SHA-384 and SHA-512 (names as
 * the SUN provider accepts them, case-insensitive), computed in Java (RvmDigests).
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;
    private boolean updated;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        java.util.Objects.requireNonNull(algorithm, "null algorithm name");
        RvmDigests.Engine engine = RvmDigests.create(algorithm);
        if (engine == null) {
            throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
        return new Delegate(algorithm, engine);
    }

    public static MessageDigest getInstance(String algorithm, String provider) throws NoSuchAlgorithmException {
        return getInstance(algorithm);
    }

    public void update(byte input) {
        engineUpdate(input);
        updated = true;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
        updated = true;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        updated = true;
    }

    public byte[] digest() {
        byte[] result = engineDigest();
        updated = false;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (offset < 0 || len < 0) {
            throw new IllegalArgumentException("offset or len is less than 0");
        }
        if (buf.length - offset < len) {
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        }
        byte[] d = engineDigest();
        if (len < d.length) {
            throw new DigestException("partial digests not returned");
        }
        System.arraycopy(d, 0, buf, offset, d.length);
        updated = false;
        return d.length;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public String toString() {
        return algorithm + " Message Digest from SUN, " + (updated ? "<in progress>" : "<initialized>") + "\n";
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        int lenA = digesta.length;
        int lenB = digestb.length;
        if (lenB == 0) {
            return lenA == 0;
        }
        int result = 0;
        result |= lenA - lenB;
        for (int i = 0; i < lenA; i++) {
            int indexB = ((i - lenB) >>> 31) * i;
            result |= digesta[i] ^ digestb[indexB];
        }
        return result == 0;
    }

    public void reset() {
        engineReset();
        updated = false;
    }

    public final String getAlgorithm() {
        return this.algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public Object clone() throws CloneNotSupportedException {
        return super.clone();
    }

    private static final class Delegate extends MessageDigest implements Cloneable {
        private RvmDigests.Engine engine;

        Delegate(String algorithm, RvmDigests.Engine engine) {
            super(algorithm);
            this.engine = engine;
        }

        protected int engineGetDigestLength() {
            return engine.length();
        }

        protected void engineUpdate(byte input) {
            engine.update(new byte[] {input}, 0, 1);
        }

        protected void engineUpdate(byte[] input, int offset, int len) {
            engine.update(input, offset, len);
        }

        protected byte[] engineDigest() {
            byte[] d = engine.digest();
            engine.reset();
            return d;
        }

        protected void engineReset() {
            engine.reset();
        }

        public Object clone() throws CloneNotSupportedException {
            Delegate d = (Delegate) super.clone();
            d.engine = engine.copy();
            return d;
        }
    }
}
