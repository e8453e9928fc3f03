package java.security;

/**
 * rvm's java.security.SecureRandom: a Random whose seed comes from the clock and a counter. Its
 * numbers are unpredictable from run to run (as HotSpot's NativePRNG), not cryptographically
 * strong, and seeding it (setSeed) does not make a sequence reproducible.
 */
public class SecureRandom extends java.util.Random {
    private static final long serialVersionUID = 4940670005562187L;
    private static long counter = System.nanoTime();
    private final String algorithm;

    public SecureRandom() {
        super(nextSeed());
        this.algorithm = "NativePRNG";
    }

    public SecureRandom(byte[] seed) {
        this();
        setSeed(seed);
    }

    private SecureRandom(String algorithm) {
        super(nextSeed());
        this.algorithm = algorithm;
    }

    private static synchronized long nextSeed() {
        counter = counter * 6364136223846793005L + 1442695040888963407L;
        return counter ^ System.nanoTime() ^ (System.currentTimeMillis() << 20);
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        java.util.Objects.requireNonNull(algorithm, "null algorithm name");
        String a = algorithm.toUpperCase(java.util.Locale.ROOT);
        if (a.equals("NATIVEPRNG") || a.equals("SHA1PRNG") || a.equals("DRBG") || a.equals("NATIVEPRNGBLOCKING")
                || a.equals("NATIVEPRNGNONBLOCKING")) {
            return new SecureRandom(algorithm);
        }
        throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
    }

    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public void setSeed(byte[] seed) {
        long s = 0;
        for (byte b : seed) {
            s = s * 31 + b;
        }
        super.setSeed(s ^ nextSeed());
    }

    public void setSeed(long seed) {
        super.setSeed(seed ^ nextSeed());
    }

    public static byte[] getSeed(int numBytes) {
        byte[] b = new byte[numBytes];
        new SecureRandom().nextBytes(b);
        return b;
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        nextBytes(b);
        return b;
    }

    public String toString() {
        return algorithm;
    }
}
