import java.util.*;

public class LruAndFailFast {
    static final class LruCache<K, V> extends LinkedHashMap<K, V> {
        final int capacity;
        final List<String> evicted = new ArrayList<>();
        LruCache(int capacity) { super(16, 0.75f, true); this.capacity = capacity; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean r = size() > capacity;
            if (r) evicted.add(eldest.getKey() + "=" + eldest.getValue());
            return r;
        }
    }

    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
    }

    public static void main(String[] args) {
        LruCache<String, Integer> cache = new LruCache<>(3);
        cache.put("a", 1); cache.put("b", 2); cache.put("c", 3);
        cache.get("a");
        cache.put("d", 4);
        System.out.println(cache + " " + cache.evicted);
        cache.getOrDefault("c", 0);
        cache.put("b", 20);
        cache.put("e", 5);
        cache.putIfAbsent("a", 100);
        cache.put("f", 6);
        System.out.println(cache + " " + cache.evicted + " " + cache.keySet() + " " + cache.values());
        cache.containsKey("c"); // does not count as access
        cache.put("g", 7);
        System.out.println(cache + " " + cache.evicted);

        LinkedHashMap<Integer, String> access = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 0; i < 6; i++) access.put(i, "v" + i);
        access.get(2); access.get(0); access.put(4, "v4b"); access.get(99);
        access.merge(1, "!", String::concat);
        access.computeIfPresent(3, (k, v) -> v + "?");
        System.out.println(access);
        LinkedHashMap<Integer, String> insertion = new LinkedHashMap<>();
        for (int i = 5; i >= 0; i--) insertion.put(i, "v" + i);
        insertion.get(2); insertion.put(4, "again"); insertion.remove(3); insertion.put(3, "back");
        System.out.println(insertion);

        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5));
        attempt("remove during foreach", () -> { for (Integer x : list) if (x == 2) list.remove(x); });
        System.out.println(list);
        List<Integer> list2 = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5));
        attempt("remove second-to-last during foreach", () -> { for (Integer x : list2) if (x == 4) list2.remove(x); });
        System.out.println(list2);
        attempt("add during foreach", () -> { for (Integer x : list2) if (x == 1) list2.add(99); });
        attempt("iterator remove", () -> { Iterator<Integer> it = list2.iterator(); while (it.hasNext()) if (it.next() % 2 == 1) it.remove(); });
        System.out.println(list2);
        attempt("double iterator remove", () -> { Iterator<Integer> it = list2.iterator(); it.next(); it.remove(); it.remove(); });
        attempt("remove before next", () -> list2.iterator().remove());
        List<Integer> list3 = new ArrayList<>(Arrays.asList(1, 2, 3));
        attempt("forEach modifying", () -> list3.forEach(x -> list3.add(x)));
        System.out.println(list3);
        attempt("removeIf fine", () -> list2.removeIf(x -> x > 50));
        System.out.println(list2);

        Map<String, Integer> hm = new HashMap<>();
        for (int i = 0; i < 10; i++) hm.put("k" + i, i);
        attempt("map put during keySet iteration", () -> { for (String k : hm.keySet()) if (k.equals("k3")) hm.put("new", 1); });
        attempt("map remove via entrySet iterator", () -> { Iterator<Map.Entry<String, Integer>> it = hm.entrySet().iterator(); while (it.hasNext()) if (it.next().getValue() % 2 == 0) it.remove(); });
        System.out.println(new TreeMap<>(hm));
        attempt("map replace value during iteration", () -> { for (Map.Entry<String, Integer> e : hm.entrySet()) e.setValue(e.getValue() * 10); });
        System.out.println(new TreeMap<>(hm));
        attempt("map forEach modifying", () -> hm.forEach((k, v) -> hm.remove(k)));
        TreeMap<Integer, Integer> tm = new TreeMap<>();
        for (int i = 0; i < 5; i++) tm.put(i, i);
        attempt("treemap modify during iteration", () -> { for (Integer k : tm.keySet()) if (k == 1) tm.remove(3); });
        attempt("linkedlist modify", () -> { LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(1, 2, 3)); for (Integer x : ll) ll.addFirst(0); });
        attempt("linkedhashmap access-order get during iteration", () -> { for (String k : cache.keySet()) cache.get(k); });
        attempt("arraydeque modify", () -> { ArrayDeque<Integer> d = new ArrayDeque<>(Arrays.asList(1, 2, 3)); for (Integer x : d) d.addLast(x); });
        attempt("treeset iterator remove", () -> { TreeSet<Integer> s = new TreeSet<>(Arrays.asList(5, 1, 3)); Iterator<Integer> it = s.iterator(); it.next(); it.remove(); System.out.print(s + " "); });
        attempt("sublist after parent change", () -> { List<Integer> p = new ArrayList<>(Arrays.asList(1, 2, 3, 4)); List<Integer> sub = p.subList(1, 3); p.add(5); sub.size(); });
        attempt("sublist write-through", () -> { List<Integer> p = new ArrayList<>(Arrays.asList(1, 2, 3, 4)); List<Integer> sub = p.subList(1, 3); sub.set(0, 20); sub.add(25); sub.remove(Integer.valueOf(3)); System.out.print(p + " " + sub + " "); });

        attempt("empty ArrayList iterator next", () -> new ArrayList<String>().iterator().next());
        attempt("exhausted iterator", () -> { Iterator<Integer> it = Arrays.asList(1).iterator(); it.next(); it.next(); });
        attempt("HashMap iterator next", () -> new HashMap<String, String>().keySet().iterator().next());
        attempt("TreeMap iterator next", () -> new TreeMap<String, String>().values().iterator().next());
        attempt("LinkedList getFirst", () -> new LinkedList<String>().getFirst());
        attempt("LinkedList removeLast", () -> new LinkedList<String>().removeLast());
        attempt("TreeSet first", () -> new TreeSet<String>().first());
        attempt("Scanner-free Collections.max empty", () -> Collections.max(new ArrayList<Integer>()));
        attempt("Optional empty get", () -> Optional.empty().get());
        attempt("ArrayList get", () -> new ArrayList<>(Arrays.asList(1, 2)).get(2));
        attempt("ArrayList get negative", () -> new ArrayList<>(Arrays.asList(1, 2)).get(-1));
        attempt("ArrayList add at", () -> new ArrayList<>(Arrays.asList(1, 2)).add(3, 9));
        attempt("ArrayList remove at", () -> new ArrayList<Integer>().remove(0));
        attempt("ArrayList set", () -> new ArrayList<Integer>().set(0, 1));
        attempt("LinkedList get", () -> new LinkedList<>(Arrays.asList(1)).get(5));
        attempt("subList bad range", () -> new ArrayList<>(Arrays.asList(1, 2)).subList(2, 1));
        attempt("ArrayList negative capacity", () -> new ArrayList<Integer>(-1));
        attempt("listIterator set after remove", () -> { ListIterator<Integer> it = new ArrayList<>(Arrays.asList(1, 2)).listIterator(); it.next(); it.remove(); it.set(5); });
    }
}
