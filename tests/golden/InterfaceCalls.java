// Interface calls and default methods.
// golden: clif InterfaceCalls.run
// golden: inline InterfaceCalls.run
public class InterfaceCalls {
    interface Op { int apply(int x); default int twice(int x) { return apply(apply(x)); } }
    static final class Inc implements Op { public int apply(int x) { return x + 1; } }
    static final class Dbl implements Op { public int apply(int x) { return x * 2; } }
    static int run(int n) {
        Op[] ops = { new Inc(), new Dbl() };
        int s = 1;
        for (int i = 0; i < n; i++) {
            Op op = ops[i & 1];
            s = op.apply(s) & 0xffff;
            s = op.twice(s) & 0xffff;
        }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
