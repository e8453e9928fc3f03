// Static and private calls, recursion (not inlined past the depth limit).
// golden: clif StaticCalls.run
// golden: inline StaticCalls.run
public class StaticCalls {
    private static int sq(int x) { return x * x; }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    private int value = 3;
    private int get() { return value; }
    static int run(int n) {
        StaticCalls c = new StaticCalls();
        int s = 0;
        for (int i = 0; i < n; i++) s += sq(i) + c.get();
        return s + fib(15);
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
