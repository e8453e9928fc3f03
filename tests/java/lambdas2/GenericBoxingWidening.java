import java.util.*;
import java.util.function.*;

public class GenericBoxingWidening {
    static int intId(int x) { return x; }
    static int square(int x) { return x * x; }
    static long longOf(int x) { return (long) x << 33; }
    static double half(int x) { return x / 2.0; }
    static byte toByte(int x) { return (byte) x; }
    static short shortNeg(short s) { return (short) -s; }
    static char nextChar(char c) { return (char) (c + 1); }
    static boolean isEven(int x) { return (x & 1) == 0; }
    static float third(float f) { return f / 3; }
    static Integer boxedInc(Integer x) { return x == null ? -1 : x + 1; }
    static String describe(Object o) { return o == null ? "null" : o.getClass().getSimpleName() + "=" + o; }
    static int sumAll(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String concat(String first, Object... rest) { StringBuilder sb = new StringBuilder(first); for (Object r : rest) sb.append('/').append(r); return sb.toString(); }

    interface IntToLong { long apply(int x); }
    interface ByteToDouble { double apply(byte b); }
    interface CharToInt { int apply(char c); }
    interface ObjToObj<A, B> { B apply(A a); }
    interface Varargs { int apply(int a, int b, int c); }
    interface VarObj { String apply(String a, Integer b, Character c); }

    public static void main(String[] args) {
        // ToLongFunction<Integer> implemented by int -> int (unbox, then widen int->long)
        ToLongFunction<Integer> tl = GenericBoxingWidening::square;
        System.out.println(tl.applyAsLong(46341) + " " + tl.applyAsLong(-3));
        ToDoubleFunction<Integer> td = GenericBoxingWidening::intId;
        System.out.println(td.applyAsDouble(7));
        ToIntFunction<Integer> ti = GenericBoxingWidening::toByte;     // byte result widened to int
        System.out.println(ti.applyAsInt(200) + " " + ti.applyAsInt(-129));
        IntToLong il = GenericBoxingWidening::intId;                   // int -> long widening of return
        System.out.println(il.apply(Integer.MIN_VALUE));
        ByteToDouble bd = GenericBoxingWidening::intId;                // byte param widened to int; int -> double
        System.out.println(bd.apply((byte) -5));
        CharToInt ci = GenericBoxingWidening::intId;
        System.out.println(ci.apply('A'));
        IntToLongFunction itl = GenericBoxingWidening::longOf;
        System.out.println(itl.applyAsLong(3));
        IntToDoubleFunction itd = GenericBoxingWidening::half;
        System.out.println(itd.applyAsDouble(7));
        Function<Integer, Double> boxedHalf = GenericBoxingWidening::half; // unbox arg, box result
        System.out.println(boxedHalf.apply(9));
        Function<Integer, Long> boxedLong = GenericBoxingWidening::longOf;
        System.out.println(boxedLong.apply(1));
        Function<Short, Short> sn = GenericBoxingWidening::shortNeg;
        System.out.println(sn.apply((short) 12345));
        UnaryOperator<Character> nc = GenericBoxingWidening::nextChar;
        System.out.println(nc.apply('y') + " " + (int) nc.apply('\uffff') + " " + (int) nc.apply('\u00ff'));
        Predicate<Integer> ev = GenericBoxingWidening::isEven;
        System.out.println(ev.test(4) + " " + ev.test(-3));
        Function<Float, Object> th = GenericBoxingWidening::third;
        System.out.println(describe(th.apply(1f)));
        IntFunction<Integer> bi = GenericBoxingWidening::boxedInc;      // int boxed into Integer
        System.out.println(bi.apply(41));
        Function<Integer, Integer> bi2 = GenericBoxingWidening::boxedInc;
        System.out.println(bi2.apply(null));
        IntUnaryOperator unboxed = GenericBoxingWidening::boxedInc;     // box arg, unbox result
        System.out.println(unboxed.applyAsInt(99));
        // Object parameter receiving boxed primitives
        IntFunction<String> d1 = GenericBoxingWidening::describe;
        LongFunction<String> d2 = GenericBoxingWidening::describe;
        DoubleFunction<String> d3 = GenericBoxingWidening::describe;
        ObjToObj<Character, String> d4 = GenericBoxingWidening::describe;
        System.out.println(d1.apply(1) + " " + d2.apply(2L) + " " + d3.apply(3.5) + " " + d4.apply('c'));
        // varargs method references
        Varargs va = GenericBoxingWidening::sumAll;
        IntBinaryOperator va2 = GenericBoxingWidening::sumAll;
        IntSupplier va0 = GenericBoxingWidening::sumAll;
        System.out.println(va.apply(1, 2, 3) + " " + va2.applyAsInt(10, 20) + " " + va0.getAsInt());
        VarObj vo = GenericBoxingWidening::concat;
        System.out.println(vo.apply("root", 5, 'q'));
        BiFunction<String, Integer, String> vo2 = GenericBoxingWidening::concat;
        System.out.println(vo2.apply("r", null));
        // lambdas with boxed generic types and arithmetic
        BinaryOperator<Long> addL = (a, b) -> a + b;
        System.out.println(addL.apply(Long.MAX_VALUE, 1L));
        BiFunction<Double, Integer, Double> pw = (x, n) -> { double r = 1; for (int i = 0; i < n; i++) r *= x; return r; };
        System.out.println(pw.apply(1.5, 4));
        Function<Byte, Integer> bw = x -> x + 1000;
        System.out.println(bw.apply((byte) 127));
        Supplier<Character> cs = () -> 'Q';
        char got = cs.get();
        System.out.println(got + 1);
        Supplier<Boolean> bs = () -> Boolean.TRUE;
        if (bs.get()) System.out.println("bool unboxed");
        ToIntBiFunction<String, String> cmp = String::compareTo;
        System.out.println(cmp.applyAsInt("apple", "apricot"));
        ObjIntConsumer<StringBuilder> appender = StringBuilder::append;
        StringBuilder sb = new StringBuilder();
        appender.accept(sb, 65);
        ObjLongConsumer<StringBuilder> la = StringBuilder::append;
        la.accept(sb, -1L);
        ObjDoubleConsumer<StringBuilder> da = StringBuilder::append;
        da.accept(sb, 0.1);
        BiConsumer<StringBuilder, Character> ca = StringBuilder::append;
        ca.accept(sb, 'z');
        System.out.println(sb);
        // Math methods through functional interfaces
        DoubleBinaryOperator mx = Math::max;
        IntBinaryOperator mi = Math::min;
        LongUnaryOperator ab = Math::abs;
        DoubleUnaryOperator sq = Math::sqrt;
        BinaryOperator<Integer> boxedMax = Math::max;
        System.out.println(mx.applyAsDouble(-0.0, 0.0) + " " + mi.applyAsInt(3, -3) + " " + ab.applyAsLong(Long.MIN_VALUE + 1) + " " + sq.applyAsDouble(2.25) + " " + boxedMax.apply(7, 9));
        Comparator<Integer> ic = Integer::compare;
        System.out.println(ic.compare(1, 2) + " " + ic.compare(5, 5) + " " + ic.reversed().compare(1, 2));
        // null unboxing failure
        ToIntFunction<Integer> unbox = x -> x;
        try {
            unbox.applyAsInt(null);
        } catch (NullPointerException e) {
            System.out.println("NPE on unboxing null: " + e.getClass().getName());
        }
        IntUnaryOperator viaRef = GenericBoxingWidening::boxedInc;
        System.out.println(viaRef.applyAsInt(-1));
    }
}
