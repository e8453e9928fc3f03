package javax.crypto;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;

/**
 * rvm's javax.crypto.Mac: HMAC (RFC 2104) over the MessageDigest algorithms rvm has, under the
 * names SunJCE accepts (HmacMD5, HmacSHA1, HmacSHA224, HmacSHA256, HmacSHA384, HmacSHA512, any
 * case). HMAC(K, m) = H((K' ^ opad) || H((K' ^ ipad) || m)), K' the key hashed if longer than the
 * digest's block and zero-padded to it. There are no providers: getProvider does not exist.
 */
public class Mac implements Cloneable {
    private final String algorithm;
    private final int blockSize;
    private MessageDigest inner;
    private MessageDigest outer;
    private byte[] innerPad;
    private byte[] outerPad;
    private boolean initialized;

    private Mac(String algorithm, MessageDigest inner, MessageDigest outer, int blockSize) {
        this.algorithm = algorithm;
        this.inner = inner;
        this.outer = outer;
        this.blockSize = blockSize;
    }

    public static final Mac getInstance(String algorithm) throws NoSuchAlgorithmException {
        java.util.Objects.requireNonNull(algorithm, "null algorithm name");
        String digest;
        int blockSize = 64;
        switch (algorithm.toUpperCase(Locale.ROOT)) {
            case "HMACMD5":
                digest = "MD5";
                break;
            case "HMACSHA1":
                digest = "SHA-1";
                break;
            case "HMACSHA224":
                digest = "SHA-224";
                break;
            case "HMACSHA256":
                digest = "SHA-256";
                break;
            case "HMACSHA384":
                digest = "SHA-384";
                blockSize = 128;
                break;
            case "HMACSHA512":
                digest = "SHA-512";
                blockSize = 128;
                break;
            default:
                throw new NoSuchAlgorithmException("Algorithm " + algorithm + " not available");
        }
        return new Mac(algorithm, MessageDigest.getInstance(digest), MessageDigest.getInstance(digest), blockSize);
    }

    public static final Mac getInstance(String algorithm, String provider) throws NoSuchAlgorithmException {
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getMacLength() {
        return inner.getDigestLength();
    }

    public final void init(Key key) throws InvalidKeyException {
        if (!(key instanceof SecretKey)) {
            throw new InvalidKeyException("Secret key expected");
        }
        byte[] secret = key.getEncoded();
        if (secret == null) {
            throw new InvalidKeyException("Missing key data");
        }
        if (secret.length > blockSize) {
            secret = inner.digest(secret);
        }
        innerPad = new byte[blockSize];
        outerPad = new byte[blockSize];
        for (int i = 0; i < blockSize; i++) {
            byte b = i < secret.length ? secret[i] : 0;
            innerPad[i] = (byte) (b ^ 0x36);
            outerPad[i] = (byte) (b ^ 0x5c);
        }
        inner.reset();
        outer.reset();
        outer.update(outerPad);
        inner.update(innerPad);
        initialized = true;
    }

    public final void init(Key key, java.security.spec.AlgorithmParameterSpec params)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("HMAC does not use parameters");
        }
        init(key);
    }

    private void checkInitialized() {
        if (!initialized) {
            throw new IllegalStateException("MAC not initialized");
        }
    }

    public final void update(byte input) {
        checkInitialized();
        inner.update(input);
    }

    public final void update(byte[] input) {
        checkInitialized();
        if (input != null) {
            inner.update(input, 0, input.length);
        }
    }

    public final void update(byte[] input, int offset, int len) {
        checkInitialized();
        if (input != null) {
            if (offset < 0 || len > (input.length - offset) || len < 0) {
                throw new IllegalArgumentException("Bad arguments");
            }
            inner.update(input, offset, len);
        }
    }

    public final void update(java.nio.ByteBuffer input) {
        checkInitialized();
        if (input == null) {
            throw new IllegalArgumentException("Buffer must not be null");
        }
        byte[] bytes = new byte[input.remaining()];
        input.get(bytes);
        inner.update(bytes, 0, bytes.length);
    }

    public final byte[] doFinal() {
        checkInitialized();
        byte[] innerHash = inner.digest();
        outer.update(innerHash);
        byte[] result = outer.digest();
        reset();
        return result;
    }

    public final void doFinal(byte[] output, int outOffset) throws ShortBufferException {
        checkInitialized();
        int length = getMacLength();
        if (output == null || output.length - outOffset < length) {
            throw new ShortBufferException("Cannot store MAC in output buffer");
        }
        byte[] mac = doFinal();
        System.arraycopy(mac, 0, output, outOffset, length);
    }

    public final byte[] doFinal(byte[] input) {
        checkInitialized();
        update(input);
        return doFinal();
    }

    public final void reset() {
        inner.reset();
        outer.reset();
        if (initialized) {
            inner.update(innerPad);
            outer.update(outerPad);
        }
    }

    public final Object clone() throws CloneNotSupportedException {
        Mac copy = (Mac) super.clone();
        copy.inner = (MessageDigest) inner.clone();
        copy.outer = (MessageDigest) outer.clone();
        return copy;
    }
}
