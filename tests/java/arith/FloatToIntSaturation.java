public class FloatToIntSaturation {
    public static void main(String[] args) {
        double[] doubles = { 0.0, -0.0, 1.9, -1.9, 2.5, -2.5, 1e10, -1e10, 2147483647.0, 2147483648.0, -2147483648.0,
                -2147483649.0, 9.2233720368547758E18, -9.2233720368547758E18, 1e19, -1e19, 1e300,
                Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                4503599627370497.0, 0.9999999999999999 };
        for (double d : doubles) {
            System.out.println("double " + d + " -> int " + (int) d + ", long " + (long) d + ", float " + (float) d
                    + ", short " + (short) d + ", byte " + (byte) d + ", char " + (int) (char) d);
        }
        float[] floats = { 0f, -0f, 1.9f, -1.9f, 3e9f, -3e9f, 2.14748365E9f, 9.223372E18f, -9.223372E18f, 1e20f, -1e20f,
                Float.MAX_VALUE, Float.MIN_VALUE, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 16777217f };
        for (float f : floats) {
            System.out.println("float " + f + " -> int " + (int) f + ", long " + (long) f + ", double " + (double) f
                    + ", short " + (short) f + ", byte " + (byte) f);
        }
        // the same conversions on values produced at run time
        double computed = 0;
        for (int i = 0; i < 40; i++) {
            computed = computed * 2 + 1;
        }
        System.out.println((int) computed + " " + (long) computed + " " + (int) -computed);
        double zero = 0;
        System.out.println((int) (1 / zero) + " " + (long) (-1 / zero) + " " + (int) (zero / zero) + " " + (long) (zero / zero));
    }
}
