import java.util.*;
import java.util.function.*;

public class ObjectsOptionalJoiner {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) { return o instanceof Point && ((Point) o).x == x && ((Point) o).y == y; }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "P(" + x + "," + y + ")"; }
    }

    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(null, "a") + " " + Objects.equals(new Point(1, 2), new Point(1, 2)) + " " + Objects.equals(1, 1L));
        System.out.println(Objects.deepEquals(new int[]{1, 2}, new int[]{1, 2}) + " " + Objects.deepEquals(new Object[]{new int[]{1}}, new Object[]{new int[]{1}}) + " " + Objects.deepEquals(null, null) + " " + Objects.deepEquals(new int[]{1}, new long[]{1}));
        System.out.println(Objects.hash() + " " + Objects.hash((Object) null) + " " + Objects.hash(1, 2, 3) + " " + Objects.hash("a", null, 2.5) + " " + Objects.hashCode(null) + " " + Objects.hashCode("abc") + " " + new Point(3, 4).hashCode() + " " + Arrays.hashCode(new Object[]{3, 4}));
        System.out.println(Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.toString(42, "dflt") + " " + Objects.isNull(null) + " " + Objects.nonNull(null) + " " + Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElseGet(null, () -> "got") + " " + Objects.requireNonNullElse("first", "else"));
        Comparator<String> rev = Comparator.reverseOrder();
        System.out.println(Objects.compare("a", "b", rev) + " " + Objects.compare(null, null, rev) + " " + Objects.checkIndex(3, 4));
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "supplied message");
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            Objects.checkIndex(5, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            Objects.checkFromToIndex(2, 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(2, 4, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println(some + " " + none + " " + nullable + " " + none.equals(nullable) + " " + some.equals(Optional.of("value")) + " " + some.hashCode() + " " + none.hashCode());
        System.out.println(some.isPresent() + " " + some.isEmpty() + " " + none.isPresent() + " " + none.isEmpty() + " " + some.get() + " " + none.orElse("other") + " " + none.orElseGet(() -> "lazy") + " " + some.orElseGet(() -> { throw new AssertionError(); }));
        System.out.println(some.map(String::length) + " " + none.map(String::length) + " " + some.map(s -> null) + " " + some.filter(s -> s.startsWith("v")) + " " + some.filter(s -> s.isEmpty()) + " " + some.flatMap(s -> Optional.of(s + "!")) + " " + some.flatMap(s -> Optional.empty()) + " " + none.or(() -> Optional.of("alt")) + " " + some.or(() -> Optional.of("alt")));
        StringBuilder trace = new StringBuilder();
        some.ifPresent(s -> trace.append("present:").append(s));
        none.ifPresent(s -> trace.append("WRONG"));
        none.ifPresentOrElse(s -> trace.append("WRONG"), () -> trace.append(" empty-branch"));
        some.ifPresentOrElse(s -> trace.append(" present-branch"), () -> trace.append("WRONG"));
        System.out.println(trace);
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get: " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("of(null): " + e.getClass().getName());
        }
        OptionalInt oi = OptionalInt.of(5);
        OptionalLong ol = OptionalLong.empty();
        OptionalDouble od = OptionalDouble.of(2.5);
        System.out.println(oi + " " + ol + " " + od + " " + oi.getAsInt() + " " + ol.orElse(-1) + " " + od.orElse(0) + " " + OptionalInt.empty().isPresent() + " " + oi.equals(OptionalInt.of(5)));

        StringJoiner j = new StringJoiner(", ", "{", "}");
        System.out.println(j + " " + j.length());
        j.setEmptyValue("EMPTY");
        System.out.println(j + " " + j.length());
        j.add("a").add("b").add(null);
        System.out.println(j + " " + j.length());
        StringJoiner k = new StringJoiner("-");
        k.add("x");
        k.add("");
        StringJoiner m = new StringJoiner("+", "<", ">");
        m.add("p").merge(k).add("q");
        System.out.println(k + " " + m + " " + m.length());
        StringJoiner e = new StringJoiner("|");
        System.out.println("[" + e + "] " + e.length() + " [" + new StringJoiner(",", "(", ")") + "]");
        StringJoiner emptyMerged = new StringJoiner(":", "[", "]");
        emptyMerged.merge(new StringJoiner("/"));
        System.out.println(emptyMerged);
        Map<Point, String> map = new HashMap<>();
        map.put(new Point(1, 2), "a");
        map.put(new Point(1, 2), "b");
        map.put(new Point(2, 1), "c");
        System.out.println(map.size() + " " + map.get(new Point(1, 2)) + " " + map.get(new Point(2, 1)) + " " + map.containsKey(new Point(3, 3)));
    }
}
