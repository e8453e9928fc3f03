package javax.crypto;

/**
 * AES for rvm's Cipher: the natives in vm/src/natives/crypto.rs (RustCrypto's aes and ghash).
 * crypt runs whole 16-byte blocks in ECB; gcm runs GCM (NIST SP 800-38D section 7) over a whole
 * message and returns the full 16-byte tag; gctr runs GCM's counter mode alone from a block index,
 * for GCM encryption's incremental output.
 */
final class RvmAes {
    private RvmAes() {}

    static native void crypt(byte[] key, boolean decrypt, byte[] in, int inOff, int len, byte[] out, int outOff);

    static native void gcm(byte[] key, byte[] iv, byte[] aad, int aadLen, byte[] data, int len, byte[] out, boolean decrypt, byte[] tag);

    static native void gctr(byte[] key, byte[] iv, int block, byte[] in, int inOff, int len, byte[] out, int outOff);
}
