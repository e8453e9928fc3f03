package javax.crypto;

import java.nio.ByteBuffer;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.Locale;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * rvm's javax.crypto.Cipher: AES (SunJCE's names: "AES", "AES/mode/padding" with ECB, CBC, CTR or
 * GCM, NoPadding or PKCS5Padding, PKCS5Padding for ECB and CBC only), with the JDK's buffering of
 * update calls, its output sizes, exceptions and messages. No providers: getProvider,
 * getParameters and the other algorithms do not exist (getInstance throws
 * NoSuchAlgorithmException for them).
 *
 * <p>Data flow: the block cipher runs in natives (RvmAes, RustCrypto's aes); this class keeps the
 * mode's state between calls (NIST SP 800-38A: the CBC chaining block, the CTR counter and unused
 * key stream, the partial block). GCM (SP 800-38D) buffers: encryption returns the counter-mode
 * output of each completed block at once and computes the tag over the whole message in doFinal;
 * decryption returns nothing before doFinal, which checks the tag first. After doFinal the cipher
 * is back in its initialized state, except that GCM encryption needs a new key or IV.
 */
public class Cipher {
    public static final int ENCRYPT_MODE = 1;
    public static final int DECRYPT_MODE = 2;
    public static final int WRAP_MODE = 3;
    public static final int UNWRAP_MODE = 4;
    public static final int PUBLIC_KEY = 1;
    public static final int PRIVATE_KEY = 2;
    public static final int SECRET_KEY = 3;

    private static final int BLOCK = 16;
    private static final int ECB = 0;
    private static final int CBC = 1;
    private static final int CTR = 2;
    private static final int GCM = 3;

    private final String transformation;
    private final int mode;
    private final boolean padding;

    private int opmode;
    private boolean decrypting;
    private byte[] key;
    private byte[] iv;
    /** CBC: the previous ciphertext block; CTR: the next counter block. */
    private byte[] chain;
    /** CTR: the current key stream block and how much of it is used. */
    private byte[] stream;
    private int streamUsed;
    /** ECB/CBC: the input not yet processed; GCM: the whole message so far. */
    private byte[] buffer = new byte[2 * BLOCK];
    private int buffered;
    /** GCM: tag length in bytes, the additional data, how many message bytes were output. */
    private int tagLen;
    private byte[] aad = new byte[0];
    private int gcmOutput;
    private boolean gcmSpent;
    private byte[] lastGcmKey;
    private byte[] lastGcmIv;

    protected Cipher(String transformation, int mode, boolean padding) {
        this.transformation = transformation;
        this.mode = mode;
        this.padding = padding;
    }

    public static final Cipher getInstance(String transformation) throws NoSuchAlgorithmException, NoSuchPaddingException {
        if (transformation == null || transformation.isEmpty()) {
            throw new NoSuchAlgorithmException("Null or empty transformation");
        }
        String[] parts = transformation.split("/", -1);
        NoSuchAlgorithmException missing = new NoSuchAlgorithmException("Cannot find any provider supporting " + transformation);
        if (parts.length == 2) {
            throw new NoSuchAlgorithmException("Invalid transformation format:" + transformation);
        }
        if (parts.length > 3 || !parts[0].trim().equalsIgnoreCase("AES")) {
            throw missing;
        }
        int mode = ECB;
        boolean padding = true;
        if (parts.length == 3) {
            switch (parts[1].trim().toUpperCase(Locale.ROOT)) {
                case "":
                case "ECB":
                    mode = ECB;
                    break;
                case "CBC":
                    mode = CBC;
                    break;
                case "CTR":
                    mode = CTR;
                    break;
                case "GCM":
                    mode = GCM;
                    break;
                default:
                    throw missing;
            }
            switch (parts[2].trim().toUpperCase(Locale.ROOT)) {
                case "":
                    padding = mode == ECB || mode == CBC;
                    break;
                case "NOPADDING":
                    padding = false;
                    break;
                case "PKCS5PADDING":
                    if (mode == CTR || mode == GCM) {
                        throw missing;
                    }
                    padding = true;
                    break;
                default:
                    throw missing;
            }
        }
        return new Cipher(transformation, mode, padding);
    }

    public static final Cipher getInstance(String transformation, String provider)
            throws NoSuchAlgorithmException, NoSuchPaddingException {
        return getInstance(transformation);
    }

    public final String getAlgorithm() {
        return transformation;
    }

    public final int getBlockSize() {
        return BLOCK;
    }

    public final byte[] getIV() {
        return iv == null ? null : iv.clone();
    }

    public final int getOutputSize(int inputLen) {
        checkInitialized();
        if (inputLen < 0) {
            throw new IllegalArgumentException("Input size must be equal to or greater than zero");
        }
        int total = buffered + inputLen;
        switch (mode) {
            case GCM:
                return decrypting ? Math.max(0, total - tagLen) : total + tagLen;
            case CTR:
                return total;
            default:
                return !decrypting && padding ? total + BLOCK - total % BLOCK : total;
        }
    }

    public final void init(int opmode, Key key) throws InvalidKeyException {
        try {
            init(opmode, key, (AlgorithmParameterSpec) null, null);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e.getMessage());
        }
    }

    public final void init(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            init(opmode, key, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e.getMessage());
        }
    }

    public final void init(int opmode, Key key, AlgorithmParameterSpec params)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        init(opmode, key, params, null);
    }

    public final void init(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (opmode < ENCRYPT_MODE || opmode > UNWRAP_MODE) {
            throw new InvalidParameterException("Invalid operation mode");
        }
        boolean decrypt = opmode == DECRYPT_MODE || opmode == UNWRAP_MODE;
        byte[] raw = checkKey(key);
        byte[] newIv = null;
        int newTagLen = 0;
        if (mode == ECB) {
            if (params != null) {
                throw new InvalidAlgorithmParameterException("ECB mode cannot use IV");
            }
        } else if (mode == GCM) {
            if (params == null) {
                if (decrypt) {
                    throw new InvalidKeyException("Parameters missing");
                }
                newIv = randomBytes(random, 12);
                newTagLen = BLOCK;
            } else {
                if (!(params instanceof GCMParameterSpec)) {
                    throw new InvalidAlgorithmParameterException("Unsupported parameter: " + params);
                }
                GCMParameterSpec spec = (GCMParameterSpec) params;
                int bits = spec.getTLen();
                if (bits < 96 || bits > 128 || (bits & 7) != 0) {
                    throw new InvalidAlgorithmParameterException(
                            "Unsupported TLen value.  Must be one of {128, 120, 112, 104, 96}");
                }
                newIv = spec.getIV();
                if (newIv.length == 0) {
                    throw new InvalidAlgorithmParameterException("IV is empty");
                }
                newTagLen = bits / 8;
            }
            if (!decrypt && lastGcmKey != null && Arrays.equals(lastGcmKey, raw) && Arrays.equals(lastGcmIv, newIv)) {
                throw new InvalidAlgorithmParameterException("Cannot reuse iv for GCM encryption");
            }
        } else {
            if (params == null) {
                if (decrypt) {
                    throw new InvalidKeyException("Parameters missing");
                }
                newIv = randomBytes(random, BLOCK);
            } else {
                if (!(params instanceof IvParameterSpec)) {
                    throw new InvalidAlgorithmParameterException("Wrong parameter type: IV expected");
                }
                newIv = ((IvParameterSpec) params).getIV();
                if (newIv.length != BLOCK) {
                    throw new InvalidAlgorithmParameterException("Wrong IV length: must be 16 bytes long");
                }
            }
        }
        this.opmode = opmode;
        this.decrypting = decrypt;
        this.key = raw;
        this.iv = newIv;
        this.tagLen = newTagLen;
        if (mode == GCM && !decrypt) {
            lastGcmKey = raw;
            lastGcmIv = newIv;
        }
        reset();
    }

    private static byte[] randomBytes(SecureRandom random, int n) {
        byte[] b = new byte[n];
        (random != null ? random : new SecureRandom()).nextBytes(b);
        return b;
    }

    private static byte[] checkKey(Key key) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("No installed provider supports this key: (null)");
        }
        String algorithm = key.getAlgorithm();
        if (algorithm == null || !algorithm.equalsIgnoreCase("AES") && !algorithm.equalsIgnoreCase("Rijndael")) {
            throw new InvalidKeyException("Wrong algorithm: AES or Rijndael required");
        }
        byte[] raw = key.getEncoded();
        if (raw == null) {
            throw new InvalidKeyException("Key encoding must not be null");
        }
        if (raw.length != 16 && raw.length != 24 && raw.length != 32) {
            throw new InvalidKeyException("Invalid AES key length: " + raw.length + " bytes");
        }
        return raw;
    }

    /** Back to the state right after init. */
    private void reset() {
        buffered = 0;
        chain = iv == null ? null : iv.clone();
        stream = new byte[BLOCK];
        streamUsed = BLOCK;
        aad = new byte[0];
        gcmOutput = 0;
        gcmSpent = false;
    }

    private void checkInitialized() {
        if (opmode == 0) {
            throw new IllegalStateException("Cipher not initialized");
        }
    }

    private void checkUsable() {
        checkInitialized();
        if (gcmSpent) {
            throw new IllegalStateException("Must use either different key or  iv for GCM encryption");
        }
    }

    public final void updateAAD(byte[] src) {
        if (src == null) {
            throw new IllegalArgumentException("src buffer is null");
        }
        updateAAD(src, 0, src.length);
    }

    public final void updateAAD(byte[] src, int offset, int len) {
        checkUsable();
        if (src == null || offset < 0 || len < 0 || len > src.length - offset) {
            throw new IllegalArgumentException("Bad arguments");
        }
        if (mode != GCM) {
            throw new IllegalStateException("rvm: additional authenticated data needs GCM (this is " + transformation + ")");
        }
        if (buffered > 0 || gcmOutput > 0) {
            throw new IllegalStateException("Update has been called; no more AAD data");
        }
        byte[] joined = Arrays.copyOf(aad, aad.length + len);
        System.arraycopy(src, offset, joined, aad.length, len);
        aad = joined;
    }

    public final void updateAAD(ByteBuffer src) {
        if (src == null) {
            throw new IllegalArgumentException("src ByteBuffer is null");
        }
        byte[] b = new byte[src.remaining()];
        src.get(b);
        updateAAD(b, 0, b.length);
    }

    public final byte[] update(byte[] input) {
        checkUsable();
        if (input == null) {
            throw new IllegalArgumentException("Null input buffer");
        }
        if (input.length == 0) {
            return null;
        }
        return process(input, 0, input.length);
    }

    public final byte[] update(byte[] input, int inputOffset, int inputLen) {
        checkUsable();
        checkRange(input, inputOffset, inputLen);
        if (inputLen == 0) {
            return null;
        }
        return process(input, inputOffset, inputLen);
    }

    public final int update(byte[] input, int inputOffset, int inputLen, byte[] output) throws ShortBufferException {
        return update(input, inputOffset, inputLen, output, 0);
    }

    public final int update(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException {
        checkUsable();
        checkRange(input, inputOffset, inputLen);
        if (output == null || outputOffset < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
        if (inputLen == 0) {
            return 0;
        }
        int needed = updateLength(inputLen);
        checkRoom(output, outputOffset, needed);
        byte[] out = process(input, inputOffset, inputLen);
        System.arraycopy(out, 0, output, outputOffset, out.length);
        return out.length;
    }

    public final int update(ByteBuffer input, ByteBuffer output) throws ShortBufferException {
        checkUsable();
        if (input == null || output == null) {
            throw new IllegalArgumentException("Buffers must not be null");
        }
        if (input == output) {
            throw new IllegalArgumentException("Input and output buffers must not be the same object, consider using buffer.duplicate()");
        }
        int n = input.remaining();
        if (output.remaining() < updateLength(n)) {
            throw new ShortBufferException("Output buffer too short: " + output.remaining() + " bytes given, "
                    + updateLength(n) + " bytes needed");
        }
        byte[] in = new byte[n];
        input.get(in);
        byte[] out = process(in, 0, n);
        output.put(out);
        return out.length;
    }

    public final byte[] doFinal() throws IllegalBlockSizeException, BadPaddingException {
        checkUsable();
        return finish(new byte[0], 0, 0);
    }

    public final byte[] doFinal(byte[] input) throws IllegalBlockSizeException, BadPaddingException {
        checkUsable();
        if (input == null) {
            throw new IllegalArgumentException("Null input buffer");
        }
        return finish(input, 0, input.length);
    }

    public final byte[] doFinal(byte[] input, int inputOffset, int inputLen) throws IllegalBlockSizeException, BadPaddingException {
        checkUsable();
        checkRange(input, inputOffset, inputLen);
        return finish(input, inputOffset, inputLen);
    }

    public final int doFinal(byte[] output, int outputOffset)
            throws IllegalBlockSizeException, ShortBufferException, BadPaddingException {
        checkUsable();
        if (output == null || outputOffset < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
        return finishInto(new byte[0], 0, 0, output, outputOffset);
    }

    public final int doFinal(byte[] input, int inputOffset, int inputLen, byte[] output)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        return doFinal(input, inputOffset, inputLen, output, 0);
    }

    public final int doFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        checkUsable();
        checkRange(input, inputOffset, inputLen);
        if (output == null || outputOffset < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
        return finishInto(input, inputOffset, inputLen, output, outputOffset);
    }

    public final int doFinal(ByteBuffer input, ByteBuffer output)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        checkUsable();
        if (input == null || output == null) {
            throw new IllegalArgumentException("Buffers must not be null");
        }
        if (input == output) {
            throw new IllegalArgumentException("Input and output buffers must not be the same object, consider using buffer.duplicate()");
        }
        byte[] in = new byte[input.remaining()];
        int position = input.position();
        input.get(in);
        int needed = getOutputSize(in.length);
        if (output.remaining() < needed && (mode != GCM || !decrypting)) {
            input.position(position);
            throw new ShortBufferException("Output buffer too short: " + output.remaining() + " bytes given, " + needed + " bytes needed");
        }
        byte[] out = finish(in, 0, in.length);
        output.put(out);
        return out.length;
    }

    public final byte[] wrap(Key key) throws IllegalBlockSizeException, InvalidKeyException {
        checkInitialized();
        if (opmode != WRAP_MODE) {
            throw new IllegalStateException("Cipher not initialized for wrapping keys");
        }
        byte[] encoded = key.getEncoded();
        if (encoded == null || encoded.length == 0) {
            throw new InvalidKeyException("Cannot get an encoding of the key to be wrapped");
        }
        try {
            return finish(encoded, 0, encoded.length);
        } catch (BadPaddingException e) {
            throw new InvalidKeyException("Wrapping failed", e);
        }
    }

    public final Key unwrap(byte[] wrappedKey, String wrappedKeyAlgorithm, int wrappedKeyType)
            throws InvalidKeyException, NoSuchAlgorithmException {
        checkInitialized();
        if (opmode != UNWRAP_MODE) {
            throw new IllegalStateException("Cipher not initialized for unwrapping keys");
        }
        if (wrappedKeyType != SECRET_KEY) {
            throw new UnsupportedOperationException("rvm: only secret keys can be unwrapped");
        }
        try {
            return new SecretKeySpec(finish(wrappedKey, 0, wrappedKey.length), wrappedKeyAlgorithm);
        } catch (IllegalBlockSizeException | BadPaddingException e) {
            throw new InvalidKeyException("Unwrapping failed", e);
        }
    }

    private static void checkRange(byte[] input, int offset, int len) {
        if (input == null || offset < 0 || len > input.length - offset || len < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
    }

    private static void checkRoom(byte[] output, int offset, int needed) throws ShortBufferException {
        if (output.length - offset < needed) {
            throw new ShortBufferException("Output buffer too short: " + (output.length - offset) + " bytes given, "
                    + needed + " bytes needed");
        }
    }

    /** How many bytes an update of n bytes returns. */
    private int updateLength(int n) {
        int total = buffered + n;
        switch (mode) {
            case CTR:
                return n;
            case GCM:
                return decrypting ? 0 : total / BLOCK * BLOCK - gcmOutput;
            default:
                int len = decrypting && padding ? total - BLOCK : total;
                return len > 0 ? len - len % BLOCK : 0;
        }
    }

    private void append(byte[] input, int offset, int len) {
        if (buffered + len > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, buffered + len));
        }
        System.arraycopy(input, offset, buffer, buffered, len);
        buffered += len;
    }

    /** An update's work: returns its output (possibly empty). */
    private byte[] process(byte[] input, int offset, int len) {
        if (mode == CTR) {
            byte[] out = new byte[len];
            ctr(input, offset, len, out);
            return out;
        }
        int n = updateLength(len);
        append(input, offset, len);
        byte[] out = new byte[n];
        if (mode == GCM) {
            if (n > 0) {
                RvmAes.gctr(key, iv, gcmOutput / BLOCK, buffer, gcmOutput, n, out, 0);
                gcmOutput += n;
            }
            return out;
        }
        blocks(buffer, 0, n, out, 0);
        System.arraycopy(buffer, n, buffer, 0, buffered - n);
        buffered -= n;
        return out;
    }

    private int finishInto(byte[] input, int offset, int len, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        int needed = getOutputSize(len);
        if (!(mode == GCM && decrypting) && !(decrypting && padding)) {
            checkRoom(output, outputOffset, needed);
        }
        byte[] out = finish(input, offset, len);
        checkRoom(output, outputOffset, out.length);
        System.arraycopy(out, 0, output, outputOffset, out.length);
        return out.length;
    }

    /** doFinal's work; the cipher is reset afterwards (GCM encryption is spent instead). */
    private byte[] finish(byte[] input, int offset, int len) throws IllegalBlockSizeException, BadPaddingException {
        try {
            switch (mode) {
                case CTR: {
                    byte[] out = new byte[len];
                    ctr(input, offset, len, out);
                    return out;
                }
                case GCM:
                    append(input, offset, len);
                    return decrypting ? gcmDecrypt() : gcmEncrypt();
                default:
                    append(input, offset, len);
                    return finishBlocks();
            }
        } finally {
            reset();
            gcmSpent = mode == GCM && !decrypting;
        }
    }

    private byte[] finishBlocks() throws IllegalBlockSizeException, BadPaddingException {
        if (!decrypting && padding) {
            int pad = BLOCK - buffered % BLOCK;
            byte[] p = new byte[pad];
            Arrays.fill(p, (byte) pad);
            append(p, 0, pad);
        }
        if (buffered % BLOCK != 0) {
            throw new IllegalBlockSizeException(decrypting && padding
                    ? "Input length must be multiple of 16 when decrypting with padded cipher"
                    : "Input length not multiple of 16 bytes");
        }
        byte[] out = new byte[buffered];
        blocks(buffer, 0, buffered, out, 0);
        if (!decrypting || !padding) {
            return out;
        }
        int pad = out.length == 0 ? 0 : out[out.length - 1] & 0xff;
        boolean ok = pad >= 1 && pad <= BLOCK && pad <= out.length;
        for (int i = 0; ok && i < pad; i++) {
            ok = out[out.length - 1 - i] == (byte) pad;
        }
        if (!ok) {
            throw new BadPaddingException(
                    "Given final block not properly padded. Such issues can arise if a bad key is used during decryption.");
        }
        return Arrays.copyOf(out, out.length - pad);
    }

    private byte[] gcmEncrypt() {
        byte[] all = new byte[buffered];
        byte[] tag = new byte[BLOCK];
        RvmAes.gcm(key, iv, aad, aad.length, buffer, buffered, all, false, tag);
        byte[] out = new byte[buffered - gcmOutput + tagLen];
        System.arraycopy(all, gcmOutput, out, 0, buffered - gcmOutput);
        System.arraycopy(tag, 0, out, buffered - gcmOutput, tagLen);
        return out;
    }

    private byte[] gcmDecrypt() throws AEADBadTagException {
        if (buffered < tagLen) {
            // What JDK 17's SunJCE throws for a message shorter than its tag.
            throw new ProviderException(new ShortBufferException("Output buffer invalid"));
        }
        int n = buffered - tagLen;
        byte[] out = new byte[n];
        byte[] tag = new byte[BLOCK];
        RvmAes.gcm(key, iv, aad, aad.length, buffer, n, out, true, tag);
        if (!MessageDigest.isEqual(Arrays.copyOf(tag, tagLen), Arrays.copyOfRange(buffer, n, buffered))) {
            throw new AEADBadTagException("Tag mismatch!");
        }
        return out;
    }

    /** ECB or CBC over whole blocks (SP 800-38A sections 6.1, 6.2). */
    private void blocks(byte[] in, int inOff, int len, byte[] out, int outOff) {
        if (len == 0) {
            return;
        }
        if (mode == ECB) {
            RvmAes.crypt(key, decrypting, in, inOff, len, out, outOff);
        } else if (!decrypting) {
            byte[] block = new byte[BLOCK];
            for (int i = 0; i < len; i += BLOCK) {
                for (int j = 0; j < BLOCK; j++) {
                    block[j] = (byte) (in[inOff + i + j] ^ chain[j]);
                }
                RvmAes.crypt(key, false, block, 0, BLOCK, chain, 0);
                System.arraycopy(chain, 0, out, outOff + i, BLOCK);
            }
        } else {
            byte[] cipherText = Arrays.copyOfRange(in, inOff, inOff + len);
            RvmAes.crypt(key, true, cipherText, 0, len, out, outOff);
            for (int i = 0; i < len; i++) {
                byte previous = i < BLOCK ? chain[i] : cipherText[i - BLOCK];
                out[outOff + i] ^= previous;
            }
            System.arraycopy(cipherText, len - BLOCK, chain, 0, BLOCK);
        }
    }

    /** CTR (SP 800-38A section 6.5): the counter is the whole block, incremented big-endian. */
    private void ctr(byte[] in, int inOff, int len, byte[] out) {
        for (int i = 0; i < len; i++) {
            if (streamUsed == BLOCK) {
                RvmAes.crypt(key, false, chain, 0, BLOCK, stream, 0);
                for (int j = BLOCK - 1; j >= 0 && ++chain[j] == 0; j--) {
                    // carry into the next byte
                }
                streamUsed = 0;
            }
            out[i] = (byte) (in[inOff + i] ^ stream[streamUsed++]);
        }
    }

    @Override
    public String toString() {
        return "Cipher." + transformation + ", mode: " + (opmode == ENCRYPT_MODE ? "encryption" : opmode == DECRYPT_MODE
                ? "decryption" : opmode == WRAP_MODE ? "key wrapping" : opmode == UNWRAP_MODE ? "key unwrapping"
                : "not initialized") + ", algorithm from: (no provider)";
    }
}
