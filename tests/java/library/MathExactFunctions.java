public class MathExactFunctions {
    interface IntOp { int run(); }
    interface LongOp { long run(); }

    static void tryInt(String label, IntOp op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(label + " ArithmeticException: " + e.getMessage());
        }
    }

    static void tryLong(String label, LongOp op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(label + " ArithmeticException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-0.0) + " " + Math.abs(-3.5f) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(Double.NaN));
        int[][] divs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 3}, {Integer.MIN_VALUE, -1}, {6, 3}, {-6, 3}, {1, Integer.MIN_VALUE}};
        for (int[] d : divs) System.out.println(d[0] + "," + d[1] + ": floorDiv=" + Math.floorDiv(d[0], d[1]) + " floorMod=" + Math.floorMod(d[0], d[1]) + " /=" + (d[0] / d[1]) + " %=" + (d[0] % d[1]));
        System.out.println(Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 2L) + " " + Math.floorMod(-7L, 3) + " " + Math.floorDiv(Long.MIN_VALUE, -1L) + " " + StrictMath.floorMod(-1, 5));
        tryInt("floorDiv by zero", () -> Math.floorDiv(1, 0));
        tryInt("floorMod by zero", () -> Math.floorMod(1, 0));

        tryInt("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        tryInt("addExact(1,2)", () -> Math.addExact(1, 2));
        tryLong("addExact(LMAX,1)", () -> Math.addExact(Long.MAX_VALUE, 1L));
        tryInt("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        tryLong("subtractExact(LMIN,1)", () -> Math.subtractExact(Long.MIN_VALUE, 1L));
        tryInt("multiplyExact(65536,65536)", () -> Math.multiplyExact(65536, 65536));
        tryInt("multiplyExact(46340,46340)", () -> Math.multiplyExact(46340, 46340));
        tryLong("multiplyExact(L 1<<32,1<<31)", () -> Math.multiplyExact(1L << 32, 1L << 31));
        tryLong("multiplyExact(L 1<<32,-1<<31)", () -> Math.multiplyExact(1L << 32, -(1L << 31)));
        tryLong("multiplyExact(L,int)", () -> Math.multiplyExact(Long.MAX_VALUE, 2));
        tryInt("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        tryLong("negateExact(LMIN)", () -> Math.negateExact(Long.MIN_VALUE));
        tryInt("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        tryInt("decrementExact(MIN)", () -> Math.decrementExact(Integer.MIN_VALUE));
        tryLong("incrementExact(LMAX)", () -> Math.incrementExact(Long.MAX_VALUE));
        tryLong("decrementExact(LMIN)", () -> Math.decrementExact(Long.MIN_VALUE));
        tryInt("toIntExact(1<<31)", () -> Math.toIntExact(1L << 31));
        tryInt("toIntExact(-1<<31)", () -> Math.toIntExact(-(1L << 31)));
        tryInt("StrictMath.addExact", () -> StrictMath.addExact(Integer.MAX_VALUE, Integer.MAX_VALUE));
        tryLong("multiplyHigh", () -> Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE));
        tryInt("absExact(MIN)", () -> Math.absExact(Integer.MIN_VALUE));
        tryLong("absExact(LMIN)", () -> Math.absExact(Long.MIN_VALUE));

        double[] rs = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e20, -1e20, Double.NaN, Double.POSITIVE_INFINITY, 4503599627370497.0, -0.0};
        for (double r : rs) System.out.println(r + ": round=" + Math.round(r) + " rint=" + Math.rint(r) + " floor=" + Math.floor(r) + " ceil=" + Math.ceil(r) + " roundf=" + Math.round((float) r) + " signum=" + Math.signum(r));
        System.out.println(Math.round(Float.NaN) + " " + Math.round(1e10f) + " " + Math.round(-1e10f) + " " + Math.signum(-2.5f) + " " + Math.signum(0.0f) + " " + Math.signum(-0.0));

        double[][] hyp = {{3, 4}, {5, 12}, {8, 15}, {0, 0}, {-3, 4}, {Double.POSITIVE_INFINITY, Double.NaN}, {Double.NaN, 1}, {0, 7}, {20, 21}};
        StringBuilder sb = new StringBuilder();
        for (double[] h : hyp) sb.append(Math.hypot(h[0], h[1])).append(' ');
        System.out.println(sb);
        double[] sq = {0, -0.0, 1, 2, 4, 9, 0.25, 1e-300, 2.0E-322, 1e300, -1, Double.NaN, Double.POSITIVE_INFINITY, 3, 10, 0.1};
        sb.setLength(0);
        for (double s : sq) sb.append(Math.sqrt(s)).append(' ');
        System.out.println(sb);
        sb.setLength(0);
        for (double s : sq) sb.append(StrictMath.sqrt(s) == Math.sqrt(s) || Double.isNaN(s)).append(' ');
        System.out.println(sb);
        System.out.println(Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(0.0) + " " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(-2, 3) + " " + Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(-8, 1.0 / 3));
        System.out.println(Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1) + " " + Math.min(1f, Float.NaN) + " " + Math.max(Long.MIN_VALUE, -1L) + " " + Math.min(3, -3));
        System.out.println(Math.exp(0) + " " + Math.log(1) + " " + Math.log10(1000) + " " + Math.log10(1e-5) + " " + Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.atan2(0, 1) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.exp(Double.NEGATIVE_INFINITY));
        System.out.println(Math.toDegrees(0) + " " + Math.toRadians(0) + " " + Math.ulp(1.0) + " " + Math.ulp(1.0f) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(0.0, -1) + " " + Math.getExponent(1024.0) + " " + Math.getExponent(0.1f) + " " + Math.scalb(1.5, 4) + " " + Math.copySign(3.0, -0.0) + " " + Math.IEEEremainder(10, 3));
        System.out.println(Math.fma(2.0, 3.0, 1.0) + " " + Math.floorDiv(-1, 2) + " " + Math.floorMod(-1, 2) + " " + Math.PI + " " + Math.E + " " + StrictMath.PI + " " + StrictMath.abs(-7) + " " + StrictMath.max(2L, 3L) + " " + StrictMath.floor(-1.5) + " " + StrictMath.ceil(-1.5) + " " + StrictMath.round(2.5) + " " + StrictMath.rint(2.5));
        long s = 0;
        for (int i = 1; i <= 1000; i++) s += (long) Math.sqrt((double) i * i) + (long) Math.floor(Math.sqrt(i));
        System.out.println(s);
    }
}
