public class PrimitiveConversions {
    public static void main(String[] args) {
        int[] ints = { 0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536, 0x12345678,
                Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217, -16777217 };
        for (int i : ints) {
            System.out.println("int " + i + ": i2b " + (byte) i + ", i2s " + (short) i + ", i2c " + (int) (char) i
                    + ", i2l " + (long) i + ", i2f " + (float) i + ", i2d " + (double) i);
        }
        long[] longs = { 0L, -1L, 4294967295L, 4294967296L, 2147483648L, -2147483649L, 0x123456789ABCDEFL,
                Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, (1L << 53) + 1, 123456789012345678L };
        for (long l : longs) {
            System.out.println("long " + l + ": l2i " + (int) l + ", l2f " + (float) l + ", l2d " + (double) l
                    + ", byte " + (byte) l + ", char " + (int) (char) l + ", short " + (short) l);
        }
        double[] doubles = { 0.1, 1.0 / 3, 3.4028235677973366E38, 3.5e38, 1e-46, 1.401298464324817E-45, -1e-50, 16777217.0 };
        for (double d : doubles) {
            System.out.println("double " + d + ": d2f " + (float) d);
        }
        float[] floats = { 0.1f, 1f / 3, Float.MAX_VALUE, Float.MIN_VALUE, -0.0f };
        for (float f : floats) {
            System.out.println("float " + f + ": f2d " + (double) f);
        }
        char c = 'A';
        char high = '\uffff';
        System.out.println((int) c + " " + (c + 1) + " " + (char) (c + 1) + " " + (int) high + " " + (short) high + " " + (byte) high);
        byte b = (byte) 0xF0;
        short s = (short) 0xF000;
        System.out.println(b + " " + s + " " + (char) b + "|" + (int) (char) b + " " + (int) (char) s + " " + (b & 0xFF) + " " + (s & 0xFFFF));
        // widening in method calls and assignments
        long fromChar = high;
        double fromLong = Long.MAX_VALUE;
        float fromInt = Integer.MAX_VALUE;
        System.out.println(fromChar + " " + fromLong + " " + fromInt);
        // narrowing in compound assignments
        byte bb = 100;
        bb += 100;
        short ss = 30000;
        ss *= 3;
        char cc = 'z';
        cc += 10;
        int ii = 10;
        ii *= 2.75;
        long ll = 100;
        ll /= 0.3;
        System.out.println(bb + " " + ss + " " + (int) cc + " " + ii + " " + ll);
    }
}
