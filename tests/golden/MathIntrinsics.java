// Math.sqrt/abs/min/max computed in line (jit/src/opt/intrinsics.rs): sqrt, iabs,
// smin/smax, fmin/fmax in the CLIF and no call; Math.abs(double) stays a call (inlined).
// golden: clif MathIntrinsics.run
public class MathIntrinsics {
    static double run(int n) {
        double d = 0;
        long l = 0;
        for (int i = -n; i < n; i++) {
            d += Math.sqrt(i * i + 0.5) + Math.min(d, -0.0) + Math.max((float) i, -2.5f);
            l += Math.abs(i) + Math.max(l, (long) i) + Math.min(i, 7) + Math.abs((long) i);
            d = Math.abs(d) * 0.5;
        }
        return d + l + Math.max(d, 1.0) + Math.min(0.5f, (float) d);
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
