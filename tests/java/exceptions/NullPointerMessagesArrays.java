// Helpful NullPointerException messages for arrays: loads and stores of every
// element type, lengths, nested arrays, and how the index of an array element
// that was null is spelled (constants, locals, fields, calls, other elements).
public class NullPointerMessagesArrays {
    static int staticIndex = 1;
    static Object[][] staticGrid = new Object[3][];
    int fieldIndex = 2;
    Object[][][] cube = new Object[2][2][];

    static void report(NullPointerException e) {
        System.out.println(e.getMessage());
    }

    static int index() {
        return 1;
    }

    static void elementTypes() {
        int[] ints = null;
        long[] longs = null;
        float[] floats = null;
        double[] doubles = null;
        Object[] objects = null;
        byte[] bytes = null;
        boolean[] booleans = null;
        char[] chars = null;
        short[] shorts = null;
        try { System.out.println(ints[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(longs[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(floats[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(doubles[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(objects[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(bytes[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(booleans[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(chars[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(shorts[0]); } catch (NullPointerException e) { report(e); }
        try { ints[0] = 1; } catch (NullPointerException e) { report(e); }
        try { longs[0] = 1L; } catch (NullPointerException e) { report(e); }
        try { floats[0] = 1f; } catch (NullPointerException e) { report(e); }
        try { doubles[0] = 1d; } catch (NullPointerException e) { report(e); }
        try { objects[0] = "x"; } catch (NullPointerException e) { report(e); }
        try { bytes[0] = 1; } catch (NullPointerException e) { report(e); }
        try { booleans[0] = true; } catch (NullPointerException e) { report(e); }
        try { chars[0] = 'c'; } catch (NullPointerException e) { report(e); }
        try { shorts[0] = 1; } catch (NullPointerException e) { report(e); }
        try { System.out.println(chars.length); } catch (NullPointerException e) { report(e); }
        try { ints[2] += 5; } catch (NullPointerException e) { report(e); }
        try { longs[1]++; } catch (NullPointerException e) { report(e); }
        try { for (double d : doubles) { System.out.println(d); } } catch (NullPointerException e) { report(e); }
    }

    static void nested(int i, int j, Object[][] grid, int[][] matrix, long[][] wide, int[] which) {
        try { System.out.println(matrix[i][j]); } catch (NullPointerException e) { report(e); }
        try { matrix[j][i] = 4; } catch (NullPointerException e) { report(e); }
        try { wide[0][1] = 9L; } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[3][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[100][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[300][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[-1 + 5][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[i * 2][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[which[0]][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[index()][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[staticIndex][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[(int) 3L][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[grid.length - 1][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid["abcd".length()][0]); } catch (NullPointerException e) { report(e); }
        char[] letters = { 1, 2 };
        try { System.out.println(grid[letters[1]][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[matrix[5][0]][0]); } catch (NullPointerException e) { report(e); }
        try { grid[i].toString(); } catch (NullPointerException e) { report(e); }
        try { System.out.println(grid[j].length); } catch (NullPointerException e) { report(e); }
        try { staticGrid[2][1] = "s"; } catch (NullPointerException e) { report(e); }
        try { System.out.println(staticGrid[staticIndex].length); } catch (NullPointerException e) { report(e); }
        i = 3;
        try { System.out.println(grid[i][0]); } catch (NullPointerException e) { report(e); }
    }

    void instance(int unused) {
        try { cube[1][0][0] = "deep"; } catch (NullPointerException e) { report(e); }
        try { System.out.println(cube[0][fieldIndex - 1][3]); } catch (NullPointerException e) { report(e); }
        try { cube[0][1][fieldIndex].hashCode(); } catch (NullPointerException e) { report(e); }
        Object[][][][][][] deep = new Object[1][1][1][1][1][];
        try { deep[0][0][0][0][0][0].hashCode(); } catch (NullPointerException e) { report(e); }
        try { System.out.println(deep[0][0][0][0][0][0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(deep[0][0][0][0][0].length); } catch (NullPointerException e) { report(e); }
        int[][][][][][] ints = new int[1][1][1][1][1][];
        try { System.out.println(ints[0][0][0][0][0][0]); } catch (NullPointerException e) { report(e); }
        int[] idx = { 0, 0 };
        try { System.out.println(ints[idx[0]][idx[1]][0][0][0][0]); } catch (NullPointerException e) { report(e); }
    }

    public static void main(String[] args) {
        elementTypes();
        int[][] matrix = new int[7][];
        matrix[5] = new int[] { 2 };
        nested(1, 2, new Object[400][], matrix, new long[1][], new int[] { 2 });
        new NullPointerMessagesArrays().instance(0);
    }
}
