// Allocation churn for the collector: allocates about 20 GB in total (with
// HotSpot's or rvm's object sizes; argument = number of rounds, default 400)
// while keeping a live set under 50 MB: a rotating window of small linked
// lists and byte buffers. Prints a checksum and OK when it matches the
// closed form.
public class GcChurn {
    static final class Cell { final long value; Cell next; Cell(long value, Cell next) { this.value = value; this.next = next; } }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        final int window = 16;
        Cell[] lists = new Cell[window];
        byte[][] buffers = new byte[window][];
        long checksum = 0;
        long expected = 0;
        for (int round = 0; round < rounds; round++) {
            // ~1.6 M cells of 32 bytes = ~50 MB per round, all but one list dying.
            Cell list = null;
            for (int i = 0; i < 1_600_000; i++) {
                list = new Cell(i, (i & 1023) == 0 ? null : list);
            }
            lists[round % window] = list;
            buffers[round % window] = new byte[1 << 16];
            long s = 0;
            for (Cell c = list; c != null; c = c.next) s += c.value;
            checksum += s;
            long last = 1_599_999, first = last - (last & 1023);
            expected += (first + last) * (last - first + 1) / 2;
        }
        System.out.println(checksum + (checksum == expected ? " OK" : " FAIL expected " + expected));
    }
}
