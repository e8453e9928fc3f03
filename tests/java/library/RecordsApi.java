import java.util.*;

public class RecordsApi {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);
        static Point of(int v) { return new Point(v, v); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        double dist2() { return x * x + y * y; }
    }

    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo " + lo + " > hi " + hi);
        }
        int length() { return hi - lo; }
    }

    record Name(String first, String last) {
        Name {
            first = first.trim();
            last = last == null ? "" : last.trim().toUpperCase();
        }
        Name(String single) { this(single, null); }
        @Override public String first() { return "<" + first + ">"; }
    }

    record Line(Point from, Point to) {}
    record Labeled<T>(String label, T value) {}
    record AllTypes(boolean z, byte b, short s, char c, int i, long j, float f, double d, String str, Object o) {}
    record Arrays2(int[] ints, String[] strs) {}
    record Empty() {}
    record Custom(String id, int version) {
        @Override public boolean equals(Object o) { return o instanceof Custom c && c.id.equals(id); }
        @Override public int hashCode() { return id.hashCode(); }
        @Override public String toString() { return "Custom[" + id + "@v" + version + "]"; }
    }
    interface HasArea { double area(); }
    record Rect(double w, double h) implements HasArea, Comparable<Rect> {
        public double area() { return w * h; }
        public int compareTo(Rect o) { return Double.compare(area(), o.area()); }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        System.out.println(p + " " + p.x() + " " + p.y() + " " + p.equals(q) + " " + (p == q) + " " + (p.hashCode() == q.hashCode()) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null) + " " + p.equals("Point[x=3, y=4]"));
        System.out.println(Point.ORIGIN + " " + Point.of(7) + " " + p.plus(Point.of(1)) + " " + p.dist2());
        System.out.println(p.hashCode() + " " + new Point(0, 0).hashCode() + " " + new Point(-1, 1).hashCode() + " " + new Empty().hashCode() + " " + new Empty() + " " + new Empty().equals(new Empty()));
        System.out.println(new Range(1, 5) + " " + new Range(2, 2).length());
        try {
            new Range(5, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        Name n = new Name("  Ada ", " lovelace ");
        Name single = new Name(" Plato ");
        System.out.println(n + " " + n.first() + " " + n.last() + " " + single + " " + n.equals(new Name("Ada", "LOVELACE")));
        Line line = new Line(new Point(1, 2), new Point(3, 4));
        Line line2 = new Line(new Point(1, 2), new Point(3, 4));
        System.out.println(line + " " + line.equals(line2) + " " + (line.hashCode() == line2.hashCode()) + " " + line.hashCode() + " " + line.to().y());
        Labeled<List<Integer>> lab = new Labeled<>("nums", Arrays.asList(1, 2));
        Labeled<Integer> nul = new Labeled<>(null, null);
        System.out.println(lab + " " + lab.equals(new Labeled<>("nums", new ArrayList<>(Arrays.asList(1, 2)))) + " " + nul + " " + nul.hashCode() + " " + nul.equals(new Labeled<>(null, null)) + " " + lab.hashCode());
        AllTypes at = new AllTypes(true, (byte) -1, (short) 300, 'x', -7, 1L << 40, 1.5f, -0.0, "s", null);
        AllTypes at2 = new AllTypes(true, (byte) -1, (short) 300, 'x', -7, 1L << 40, 1.5f, 0.0, "s", null);
        System.out.println(at + " " + at.equals(at2) + " " + at.hashCode() + " " + at2.hashCode());
        AllTypes nan1 = new AllTypes(false, (byte) 0, (short) 0, '0', 0, 0, Float.NaN, Double.NaN, "", 5);
        AllTypes nan2 = new AllTypes(false, (byte) 0, (short) 0, '0', 0, 0, Float.NaN, Double.NaN, "", 5);
        System.out.println(nan1.equals(nan2) + " " + (nan1.hashCode() == nan2.hashCode()) + " " + nan1.hashCode());
        int[] ints = {1, 2};
        Arrays2 a1 = new Arrays2(ints, new String[]{"a"});
        Arrays2 a2 = new Arrays2(ints, a1.strs());
        Arrays2 a3 = new Arrays2(new int[]{1, 2}, new String[]{"a"});
        System.out.println(a1.equals(a2) + " " + a1.equals(a3) + " " + (a1.hashCode() == a2.hashCode()) + " " + a1.toString().startsWith("Arrays2[ints=[I@"));
        Custom c1 = new Custom("id", 1), c2 = new Custom("id", 2);
        System.out.println(c1 + " " + c1.equals(c2) + " " + (c1.hashCode() == "id".hashCode()) + " " + c1.version());
        List<Rect> rects = new ArrayList<>(Arrays.asList(new Rect(2, 3), new Rect(1, 1), new Rect(0.5, 4), new Rect(3, 3)));
        Collections.sort(rects);
        HasArea ha = rects.get(0);
        System.out.println(rects + " " + ha.area() + " " + (ha instanceof Record) + " " + Rect.class.getSuperclass().getName());
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) set.add(new Point(i % 3, j % 2));
        Map<Point, Integer> counts = new TreeMap<>(Comparator.comparingInt(Point::x).thenComparingInt(Point::y));
        for (int i = 0; i < 10; i++) counts.merge(new Point(i % 3, i % 2), 1, Integer::sum);
        System.out.println(set.size() + " " + counts);
        Object o = new Point(5, 6);
        if (o instanceof Point pt && pt.x() < pt.y()) System.out.println("pattern " + pt.x() + "," + pt.y());
        record Local(String s, int n) {
            String rep() { return s.repeat(n); }
        }
        Local loc = new Local("ab", 3);
        System.out.println(loc + " " + loc.rep() + " " + loc.getClass().getSimpleName() + " " + new Local("ab", 3).equals(loc));
        System.out.println(new Labeled<>("nested", new Labeled<>("inner", new Point(1, 1))) + " " + new Labeled<>("arr", new Empty()));
    }
}
