import java.util.*;
import java.util.function.*;

/** Map's default methods with lambdas, on HashMap, LinkedHashMap, TreeMap and on a map that
 *  only implements entrySet()/put() (so the interface defaults themselves run). */
public class MapDefaultMethods {
    /** A minimal map over a list of entries: every Map default method runs as written in Map. */
    static final class ListMap<K, V> extends AbstractMap<K, V> {
        final List<Map.Entry<K, V>> entries = new ArrayList<>();

        @Override
        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return entries.iterator();
                }

                public int size() {
                    return entries.size();
                }
            };
        }

        @Override
        public V put(K key, V value) {
            for (Map.Entry<K, V> e : entries) {
                if (Objects.equals(e.getKey(), key)) {
                    return e.setValue(value);
                }
            }
            entries.add(new AbstractMap.SimpleEntry<>(key, value));
            return null;
        }
    }

    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void exercise(String name, Map<String, Integer> m) {
        String text = "it was the best of times it was the worst of times it was the age of wisdom";
        for (String w : text.split(" ")) {
            m.merge(w, 1, Integer::sum);
        }
        System.out.println(name + " merge: " + m);
        m.computeIfAbsent("new", String::length);
        m.computeIfAbsent("it", k -> 100);
        m.computeIfAbsent("none", k -> null);
        m.computeIfPresent("was", (k, v) -> v * 10);
        m.computeIfPresent("age", (k, v) -> null);
        m.computeIfPresent("missing", (k, v) -> 1);
        m.compute("best", (k, v) -> v == null ? -1 : v + 1);
        m.compute("fresh", (k, v) -> v == null ? -1 : v + 1);
        m.compute("worst", (k, v) -> null);
        System.out.println(name + " compute: " + m);
        System.out.println(m.putIfAbsent("of", 0) + " " + m.putIfAbsent("brand", 5) + " " + m.getOrDefault("zzz", -9) + " "
                + m.getOrDefault("of", -9) + " " + m.remove("brand", 6) + " " + m.remove("brand", 5) + " "
                + m.replace("the", 33) + " " + m.replace("nope", 1) + " " + m.replace("of", 3, 30) + " " + m.replace("of", 3, 31));
        m.replaceAll((k, v) -> k.length() > 3 ? v + 1000 : v);
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println(name + " forEach: " + sb);
        m.put("nullval", null);
        System.out.println(m.getOrDefault("nullval", 7) + " " + m.putIfAbsent("nullval", 8) + " " + m.get("nullval") + " "
                + m.merge("nullval", 9, Integer::sum) + " " + m.merge("times", 1, (a, b) -> null) + " " + m.containsKey("times"));
        attempt(name + " merge null value", () -> m.merge("x", null, Integer::sum));
        attempt(name + " compute null function", () -> m.compute("x", null));
        System.out.println(name + " final: " + m + " size " + m.size());
    }

    public static void main(String[] args) {
        exercise("HashMap", new HashMap<>());
        exercise("LinkedHashMap", new LinkedHashMap<>());
        exercise("TreeMap", new TreeMap<>());
        exercise("ListMap", new ListMap<>());

        HashMap<Integer, Integer> fib = new HashMap<>();
        Function<Integer, Integer>[] self = new Function[1];
        self[0] = n -> n < 2 ? n : fib.computeIfAbsent(n - 1, self[0]) + fib.computeIfAbsent(n - 2, self[0]);
        attempt("recursive computeIfAbsent", () -> fib.computeIfAbsent(20, self[0]));
        HashMap<String, List<String>> groups = new HashMap<>();
        for (String w : List.of("apple", "avocado", "banana", "blueberry", "cherry", "apricot")) {
            groups.computeIfAbsent(w.substring(0, 1), k -> new ArrayList<>()).add(w);
        }
        System.out.println(groups);
        TreeMap<String, Integer> lengths = new TreeMap<>(Comparator.reverseOrder());
        groups.forEach((k, v) -> lengths.put(k, v.size()));
        System.out.println(lengths);
        BiFunction<Integer, Integer, Integer> max = Math::max;
        HashMap<Character, Integer> best = new HashMap<>();
        for (String w : List.of("kiwi", "kumquat", "lime", "lemon", "lychee")) {
            best.merge(w.charAt(0), w.length(), max);
        }
        System.out.println(best);
        attempt("forEach removing", () -> best.forEach((k, v) -> best.remove('l')));
        attempt("replaceAll adding", () -> best.replaceAll((k, v) -> { best.put('z', 0); return v; }));
        System.out.println(best);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(Map.of("b", 2, "a", 3, "c", 1).entrySet());
        entries.sort(Map.Entry.comparingByKey());
        System.out.println(entries);
        entries.sort(Map.Entry.comparingByValue(Comparator.reverseOrder()));
        System.out.println(entries);
    }
}
