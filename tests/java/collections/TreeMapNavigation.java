import java.util.*;

/** TreeMap and TreeSet: ordering with comparators, navigation, range views (write-through,
 *  range checks), descending views, polling, iterator removal and fail-fast behaviour. */
public class TreeMapNavigation {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        TreeMap<Integer, String> m = new TreeMap<>();
        for (int i = 0; i < 20; i++) {
            m.put((i * 37) % 50, "v" + i);
        }
        System.out.println(m);
        System.out.println(m.firstKey() + " " + m.lastKey() + " " + m.floorKey(20) + " " + m.ceilingKey(20) + " "
                + m.higherKey(24) + " " + m.lowerKey(24) + " " + m.lowerKey(0) + " " + m.higherKey(49));
        System.out.println(m.firstEntry() + " " + m.lastEntry() + " " + m.floorEntry(-1) + " " + m.ceilingEntry(45));
        System.out.println("head " + m.headMap(20) + " incl " + m.headMap(24, true));
        System.out.println("tail " + m.tailMap(40) + " excl " + m.tailMap(44, false));
        NavigableMap<Integer, String> sub = m.subMap(10, true, 40, false);
        System.out.println("sub " + sub + " size " + sub.size() + " first " + sub.firstKey() + " last " + sub.lastKey());
        System.out.println("desc " + m.descendingMap());
        System.out.println("desc sub " + sub.descendingMap() + " " + sub.descendingMap().firstKey() + " "
                + sub.descendingMap().headMap(20));
        System.out.println("keys " + m.navigableKeySet().headSet(12, true) + " " + m.descendingKeySet().tailSet(30));
        sub.put(15, "new");
        sub.remove(11);
        sub.remove(48);
        System.out.println(m.containsKey(15) + " " + m.containsKey(11) + " " + sub.containsKey(48) + " " + sub.get(44));
        attempt("sub.put out of range", () -> sub.put(45, "x"));
        attempt("subMap fromKey > toKey", () -> m.subMap(30, 10));
        attempt("sub.subMap out of range", () -> sub.subMap(0, 20));
        attempt("sub.headMap out of range", () -> sub.headMap(41));
        attempt("tailMap(null)", () -> m.tailMap(null));
        attempt("put(null)", () -> m.put(null, "x"));
        attempt("get(null)", () -> m.get(null));
        attempt("firstKey of empty", () -> new TreeMap<String, String>().firstKey());
        attempt("empty sub firstKey", () -> m.subMap(1, 2).firstKey());
        attempt("put incomparable", () -> new TreeMap<Object, String>().put(new Object(), "x"));
        System.out.println(m.pollFirstEntry() + " " + m.pollLastEntry() + " " + sub.pollFirstEntry() + " " + sub.pollLastEntry() + " " + m);

        // Iterator removal, including entries with two children (the tree copies the successor).
        Iterator<Map.Entry<Integer, String>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Integer, String> e = it.next();
            if (e.getKey() % 3 == 0) {
                it.remove();
            }
        }
        System.out.println(m);
        Iterator<Integer> dit = m.descendingKeySet().iterator();
        while (dit.hasNext()) {
            if (dit.next() % 2 == 0) {
                dit.remove();
            }
        }
        System.out.println(m);
        attempt("modify during iteration", () -> {
            for (Integer k : m.keySet()) {
                m.put(k + 1000, "x");
            }
        });
        attempt("forEach modifying", () -> m.forEach((k, v) -> m.remove(k)));
        System.out.println(m);
        m.entrySet().iterator().next().setValue("changed");
        m.replaceAll((k, v) -> v + k);
        System.out.println(m + " " + m.values() + " " + m.containsValue("x") + " " + m.hashCode());

        TreeMap<String, Integer> ci = new TreeMap<>(Comparator.comparing(String::toLowerCase));
        for (String w : "Banana apple Cherry banana APPLE date Elder fig".split(" ")) {
            ci.merge(w, 1, Integer::sum);
        }
        System.out.println(ci + " " + ci.comparator().compare("a", "B"));
        TreeMap<String, Integer> rev = new TreeMap<>(Comparator.reverseOrder());
        rev.putAll(Map.of("x", 1, "y", 2, "z", 3, "a", 4));
        System.out.println(rev + " " + rev.headMap("m") + " " + rev.ceilingKey("m"));

        TreeSet<Integer> s = new TreeSet<>(List.of(5, 1, 9, 3, 7, 11, 13));
        System.out.println(s + " " + s.first() + " " + s.last() + " " + s.floor(6) + " " + s.ceiling(6) + " " + s.higher(13) + " " + s.lower(1));
        System.out.println(s.headSet(7) + " " + s.tailSet(7, false) + " " + s.subSet(3, 11) + " " + s.descendingSet() + " " + s.descendingSet().headSet(5));
        NavigableSet<Integer> view = s.subSet(3, true, 11, true);
        view.add(4);
        attempt("view.add(12)", () -> view.add(12));
        System.out.println(s + " " + view + " " + s.pollFirst() + " " + s.pollLast() + " " + s);
        TreeSet<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        ts.addAll(List.of("pear", "fig", "banana", "kiwi", "apple", "date", "fig"));
        System.out.println(ts + " " + ts.comparator().compare("aa", "b"));
        TreeSet<String> copy = new TreeSet<>(ts);
        copy.add("zz");
        System.out.println(copy + " " + copy.equals(ts) + " " + new TreeSet<>(List.of("b", "a")).equals(Set.of("a", "b")));
        Iterator<String> di = ts.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            sb.append(di.next()).append(',');
        }
        System.out.println(sb);
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < 30; i++) {
            counts.merge(i % 7, 1, Integer::sum);
            counts.computeIfAbsent(100 + i % 3, k -> 0);
            counts.computeIfPresent(i % 5, (k, v) -> v > 3 ? null : v + 1);
            counts.compute(200, (k, v) -> v == null ? 1 : v * 2);
        }
        System.out.println(counts);
        attempt("computeIfAbsent modifying", () -> counts.computeIfAbsent(-1, k -> counts.put(-2, 0)));
        Object clone = counts.clone();
        counts.clear();
        System.out.println(clone + " " + counts);
    }
}
