// An allocation larger than any heap throws OutOfMemoryError, which the
// program catches and continues from.
public class OutOfMemoryCaught {
    public static void main(String[] args) {
        try {
            long[] huge = new long[1 << 30];
            System.out.println("allocated " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        }
        int[] after = new int[1000];
        after[999] = 5;
        System.out.println("continuing " + after[999]);
    }
}
