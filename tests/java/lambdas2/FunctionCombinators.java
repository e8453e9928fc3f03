import java.util.*;
import java.util.function.*;

public class FunctionCombinators {
    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times2 = x -> x * 2;
        System.out.println(plus1.andThen(times2).apply(5) + " " + plus1.compose(times2).apply(5));
        Function<Integer, String> chain = plus1.andThen(times2).andThen(x -> "v" + x).compose((Integer x) -> x - 10);
        System.out.println(chain.apply(20));
        Function<String, String> id = Function.identity();
        System.out.println(id.apply("same") + " " + UnaryOperator.<String>identity().apply("u"));
        List<String> trace = new ArrayList<>();
        Function<String, String> f1 = s -> { trace.add("f1(" + s + ")"); return s + "1"; };
        Function<String, String> f2 = s -> { trace.add("f2(" + s + ")"); return s + "2"; };
        System.out.println(f1.andThen(f2).compose(f2).apply("s") + " " + trace);

        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println(mul.andThen(x -> x - 1).apply(6, 7));

        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        Predicate<String> startsA = s -> s.startsWith("a");
        String[] words = {"", "a", "abcd", "bcdef", "ab", "axyzw"};
        for (String w : words) {
            System.out.println("'" + w + "' " + empty.negate().test(w) + " " + longish.and(startsA).test(w) + " " + longish.or(startsA).test(w)
                    + " " + Predicate.not(startsA).test(w) + " " + Predicate.isEqual("ab").test(w) + " " + empty.or(longish.and(startsA.negate())).test(w));
        }
        System.out.println(Predicate.isEqual(null).test(null) + " " + Predicate.isEqual(null).test("x"));
        // short-circuit evaluation of and/or
        List<String> calls = new ArrayList<>();
        Predicate<Integer> p1 = x -> { calls.add("p1"); return x > 0; };
        Predicate<Integer> p2 = x -> { calls.add("p2"); return x > 10; };
        p1.and(p2).test(-1); p1.or(p2).test(5); p1.and(p2).test(20); p1.or(p2).test(-5);
        System.out.println(calls);
        BiPredicate<String, Integer> lenIs = (s, n) -> s.length() == n;
        System.out.println(lenIs.test("abc", 3) + " " + lenIs.negate().test("abc", 3) + " " + lenIs.and((s, n) -> n > 5).test("abcdef", 6) + " " + lenIs.or((s, n) -> true).test("", 1));

        IntPredicate pos = x -> x > 0;
        IntPredicate even = x -> x % 2 == 0;
        StringBuilder sb = new StringBuilder();
        for (int i = -3; i <= 3; i++) sb.append(pos.and(even).test(i) ? 'T' : 'F').append(pos.or(even).test(i) ? 'T' : 'F').append(pos.negate().test(i) ? 'T' : 'F').append(' ');
        System.out.println(sb);
        LongPredicate big = x -> x > Integer.MAX_VALUE;
        DoublePredicate nan = Double::isNaN;
        System.out.println(big.test(1L << 31) + " " + big.negate().test(5) + " " + nan.test(0.0 / 0.0) + " " + nan.or(x -> x < 0).test(-1));

        IntUnaryOperator inc = x -> x + 1;
        IntUnaryOperator dbl = x -> x * 2;
        System.out.println(inc.andThen(dbl).applyAsInt(3) + " " + inc.compose(dbl).applyAsInt(3) + " " + IntUnaryOperator.identity().applyAsInt(-9));
        LongUnaryOperator lneg = x -> -x;
        System.out.println(lneg.andThen(x -> x * 3).applyAsLong(5) + " " + LongUnaryOperator.identity().applyAsLong(8));
        DoubleUnaryOperator dh = x -> x / 2;
        System.out.println(dh.andThen(dh).compose(x -> x + 1).applyAsDouble(7) + " " + DoubleUnaryOperator.identity().applyAsDouble(2.5));

        Consumer<List<String>> addA = l -> l.add("A");
        Consumer<List<String>> addB = l -> l.add("B");
        List<String> target = new ArrayList<>();
        addA.andThen(addB).andThen(addA).accept(target);
        System.out.println(target);
        BiConsumer<StringBuilder, String> ap = StringBuilder::append;
        StringBuilder s2 = new StringBuilder();
        ap.andThen((b, s) -> b.append('|')).accept(s2, "x");
        ap.andThen((b, s) -> b.append(s.length())).accept(s2, "yz");
        System.out.println(s2);
        IntConsumer ic = x -> System.out.print("[" + x + "]");
        ic.andThen(x -> System.out.println("<" + (x * x) + ">")).accept(12);

        BinaryOperator<String> shorter = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> longer = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        System.out.println(shorter.apply("aa", "bb") + " " + shorter.apply("aaa", "b") + " " + longer.apply("aa", "bb") + " " + longer.apply("a", "bbb"));

        Comparator<String> byLen = Comparator.comparing(String::length);
        Comparator<String> full = byLen.thenComparing(Comparator.reverseOrder());
        List<String> ws = new ArrayList<>(Arrays.asList("pear", "fig", "apple", "kiwi", "date", "banana", "yam", "plum"));
        ws.sort(full);
        System.out.println(ws);
        ws.sort(full.reversed());
        System.out.println(ws);
        ws.sort(Comparator.comparing((String s) -> s.charAt(s.length() - 1)).thenComparing(Function.identity()));
        System.out.println(ws);
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        Supplier<Function<Integer, Integer>> factory = () -> plus1.andThen(plus1);
        System.out.println(factory.get().apply(0));
        BooleanSupplier bsup = () -> ws.size() > 3;
        System.out.println(bsup.getAsBoolean());
    }
}
