import java.util.*;

/** Keys whose hashes collide: bins longer than 8 first make the table grow, then turn into
 *  trees, whose list order (what iteration follows) the tree operations define. */
public class HashMapTreeBins {
    static final class Slot implements Comparable<Slot> {
        final int id;
        Slot(int id) { this.id = id; }
        @Override public int hashCode() { return id % 3; }
        @Override public boolean equals(Object o) { return o instanceof Slot && ((Slot) o).id == id; }
        @Override public int compareTo(Slot o) { return Integer.compare(id, o.id); }
        @Override public String toString() { return "S" + id; }
    }

    /** Strings made of "Aa"/"BB" blocks all share one hash code. */
    static String collide(int bits, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(((bits >> i) & 1) == 0 ? "Aa" : "BB");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        HashMap<Slot, Integer> m = new HashMap<>();
        int[] order = {50, 3, 27, 90, 12, 66, 1, 45, 78, 33, 9, 60, 21, 84, 6, 39, 72, 15, 57, 30, 87, 42, 0, 69, 24};
        for (int id : order) {
            m.put(new Slot(id), id);
            System.out.println(m.keySet());
        }
        for (int id : new int[] {27, 12, 50, 0, 84, 45, 3}) {
            m.remove(new Slot(id));
            System.out.println("-" + id + " " + m.keySet());
        }
        m.computeIfAbsent(new Slot(99), s -> 99);
        m.merge(new Slot(96), 1, Integer::sum);
        System.out.println(m);
        System.out.println(m.get(new Slot(66)) + " " + m.containsKey(new Slot(65)));

        HashMap<String, Integer> strings = new HashMap<>();
        for (int bits = 0; bits < 40; bits++) {
            int b = (bits * 37) % 64;
            strings.put(collide(b, 6), b);
        }
        System.out.println(strings.keySet());
        Iterator<String> it = strings.keySet().iterator();
        int n = 0;
        while (it.hasNext()) {
            it.next();
            if (n++ % 3 == 0) {
                it.remove();
            }
        }
        System.out.println(strings);
        for (int i = 0; i < 200; i++) {
            strings.put("filler" + i, i);
        }
        System.out.println(strings.size() + " " + strings.get(collide(37, 6)) + " " + strings.get(collide(2, 6)));
        StringBuilder sb = new StringBuilder();
        for (String k : strings.keySet()) {
            if (k.startsWith("A") || k.startsWith("B")) {
                sb.append(k).append(' ');
            }
        }
        System.out.println(sb);

        LinkedHashMap<Slot, String> linked = new LinkedHashMap<>();
        for (int i = 0; i < 30; i++) {
            linked.put(new Slot(i * 7 % 30), "v" + i);
        }
        linked.remove(new Slot(14));
        System.out.println(linked.keySet());
        HashSet<Slot> set = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            set.add(new Slot((i * 11) % 40));
        }
        System.out.println(set);
        set.removeIf(s -> s.id % 4 == 0);
        System.out.println(set);
    }
}
