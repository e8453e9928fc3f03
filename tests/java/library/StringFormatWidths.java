public class StringFormatWidths {
    public static void main(String[] args) {
        int[] ints = {0, 7, -7, 42, -42, 123456, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : ints) {
            System.out.println(String.format("[%d][%5d][%-5d][%05d][%+d][% d][%,d][%x][%X][%08x][%o]", v, v, v, v, v, v, v, v, v, v, v));
        }
        long[] longs = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123L};
        for (long v : longs) System.out.println(String.format("[%d][%20d][%-20d|][%x][%,d]", v, v, v, v, v));
        double[] ds = {0.0, -0.0, 1.0, -1.5, 3.14159265358979, 2.5, 0.125, 1234567.891, 1e-5, 1e10, 0.5, 1.005, 99.995, -0.0001};
        for (double d : ds) {
            System.out.println(String.format("[%f][%.0f][%.1f][%.2f][%.3f][%10.2f][%-10.2f][%010.3f][%+.2f][%e][%.2e][%E][%,.2f]", d, d, d, d, d, d, d, d, d, d, d, d, d));
        }
        System.out.println(String.format("[%f][%.2f][%e][%5.1f]", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN));
        System.out.println(String.format("[%.2f][%.1f]", 1.5f, 0.25f));
        System.out.println(String.format("[%s][%10s][%-10s][%.2s][%8.3s][%S]", "hello", "hi", "left", "truncate", "abcdef", "upper"));
        System.out.println(String.format("[%s][%s][%s][%s][%s]", null, 42, 'c', true, 1.5));
        System.out.println(String.format("[%c][%3c][%-3c][%C][%c]", 'a', 'b', 'c', 'd', 65));
        System.out.println(String.format("[%b][%b][%b][%B][%5b][%-6b]", true, null, "str", false, true, false));
        System.out.println(String.format("[%x][%x][%X][%x][%x]", (byte) -1, (short) -1, 255L, -255L, 0));
        System.out.println(String.format("[%h][%h][%H]", "hi", 17, "Hello"));
        System.out.println(String.format("100%% done%nnext line%n"));
        System.out.print(String.format("%s %s %s%n", "a", "b", "c"));
        System.out.println(String.format("%2$s %1$s %2$s %<s", "first", "second"));
        System.out.println(String.format("%-8s|%8s|%08.2f|%+5d", "ab", "cd", -3.14159, 5));
        System.out.println(String.format("no args"));
        System.out.println(String.format("%s", (Object) null) + String.format("%10s|", (Object) null));
        System.out.println(String.format("%d items at %.2f = %10.2f", 3, 1.1, 3 * 1.1));
        System.out.println(String.format("%,d %,d %,d", 999, 1000, -1234567));
        System.out.println(String.format("%o %o", 8, -8));
        System.out.println("%d-%s".formatted(5, "x"));
        System.out.printf("printf %5.1f|%-4d|%s%n", 2.25, 7, "end");
        try {
            String.format("%d", "notanint");
        } catch (java.util.IllegalFormatException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.IllegalFormatException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            String.format("%q", 1);
        } catch (java.util.IllegalFormatException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        StringBuilder table = new StringBuilder();
        String[] names = {"alpha", "be", "gamma-long"};
        double[] vals = {1.5, -22.125, 333.0};
        for (int i = 0; i < names.length; i++) table.append(String.format("|%-10s|%9.3f|%4d|%n", names[i], vals[i], i * 11));
        System.out.print(table);
    }
}
