public class MathSqrtPowRounding {
    public static void main(String[] args) {
        // sqrt is correctly rounded (IEEE 754), so every result is exact to print
        double[] roots = { 0.0, -0.0, 1.0, 2.0, 4.0, 10.0, 1e10, 0.25, 2.25, -1.0, Double.POSITIVE_INFINITY, Double.NaN, 1e-300, 3.0 };
        for (double r : roots) {
            System.out.print(Math.sqrt(r) + " ");
        }
        System.out.println();
        // pow with results that are exactly representable
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(10, 3) + " " + Math.pow(-2, 3) + " " + Math.pow(-2, 4) + " " + Math.pow(5, 0));
        System.out.println(Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1)
                + " " + Math.pow(4, 0.5) + " " + Math.pow(2, 40) + " " + Math.pow(-1, Double.POSITIVE_INFINITY) + " " + Math.pow(2, 1024) + " " + Math.pow(2, -1075));
        // floor and ceil
        double[] xs = { 2.5, -2.5, 2.0, -0.5, 0.5, -0.0, 1e20, -1e-300, Double.NaN, Double.NEGATIVE_INFINITY, 3.9999999, -3.0000001 };
        for (double x : xs) {
            System.out.println(x + ": floor " + Math.floor(x) + " ceil " + Math.ceil(x) + " rint " + Math.rint(x) + " round " + Math.round(x));
        }
        // Math.round is floor(x + 0.5) with care at the edges
        float[] fs = { 0.5f, -0.5f, 1.5f, -1.5f, 2.5f, -2.5f, 0.49999997f, Float.NaN, 1e20f, -1e20f, 8388609f };
        for (float f : fs) {
            System.out.print(Math.round(f) + " ");
        }
        System.out.println();
        System.out.println(Math.round(0.49999999999999994) + " " + Math.round(-0.5000000000000001) + " " + Math.round(4503599627370497.0)
                + " " + Math.round(1e19) + " " + Math.round(-1e19) + " " + Math.round(Double.NaN));
        System.out.println(Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " " + Math.hypot(0, -7) + " " + Math.hypot(Double.POSITIVE_INFINITY, Double.NaN));
        System.out.println(Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(0.001 * 1000));
    }
}
