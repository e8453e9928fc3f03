import java.util.*;

public class ArraysApi {
    public static void main(String[] args) {
        int[] a = {5, -3, 9, 0, -3, 12, 7, Integer.MIN_VALUE, Integer.MAX_VALUE, 1};
        int[] sorted = a.clone();
        Arrays.sort(sorted);
        System.out.println(Arrays.toString(a) + " -> " + Arrays.toString(sorted));
        for (int key : new int[]{-3, 0, 7, 8, Integer.MIN_VALUE, Integer.MAX_VALUE, 100, -100}) System.out.print(Arrays.binarySearch(sorted, key) + " ");
        System.out.println();
        System.out.println(Arrays.binarySearch(sorted, 2, 6, 9) + " " + Arrays.binarySearch(sorted, 2, 6, 100));
        int[] part = a.clone();
        Arrays.sort(part, 2, 7);
        System.out.println(Arrays.toString(part));
        double[] d = {3.5, -0.0, 0.0, Double.NaN, -1e300, Double.NEGATIVE_INFINITY, 1e-300, -0.0, Double.POSITIVE_INFINITY, 2};
        Arrays.sort(d);
        System.out.println(Arrays.toString(d) + " " + Arrays.binarySearch(d, 0.0) + " " + Arrays.binarySearch(d, -0.0) + " " + Arrays.binarySearch(d, Double.NaN));
        float[] f = {1f, Float.NaN, -0f, 0f, -1f};
        Arrays.sort(f);
        System.out.println(Arrays.toString(f));
        long[] l = {3L, Long.MIN_VALUE, -1L, Long.MAX_VALUE};
        Arrays.sort(l);
        char[] c = "hello world".toCharArray();
        Arrays.sort(c);
        byte[] b = {5, -128, 127, 0, -1};
        Arrays.sort(b);
        short[] s = {300, -300, 0};
        Arrays.sort(s);
        System.out.println(Arrays.toString(l) + " [" + new String(c) + "] " + Arrays.toString(b) + " " + Arrays.toString(s));
        String[] words = {"pear", "Apple", "fig", "apple", "Banana", "cherry"};
        String[] w2 = words.clone();
        Arrays.sort(w2);
        System.out.println(Arrays.toString(w2) + " " + Arrays.binarySearch(w2, "fig") + " " + Arrays.binarySearch(w2, "grape"));
        Arrays.sort(w2, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(w2) + " " + Arrays.binarySearch(w2, "BANANA", String.CASE_INSENSITIVE_ORDER));
        Arrays.sort(w2, Collections.reverseOrder());
        System.out.println(Arrays.toString(w2));
        // stability of object sort
        String[] st = {"b1", "a1", "b2", "a2", "c1", "b3", "a3"};
        Arrays.sort(st, (x, y) -> x.charAt(0) - y.charAt(0));
        System.out.println(Arrays.toString(st));
        // large sort exercising the non-insertion paths
        int[] big = new int[2000];
        long seed = 12345;
        for (int i = 0; i < big.length; i++) { seed = seed * 6364136223846793005L + 1442695040888963407L; big[i] = (int) (seed >>> 40) % 1000; }
        int[] bigCopy = Arrays.copyOf(big, big.length);
        Arrays.sort(big);
        boolean ok = true;
        for (int i = 1; i < big.length; i++) ok &= big[i - 1] <= big[i];
        long h = 0;
        for (int v : big) h = h * 31 + v;
        System.out.println(ok + " " + h + " " + big[0] + " " + big[1999] + " " + Arrays.equals(big, bigCopy));
        Integer[] boxed = new Integer[300];
        for (int i = 0; i < boxed.length; i++) boxed[i] = bigCopy[i] % 17;
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println(boxed[0] + " " + boxed[299] + " " + boxed[150]);

        int[] fill = new int[8];
        Arrays.fill(fill, 7);
        Arrays.fill(fill, 2, 5, -1);
        Object[] ofill = new String[3];
        Arrays.fill(ofill, "s");
        boolean[] bf = new boolean[4];
        Arrays.fill(bf, 1, 3, true);
        System.out.println(Arrays.toString(fill) + " " + Arrays.toString(ofill) + " " + Arrays.toString(bf));
        try {
            Arrays.fill(ofill, 1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException " + e.getMessage());
        }
        try {
            Arrays.fill(fill, 5, 2, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Arrays.fill(fill, 0, 9, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }

        System.out.println(Arrays.toString(Arrays.copyOf(a, 3)) + " " + Arrays.toString(Arrays.copyOf(a, 12)) + " " + Arrays.toString(Arrays.copyOf(words, 7)) + " " + Arrays.toString(Arrays.copyOfRange(a, 8, 12)) + " " + Arrays.toString(Arrays.copyOfRange(words, 1, 1)) + " " + Arrays.toString(Arrays.copyOf(new boolean[]{true}, 3)) + " " + Arrays.toString(Arrays.copyOf(new double[]{1.5}, 2)) + " " + new String(Arrays.copyOf("ab".toCharArray(), 3)).length());
        Object[] widened = Arrays.copyOf(words, 2, Object[].class);
        System.out.println(widened.getClass().getSimpleName() + " " + Arrays.copyOf(words, 1).getClass().getSimpleName());
        try {
            Arrays.copyOf(a, -1);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException " + e.getMessage());
        }
        try {
            Arrays.copyOfRange(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        System.out.println(Arrays.equals(new int[]{1, 2}, new int[]{1, 2}) + " " + Arrays.equals(new int[0], new int[0]) + " " + Arrays.equals((int[]) null, null) + " " + Arrays.equals(new int[]{1}, null) + " " + Arrays.equals(new double[]{-0.0}, new double[]{0.0}) + " " + Arrays.equals(new double[]{Double.NaN}, new double[]{Double.NaN}) + " " + Arrays.equals(new String[]{"a", null}, new String[]{"a", null}) + " " + Arrays.equals(new Object[]{new int[]{1}}, new Object[]{new int[]{1}}));
        System.out.println(Arrays.hashCode(new int[]{1, 2, 3}) + " " + Arrays.hashCode(new long[]{1L << 32}) + " " + Arrays.hashCode(new double[]{1.5, -0.0}) + " " + Arrays.hashCode(new boolean[]{true, false}) + " " + Arrays.hashCode(new char[]{'a'}) + " " + Arrays.hashCode(new String[]{"a", null}) + " " + Arrays.hashCode((int[]) null) + " " + Arrays.hashCode(new byte[]{-1}) + " " + Arrays.hashCode(new float[]{0.5f}) + " " + Arrays.hashCode(new short[]{-2}));
        Object[] nested = {1, new int[]{2, 3}, new String[]{"x", null}, new Object[]{new long[]{4}, new Object[]{}}, null, new double[][]{{1.5}, {}}, new char[]{'c'}, new boolean[]{true}};
        System.out.println(Arrays.deepToString(nested));
        System.out.println(Arrays.deepEquals(nested, nested.clone()) + " " + Arrays.deepHashCode(new Object[]{new int[]{1}, "a", new Object[]{2}}) + " " + Arrays.deepToString(new int[][]{{1, 2}, {3}}));
        Object[] self = new Object[2];
        self[0] = "me";
        self[1] = self;
        System.out.println(Arrays.deepToString(self));
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new int[0]) + " " + Arrays.toString(new char[]{'a', 'b'}) + " " + Arrays.toString(new float[]{1.0f, -0.0f}) + " " + Arrays.toString(new Object[]{null, "n"}) + " " + Arrays.deepToString(null));

        List<String> view = Arrays.asList(words);
        System.out.println(view + " " + view.size() + " " + view.get(1) + " " + view.indexOf("fig") + " " + view.contains("kiwi"));
        view.set(0, "PEAR");
        System.out.println(words[0]);
        words[1] = "APPLE";
        System.out.println(view.get(1));
        try {
            view.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        try {
            view.remove(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        Collections.sort(view);
        System.out.println(Arrays.toString(words) + " " + view.equals(Arrays.asList(words.clone())) + " " + view.hashCode() + " " + Arrays.asList().size() + " " + Arrays.asList(1, 2, 3));
        Integer[] setAll = new Integer[6];
        Arrays.setAll(setAll, i -> i * i - 3);
        System.out.println(Arrays.toString(setAll) + " " + Arrays.asList(setAll).indexOf(6));
        System.out.println(Arrays.compare(new int[]{1, 2}, new int[]{1, 3}) + " " + Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}) + " " + Arrays.mismatch(new int[]{1}, new int[]{1}));
    }
}
