public class TernaryExpressions {
    static String classify(int n) {
        return n < 0 ? "negative" : n == 0 ? "zero" : n < 10 ? "small" : n < 100 ? "medium" : "large";
    }

    static int calls;

    static int count(int value) {
        calls++;
        return value;
    }

    public static void main(String[] args) {
        int[] values = { -5, 0, 3, 42, 1000 };
        for (int v : values) {
            System.out.print(classify(v) + " ");
        }
        System.out.println();
        // only the chosen branch is evaluated
        boolean flag = true;
        int chosen = flag ? count(1) : count(2);
        System.out.println(chosen + " calls=" + calls);
        // numeric promotion between the branches
        System.out.println(true ? 1 : 2.0);
        System.out.println(false ? 1 : 'a');           // constant int fitting char: type char
        int one = 1;
        System.out.println(false ? one : 'a');         // non-constant int: type int
        System.out.println(true ? 'b' : 0);
        System.out.println(true ? (byte) 5 : (short) 6);
        System.out.println(true ? 1L : 2);
        System.out.println(true ? 1.5f : 2L);
        Object boxedOrString = flag ? (Object) Integer.valueOf(7) : "seven";
        System.out.println(boxedOrString);
        // ternaries as lvalue selectors and in arguments
        int[] a = new int[2];
        int[] b = new int[2];
        (flag ? a : b)[1] = 9;
        System.out.println(a[1] + " " + b[1]);
        System.out.println(Math.max(flag ? 3 : 4, !flag ? 5 : 6));
        // nested with side effects and long/double types
        long big = calls > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        double d = big > 0 ? 0.5 : -0.5;
        System.out.println(big + " " + d);
        String s = null;
        System.out.println(s == null ? "null string" : s.length() + "");
        int abs = -7;
        abs = abs < 0 ? -abs : abs;
        System.out.println(abs);
        // boolean ternaries
        boolean x = calls > 5 ? false : true;
        boolean y = !x ? true : calls == 1;
        System.out.println(x + " " + y);
    }
}
