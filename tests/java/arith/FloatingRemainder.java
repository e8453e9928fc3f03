public class FloatingRemainder {
    static double drem(double a, double b) { return a % b; }
    static float frem(float a, float b) { return a % b; }

    public static void main(String[] args) {
        double[] dividends = { 5.5, -5.5, 7.0, -7.0, 0.0, -0.0, 1e300, 0.3, Double.POSITIVE_INFINITY, Double.NaN, 3.0 };
        double[] divisors = { 2.0, -2.0, 0.1, 3.0, 0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1e-300 };
        for (double a : dividends) {
            StringBuilder line = new StringBuilder();
            line.append(a).append(':');
            for (double b : divisors) {
                line.append(' ').append(drem(a, b));
            }
            System.out.println(line);
        }
        float[] fdividends = { 5.5f, -5.5f, 7f, -7f, 0f, -0f, 1e30f, 0.3f, Float.POSITIVE_INFINITY, Float.NaN };
        float[] fdivisors = { 2f, -2f, 0.1f, 3f, 0f, Float.POSITIVE_INFINITY, Float.NaN, 1e-30f };
        for (float a : fdividends) {
            StringBuilder line = new StringBuilder();
            line.append(a).append(':');
            for (float b : fdivisors) {
                line.append(' ').append(frem(a, b));
            }
            System.out.println(line);
        }
        // remainder is not IEEE remainder: the result has the sign of the dividend
        System.out.println(drem(-1.0, 3.0) + " " + drem(1.0, -3.0) + " " + drem(-4.0, 2.0) + " " + drem(4.0, -2.0));
        System.out.println(frem(-1f, 3f) + " " + frem(1f, -3f) + " " + frem(-4f, 2f));
        double x = 10.75;
        x %= 3;
        float y = -10.75f;
        y %= 3;
        System.out.println(x + " " + y);
    }
}
