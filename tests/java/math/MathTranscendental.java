// Transcendental functions may differ in the last bit between implementations (the
// specification allows 1 ulp), so this program prints exact cases in full and everything
// else rounded to 9 decimal places.
public class MathTranscendental {
    static long rounded(double x) {
        return Math.round(x * 1e9);
    }

    public static void main(String[] args) {
        System.out.println(Math.sin(0.0) + " " + Math.sin(-0.0) + " " + Math.cos(0.0) + " " + Math.tan(0.0) + " " + Math.exp(0.0) + " " + Math.log(1.0));
        System.out.println(Math.log(0.0) + " " + Math.log(-1.0) + " " + Math.exp(Double.NEGATIVE_INFINITY) + " " + Math.exp(Double.POSITIVE_INFINITY)
                + " " + Math.sin(Double.NaN) + " " + Math.cos(Double.POSITIVE_INFINITY) + " " + Math.log10(1000.0) + " " + Math.log10(1.0));
        System.out.println(Math.atan(0.0) + " " + Math.asin(0.0) + " " + Math.acos(1.0) + " " + Math.atan2(0.0, 1.0) + " " + Math.sqrt(Math.exp(0.0)));
        System.out.println(Math.PI + " " + Math.E);
        double[] angles = { 0.5, 1.0, Math.PI / 6, Math.PI / 4, Math.PI / 2, Math.PI, 2.5, -1.25, 10.0, 100.0 };
        for (double a : angles) {
            System.out.println("x=" + rounded(a) + " sin " + rounded(Math.sin(a)) + " cos " + rounded(Math.cos(a)) + " tan " + rounded(Math.tan(a))
                    + " exp " + rounded(Math.exp(a / 10)) + " log " + rounded(Math.log(Math.abs(a))) + " atan " + rounded(Math.atan(a)));
        }
        System.out.println(rounded(Math.atan2(1, 1)) + " " + rounded(Math.atan2(-1, -1)) + " " + rounded(Math.asin(0.5)) + " " + rounded(Math.acos(0.5)));
        System.out.println(rounded(Math.sinh(1)) + " " + rounded(Math.cosh(1)) + " " + rounded(Math.tanh(0.5)) + " " + rounded(Math.expm1(1e-5)) + " " + rounded(Math.log1p(1e-5) * 1e5));
        System.out.println(rounded(Math.toRadians(180)) + " " + rounded(Math.toDegrees(Math.PI / 3)));
        double series = 0;
        for (int k = 0; k < 1000; k++) {
            series += Math.sin(k) * Math.cos(k / 2.0);
        }
        System.out.println("series " + Math.round(series * 1e6));
    }
}
