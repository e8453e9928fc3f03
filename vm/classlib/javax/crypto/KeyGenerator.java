package javax.crypto;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * rvm's javax.crypto.KeyGenerator: AES keys (128 bits unless init says 192 or 256, as JDK 17's
 * SunJCE) and HMAC keys (HmacMD5 and HmacSHA1: 512 bits; HmacSHA224/256/384/512: the digest's size) from a
 * SecureRandom. Other algorithms throw NoSuchAlgorithmException.
 */
public class KeyGenerator {
    private final String algorithm;
    private final boolean aes;
    private int keySize;
    private SecureRandom random;

    protected KeyGenerator(String algorithm, boolean aes, int keySize) {
        this.algorithm = algorithm;
        this.aes = aes;
        this.keySize = keySize;
    }

    public static final KeyGenerator getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase(java.util.Locale.ROOT)) {
            case "AES":
                return new KeyGenerator(algorithm, true, 128);
            case "HMACMD5":
            case "HMACSHA1":
                return new KeyGenerator(algorithm, false, 512);
            case "HMACSHA224":
                return new KeyGenerator(algorithm, false, 224);
            case "HMACSHA256":
                return new KeyGenerator(algorithm, false, 256);
            case "HMACSHA384":
                return new KeyGenerator(algorithm, false, 384);
            case "HMACSHA512":
                return new KeyGenerator(algorithm, false, 512);
            default:
                throw new NoSuchAlgorithmException(algorithm + " KeyGenerator not available");
        }
    }

    public static final KeyGenerator getInstance(String algorithm, String provider) throws NoSuchAlgorithmException {
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final void init(SecureRandom random) {
        this.random = random;
    }

    public final void init(int keysize) {
        init(keysize, null);
    }

    public final void init(int keysize, SecureRandom random) {
        if (aes) {
            if (keysize != 128 && keysize != 192 && keysize != 256) {
                throw new InvalidParameterException("Wrong keysize: must be equal to 128, 192 or 256");
            }
        } else if (keysize < 40) {
            throw new InvalidParameterException("Key length must be at least 40 bits");
        }
        this.keySize = keysize;
        this.random = random;
    }

    public final void init(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        init(params, null);
    }

    public final void init(AlgorithmParameterSpec params, SecureRandom random) throws InvalidAlgorithmParameterException {
        throw new InvalidAlgorithmParameterException(
                (aes ? "AES" : algorithm) + " key generation does not take any parameters");
    }

    public final SecretKey generateKey() {
        if (random == null) {
            random = new SecureRandom();
        }
        byte[] key = new byte[(keySize + 7) / 8];
        random.nextBytes(key);
        return new SecretKeySpec(key, aes ? "AES" : algorithm);
    }
}
