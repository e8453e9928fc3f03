// Large arrays of references whose elements are replaced over time; the old
// elements die while the arrays stay alive.
public class LargeReferenceArrays {
    public static void main(String[] args) {
        Object[][] tables = new Object[8][];
        for (int t = 0; t < tables.length; t++) tables[t] = new Object[100_000];
        long checksum = 0;
        for (int round = 0; round < 40; round++) {
            Object[] table = tables[round % tables.length];
            for (int i = 0; i < table.length; i++) {
                table[i] = (i % 3 == 0) ? Integer.valueOf(i + round * 1000) : (i % 3 == 1 ? "s" + (i % 100) : new int[] {i, round});
            }
            for (Object o : tables[(round + 3) % tables.length]) {
                if (o instanceof Integer) checksum += (Integer) o;
                else if (o instanceof String) checksum += ((String) o).length();
                else if (o instanceof int[]) checksum += ((int[]) o)[1];
            }
        }
        System.out.println(checksum);
        String[] names = new String[50_000];
        for (int i = 0; i < names.length; i++) names[i] = "name" + i;
        int chars = 0;
        for (String n : names) chars += n.length();
        System.out.println(chars);
    }
}
