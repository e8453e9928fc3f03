// Integer arithmetic and Java's corner cases: division by zero, MIN_VALUE / -1, shifts masked to 5 bits.
// golden: clif IntArith.run
// golden: inline IntArith.run
public class IntArith {
    static int mix(int a, int b) { return (a * 31 + b) ^ (a >>> 3); }
    static int run(int n) {
        int s = 0;
        for (int i = 1; i < n; i++) {
            s = mix(s, i);
            s += s / i + s % i;
            s ^= (s << i) | (s >> (i + 33));
        }
        try { s += Integer.MIN_VALUE / (n - n - 1); } catch (ArithmeticException e) { s--; }
        try { s += n / (n - n); } catch (ArithmeticException e) { s -= 7; }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 200)); }
}
