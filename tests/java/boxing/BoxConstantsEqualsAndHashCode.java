public class BoxConstantsEqualsAndHashCode {
    public static void main(String[] args) {
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE);
        System.out.println(Short.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Byte.MIN_VALUE);
        System.out.println((int) Character.MAX_VALUE + " " + (int) Character.MIN_VALUE + " " + Float.MAX_VALUE + " " + Double.MIN_VALUE);
        System.out.println(Integer.SIZE + " " + Long.SIZE + " " + Character.SIZE + " " + Byte.SIZE);
        Integer one = 1;
        Long oneL = 1L;
        Short oneS = 1;
        Double oneD = 1.0;
        System.out.println(one.equals(1) + " " + one.equals(oneL) + " " + oneL.equals(1L) + " " + oneL.equals(1) + " " + oneS.equals(one)
                + " " + oneD.equals(1.0) + " " + oneD.equals(1.0f) + " " + one.equals(null));
        // Double.equals compares bits: NaN equals NaN, 0.0 does not equal -0.0
        Double nan1 = Double.NaN, nan2 = 0.0 / 0.0;
        Double zero = 0.0, negativeZero = -0.0;
        System.out.println(nan1.equals(nan2) + " " + (nan1.doubleValue() == nan2.doubleValue()) + " " + zero.equals(negativeZero) + " " + (0.0 == -0.0));
        System.out.println(Integer.valueOf(77).hashCode() + " " + Integer.valueOf(-5).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " "
                + Long.valueOf(-1).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('A').hashCode());
        System.out.println(Double.valueOf(1.5).hashCode() + " " + Float.valueOf(1.5f).hashCode() + " " + Short.valueOf((short) -3).hashCode() + " " + Byte.valueOf((byte) 9).hashCode());
        System.out.println(Integer.valueOf(5).compareTo(7) + " " + Integer.valueOf(7).compareTo(5) + " " + Long.valueOf(3).compareTo(3L)
                + " " + Integer.compare(Integer.MIN_VALUE, 1) + " " + Character.valueOf('b').compareTo('a'));
        Object o = 3;
        System.out.println((o instanceof Integer) + " " + (o instanceof Number) + " " + (o instanceof Comparable) + " " + (o instanceof Long));
        System.out.println(Integer.valueOf(12).toString() + Long.valueOf(-3).toString() + Character.valueOf('x').toString() + Boolean.valueOf(false).toString());
    }
}
