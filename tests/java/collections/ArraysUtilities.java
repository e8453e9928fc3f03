import java.util.*;

/** java.util.Arrays beyond sorting: fill, copies, equality, hashing, printing (deep and
 *  self-referencing), binary search, setAll, compare/mismatch, asList, and the exceptions. */
public class ArraysUtilities {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] ia = new int[6];
        Arrays.fill(ia, 7);
        Arrays.fill(ia, 1, 3, -1);
        long[] la = {1, 2, 3};
        double[] da = {0.5, -0.0, Double.NaN};
        float[] fa = {1.25f, Float.NaN};
        char[] ca = {'x', 'y'};
        boolean[] za = {true, false, true};
        byte[] ba = {-1, 0, 127};
        short[] sa = {-300, 300};
        String[] strs = {"a", null, "c"};
        System.out.println(Arrays.toString(ia) + Arrays.toString(la) + Arrays.toString(da) + Arrays.toString(fa)
                + Arrays.toString(ca) + Arrays.toString(za) + Arrays.toString(ba) + Arrays.toString(sa) + Arrays.toString(strs)
                + Arrays.toString((int[]) null) + Arrays.toString(new Object[0]));
        System.out.println(Arrays.hashCode(ia) + " " + Arrays.hashCode(la) + " " + Arrays.hashCode(da) + " " + Arrays.hashCode(fa) + " "
                + Arrays.hashCode(ca) + " " + Arrays.hashCode(za) + " " + Arrays.hashCode(ba) + " " + Arrays.hashCode(sa) + " "
                + Arrays.hashCode(strs) + " " + Arrays.hashCode((long[]) null));
        System.out.println(Arrays.equals(da, new double[] {0.5, -0.0, Double.NaN}) + " " + Arrays.equals(da, new double[] {0.5, 0.0, Double.NaN})
                + " " + Arrays.equals(strs, new String[] {"a", null, "c"}) + " " + Arrays.equals(ia, 0, 1, new int[] {9, 7}, 1, 2)
                + " " + Arrays.equals((int[]) null, null) + " " + Arrays.equals(new int[0], null));
        int[] grown = Arrays.copyOf(ia, 9);
        int[] shrunk = Arrays.copyOf(ia, 2);
        int[] range = Arrays.copyOfRange(ia, 4, 8);
        String[] sgrown = Arrays.copyOf(strs, 5);
        Object[] objs = Arrays.copyOf(strs, 2, Object[].class);
        CharSequence[] seqs = Arrays.copyOfRange(strs, 1, 3, CharSequence[].class);
        System.out.println(Arrays.toString(grown) + Arrays.toString(shrunk) + Arrays.toString(range) + Arrays.toString(sgrown)
                + objs.getClass().getSimpleName() + seqs.getClass().getSimpleName() + (int) Arrays.copyOfRange(ca, 0, 4)[3]
                + Arrays.toString(Arrays.copyOf(za, 1)) + Arrays.toString(Arrays.copyOfRange(da, 1, 2)));
        attempt("copyOfRange from > to", () -> Arrays.copyOfRange(ia, 3, 1));
        attempt("copyOfRange from > length", () -> Arrays.copyOfRange(ia, 7, 9));
        attempt("copyOf negative", () -> Arrays.copyOf(ia, -1));
        attempt("fill range", () -> Arrays.fill(ia, 4, 10, 0));
        attempt("fill wrong type", () -> {
            Object[] o = new String[2];
            Arrays.fill(o, 1);
        });

        Object[] deep = {1, new int[] {2, 3}, new String[] {"x", null}, new Object[] {new double[] {1.5}, new Object[0]}, null};
        System.out.println(Arrays.deepToString(deep) + " " + Arrays.toString(new Object[] {"s", 1}) + " " + Arrays.deepToString(null));
        Object[] loop = new Object[2];
        loop[0] = "a";
        loop[1] = loop;
        Object[] outer = {loop, loop};
        System.out.println(Arrays.deepToString(loop) + " " + Arrays.deepToString(outer));
        Object[] deep2 = {1, new int[] {2, 3}, new String[] {"x", null}, new Object[] {new double[] {1.5}, new Object[0]}, null};
        System.out.println(Arrays.deepEquals(deep, deep2) + " " + Arrays.equals(deep, deep2) + " " + (Arrays.deepHashCode(deep) == Arrays.deepHashCode(deep2))
                + " " + Arrays.deepHashCode(deep) + " " + Arrays.deepHashCode(new Object[] {new long[] {5}, new boolean[] {true}, new char[] {'c'}}));

        int[] sorted = {1, 3, 5, 7, 9, 11};
        System.out.println(Arrays.binarySearch(sorted, 7) + " " + Arrays.binarySearch(sorted, 8) + " " + Arrays.binarySearch(sorted, 0)
                + " " + Arrays.binarySearch(sorted, 12) + " " + Arrays.binarySearch(sorted, 1, 4, 9)
                + " " + Arrays.binarySearch(new double[] {-0.0, 0.0, Double.NaN}, 0.0) + " " + Arrays.binarySearch(new double[] {-0.0, 0.0, Double.NaN}, Double.NaN)
                + " " + Arrays.binarySearch(new String[] {"a", "c", "e"}, "d") + " " + Arrays.binarySearch(new String[] {"e", "c", "a"}, "c", Comparator.reverseOrder())
                + " " + Arrays.binarySearch(new char[] {'a', 'q'}, 'q') + " " + Arrays.binarySearch(new long[] {4, 8}, 5L));
        attempt("binarySearch bad range", () -> Arrays.binarySearch(sorted, 4, 2, 1));
        attempt("binarySearch incomparable", () -> Arrays.binarySearch(new Object[] {new Object()}, "x"));

        Integer[] boxed = new Integer[5];
        Arrays.setAll(boxed, i -> i * i);
        long[] longs = new long[4];
        Arrays.setAll(longs, i -> 1L << (i * 20));
        double[] halves = new double[3];
        Arrays.setAll(halves, i -> i / 2.0);
        int[] neg = new int[3];
        Arrays.setAll(neg, i -> -i);
        System.out.println(Arrays.toString(boxed) + Arrays.toString(longs) + Arrays.toString(halves) + Arrays.toString(neg));
        System.out.println(Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2}, new int[] {1, 2, 0})
                + " " + Arrays.compare((int[]) null, new int[0]) + " " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4})
                + " " + Arrays.mismatch(new char[] {'a'}, new char[] {'a'}) + " " + Arrays.compare(new String[] {"b"}, new String[] {"a", "z"})
                + " " + Arrays.compare(new boolean[] {false}, new boolean[] {true}) + " " + Arrays.compare(new double[] {-0.0}, new double[] {0.0}));

        List<String> view = Arrays.asList(strs);
        view.set(1, "b");
        strs[2] = "C";
        System.out.println(view + " " + Arrays.toString(strs) + " " + view.size() + " " + view.indexOf("C") + " " + view.contains(null)
                + " " + Arrays.toString(view.toArray()) + " " + view.toArray().getClass().getSimpleName() + " " + view.toArray(new String[0]).length);
        view.replaceAll(String::toUpperCase);
        view.sort(Comparator.reverseOrder());
        System.out.println(view + " " + Arrays.toString(strs) + " " + view.hashCode() + " " + view.equals(List.of("C", "B", "A")));
        attempt("asList remove", () -> view.remove(0));
        attempt("asList clear", () -> view.clear());
        attempt("asList(null array)", () -> Arrays.asList((Object[]) null));
        List<int[]> prim = Arrays.asList(new int[] {1, 2});
        System.out.println(prim.size() + " " + Arrays.asList().size() + " " + Arrays.asList(1, "two", 3.0));
    }
}
