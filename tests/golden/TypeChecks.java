// checkcast, instanceof against classes, interfaces and arrays, and a failing cast.
// golden: clif TypeChecks.run
// golden: inline TypeChecks.run
public class TypeChecks {
    static int kind(Object o) {
        if (o instanceof String) return ((String) o).length();
        if (o instanceof Integer) return (Integer) o;
        if (o instanceof Comparable) return 3;
        if (o instanceof int[]) return ((int[]) o).length;
        return 0;
    }
    static int run(int n) {
        Object[] values = { "four", 7, 2.5, new int[5], new Object(), null };
        int s = 0;
        for (int i = 0; i < n; i++) s += kind(values[i % values.length]);
        try { s += ((String) values[1]).length(); } catch (ClassCastException e) { s -= 9; }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
