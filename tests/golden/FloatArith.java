// Float and double arithmetic: NaN comparisons, drem/frem, conversions with saturation.
// golden: clif FloatArith.run
// golden: inline FloatArith.run
public class FloatArith {
    static double half(double x) { return x * 0.5; }
    static double run(int n) {
        double d = 1.0;
        float f = 3.5f;
        for (int i = 1; i < n; i++) {
            d = half(d) + i % 7 + d % 3.25;
            f = f * 1.0001f - (float) i / 3f + f % 2f;
            if (d != d || f < 0f) d = 0;
        }
        int sat = (int) (d * 1e30) + (int) Double.NaN + (int) (long) f;
        return d + f + sat + (d > f ? 1 : 0) + (Double.NaN < d ? 1 : 0);
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
