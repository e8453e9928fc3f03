public class MultiDimensionalArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        for (int[] row : grid) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(v).append(' ');
            System.out.println(sb);
        }
        long[][][] cube = new long[2][3][4];
        long n = 0;
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 3; j++)
                for (int k = 0; k < 4; k++)
                    cube[i][j][k] = n++ * 1000000000L;
        System.out.println(cube.length + " " + cube[1].length + " " + cube[1][2].length + " " + cube[1][2][3] + " " + cube[0][0][0]);
        // partially specified dimensions: the inner arrays are null until assigned
        int[][] jagged = new int[3][];
        System.out.println(jagged[0] == null ? "row 0 null" : "row 0 present");
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jagged[i][j] = j + 1;
        }
        int total = 0;
        for (int[] row : jagged) {
            for (int v : row) total += v;
            System.out.print(row.length + " ");
        }
        System.out.println("total " + total);
        String[][][] partially = new String[2][3][];
        System.out.println(partially[1][2] == null ? "third level null" : "third level present");
        partially[1][2] = new String[] { "deep" };
        System.out.println(partially[1][2][0] + " " + partially[0].length);
        // defaults in multi-dimensional arrays
        double[][] ds = new double[2][2];
        boolean[][] bs = new boolean[2][3];
        char[][] cs = new char[1][2];
        Object[][] os = new Object[2][2];
        System.out.println(ds[1][1] + " " + bs[1][2] + " " + (int) cs[0][1] + " " + os[1][0]);
        // initializers
        int[][] pascal = { { 1 }, { 1, 1 }, { 1, 2, 1 }, { 1, 3, 3, 1 } };
        System.out.println(pascal[3][1] + pascal[2][1] + " " + pascal.length + " " + pascal[3].length);
        int[][][] literal = { { { 1, 2 }, { 3 } }, { {} } };
        System.out.println(literal[0][1][0] + " " + literal[1][0].length + " " + literal[0][0].length);
        // rows are shared references
        int[][] shared = new int[2][];
        int[] row = { 7, 8 };
        shared[0] = row;
        shared[1] = row;
        shared[0][1] = 99;
        System.out.println(shared[1][1]);
        // matrix multiplication
        int[][] a = { { 1, 2 }, { 3, 4 }, { 5, 6 } };
        int[][] b = { { 7, 8, 9 }, { 10, 11, 12 } };
        int[][] c = new int[3][3];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                for (int k = 0; k < 2; k++)
                    c[i][j] += a[i][k] * b[k][j];
        for (int[] r : c) {
            System.out.println(r[0] + " " + r[1] + " " + r[2]);
        }
        // zero-sized dimensions
        int[][] zeroRows = new int[0][5];
        int[][] zeroCols = new int[4][0];
        System.out.println(zeroRows.length + " " + zeroCols.length + " " + zeroCols[3].length);
        // four dimensions
        byte[][][][] four = new byte[2][2][2][2];
        four[1][1][1][1] = 42;
        System.out.println(four[1][1][1][1] + four[0][0][0][0]);
    }
}
