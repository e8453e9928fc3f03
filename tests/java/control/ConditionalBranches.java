public class ConditionalBranches {
    static int calls;

    static boolean truth(boolean value, String name) {
        calls++;
        System.out.print(name + " ");
        return value;
    }

    static String compareInts(int a, int b) {
        StringBuilder s = new StringBuilder();
        s.append(a == b ? "eq " : "ne ");
        s.append(a < b ? "lt " : "ge ");
        s.append(a > b ? "gt " : "le ");
        if (a <= b) s.append("LE ");
        if (a >= b) s.append("GE ");
        if (a != b) s.append("NE ");
        return s.toString();
    }

    static String compareZero(int a) {
        StringBuilder s = new StringBuilder();
        if (a == 0) s.append("ifeq ");
        if (a != 0) s.append("ifne ");
        if (a < 0) s.append("iflt ");
        if (a >= 0) s.append("ifge ");
        if (a > 0) s.append("ifgt ");
        if (a <= 0) s.append("ifle ");
        return s.toString();
    }

    public static void main(String[] args) {
        int[] values = { Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE };
        for (int a : values) {
            System.out.println(a + ": " + compareZero(a));
            for (int b : values) {
                System.out.println("  " + a + " " + b + ": " + compareInts(a, b));
            }
        }
        Object x = new Object();
        Object y = new Object();
        Object z = x;
        Object n = null;
        System.out.println((x == y) + " " + (x == z) + " " + (x != y) + " " + (n == null) + " " + (x != null) + " " + (n != null));
        // short-circuit evaluation
        boolean r1 = truth(false, "a") && truth(true, "b");
        System.out.println("-> " + r1);
        boolean r2 = truth(true, "c") || truth(true, "d");
        System.out.println("-> " + r2);
        boolean r3 = truth(false, "e") & truth(true, "f");
        System.out.println("-> " + r3);
        boolean r4 = truth(true, "g") | truth(false, "h");
        System.out.println("-> " + r4);
        boolean r5 = truth(true, "i") && (truth(false, "j") || truth(true, "k")) && !truth(false, "l");
        System.out.println("-> " + r5);
        System.out.println("calls " + calls);
        // booleans stored in variables and compared
        boolean p = 3 > 2;
        boolean q = p == false;
        System.out.println(p + " " + q + " " + (p != q) + " " + (p ^ true) + " " + !q);
        // long, float and double conditions
        long big = 1L << 40;
        System.out.println((big > Integer.MAX_VALUE) + " " + (big == (1L << 40)) + " " + (0.5f > 0.25f) + " " + (1e-300 > 0));
    }
}
