import java.util.Arrays;

public class ArraysCompareUnsigned {
    static int sign(int x) {
        return Integer.signum(x);
    }

    public static void main(String[] args) {
        byte[] a = {1, 2, (byte) 0x80};
        byte[] b = {1, 2, 0x7f};
        System.out.println("byte " + sign(Arrays.compareUnsigned(a, b)) + " signed " + sign(Arrays.compare(a, b)));
        System.out.println("byte prefix " + Arrays.compareUnsigned(new byte[] {1, 2}, a) + " " + Arrays.compareUnsigned(a, a)
                + " null " + Arrays.compareUnsigned((byte[]) null, a) + " " + Arrays.compareUnsigned(a, (byte[]) null)
                + " " + Arrays.compareUnsigned((byte[]) null, (byte[]) null));
        short[] s1 = {(short) 0xffff};
        short[] s2 = {1};
        System.out.println("short " + sign(Arrays.compareUnsigned(s1, s2)) + " signed " + sign(Arrays.compare(s1, s2)));
        int[] i1 = {5, -1};
        int[] i2 = {5, 7, 9};
        System.out.println("int " + sign(Arrays.compareUnsigned(i1, i2)) + " signed " + sign(Arrays.compare(i1, i2))
                + " range " + Arrays.compareUnsigned(i1, 0, 1, i2, 0, 1) + " " + Arrays.compareUnsigned(i1, 0, 1, i2, 0, 3));
        long[] l1 = {Long.MIN_VALUE};
        long[] l2 = {Long.MAX_VALUE};
        System.out.println("long " + sign(Arrays.compareUnsigned(l1, l2)) + " signed " + sign(Arrays.compare(l1, l2)));
        try {
            Arrays.compareUnsigned(i1, 2, 1, i2, 0, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Arrays.compareUnsigned(i1, 0, 1, i2, 0, 4);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            Arrays.compareUnsigned(i1, 0, 1, null, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
