import java.util.*;
import java.util.function.*;

public class CapturingLocals {
    private int base = 1000;
    private String label = "inst";

    Supplier<String> captureThis() {
        return () -> label + ":" + base;
    }

    IntUnaryOperator captureThisAndLocal(int delta) {
        int local = delta * 3;
        return x -> x + base + local;
    }

    Runnable mutateThroughThis() {
        return () -> { base++; label = label + "!"; };
    }

    interface AllPrims {
        String show();
    }

    static AllPrims capAll(boolean z, byte b, short s, char c, int i, long j, float f, double d, String str, Object o) {
        return () -> z + "|" + b + "|" + s + "|" + c + "|" + i + "|" + j + "|" + f + "|" + d + "|" + str + "|" + o;
    }

    public static void main(String[] args) {
        boolean z = true;
        byte b = -128;
        short s = 32767;
        char c = '~';
        int i = Integer.MIN_VALUE;
        long j = Long.MAX_VALUE;
        float f = 1.5e-7f;
        double d = -0.0;
        String str = null;
        Object o = 'x';
        Supplier<String> all = () -> z + "," + b + "," + s + "," + c + "," + i + "," + j + "," + f + "," + d + "," + str + "," + o;
        System.out.println(all.get());
        System.out.println(capAll(false, (byte) 7, (short) -1, 'Z', 42, -5L, Float.NaN, Double.POSITIVE_INFINITY, "s", null).show());

        // arithmetic on captured values of each type
        LongSupplier ls = () -> j - i + b + s + c;
        DoubleSupplier dsup = () -> f * 2 + d + c;
        IntSupplier is = () -> (z ? 1 : 0) + b + s + c;
        System.out.println(ls.getAsLong() + " " + dsup.getAsDouble() + " " + is.getAsInt());

        // captured arrays: the lambda sees mutations of the array contents
        int[] counter = {0};
        long[] acc = new long[1];
        String[] names = {"a"};
        Runnable inc = () -> { counter[0]++; acc[0] += counter[0] * 10L; names[0] = names[0] + counter[0]; };
        for (int k = 0; k < 5; k++) inc.run();
        System.out.println(counter[0] + " " + acc[0] + " " + names[0]);

        // capturing loop variables: each iteration captures a fresh value
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            final int kk = k * k;
            sups.add(() -> kk);
        }
        for (String w : new String[]{"x", "yy", "zzz"}) sups.add(w::length);
        StringBuilder sb = new StringBuilder();
        for (Supplier<Integer> sp : sups) sb.append(sp.get()).append(' ');
        System.out.println(sb.toString().trim());

        // capture this
        CapturingLocals inst = new CapturingLocals();
        Supplier<String> st = inst.captureThis();
        IntUnaryOperator op = inst.captureThisAndLocal(2);
        Runnable mut = inst.mutateThroughThis();
        System.out.println(st.get() + " " + op.applyAsInt(1));
        mut.run(); mut.run();
        System.out.println(st.get() + " " + op.applyAsInt(1));

        // many captures
        int a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8;
        long l1 = 10, l2 = 20;
        double d1 = 0.5, d2 = 0.25;
        DoubleSupplier many = () -> a1 + a2 * 2 + a3 * 3 + a4 * 4 + a5 * 5 + a6 * 6 + a7 * 7 + a8 * 8 + l1 * l2 + d1 + d2;
        System.out.println(many.getAsDouble());

        // capture and also take parameters of every kind
        long big = 1L << 40;
        char sep = ';';
        BiFunction<Integer, Double, String> mix = (x, y) -> (big + x) + "" + sep + (y * 2);
        System.out.println(mix.apply(5, 1.25));

        // capture a lambda inside a lambda
        IntBinaryOperator add = (x, y) -> x + y;
        IntUnaryOperator add7 = x -> add.applyAsInt(x, a7);
        System.out.println(add7.applyAsInt(35));

        // captured object identity
        Object marker = new Object();
        Supplier<Object> ms = () -> marker;
        System.out.println(ms.get() == marker);
        Predicate<Object> same = x -> x == marker;
        System.out.println(same.test(marker) + " " + same.test(new Object()));
    }
}
