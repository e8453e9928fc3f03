public class WrapperCachesAndHashes {
    static String same(Object a, Object b) { return a == b ? "same" : "diff"; }

    public static void main(String[] args) {
        int[] probes = {-129, -128, -1, 0, 1, 127, 128, 1000};
        StringBuilder sb = new StringBuilder();
        for (int p : probes) {
            sb.append(p).append(':')
              .append(same(Integer.valueOf(p), Integer.valueOf(p))).append(',')
              .append(same(Long.valueOf(p), Long.valueOf(p))).append(',')
              .append(same(Short.valueOf((short) p), Short.valueOf((short) p))).append(',');
            Integer autoA = p, autoB = p;
            sb.append(same(autoA, autoB)).append(' ');
        }
        System.out.println(sb);
        System.out.println(same(Byte.valueOf((byte) -128), Byte.valueOf((byte) -128)) + " " + same(Byte.valueOf((byte) 127), Byte.valueOf((byte) 127)));
        System.out.println(same(Character.valueOf('\u007f'), Character.valueOf('\u007f')) + " " + same(Character.valueOf((char) 0), Character.valueOf((char) 0)) + " " + same(Character.valueOf('\u0080'), Character.valueOf('\u0080')));
        System.out.println(same(Boolean.valueOf(true), Boolean.TRUE) + " " + same(Boolean.valueOf("TRUE"), Boolean.TRUE) + " " + same(Boolean.valueOf("yes"), Boolean.FALSE) + " " + Boolean.parseBoolean(null));

        Object[] vals = {
            Integer.valueOf(0), Integer.valueOf(-1), Integer.MIN_VALUE, Integer.MAX_VALUE,
            Long.valueOf(0), Long.valueOf(-1), Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32, (1L << 32) + 1,
            Short.valueOf((short) -1), Short.MIN_VALUE, Byte.valueOf((byte) -1), Byte.MAX_VALUE,
            Character.valueOf('a'), Character.valueOf('~'), Boolean.TRUE, Boolean.FALSE,
            0.0f, -0.0f, 1.0f, Float.NaN, Float.MAX_VALUE, Float.MIN_VALUE, Float.NEGATIVE_INFINITY,
            0.0, -0.0, 1.0, Double.NaN, Double.MAX_VALUE, Double.MIN_VALUE, -2.5, 0.1
        };
        for (Object v : vals) System.out.println(v.getClass().getSimpleName() + " " + v + " hash=" + v.hashCode());
        System.out.println(Integer.hashCode(-5) + " " + Long.hashCode(-5L) + " " + Double.hashCode(1.5) + " " + Float.hashCode(1.5f) + " " + Boolean.hashCode(true) + " " + Character.hashCode('z') + " " + Short.hashCode((short) -2) + " " + Byte.hashCode((byte) -2));

        System.out.println(Integer.valueOf(5).equals(5) + " " + Integer.valueOf(5).equals(5L) + " " + Long.valueOf(5).equals(5L) + " " + Short.valueOf((short) 5).equals(5) + " " + Character.valueOf('a').equals('a') + " " + Byte.valueOf((byte) 1).equals((byte) 1));
        System.out.println(Double.valueOf(0.0).equals(-0.0) + " " + (0.0 == -0.0) + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " " + (Double.NaN == Double.NaN) + " " + Float.valueOf(-0.0f).equals(0.0f) + " " + Float.valueOf(Float.NaN).equals(Float.NaN) + " " + Double.valueOf(1.0).equals(1.0f));
        System.out.println(Integer.compare(3, 7) + " " + Integer.compare(7, 3) + " " + Integer.compare(Integer.MIN_VALUE, Integer.MAX_VALUE) + " " + Long.compare(-1, 1) + " " + Short.compare((short) -32768, (short) 32767) + " " + Byte.compare((byte) -128, (byte) 127) + " " + Character.compare('a', 'z') + " " + Boolean.compare(true, false) + " " + Boolean.compare(false, false));
        System.out.println(Double.compare(0.0, -0.0) + " " + Double.compare(-0.0, 0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Double.compare(Double.NaN, Double.NaN) + " " + Float.compare(-0.0f, 0.0f) + " " + Float.compare(1f, Float.NaN) + " " + Double.compare(1, 2));
        System.out.println(Integer.valueOf(100).compareTo(200) + " " + Long.valueOf(5).compareTo(5L) + " " + Double.valueOf(-0.0).compareTo(0.0) + " " + Character.valueOf('b').compareTo('a') + " " + Boolean.TRUE.compareTo(false) + " " + Short.valueOf((short) 10).compareTo((short) 3) + " " + Byte.valueOf((byte) 3).compareTo((byte) 10));
        System.out.println(Integer.compareUnsigned(-1, 1) + " " + Long.compareUnsigned(-1L, 1L) + " " + Integer.toUnsignedString(-1) + " " + Long.toUnsignedString(-1L) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.toUnsignedLong(-2));
        System.out.println(Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Long.MIN_VALUE + " " + Short.MIN_VALUE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Float.MIN_NORMAL + " " + Double.MIN_NORMAL + " " + Integer.SIZE + " " + Long.BYTES + " " + Character.BYTES);
        System.out.println(Integer.sum(3, 4) + " " + Integer.max(-3, 4) + " " + Long.min(-3, 4) + " " + Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Float.min(-0.0f, 0.0f) + " " + Boolean.logicalXor(true, false) + " " + Boolean.logicalAnd(true, false) + " " + Boolean.logicalOr(false, false));
        System.out.println(Integer.bitCount(-1) + " " + Integer.reverse(1) + " " + Integer.reverseBytes(0x01020304) + " " + Integer.highestOneBit(100) + " " + Integer.lowestOneBit(100) + " " + Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfTrailingZeros(0) + " " + Integer.rotateLeft(0x80000001, 1) + " " + Integer.rotateRight(1, 1) + " " + Integer.signum(-99));
        System.out.println(Long.bitCount(-1L) + " " + Long.numberOfLeadingZeros(1L) + " " + Long.numberOfTrailingZeros(1L << 40) + " " + Long.highestOneBit(-1L) + " " + Long.reverse(1L) + " " + Long.rotateLeft(1L, 65) + " " + Long.signum(-5L));
        System.out.println(Double.doubleToLongBits(1.0) + " " + Double.doubleToLongBits(-0.0) + " " + Double.longBitsToDouble(0x400921fb54442d18L) + " " + Float.floatToIntBits(1.0f) + " " + Float.intBitsToFloat(0x7f800000) + " " + Double.doubleToLongBits(Double.NaN) + " " + Float.floatToIntBits(Float.NaN));
        System.out.println(Double.isNaN(0.0 / 0) + " " + Double.isInfinite(-1 / 0.0) + " " + Double.isFinite(Double.MAX_VALUE) + " " + Float.isNaN(1f) + " " + Float.isInfinite(Float.MAX_VALUE * 2));
        Integer boxed = 1000;
        Integer other = 1000;
        System.out.println(boxed.equals(other) + " " + (boxed.intValue() == other) + " " + boxed.longValue() + " " + boxed.doubleValue() + " " + boxed.byteValue() + " " + boxed.shortValue() + " " + Double.valueOf(3.99).intValue() + " " + Double.valueOf(-3.99).longValue() + " " + Long.valueOf(1L << 40).intValue() + " " + Float.valueOf(2.5f).doubleValue());
        Character ch = 'x';
        char unboxed = ch;
        Long lsum = 0L;
        for (int i = 0; i < 5; i++) lsum += i;
        Double dsum = 0.0;
        for (int i = 0; i < 4; i++) dsum += 0.25;
        System.out.println(unboxed + " " + lsum + " " + dsum + " " + (ch + 1) + " " + Character.valueOf('7').charValue());
    }
}
