import java.util.Comparator;
import java.util.Iterator;
import java.util.function.*;

/** Every java.util.function interface: its abstract method, defaults and statics. */
public class FunctionalInterfaceCompositions {
    static final StringBuilder log = new StringBuilder();

    static class Range implements Iterable<Integer> {
        final int from, to;
        Range(int from, int to) { this.from = from; this.to = to; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int next = from;
                public boolean hasNext() { return next < to; }
                public Integer next() { return next++; }
            };
        }
    }

    static void npe(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": NullPointerException");
        }
    }

    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times2 = x -> x * 2;
        System.out.println("andThen " + plus1.andThen(times2).apply(5));
        System.out.println("compose " + plus1.compose(times2).apply(5));
        System.out.println("identity " + Function.<String>identity().apply("id"));
        Function<Object, String> str = String::valueOf;
        Function<String, Integer> len = String::length;
        System.out.println("chain " + str.andThen(len).andThen(times2).apply(12345L));
        System.out.println("UnaryOperator.identity " + UnaryOperator.identity().apply(42));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println("unary " + up.andThen(s -> s + "!").apply("hi"));

        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println("BiFunction.andThen " + mul.andThen(x -> "<" + x + ">").apply(6, 7));
        BinaryOperator<Integer> add = Integer::sum;
        System.out.println("BinaryOperator " + add.apply(40, 2) + " " + add.andThen(plus1).apply(1, 1));

        Comparator<String> byLength = (a, b) -> a.length() - b.length();
        BinaryOperator<String> shorter = BinaryOperator.minBy(byLength);
        BinaryOperator<String> longer = BinaryOperator.maxBy(byLength);
        System.out.println("minBy/maxBy " + shorter.apply("aa", "b") + " " + longer.apply("aa", "b") + " "
                + shorter.apply("x", "y") + " " + longer.apply("x", "y") + " "
                + BinaryOperator.minBy(String.CASE_INSENSITIVE_ORDER).apply("b", "A") + " "
                + BinaryOperator.<String>maxBy(String.CASE_INSENSITIVE_ORDER).andThen(String::length).apply("ccc", "DD"));
        npe("BinaryOperator.minBy(null)", () -> BinaryOperator.minBy(null));

        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        String[] words = { "", "ab", "abcd", "abcdefg" };
        for (String w : words) {
            System.out.println("pred '" + w + "' " + empty.test(w) + " " + empty.negate().test(w) + " "
                    + empty.or(longish).test(w) + " " + empty.negate().and(longish).test(w) + " "
                    + Predicate.not(longish).test(w) + " " + Predicate.isEqual("ab").test(w) + " "
                    + Predicate.isEqual(null).test(w) + " " + Predicate.<String>isEqual(null).test(null));
        }
        // short circuit: the second predicate never runs
        Predicate<String> boom = s -> { throw new IllegalStateException("evaluated"); };
        System.out.println("short-circuit " + empty.and(boom).test("x") + " " + empty.negate().or(boom).test("x"));

        BiPredicate<String, Integer> hasLen = (s, n) -> s.length() == n;
        BiPredicate<String, Integer> startsDigit = (s, n) -> s.startsWith(String.valueOf(n));
        System.out.println("bipred " + hasLen.test("abc", 3) + " " + hasLen.negate().test("abc", 3) + " "
                + hasLen.and(startsDigit).test("3bc", 3) + " " + hasLen.or(startsDigit).test("3", 3) + " "
                + hasLen.or(startsDigit).test("x", 3));

        Consumer<String> c1 = s -> log.append("c1:").append(s).append(' ');
        Consumer<String> c2 = s -> log.append("c2:").append(s).append(' ');
        c1.andThen(c2).andThen(c1).accept("v");
        BiConsumer<String, Integer> bc = (s, i) -> log.append(s).append('=').append(i).append(' ');
        bc.andThen((s, i) -> log.append("then ")).accept("k", 9);
        IntConsumer ic = i -> log.append("i").append(i).append(' ');
        ic.andThen(i -> log.append("I").append(i * 10).append(' ')).accept(3);
        LongConsumer lc = l -> log.append("l").append(l).append(' ');
        lc.andThen(lc).accept(1L << 40);
        DoubleConsumer dc = d -> log.append("d").append(d).append(' ');
        dc.andThen(d -> log.append("D").append(-d).append(' ')).accept(0.5);
        ObjIntConsumer<String> oic = (s, i) -> log.append(s).append(i).append(' ');
        oic.accept("oi", 1);
        ObjLongConsumer<String> olc = (s, l) -> log.append(s).append(l).append(' ');
        olc.accept("ol", 2L);
        ObjDoubleConsumer<String> odc = (s, d) -> log.append(s).append(d).append(' ');
        odc.accept("od", 3.0);
        System.out.println("consumers " + log);

        IntUnaryOperator inc = i -> i + 1;
        IntUnaryOperator sq = i -> i * i;
        System.out.println("int unary " + inc.andThen(sq).applyAsInt(3) + " " + inc.compose(sq).applyAsInt(3) + " "
                + IntUnaryOperator.identity().applyAsInt(-7));
        LongUnaryOperator linc = l -> l + 1;
        LongUnaryOperator lsq = l -> l * l;
        System.out.println("long unary " + linc.andThen(lsq).applyAsLong(3_000_000_000L) + " "
                + linc.compose(lsq).applyAsLong(3) + " " + LongUnaryOperator.identity().applyAsLong(Long.MIN_VALUE));
        DoubleUnaryOperator half = d -> d / 2;
        DoubleUnaryOperator neg = d -> -d;
        System.out.println("double unary " + half.andThen(neg).applyAsDouble(3) + " " + half.compose(neg).applyAsDouble(1)
                + " " + DoubleUnaryOperator.identity().applyAsDouble(-0.0));

        IntBinaryOperator imax = Math::max;
        LongBinaryOperator lmin = Math::min;
        DoubleBinaryOperator dpow = Math::pow;
        System.out.println("binary " + imax.applyAsInt(3, 9) + " " + lmin.applyAsLong(-1, 5) + " " + dpow.applyAsDouble(2, 10));

        IntPredicate even = i -> i % 2 == 0;
        IntPredicate pos = i -> i > 0;
        LongPredicate big = l -> l > Integer.MAX_VALUE;
        LongPredicate odd = l -> (l & 1) == 1;
        DoublePredicate nan = Double::isNaN;
        DoublePredicate neg0 = d -> d < 0;
        for (int i = -2; i <= 2; i++) {
            System.out.println("int pred " + i + " " + even.and(pos).test(i) + " " + even.or(pos).test(i) + " "
                    + even.negate().test(i));
        }
        System.out.println("long pred " + big.and(odd).test(1L << 33 | 1) + " " + big.or(odd).test(2) + " " + big.negate().test(5));
        System.out.println("double pred " + nan.or(neg0).test(Double.NaN) + " " + nan.and(neg0).test(-1) + " "
                + nan.negate().test(1.0) + " " + nan.or(neg0).test(-1));

        BooleanSupplier bs = () -> true;
        IntSupplier is = () -> 7;
        LongSupplier ls = () -> 1L << 50;
        DoubleSupplier ds = () -> Math.PI;
        Supplier<String> ss = () -> "supplied";
        System.out.println("suppliers " + bs.getAsBoolean() + " " + is.getAsInt() + " " + ls.getAsLong() + " "
                + ds.getAsDouble() + " " + ss.get());

        IntFunction<String> ifn = Integer::toBinaryString;
        LongFunction<String> lfn = Long::toHexString;
        DoubleFunction<String> dfn = Double::toString;
        IntToLongFunction i2l = i -> (long) i << 32;
        IntToDoubleFunction i2d = i -> i / 4.0;
        LongToIntFunction l2i = l -> (int) (l >>> 32);
        LongToDoubleFunction l2d = l -> l * 0.5;
        DoubleToIntFunction d2i = d -> (int) d;
        DoubleToLongFunction d2l = Math::round;
        System.out.println("conversions " + ifn.apply(10) + " " + lfn.apply(255L) + " " + dfn.apply(1e-5) + " "
                + i2l.applyAsLong(3) + " " + i2d.applyAsDouble(3) + " " + l2i.applyAsInt(5L << 32) + " "
                + l2d.applyAsDouble(3) + " " + d2i.applyAsInt(-3.99) + " " + d2l.applyAsLong(2.5));

        ToIntFunction<String> tif = String::length;
        ToLongFunction<String> tlf = Long::parseLong;
        ToDoubleFunction<String> tdf = Double::parseDouble;
        ToIntBiFunction<String, String> tibf = String::compareTo;
        ToLongBiFunction<Integer, Integer> tlbf = (a, b) -> (long) a * b;
        ToDoubleBiFunction<Integer, Integer> tdbf = (a, b) -> (double) a / b;
        System.out.println("to* " + tif.applyAsInt("four") + " " + tlf.applyAsLong("-99") + " " + tdf.applyAsDouble("2.5e3")
                + " " + tibf.applyAsInt("a", "c") + " " + tlbf.applyAsLong(100000, 100000) + " " + tdbf.applyAsDouble(1, 3));

        // Iterable.forEach on a user Iterable
        StringBuilder sb = new StringBuilder();
        new Range(0, 5).forEach(i -> sb.append(i).append(','));
        new Range(3, 3).forEach(i -> sb.append("never"));
        Iterable<String> lambdaIterable = () -> new Iterator<String>() {
            int n = 0;
            public boolean hasNext() { return n < 3; }
            public String next() { return "s" + n++; }
        };
        lambdaIterable.forEach(sb::append);
        System.out.println("forEach " + sb);
        System.out.println("join " + String.join("|", lambdaIterable));

        npe("Function.andThen(null)", () -> plus1.andThen(null));
        npe("Function.compose(null)", () -> plus1.compose(null));
        npe("Predicate.and(null)", () -> empty.and(null));
        npe("Predicate.or(null)", () -> empty.or(null));
        npe("Predicate.not(null)", () -> Predicate.not(null));
        npe("Consumer.andThen(null)", () -> c1.andThen(null));
        npe("BiFunction.andThen(null)", () -> mul.andThen(null));
        npe("IntUnaryOperator.compose(null)", () -> inc.compose(null));
        npe("IntPredicate.or(null)", () -> even.or(null));
        npe("Iterable.forEach(null)", () -> new Range(0, 1).forEach(null));
    }
}
