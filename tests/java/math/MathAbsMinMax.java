public class MathAbsMinMax {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(5) + " " + Math.abs(0) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-Integer.MAX_VALUE));
        System.out.println(Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-1L << 40));
        System.out.println(Math.abs(-2.5f) + " " + Math.abs(-0.0f) + " " + Math.abs(Float.NEGATIVE_INFINITY) + " " + Math.abs(Float.NaN));
        System.out.println(Math.abs(-2.5) + " " + Math.abs(-0.0) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(Double.NaN) + " " + Math.abs(-Double.MIN_VALUE));
        System.out.println(Math.min(3, -4) + " " + Math.max(3, -4) + " " + Math.min(Integer.MIN_VALUE, Integer.MAX_VALUE) + " " + Math.max(-1, -1));
        System.out.println(Math.min(3L, 1L << 35) + " " + Math.max(3L, 1L << 35) + " " + Math.min(Long.MIN_VALUE, 0L));
        // floating-point min/max: NaN wins, and -0.0 is smaller than 0.0
        System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(0.0, -0.0) + " " + Math.max(0.0, -0.0));
        System.out.println(Math.min(Double.NaN, 1.0) + " " + Math.max(1.0, Double.NaN) + " " + Math.min(Double.NEGATIVE_INFINITY, 1.0) + " " + Math.max(2.5, 2.25));
        System.out.println(Math.min(-0.0f, 0.0f) + " " + Math.max(-0.0f, 0.0f) + " " + Math.min(Float.NaN, 1f) + " " + Math.max(1.5f, 0.5f));
        System.out.println(Math.signum(-3.5) + " " + Math.signum(0.0) + " " + Math.signum(-0.0) + " " + Math.signum(42.0) + " " + Math.signum(Double.NaN) + " " + Math.signum(-2f));
        // typical clamping code
        int[] values = { -50, 0, 50, 150, 1000 };
        StringBuilder sb = new StringBuilder();
        for (int v : values) {
            sb.append(Math.max(0, Math.min(100, v))).append(' ');
        }
        System.out.println(sb);
    }
}
