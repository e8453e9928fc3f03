public class ArrayIndexOutOfBoundsMessages {
    public static void main(String[] args) {
        int[] ints = new int[5];
        long[] longs = new long[3];
        byte[] bytes = new byte[2];
        char[] chars = new char[1];
        short[] shorts = new short[4];
        boolean[] booleans = new boolean[6];
        float[] floats = new float[7];
        double[] doubles = new double[8];
        String[] strings = new String[9];
        int[][] grid = new int[2][3];
        int[] empty = new int[0];
        for (int test = 0; test < 19; test++) {
            try {
                switch (test) {
                    case 0: ints[5] = 1; break;
                    case 1: System.out.println(ints[-1]); break;
                    case 2: System.out.println(longs[3]); break;
                    case 3: bytes[2] = 1; break;
                    case 4: System.out.println(chars[1]); break;
                    case 5: shorts[-100] = 1; break;
                    case 6: System.out.println(booleans[6]); break;
                    case 7: floats[Integer.MAX_VALUE] = 1; break;
                    case 8: System.out.println(doubles[Integer.MIN_VALUE]); break;
                    case 9: strings[9] = "x"; break;
                    case 10: System.out.println(strings[10]); break;
                    case 11: System.out.println(grid[2][0]); break;
                    case 12: System.out.println(grid[1][3]); break;
                    case 13: grid[0][-1] = 3; break;
                    case 14: System.out.println(empty[0]); break;
                    case 15: ints[4] = 44; System.out.println("ints[4] ok " + ints[4]); break;
                    case 16: ints[ints.length]++; break;
                    case 17: longs[5] += 1; break;
                    case 18: System.out.println("abc".charAt(3)); break;
                }
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println(test + ": " + e.getClass().getName() + ": " + e.getMessage());
            } catch (IndexOutOfBoundsException e) {
                // String.charAt throws StringIndexOutOfBoundsException
                System.out.println(test + ": " + e.getClass().getName());
            }
        }
        // the failing store does not modify the array
        int[] small = { 1, 2 };
        int i = 0;
        try {
            while (true) {
                small[i] = small[i] * 10;
                i++;
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("stopped at " + i + ": " + small[0] + " " + small[1] + " / " + e.getMessage());
        }
        // is an IndexOutOfBoundsException and a RuntimeException
        try {
            System.out.println(ints[10]);
        } catch (RuntimeException e) {
            System.out.println((e instanceof IndexOutOfBoundsException) + " " + e);
        }
    }
}
