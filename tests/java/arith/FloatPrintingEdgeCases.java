public class FloatPrintingEdgeCases {
    public static void main(String[] args) {
        double[] doubles = { 0.1 + 0.2, 1e7, 9999999.0, 10000001.0, 1e-3, 0.00099, 1.0E-4, 100.0, -0.0, 0.0, 1.0, -1.5,
                0.0 / 0.0, 1.0 / 0.0, -1.0 / 0.0, Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL, 1.0 / 3,
                2.0 / 3, 123456789.0, 1234567.0, 0.5, 0.25, 0.001, 0.01, 1e21, 1e22, 1e-5, 3.0e-10,
                4.35, 0.3, 2.5e-8, 12345.6789, 1e100, -1e-100, 9007199254740992.0, 100.5, 1e6, 5e-324,
                1.7976931348623157E308, 2.2250738585072014E-308, 299792458.0, 6.62607015E-34, 0.1 * 3, 1.1 * 1.1 };
        for (double d : doubles) {
            System.out.println(d);
        }
        float[] floats = { 0.1f + 0.2f, 1e7f, 1e-3f, 1.0E-4f, 100.0f, -0.0f, 0.0f / 0.0f, 1f / 0f, -1f / 0f,
                Float.MIN_VALUE, Float.MAX_VALUE, 1 / 3f, 2 / 3f, 16777216f, 0.3f, 3.4e38f, 1.1f * 1.1f,
                123456.79f, 9999999f, 1e10f, 0.5f, 33.333f };
        for (float f : floats) {
            System.out.println(f);
        }
        // printing through concatenation and StringBuilder goes the same way
        System.out.println("concat " + (0.1 + 0.2) + " " + (1 / 3f) + " " + 1e7 + " " + 1.0E-4 + " " + -0.0);
        StringBuilder sb = new StringBuilder();
        sb.append(1e-3).append(' ').append(100.0f).append(' ').append(Double.MAX_VALUE);
        System.out.println(sb);
        System.out.println(String.valueOf(2.5) + " " + String.valueOf(-2.5f));
    }
}
