public class BitTricks {
    static int popCount(int x) {
        int count = 0;
        while (x != 0) {
            x &= x - 1;
            count++;
        }
        return count;
    }

    static int popCountParallel(int x) {
        x = x - ((x >>> 1) & 0x55555555);
        x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
        x = (x + (x >>> 4)) & 0x0F0F0F0F;
        return (x * 0x01010101) >>> 24;
    }

    static int reverseBits(int x) {
        int result = 0;
        for (int i = 0; i < 32; i++) {
            result = (result << 1) | (x & 1);
            x >>>= 1;
        }
        return result;
    }

    static boolean isPowerOfTwo(long x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    static int trailingZeros(long x) {
        if (x == 0) return 64;
        int n = 0;
        while ((x & 1) == 0) {
            x >>>= 1;
            n++;
        }
        return n;
    }

    static int nextPowerOfTwo(int x) {
        x--;
        x |= x >> 1;
        x |= x >> 2;
        x |= x >> 4;
        x |= x >> 8;
        x |= x >> 16;
        return x + 1;
    }

    static String binary(int x) {
        StringBuilder sb = new StringBuilder();
        for (int i = 31; i >= 0; i--) {
            sb.append((x >>> i) & 1);
            if (i % 8 == 0 && i > 0) sb.append('_');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] values = { 0, 1, -1, 0x80000000, 0x7FFFFFFF, 0xDEADBEEF, 12345, -12345 };
        for (int v : values) {
            System.out.println(binary(v) + " pop " + popCount(v) + "/" + popCountParallel(v) + " rev " + reverseBits(v) + " lowest " + (v & -v)
                    + " cleared " + (v & (v - 1)) + " sign " + (v >> 31) + " abs " + ((v ^ (v >> 31)) - (v >> 31)));
        }
        long[] longs = { 1, 2, 3, 64, 1L << 62, Long.MIN_VALUE, 0, 96 };
        for (long l : longs) {
            System.out.print(isPowerOfTwo(l) + "/" + trailingZeros(l) + " ");
        }
        System.out.println();
        System.out.println(nextPowerOfTwo(1) + " " + nextPowerOfTwo(5) + " " + nextPowerOfTwo(64) + " " + nextPowerOfTwo(1000) + " " + nextPowerOfTwo(1 << 29 + 1));
        // swapping without a temporary
        int a = 12, b = -34;
        a ^= b;
        b ^= a;
        a ^= b;
        System.out.println(a + " " + b);
        // packing and unpacking
        int packed = (0x12 << 24) | (0x34 << 16) | (0x56 << 8) | 0x78;
        System.out.println(packed + " " + ((packed >>> 24) & 0xFF) + " " + ((packed >> 16) & 0xFF) + " " + ((packed >> 8) & 0xFF) + " " + (packed & 0xFF));
        long packedLong = ((long) packed << 32) | (0xCAFEBABEL);
        System.out.println(packedLong + " " + (int) (packedLong >>> 32) + " " + (int) packedLong);
        // rotate
        int x = 0x12345678;
        System.out.println(((x << 8) | (x >>> 24)) + " " + ((x >>> 8) | (x << 24)));
        // xorshift random generator
        long state = 88172645463325252L;
        long mix = 0;
        for (int i = 0; i < 1000; i++) {
            state ^= state << 13;
            state ^= state >>> 7;
            state ^= state << 17;
            mix += state;
        }
        System.out.println(state + " " + mix);
        // averaging without overflow
        int hi = Integer.MAX_VALUE, lo = Integer.MAX_VALUE - 10;
        System.out.println(((hi + lo) >>> 1) + " " + ((hi & lo) + ((hi ^ lo) >> 1)) + " " + (hi + lo) / 2);
    }
}
