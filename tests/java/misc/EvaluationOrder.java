public class EvaluationOrder {
    static StringBuilder trace = new StringBuilder();

    static int t(String name, int value) {
        trace.append(name).append(' ');
        return value;
    }

    static int[] arr(String name, int[] array) {
        trace.append(name).append(' ');
        return array;
    }

    static int three(int a, int b, int c) {
        return a * 100 + b * 10 + c;
    }

    static void show(String label, Object result) {
        System.out.println(label + " = " + result + "   [" + trace + "]");
        trace = new StringBuilder();
    }

    public static void main(String[] args) {
        show("binary", t("a", 1) + t("b", 2) * t("c", 3));
        show("args", three(t("x", 1), t("y", 2), t("z", 3)));
        int[] data = { 10, 20, 30 };
        arr("array", data)[t("index", 1)] = t("value", 99);
        show("array store", data[1]);
        int i = 0;
        i = i++ + t("after", i);
        show("post-increment", i);
        int j = 1;
        j += t("rhs", j++) + j;
        show("compound", j);
        show("logical", (t("p", 0) == 1) && (t("q", 1) == 1) || (t("r", 1) == 1));
        show("conditional", t("cond", 1) > 0 ? t("then", 5) : t("else", 6));
        show("string concat", "s" + t("m", 1) + t("n", 2));
        try {
            show("division", t("left", 1) / t("zero", 0) + t("never", 5));
        } catch (ArithmeticException e) {
            show("division threw", e.getMessage());
        }
        int[] nothing = null;
        try {
            arr("null array", nothing)[t("idx", 0)] = t("val", 1);
        } catch (NullPointerException e) {
            show("null array store", "NPE");
        }
        int[] small = new int[1];
        try {
            arr("small array", small)[t("idx", 5)] = t("val", 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            show("out of bounds store", e.getMessage());
        }
        int k = 2;
        int[] values = new int[5];
        values[k] = k = 4;
        show("assign index first", values[2] + " " + k);
        long mixed = t("int", 3) + (long) t("long", 4) * t("mul", 5);
        show("mixed", mixed);
    }
}
