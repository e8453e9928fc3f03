public class ArrayCloneAndArraycopy {
    static String show(int[] a) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        int[] original = { 1, 2, 3, 4, 5, 6, 7, 8 };
        int[] copy = original.clone();
        copy[0] = 100;
        System.out.println(show(original) + " " + show(copy) + " " + (copy != original));
        int[][] grid = { { 1, 2 }, { 3, 4 } };
        int[][] shallow = grid.clone();
        shallow[0][0] = 50;          // rows are shared by a shallow clone
        shallow[1] = new int[] { 9 };
        System.out.println(grid[0][0] + " " + grid[1].length + " " + shallow[1].length);
        int[] target = new int[10];
        System.arraycopy(original, 2, target, 5, 4);
        System.out.println(show(target));
        // overlapping copies behave as if through a temporary array
        int[] overlap = { 1, 2, 3, 4, 5, 6, 7, 8 };
        System.arraycopy(overlap, 0, overlap, 2, 6);
        System.out.println(show(overlap));
        int[] overlap2 = { 1, 2, 3, 4, 5, 6, 7, 8 };
        System.arraycopy(overlap2, 2, overlap2, 0, 6);
        System.out.println(show(overlap2));
        String[] words = { "a", "b", "c" };
        Object[] objects = new Object[5];
        System.arraycopy(words, 0, objects, 1, 3);
        System.out.println(objects[0] + " " + objects[1] + " " + objects[2] + " " + objects[3] + " " + objects[4]);
        long[] longs = { Long.MAX_VALUE, Long.MIN_VALUE, 7 };
        long[] longCopy = new long[3];
        System.arraycopy(longs, 0, longCopy, 0, 3);
        System.out.println(longCopy[0] + " " + longCopy[1] + " " + longCopy[2]);
        char[] chars = { 'a', 'b', 'c', 'd', 'e', 'f' };
        System.arraycopy(chars, 3, chars, 0, 3);
        System.out.println(chars);
        double[] doubles = { 1.5, 2.5 };
        double[] doubleClone = doubles.clone();
        System.out.println(doubleClone[1] + " " + doubleClone.length);
        byte[] bytes = { 1, 2, 3 };
        byte[] byteCopy = new byte[3];
        System.arraycopy(bytes, 1, byteCopy, 1, 2);
        System.out.println(byteCopy[0] + " " + byteCopy[1] + " " + byteCopy[2]);
        System.arraycopy(bytes, 0, byteCopy, 0, 0);
        int[] empty = new int[0];
        System.out.println(empty.clone().length);
    }
}
