public class NegativeArraySize {
    static int size(int n) {
        return n;
    }

    public static void main(String[] args) {
        int[] sizes = { -1, -5, Integer.MIN_VALUE, 0, 2 };
        for (int n : sizes) {
            try {
                int[] a = new int[size(n)];
                System.out.println("int[" + n + "] ok, length " + a.length);
            } catch (NegativeArraySizeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            String[] s = new String[size(-3)];
            System.out.println(s.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("String[]: " + e.getMessage());
        }
        try {
            long[] l = new long[size(-7)];
            System.out.println(l.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("long[]: " + e);
        }
        try {
            int[][] m = new int[size(2)][size(-4)];
            System.out.println(m.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("int[2][-4]: " + e.getMessage());
        }
        try {
            int[][] m = new int[size(-2)][size(3)];
            System.out.println(m.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("int[-2][3]: " + e.getMessage());
        }
        try {
            int[][][] m = new int[size(0)][size(-6)][];
            System.out.println("int[0][-6][]: no exception? " + m.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("int[0][-6][]: " + e.getMessage());
        }
        try {
            int[][] m = new int[size(-8)][];
            System.out.println(m.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("int[-8][]: " + e.getMessage());
        }
        try {
            Object o = new char[size(-9)];
            System.out.println(o);
        } catch (RuntimeException e) {
            System.out.println("as RuntimeException: " + e.getClass().getName() + " " + e.getMessage());
        }
    }
}
