package java.security;

/** rvm-only: the digest algorithms behind MessageDigest (MD5, SHA-1, SHA-2), in plain Java. */
final class RvmDigests {
    private RvmDigests() {
    }

    static Engine create(String name) {
        switch (name.toUpperCase(java.util.Locale.ROOT)) {
            case "MD5":
                return new Md5();
            case "SHA-1":
            case "SHA1":
            case "SHA":
                return new Sha1();
            case "SHA-224":
            case "SHA224":
                return new Sha256(true);
            case "SHA-256":
            case "SHA256":
                return new Sha256(false);
            case "SHA-384":
            case "SHA384":
                return new Sha512(true);
            case "SHA-512":
            case "SHA512":
                return new Sha512(false);
            default:
                return null;
        }
    }

    /** Buffers input into blocks and pads the last one (Merkle-Damgard). */
    abstract static class Engine implements Cloneable {
        final byte[] block;
        int blockFill;
        long byteCount;

        Engine(int blockSize) {
            block = new byte[blockSize];
        }

        abstract String standardName();

        abstract int length();

        abstract void processBlock(byte[] b, int off);

        abstract void resetState();

        abstract byte[] output();

        /** Bytes of the length field at the end of the padding. */
        int lengthBytes() {
            return 8;
        }

        boolean littleEndianLength() {
            return false;
        }

        void update(byte[] in, int off, int len) {
            byteCount += len;
            while (len > 0) {
                if (blockFill == 0 && len >= block.length) {
                    processBlock(in, off);
                    off += block.length;
                    len -= block.length;
                    continue;
                }
                int n = Math.min(len, block.length - blockFill);
                System.arraycopy(in, off, block, blockFill, n);
                blockFill += n;
                off += n;
                len -= n;
                if (blockFill == block.length) {
                    processBlock(block, 0);
                    blockFill = 0;
                }
            }
        }

        byte[] digest() {
            long bits = byteCount << 3;
            int lb = lengthBytes();
            byte[] pad = new byte[block.length * 2];
            int padLen = block.length - blockFill;
            if (padLen < lb + 1) {
                padLen += block.length;
            }
            pad[0] = (byte) 0x80;
            for (int i = 0; i < 8; i++) {
                int at = littleEndianLength() ? padLen - lb + i : padLen - 1 - i;
                pad[at] = (byte) (bits >>> (8 * i));
            }
            long count = byteCount;
            update(pad, 0, padLen);
            byteCount = count;
            return output();
        }

        void reset() {
            blockFill = 0;
            byteCount = 0;
            resetState();
        }

        Engine copy() {
            try {
                Engine e = (Engine) super.clone();
                return e.deepCopy();
            } catch (CloneNotSupportedException ex) {
                throw new InternalError(ex);
            }
        }

        abstract Engine deepCopy();
    }

    private static int getIntBE(byte[] b, int off) {
        return ((b[off] & 0xff) << 24) | ((b[off + 1] & 0xff) << 16) | ((b[off + 2] & 0xff) << 8) | (b[off + 3] & 0xff);
    }

    private static int getIntLE(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8) | ((b[off + 2] & 0xff) << 16) | ((b[off + 3] & 0xff) << 24);
    }

    private static long getLongBE(byte[] b, int off) {
        return ((long) getIntBE(b, off) << 32) | (getIntBE(b, off + 4) & 0xffffffffL);
    }

    private static final class Md5 extends Engine {
        private int[] h = new int[4];
        private static final int[] S = {
            7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
            5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
            4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
            6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21
        };
        private static final int[] K = new int[64];

        static {
            for (int i = 0; i < 64; i++) {
                K[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            }
        }

        Md5() {
            super(64);
            resetState();
        }

        String standardName() {
            return "MD5";
        }

        int length() {
            return 16;
        }

        boolean littleEndianLength() {
            return true;
        }

        void resetState() {
            h[0] = 0x67452301;
            h[1] = 0xefcdab89;
            h[2] = 0x98badcfe;
            h[3] = 0x10325476;
        }

        void processBlock(byte[] b, int off) {
            int[] m = new int[16];
            for (int i = 0; i < 16; i++) {
                m[i] = getIntLE(b, off + 4 * i);
            }
            int a = h[0];
            int bb = h[1];
            int c = h[2];
            int d = h[3];
            for (int i = 0; i < 64; i++) {
                int f;
                int g;
                if (i < 16) {
                    f = (bb & c) | (~bb & d);
                    g = i;
                } else if (i < 32) {
                    f = (d & bb) | (~d & c);
                    g = (5 * i + 1) % 16;
                } else if (i < 48) {
                    f = bb ^ c ^ d;
                    g = (3 * i + 5) % 16;
                } else {
                    f = c ^ (bb | ~d);
                    g = (7 * i) % 16;
                }
                int t = d;
                d = c;
                c = bb;
                bb = bb + Integer.rotateLeft(a + f + K[i] + m[g], S[i]);
                a = t;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
        }

        byte[] output() {
            byte[] out = new byte[16];
            for (int i = 0; i < 4; i++) {
                for (int j = 0; j < 4; j++) {
                    out[4 * i + j] = (byte) (h[i] >>> (8 * j));
                }
            }
            return out;
        }

        Engine deepCopy() {
            h = h.clone();
            return this;
        }
    }

    private static final class Sha1 extends Engine {
        private int[] h = new int[5];

        Sha1() {
            super(64);
            resetState();
        }

        String standardName() {
            return "SHA-1";
        }

        int length() {
            return 20;
        }

        void resetState() {
            h[0] = 0x67452301;
            h[1] = 0xefcdab89;
            h[2] = 0x98badcfe;
            h[3] = 0x10325476;
            h[4] = 0xc3d2e1f0;
        }

        void processBlock(byte[] b, int off) {
            int[] w = new int[80];
            for (int i = 0; i < 16; i++) {
                w[i] = getIntBE(b, off + 4 * i);
            }
            for (int i = 16; i < 80; i++) {
                w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
            }
            int a = h[0];
            int bb = h[1];
            int c = h[2];
            int d = h[3];
            int e = h[4];
            for (int i = 0; i < 80; i++) {
                int f;
                int k;
                if (i < 20) {
                    f = (bb & c) | (~bb & d);
                    k = 0x5a827999;
                } else if (i < 40) {
                    f = bb ^ c ^ d;
                    k = 0x6ed9eba1;
                } else if (i < 60) {
                    f = (bb & c) | (bb & d) | (c & d);
                    k = 0x8f1bbcdc;
                } else {
                    f = bb ^ c ^ d;
                    k = 0xca62c1d6;
                }
                int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                e = d;
                d = c;
                c = Integer.rotateLeft(bb, 30);
                bb = a;
                a = t;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
        }

        byte[] output() {
            byte[] out = new byte[20];
            for (int i = 0; i < 5; i++) {
                for (int j = 0; j < 4; j++) {
                    out[4 * i + j] = (byte) (h[i] >>> (24 - 8 * j));
                }
            }
            return out;
        }

        Engine deepCopy() {
            h = h.clone();
            return this;
        }
    }

    private static final class Sha256 extends Engine {
        private static final int[] K = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
        };
        private final boolean is224;
        private int[] h = new int[8];

        Sha256(boolean is224) {
            super(64);
            this.is224 = is224;
            resetState();
        }

        String standardName() {
            return is224 ? "SHA-224" : "SHA-256";
        }

        int length() {
            return is224 ? 28 : 32;
        }

        void resetState() {
            int[] init = is224
                    ? new int[] {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4}
                    : new int[] {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
            System.arraycopy(init, 0, h, 0, 8);
        }

        void processBlock(byte[] b, int off) {
            int[] w = new int[64];
            for (int i = 0; i < 16; i++) {
                w[i] = getIntBE(b, off + 4 * i);
            }
            for (int i = 16; i < 64; i++) {
                int s0 = Integer.rotateRight(w[i - 15], 7) ^ Integer.rotateRight(w[i - 15], 18) ^ (w[i - 15] >>> 3);
                int s1 = Integer.rotateRight(w[i - 2], 17) ^ Integer.rotateRight(w[i - 2], 19) ^ (w[i - 2] >>> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            int a = h[0];
            int bb = h[1];
            int c = h[2];
            int d = h[3];
            int e = h[4];
            int f = h[5];
            int g = h[6];
            int hh = h[7];
            for (int i = 0; i < 64; i++) {
                int s1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
                int ch = (e & f) ^ (~e & g);
                int t1 = hh + s1 + ch + K[i] + w[i];
                int s0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
                int maj = (a & bb) ^ (a & c) ^ (bb & c);
                int t2 = s0 + maj;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = bb;
                bb = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }

        byte[] output() {
            byte[] out = new byte[length()];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) (h[i / 4] >>> (24 - 8 * (i % 4)));
            }
            return out;
        }

        Engine deepCopy() {
            h = h.clone();
            return this;
        }
    }

    private static final class Sha512 extends Engine {
        private static final long[] K = {
            0x428a2f98d728ae22L, 0x7137449123ef65cdL, 0xb5c0fbcfec4d3b2fL, 0xe9b5dba58189dbbcL, 0x3956c25bf348b538L,
            0x59f111f1b605d019L, 0x923f82a4af194f9bL, 0xab1c5ed5da6d8118L, 0xd807aa98a3030242L, 0x12835b0145706fbeL,
            0x243185be4ee4b28cL, 0x550c7dc3d5ffb4e2L, 0x72be5d74f27b896fL, 0x80deb1fe3b1696b1L, 0x9bdc06a725c71235L,
            0xc19bf174cf692694L, 0xe49b69c19ef14ad2L, 0xefbe4786384f25e3L, 0x0fc19dc68b8cd5b5L, 0x240ca1cc77ac9c65L,
            0x2de92c6f592b0275L, 0x4a7484aa6ea6e483L, 0x5cb0a9dcbd41fbd4L, 0x76f988da831153b5L, 0x983e5152ee66dfabL,
            0xa831c66d2db43210L, 0xb00327c898fb213fL, 0xbf597fc7beef0ee4L, 0xc6e00bf33da88fc2L, 0xd5a79147930aa725L,
            0x06ca6351e003826fL, 0x142929670a0e6e70L, 0x27b70a8546d22ffcL, 0x2e1b21385c26c926L, 0x4d2c6dfc5ac42aedL,
            0x53380d139d95b3dfL, 0x650a73548baf63deL, 0x766a0abb3c77b2a8L, 0x81c2c92e47edaee6L, 0x92722c851482353bL,
            0xa2bfe8a14cf10364L, 0xa81a664bbc423001L, 0xc24b8b70d0f89791L, 0xc76c51a30654be30L, 0xd192e819d6ef5218L,
            0xd69906245565a910L, 0xf40e35855771202aL, 0x106aa07032bbd1b8L, 0x19a4c116b8d2d0c8L, 0x1e376c085141ab53L,
            0x2748774cdf8eeb99L, 0x34b0bcb5e19b48a8L, 0x391c0cb3c5c95a63L, 0x4ed8aa4ae3418acbL, 0x5b9cca4f7763e373L,
            0x682e6ff3d6b2b8a3L, 0x748f82ee5defb2fcL, 0x78a5636f43172f60L, 0x84c87814a1f0ab72L, 0x8cc702081a6439ecL,
            0x90befffa23631e28L, 0xa4506cebde82bde9L, 0xbef9a3f7b2c67915L, 0xc67178f2e372532bL, 0xca273eceea26619cL,
            0xd186b8c721c0c207L, 0xeada7dd6cde0eb1eL, 0xf57d4f7fee6ed178L, 0x06f067aa72176fbaL, 0x0a637dc5a2c898a6L,
            0x113f9804bef90daeL, 0x1b710b35131c471bL, 0x28db77f523047d84L, 0x32caab7b40c72493L, 0x3c9ebe0a15c9bebcL,
            0x431d67c49c100d4cL, 0x4cc5d4becb3e42b6L, 0x597f299cfc657e2aL, 0x5fcb6fab3ad6faecL, 0x6c44198c4a475817L
        };
        private final boolean is384;
        private long[] h = new long[8];

        Sha512(boolean is384) {
            super(128);
            this.is384 = is384;
            resetState();
        }

        String standardName() {
            return is384 ? "SHA-384" : "SHA-512";
        }

        int length() {
            return is384 ? 48 : 64;
        }

        int lengthBytes() {
            return 16;
        }

        void resetState() {
            long[] init = is384
                    ? new long[] {0xcbbb9d5dc1059ed8L, 0x629a292a367cd507L, 0x9159015a3070dd17L, 0x152fecd8f70e5939L,
                        0x67332667ffc00b31L, 0x8eb44a8768581511L, 0xdb0c2e0d64f98fa7L, 0x47b5481dbefa4fa4L}
                    : new long[] {0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
                        0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L};
            System.arraycopy(init, 0, h, 0, 8);
        }

        void processBlock(byte[] b, int off) {
            long[] w = new long[80];
            for (int i = 0; i < 16; i++) {
                w[i] = getLongBE(b, off + 8 * i);
            }
            for (int i = 16; i < 80; i++) {
                long s0 = Long.rotateRight(w[i - 15], 1) ^ Long.rotateRight(w[i - 15], 8) ^ (w[i - 15] >>> 7);
                long s1 = Long.rotateRight(w[i - 2], 19) ^ Long.rotateRight(w[i - 2], 61) ^ (w[i - 2] >>> 6);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            long a = h[0];
            long bb = h[1];
            long c = h[2];
            long d = h[3];
            long e = h[4];
            long f = h[5];
            long g = h[6];
            long hh = h[7];
            for (int i = 0; i < 80; i++) {
                long s1 = Long.rotateRight(e, 14) ^ Long.rotateRight(e, 18) ^ Long.rotateRight(e, 41);
                long ch = (e & f) ^ (~e & g);
                long t1 = hh + s1 + ch + K[i] + w[i];
                long s0 = Long.rotateRight(a, 28) ^ Long.rotateRight(a, 34) ^ Long.rotateRight(a, 39);
                long maj = (a & bb) ^ (a & c) ^ (bb & c);
                long t2 = s0 + maj;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = bb;
                bb = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }

        byte[] output() {
            byte[] out = new byte[length()];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) (h[i / 8] >>> (56 - 8 * (i % 8)));
            }
            return out;
        }

        Engine deepCopy() {
            h = h.clone();
            return this;
        }
    }
}
