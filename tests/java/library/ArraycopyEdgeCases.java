import java.util.*;

public class ArraycopyEdgeCases {
    static void copy(String label, Object src, int sp, Object dst, int dp, int len) {
        try {
            System.arraycopy(src, sp, dst, dp, len);
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 3, 5);          // overlapping forward
        System.out.println(Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 0, 5);          // overlapping backward
        System.out.println(Arrays.toString(b));
        int[] c = {1, 2, 3};
        System.arraycopy(c, 0, c, 0, 3);
        System.arraycopy(c, 1, c, 1, 0);
        System.arraycopy(c, 3, c, 3, 0);          // zero length at the end is fine
        System.out.println(Arrays.toString(c));
        String[] s = {"a", "b", "c", "d"};
        System.arraycopy(s, 0, s, 1, 3);
        System.out.println(Arrays.toString(s));
        Object[] objs = new Object[4];
        System.arraycopy(new String[]{"x", "y"}, 0, objs, 1, 2);
        System.out.println(Arrays.toString(objs));
        Object[] mixed = {"str", 1, "two"};
        String[] target = new String[3];
        copy("Object[] with Integer into String[]", mixed, 0, target, 0, 3);
        System.out.println(Arrays.toString(target));
        Object[] onlyStrings = {"p", "q"};
        copy("Object[] holding Strings into String[]", onlyStrings, 0, target, 1, 2);
        System.out.println(Arrays.toString(target));
        long[] l = new long[5];
        double[] d = new double[5];
        char[] ch = "hello".toCharArray();
        char[] ch2 = new char[7];
        System.arraycopy(ch, 1, ch2, 2, 4);
        System.out.println(new String(ch2, 2, 4) + " " + (int) ch2[0]);
        byte[] by = {1, 2, 3};
        boolean[] bo = {true, false};
        short[] sh = new short[2];
        float[] fl = {1.5f, 2.5f};
        float[] fl2 = new float[3];
        System.arraycopy(fl, 0, fl2, 1, 2);
        System.out.println(Arrays.toString(fl2));
        int[][] grid = {{1}, {2, 2}, {3, 3, 3}};
        int[][] grid2 = new int[3][];
        System.arraycopy(grid, 0, grid2, 0, 3);
        grid2[0][0] = 99;                          // shallow copy
        System.out.println(grid[0][0] + " " + (grid[1] == grid2[1]));
        Object[] asObj = new Object[2];
        System.arraycopy(grid, 1, asObj, 0, 2);
        System.out.println(((int[]) asObj[1]).length);

        copy("int[] -> long[]", a, 0, l, 0, 2);
        copy("int[] -> Object[]", a, 0, objs, 0, 1);
        copy("Object[] -> int[]", objs, 0, a, 0, 1);
        copy("double[] -> float[]", d, 0, fl2, 0, 1);
        copy("byte[] -> boolean[]", by, 0, bo, 0, 1);
        copy("short[] -> char[]", sh, 0, ch, 0, 1);
        copy("String -> int[]", "notarray", 0, a, 0, 1);
        copy("int[] -> Integer", a, 0, Integer.valueOf(5), 0, 1);
        copy("null src", null, 0, a, 0, 1);
        copy("null dst", a, 0, null, 0, 1);
        copy("int[][] -> int[]", grid, 0, a, 0, 1);
        copy("String[] -> Integer[]", new String[]{"z"}, 0, new Integer[1], 0, 1);
        copy("Integer[] -> Number[]", new Integer[]{7}, 0, new Number[1], 0, 1);
        copy("negative srcPos", a, -1, l, 0, 1);
        copy("negative srcPos same type", a, -1, b, 0, 1);
        copy("negative destPos", a, 0, b, -2, 1);
        copy("negative length", a, 0, b, 0, -3);
        copy("src overflow", a, 5, b, 0, 6);
        copy("dst overflow", a, 0, b, 8, 3);
        copy("srcPos beyond length, len 0", a, 11, b, 0, 0);
        copy("srcPos == length, len 0", a, 10, b, 10, 0);
        copy("huge length", a, 1, b, 1, Integer.MAX_VALUE);
        copy("object src overflow", s, 2, objs, 0, 3);
        copy("object dst overflow", s, 0, objs, 2, 3);
        copy("long negative", l, 0, new long[2], 0, -1);
        copy("char dst overflow", ch, 0, new char[2], 1, 2);
        copy("double src overflow", d, 4, new double[9], 0, 2);
        copy("boolean overflow", bo, 1, new boolean[5], 0, 2);
        copy("byte overflow", by, 0, new byte[2], 0, 3);
        copy("short overflow", sh, 0, new short[1], 0, 2);
        copy("float overflow", fl, 1, new float[9], 0, 2);
        copy("String[][] overflow", new String[1][], 0, new String[1][], 1, 1);
        System.out.println(Arrays.toString(b));
        // partial copy before an ArrayStoreException
        Object[] src = {"s1", "s2", 3, "s4"};
        String[] dst = new String[4];
        copy("partial", src, 0, dst, 0, 4);
        System.out.println(Arrays.toString(dst));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = i;
        System.arraycopy(big, 0, big, 1, 999);
        System.arraycopy(big, 500, big, 0, 500);
        long sum = 0;
        for (int v : big) sum += v;
        System.out.println(sum + " " + big[0] + " " + big[499] + " " + big[500] + " " + big[999]);
        int[] cl = a.clone();
        cl[0] = -1;
        System.out.println(a[0] + " " + cl[0] + " " + cl.length + " " + (cl.getClass() == a.getClass()));
        int[][] deep = grid.clone();
        System.out.println((deep[2] == grid[2]) + " " + (deep != grid));
    }
}
