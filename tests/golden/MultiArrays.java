// multianewarray, nested array loads and arraycopy.
// golden: clif MultiArrays.run
// golden: inline MultiArrays.run
public class MultiArrays {
    static int run(int n) {
        int[][] grid = new int[n][n + 1];
        long[][][] cube = new long[2][3][];
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= n; j++)
                grid[i][j] = i * j;
        cube[1][2] = new long[] { 5, 6 };
        int[] copy = new int[n + 1];
        System.arraycopy(grid[n - 1], 0, copy, 0, n + 1);
        return copy[n] + grid[2][3] + (int) cube[1][2][1] + cube[0].length;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 20)); }
}
