// Objects reachable only from a static field, from a lambda's captured
// variable, from an interned string used by a string switch, and from an
// exception's cause chain must survive collections.
public class ReachableOnlyIndirectly {
    static int[] onlyFromStatic;
    interface Supplier { int get(); }

    static Supplier capture() {
        int[] captured = new int[] {41};
        return () -> captured[0] + 1;
    }

    static String pick(String key) {
        switch (key) {
            case "alpha": return "first";
            case "beta": return "second";
            default: return "other";
        }
    }

    static void churn() {
        for (int i = 0; i < 200_000; i++) {
            Object garbage = new long[4];
            if (garbage.hashCode() == 42 && i < 0) System.out.println(garbage);
        }
    }

    public static void main(String[] args) {
        onlyFromStatic = new int[] {7, 8, 9};
        Supplier s = capture();
        Exception chain = new RuntimeException("outer", new IllegalStateException("inner " + "cause"));
        churn();
        System.out.println(onlyFromStatic[0] + onlyFromStatic[1] + onlyFromStatic[2]);
        System.out.println(s.get());
        System.out.println(pick("al" + "pha".substring(0)) + " " + pick(new String("beta")) + " " + pick("gamma"));
        System.out.println(chain.getCause().getMessage());
        churn();
        System.out.println(s.get() + onlyFromStatic.length);
    }
}
