import java.util.*;
import java.util.function.*;

public class NestedAndCurried {
    static Function<Integer, Function<Integer, Function<Integer, Integer>>> curry3 = a -> b -> c -> a * 100 + b * 10 + c;

    static IntUnaryOperator compose(IntUnaryOperator... ops) {
        IntUnaryOperator r = x -> x;
        for (IntUnaryOperator op : ops) {
            IntUnaryOperator prev = r;
            r = x -> op.applyAsInt(prev.applyAsInt(x));
        }
        return r;
    }

    static Supplier<Supplier<Supplier<String>>> deep(String s) {
        return () -> () -> () -> "deep:" + s;
    }

    static Function<Integer, Integer> adder(int n) { return x -> x + n; }

    static <T> Function<T, T> times(int n, Function<T, T> f) {
        Function<T, T> r = Function.identity();
        for (int i = 0; i < n; i++) r = r.andThen(f);
        return r;
    }

    static Supplier<Integer> makeCounter() {
        int[] state = {0};
        return () -> ++state[0];
    }

    public static void main(String[] args) {
        System.out.println(curry3.apply(1).apply(2).apply(3));
        Function<Integer, Function<Integer, Integer>> partial = curry3.apply(9);
        System.out.println(partial.apply(8).apply(7) + " " + partial.apply(0).apply(0));

        System.out.println(compose(x -> x + 1, x -> x * 2, x -> x - 3).applyAsInt(10));
        System.out.println(compose().applyAsInt(5));
        System.out.println(deep("abc").get().get().get());

        List<Function<Integer, Integer>> adders = new ArrayList<>();
        for (int i = 0; i < 4; i++) adders.add(adder(i * 10));
        int v = 1;
        for (Function<Integer, Integer> f : adders) v = f.apply(v);
        System.out.println(v);

        System.out.println(times(5, (String s) -> s + "ab").apply(">"));
        System.out.println(times(10, (Integer x) -> x * 2).apply(1));

        Supplier<Integer> c1 = makeCounter(), c2 = makeCounter();
        System.out.println(c1.get() + " " + c1.get() + " " + c2.get() + " " + c1.get() + " " + c2.get());

        // lambda that builds lambdas that capture lambdas
        BiFunction<IntBinaryOperator, Integer, IntUnaryOperator> bind = (op, k) -> x -> op.applyAsInt(x, k);
        IntUnaryOperator mul3 = bind.apply((a, b) -> a * b, 3);
        IntUnaryOperator pow2 = bind.apply((a, b) -> { int r = 1; for (int i = 0; i < b; i++) r *= a; return r; }, 2);
        System.out.println(mul3.applyAsInt(14) + " " + pow2.applyAsInt(12) + " " + mul3.andThen(pow2).applyAsInt(2) + " " + mul3.compose(pow2).applyAsInt(2));

        // Y-combinator style recursion without fields
        Function<Function<Object, Object>, Object> dummy = null;
        interface SelfApply { IntUnaryOperator apply(SelfApply s); }
        SelfApply fact = self -> n -> n <= 1 ? 1 : n * self.apply(self).applyAsInt(n - 1);
        System.out.println(fact.apply(fact).applyAsInt(10));

        // lambda inside lambda inside a loop inside a lambda
        Function<Integer, List<Supplier<String>>> gen = n -> {
            List<Supplier<String>> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int ii = i;
                Function<String, Supplier<String>> mk = p -> () -> p + ii + n;
                out.add(mk.apply("g"));
            }
            return out;
        };
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> s : gen.apply(4)) sb.append(s.get()).append(' ');
        System.out.println(sb);

        // Runnable nesting with side effects in order
        List<String> log = new ArrayList<>();
        Runnable outer = () -> {
            log.add("outer-start");
            Runnable inner = () -> {
                log.add("inner");
                Runnable innermost = () -> log.add("innermost");
                innermost.run();
            };
            inner.run();
            inner.run();
            log.add("outer-end");
        };
        outer.run();
        System.out.println(log);
        System.out.println(dummy == null);

        // anonymous class and lambda mixing
        Function<Integer, Integer> anon = new Function<Integer, Integer>() {
            int calls;
            public Integer apply(Integer x) {
                calls++;
                Function<Integer, Integer> inner = y -> y + calls;
                return inner.apply(x);
            }
        };
        System.out.println(anon.apply(10) + " " + anon.apply(10) + " " + anon.andThen(x -> -x).apply(10));
    }
}
