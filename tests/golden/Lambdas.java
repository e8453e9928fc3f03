// Lambdas and method references through functional interfaces.
// golden: clif Lambdas.run
// golden: inline Lambdas.main
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

public class Lambdas {
    static int run(int n) {
        IntUnaryOperator inc = x -> x + 1;
        IntBinaryOperator max = Math::max;
        int base = n % 7;
        IntUnaryOperator add = x -> x + base;
        int s = 0;
        for (int i = 0; i < n; i++) s = max.applyAsInt(add.applyAsInt(inc.applyAsInt(s)) & 0xfff, i);
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
