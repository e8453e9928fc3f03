import java.util.*;
import java.util.function.*;

enum Op {
    ADD("+", (a, b) -> a + b),
    SUB("-", (a, b) -> a - b),
    MUL("*", (a, b) -> a * b),
    DIV("/", (a, b) -> a / b),
    POW("^", Op::power),
    MAX("max", Math::max);

    final String symbol;
    final LongBinaryOperator fn;
    final Supplier<String> describer;

    Op(String symbol, LongBinaryOperator fn) {
        this.symbol = symbol;
        this.fn = fn;
        this.describer = () -> name() + "(" + this.symbol + ")#" + ordinal();
    }

    static long power(long b, long e) { long r = 1; while (e-- > 0) r *= b; return r; }
    long apply(long a, long b) { return fn.applyAsLong(a, b); }
}

public class RecursionAndInitializers {
    static final Map<String, Function<Integer, Integer>> REGISTRY = new TreeMap<>();
    static final List<String> INIT_LOG = new ArrayList<>();
    static IntUnaryOperator fib;
    static Function<Integer, Long> factorial;
    static BiFunction<Integer, Integer, Integer> gcd;
    static final Supplier<String> GREETING;

    static {
        fib = n -> n < 2 ? n : fib.applyAsInt(n - 1) + fib.applyAsInt(n - 2);
        factorial = n -> n == 0 ? 1L : n * factorial.apply(n - 1);
        gcd = (a, b) -> b == 0 ? a : gcd.apply(b, a % b);
        REGISTRY.put("square", x -> x * x);
        REGISTRY.put("negate", x -> -x);
        REGISTRY.put("fib", x -> fib.applyAsInt(x));
        REGISTRY.put("abs", Math::abs);
        String prefix = "static-init";
        GREETING = () -> prefix + " says hi";
        Runnable r = () -> INIT_LOG.add("ran in clinit");
        r.run();
    }

    Function<Integer, String> binary;
    IntBinaryOperator ackermann;
    int depth;

    RecursionAndInitializers() {
        binary = n -> n < 2 ? String.valueOf(n) : binary.apply(n / 2) + (n % 2);
        ackermann = (m, n) -> {
            depth++;
            if (m == 0) return n + 1;
            if (n == 0) return this.ackermann.applyAsInt(m - 1, 1);
            return this.ackermann.applyAsInt(m - 1, this.ackermann.applyAsInt(m, n - 1));
        };
    }

    static class Holder {
        static final IntSupplier LAZY;
        static { INIT_LOG.add("Holder init"); LAZY = () -> 77; }
    }

    interface Visitor { void visit(int depth, String node); }

    static void walk(Map<String, List<String>> tree, String node, int depth, Visitor v) {
        v.visit(depth, node);
        for (String child : tree.getOrDefault(node, Collections.emptyList())) walk(tree, child, depth + 1, v);
    }

    public static void main(String[] args) {
        System.out.println(INIT_LOG);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= 20; i++) sb.append(fib.applyAsInt(i)).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println(factorial.apply(20) + " " + gcd.apply(1071, 462) + " " + gcd.apply(17, 5));
        for (Map.Entry<String, Function<Integer, Integer>> e : REGISTRY.entrySet()) System.out.println(e.getKey() + "(-12)=" + e.getValue().apply(-12) + " " + e.getKey() + "(9)=" + e.getValue().apply(9));
        System.out.println(GREETING.get());
        System.out.println(INIT_LOG.size());
        System.out.println(Holder.LAZY.getAsInt() + " " + INIT_LOG);

        RecursionAndInitializers r = new RecursionAndInitializers();
        System.out.println(r.binary.apply(0) + " " + r.binary.apply(5) + " " + r.binary.apply(255) + " " + r.binary.apply(1024));
        System.out.println(r.ackermann.applyAsInt(2, 3) + " depth=" + r.depth);
        r.depth = 0;
        System.out.println(r.ackermann.applyAsInt(3, 3) + " depth=" + r.depth);

        for (Op op : Op.values()) System.out.println(op.describer.get() + " " + op.apply(7, 3) + " " + op.apply(-8, 2));
        System.out.println(Op.valueOf("POW").apply(2, 62));

        Map<String, List<String>> tree = new HashMap<>();
        tree.put("root", Arrays.asList("a", "b"));
        tree.put("a", Arrays.asList("a1", "a2"));
        tree.put("b", Arrays.asList("b1"));
        tree.put("a2", Arrays.asList("a2x"));
        StringBuilder out = new StringBuilder();
        walk(tree, "root", 0, (d, n) -> out.append("  ".repeat(d)).append(n).append('\n'));
        System.out.print(out);
        // mutual recursion through two lambda fields
        System.out.println(isEven(10) + " " + isEven(7) + " " + isOdd(7));
        // deep recursion through lambda (1000 levels)
        System.out.println(sumTo.applyAsLong(1000));
    }
    static IntPredicate evenP, oddP;
    static LongUnaryOperator sumTo = n -> n == 0 ? 0 : n + RecursionAndInitializers.sumTo.applyAsLong(n - 1);
    static boolean isEven(int n) {
        if (evenP == null) {
            evenP = k -> k == 0 || oddP.test(k - 1);
            oddP = k -> k != 0 && evenP.test(k - 1);
        }
        return evenP.test(n);
    }
    static boolean isOdd(int n) { isEven(0); return oddP.test(n); }
}
