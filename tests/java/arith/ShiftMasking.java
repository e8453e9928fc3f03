public class ShiftMasking {
    static int shl(int value, int distance) { return value << distance; }
    static int shr(int value, int distance) { return value >> distance; }
    static int ushr(int value, int distance) { return value >>> distance; }
    static long lshl(long value, int distance) { return value << distance; }
    static long lshr(long value, int distance) { return value >> distance; }
    static long lushr(long value, int distance) { return value >>> distance; }

    public static void main(String[] args) {
        System.out.println("1 << 33 = " + shl(1, 33));
        System.out.println("1 << 32 = " + shl(1, 32));
        System.out.println("1 << 31 = " + shl(1, 31));
        System.out.println("1 << -1 = " + shl(1, -1));
        System.out.println("-1 >>> 28 = " + ushr(-1, 28));
        System.out.println("-1 >>> 32 = " + ushr(-1, 32));
        System.out.println("-1 >>> 0 = " + ushr(-1, 0));
        System.out.println("-16 >> 2 = " + shr(-16, 2));
        System.out.println("-16 >>> 2 = " + ushr(-16, 2));
        System.out.println("-1 >> 31 = " + shr(-1, 31));
        System.out.println("MIN >> 31 = " + shr(Integer.MIN_VALUE, 31));
        System.out.println("MIN >>> 31 = " + ushr(Integer.MIN_VALUE, 31));
        System.out.println("5 >> 100 = " + shr(5, 100));
        System.out.println("1L << 65 = " + lshl(1L, 65));
        System.out.println("1L << 64 = " + lshl(1L, 64));
        System.out.println("1L << 63 = " + lshl(1L, 63));
        System.out.println("1L << 32 = " + lshl(1L, 32));
        System.out.println("-1L >>> 60 = " + lushr(-1L, 60));
        System.out.println("-1L >>> 65 = " + lushr(-1L, 65));
        System.out.println("-1L >> 65 = " + lshr(-1L, 65));
        System.out.println("MIN_L >> 63 = " + lshr(Long.MIN_VALUE, 63));
        System.out.println("MIN_L >>> 63 = " + lushr(Long.MIN_VALUE, 63));
        System.out.println("1L << -1 = " + lshl(1L, -1));
        for (int d = -3; d <= 70; d += 7) {
            System.out.println(d + ": " + shl(0x12345678, d) + " " + shr(0x87654321, d) + " " + ushr(0x87654321, d)
                    + " " + lshl(0x123456789ABCDEFL, d) + " " + lshr(0xFEDCBA9876543210L, d) + " " + lushr(0xFEDCBA9876543210L, d));
        }
        // constant shifts compiled by javac
        int x = 0xF0F0F0F0;
        System.out.println((x << 4) + " " + (x >> 4) + " " + (x >>> 4));
        long y = 0xF0F0F0F0F0F0F0F0L;
        System.out.println((y << 4) + " " + (y >> 4) + " " + (y >>> 4));
        // the shift distance of a long shift is an int; long distances are narrowed
        long distance = 66;
        System.out.println(1L << distance);
        // shifting bytes and shorts promotes them first
        byte b = (byte) 0x80;
        System.out.println((b >> 1) + " " + (b >>> 1) + " " + (byte) (b >>> 1) + " " + ((b & 0xFF) >>> 1));
        short s = (short) 0x8000;
        System.out.println((s >> 4) + " " + (s >>> 4) + " " + (short) (s >>> 4));
        int compound = 1;
        compound <<= 35;
        System.out.println(compound);
        long lcompound = -1;
        lcompound >>>= 100;
        System.out.println(lcompound);
    }
}
