// Allocates far more than it keeps alive, so a collector must reclaim memory while
// references held in locals, fields, arrays and across calls stay intact.
public class AllocationChurn {
    static final class Node {
        final long value;
        Node next;
        final int[] payload;

        Node(long value, Node next) {
            this.value = value;
            this.next = next;
            this.payload = new int[(int) (value % 7) + 1];
            this.payload[0] = (int) value;
        }
    }

    static Node keep;

    static long checksum(Node node) {
        long sum = 0;
        while (node != null) {
            sum = sum * 31 + node.value + node.payload[0] + node.payload.length;
            node = node.next;
        }
        return sum;
    }

    public static void main(String[] args) {
        Node survivors = null;
        long garbageBytes = 0;
        for (int round = 0; round < 200; round++) {
            Node temporary = null;
            for (int i = 0; i < 2000; i++) {
                temporary = new Node(i, temporary);       // becomes garbage after the round
                garbageBytes += temporary.payload.length;
            }
            if (round % 10 == 0) {
                survivors = new Node(round, survivors);   // a few objects survive
            }
            String text = "round " + round;                // garbage strings
            garbageBytes += text.length();
            int[][] grid = new int[10][10];                 // garbage arrays
            grid[round % 10][round % 10] = round;
            garbageBytes += grid[round % 10][round % 10];
        }
        keep = survivors;
        System.out.println("survivor checksum " + checksum(survivors));
        System.out.println("static field checksum " + checksum(keep));
        System.out.println("garbage units " + garbageBytes);
        // a large array of objects that stays alive while more garbage is made
        Object[] table = new Object[10000];
        for (int i = 0; i < table.length; i++) {
            table[i] = (i % 3 == 0) ? "s" + i : (i % 3 == 1) ? Integer.valueOf(i * 1000) : new long[] { i };
        }
        for (int i = 0; i < 300000; i++) {
            Object junk = new StringBuilder().append(i);
            if (junk == null) System.out.println("impossible");
        }
        long sum = 0;
        for (int i = 0; i < table.length; i++) {
            Object o = table[i];
            if (o instanceof String) sum += ((String) o).length();
            else if (o instanceof Integer) sum += (Integer) o;
            else sum += ((long[]) o)[0];
        }
        System.out.println("table sum " + sum);
    }
}
