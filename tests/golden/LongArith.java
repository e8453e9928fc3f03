// Long arithmetic, comparisons and conversions to and from int.
// golden: clif LongArith.run
// golden: inline LongArith.run
public class LongArith {
    static long step(long x) { return x * 6364136223846793005L + 1442695040888963407L; }
    static long run(int n) {
        long s = n;
        for (int i = 0; i < n; i++) {
            s = step(s);
            s ^= s >>> 17;
            if (s < 0 && (s & 1) == 0) s = -s;
            s += Long.MIN_VALUE / (i - n - 1) + (long) (int) s % 1000;
        }
        return s + Long.compare(s, n);
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
