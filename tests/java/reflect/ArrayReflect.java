import java.lang.reflect.Array;
import java.util.Arrays;

public class ArrayReflect {
    public static void main(String[] args) {
        int[] ints = (int[]) Array.newInstance(int.class, 4);
        for (int i = 0; i < Array.getLength(ints); i++) Array.setInt(ints, i, i * i);
        Array.set(ints, 0, (short) 9);
        System.out.println(Arrays.toString(ints) + " " + Array.get(ints, 2) + " " + Array.getLong(ints, 3) + " " + Array.getDouble(ints, 1));
        String[][] grid = (String[][]) Array.newInstance(String.class, 2, 3);
        grid[1][2] = "x";
        System.out.println(Arrays.deepToString(grid) + " " + grid.getClass().getName());
        Object matrix = Array.newInstance(double.class, 2, 2);
        Array.setDouble(Array.get(matrix, 1), 0, 2.5);
        System.out.println(Arrays.deepToString((Object[]) matrix));
        char[] cs = {'a', 'b'};
        System.out.println(Array.getChar(cs, 1) + " " + Array.getInt(cs, 0) + " " + Array.get(cs, 0).getClass().getSimpleName());
        boolean[] bs = new boolean[2];
        Array.setBoolean(bs, 1, true);
        System.out.println(Arrays.toString(bs) + " " + Array.getBoolean(bs, 1));
        Object[] objs = (Object[]) Array.newInstance(Number.class, 2);
        Array.set(objs, 0, 1.5f);
        Array.set(objs, 1, null);
        System.out.println(Arrays.toString(objs) + " " + objs.getClass().getSimpleName());
        try {
            Array.newInstance(int.class, new int[0]);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Array.getByte(new int[1], 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
