import java.util.*;

/** Collections of user types with their own equals/hashCode/compareTo, nested collections, and
 *  toString/equals/hashCode of the views and of self-referencing collections. */
public class UserTypesInCollections {
    static final class Point implements Comparable<Point> {
        final int x;
        final int y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (!(o instanceof Point)) {
                return false;
            }
            Point p = (Point) o;
            return p.x == x && p.y == y;
        }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public int compareTo(Point o) { return x != o.x ? Integer.compare(x, o.x) : Integer.compare(y, o.y); }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    /** Equal by name only; ordered by name length: TreeSet and HashSet disagree on duplicates. */
    static final class Tag implements Comparable<Tag> {
        final String name;
        final int weight;
        Tag(String name, int weight) { this.name = name; this.weight = weight; }
        @Override public boolean equals(Object o) { return o instanceof Tag && ((Tag) o).name.equals(name); }
        @Override public int hashCode() { return name.hashCode(); }
        @Override public int compareTo(Tag o) { return Integer.compare(name.length(), o.name.length()); }
        @Override public String toString() { return name + "#" + weight; }
    }

    /** Records how often the collections call equals and hashCode. */
    static final class Probe {
        static int equalsCalls;
        static int hashCalls;
        final int id;
        Probe(int id) { this.id = id; }
        @Override public boolean equals(Object o) { equalsCalls++; return o instanceof Probe && ((Probe) o).id == id; }
        @Override public int hashCode() { hashCalls++; return id % 4; }
        @Override public String toString() { return "P" + id; }
    }

    public static void main(String[] args) {
        Set<Point> hs = new HashSet<>();
        List<Point> pts = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            Point p = new Point(i % 5, (i * 3) % 7);
            pts.add(p);
            hs.add(p);
            hs.add(new Point(p.x, p.y));
        }
        System.out.println(hs.size() + " " + hs);
        System.out.println(new TreeSet<>(hs));
        System.out.println(hs.contains(new Point(2, 6)) + " " + pts.indexOf(new Point(4, 5)) + " " + pts.lastIndexOf(new Point(0, 0)));
        Map<Point, List<Integer>> byPoint = new HashMap<>();
        for (int i = 0; i < pts.size(); i++) {
            byPoint.computeIfAbsent(pts.get(i), k -> new ArrayList<>()).add(i);
        }
        System.out.println(byPoint);
        Map<Integer, Map<Integer, Set<Point>>> nested = new TreeMap<>();
        for (Point p : pts) {
            nested.computeIfAbsent(p.x, k -> new TreeMap<>()).computeIfAbsent(p.y % 2, k -> new LinkedHashSet<>()).add(p);
        }
        System.out.println(nested);
        System.out.println(nested.hashCode() + " " + nested.equals(new HashMap<>(nested)));

        TreeSet<Tag> byLength = new TreeSet<>();
        HashSet<Tag> byName = new HashSet<>();
        String[] tagNames = {"red", "blue", "green", "red", "teal", "pink", "orange"};
        for (int i = 0; i < tagNames.length; i++) {
            Tag t = new Tag(tagNames[i], i);
            System.out.print(byLength.add(t) + "/" + byName.add(t) + " ");
        }
        System.out.println();
        System.out.println(byLength + " " + byName.size());
        TreeMap<Tag, Integer> tm = new TreeMap<>();
        tm.put(new Tag("aaa", 1), 1);
        System.out.println(tm.put(new Tag("bbb", 2), 2) + " " + tm + " " + tm.firstKey());

        List<List<String>> table = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < 3; c++) {
                row.add(r + "" + c);
            }
            table.add(row);
        }
        table.get(1).set(1, null);
        System.out.println(table + " " + table.hashCode() + " " + table.contains(Arrays.asList("20", "21", "22")));
        Map<String, Object> selfMap = new HashMap<>();
        selfMap.put("me", selfMap);
        selfMap.put("n", 1);
        List<Object> selfList = new LinkedList<>();
        selfList.add(selfList);
        selfList.add(selfMap);
        Set<Object> selfSet = new TreeSet<>(Comparator.comparing(Object::getClass, Comparator.comparing(Class::getName)));
        System.out.println(selfMap + " " + selfList);
        Map<Object, Object> entryMap = new LinkedHashMap<>();
        entryMap.put(entryMap, "key is the map");
        System.out.println(entryMap);
        System.out.println(new ArrayList<>(List.of(1, 2)).equals(new LinkedList<>(List.of(1, 2))) + " "
                + new HashSet<>(List.of(1, 2)).equals(new TreeSet<>(List.of(2, 1))) + " "
                + new HashMap<>(Map.of(1, "a")).equals(new TreeMap<>(Map.of(1, "a"))) + " "
                + List.of(1).equals(Set.of(1)) + " " + new ArrayList<>().equals(Collections.emptyList()));

        Map<Probe, String> probes = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            probes.put(new Probe(i), "p" + i);
        }
        Probe.equalsCalls = 0;
        Probe.hashCalls = 0;
        probes.get(new Probe(9));
        probes.containsKey(new Probe(13));
        probes.remove(new Probe(5));
        probes.put(new Probe(1), "again");
        System.out.println("equals " + Probe.equalsCalls + " hashCode " + Probe.hashCalls + " " + probes);
        Probe.equalsCalls = 0;
        List<Probe> plist = new ArrayList<>(probes.keySet());
        plist.contains(new Probe(100));
        plist.remove(new Probe(11));
        System.out.println("list equals " + Probe.equalsCalls + " " + plist);
        Map.Entry<String, Integer> se = new AbstractMap.SimpleEntry<>("k", 1);
        Map.Entry<String, Integer> sie = new AbstractMap.SimpleImmutableEntry<>("k", 1);
        se.setValue(2);
        System.out.println(se + " " + sie + " " + se.equals(sie) + " " + sie.hashCode() + " " + new AbstractMap.SimpleEntry<>(null, null).hashCode());
        try {
            sie.setValue(3);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable entry: " + e.getMessage());
        }
    }
}
