import java.util.*;

/** HashMap/HashSet/LinkedHashMap iteration order after inserts, removes, resizes, pre-sizing,
 *  clone, putAll and compute-style insertion (which puts new nodes at the head of a bin). */
public class HashMapIterationOrder {
    static final class Key {
        final int id;
        Key(int id) { this.id = id; }
        @Override public boolean equals(Object o) { return o instanceof Key && ((Key) o).id == id; }
        @Override public int hashCode() { return id * 0x9E3779B9; }
        @Override public String toString() { return "K" + id; }
    }

    public static void main(String[] args) {
        HashMap<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 100; i++) {
            m.put("key" + i, i);
            if (i % 10 == 9) {
                System.out.println(i + ": " + m.keySet());
            }
        }
        for (int i = 0; i < 100; i += 3) {
            m.remove("key" + i);
        }
        System.out.println("after removes: " + m);
        System.out.println("values: " + m.values());
        System.out.println("size " + m.size() + " hash " + m.hashCode());
        for (int i = 0; i < 100; i += 6) {
            m.put("key" + i, -i);
        }
        System.out.println("re-added: " + m);

        HashMap<Integer, String> ints = new HashMap<>();
        int[] keys = {17, 33, 1, 65, 129, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 16, (1 << 16) + 1, 0, 48, 80};
        for (int k : keys) {
            ints.put(k, "v" + k);
        }
        System.out.println(ints);
        ints.put(null, "null key");
        ints.put(999, null);
        System.out.println(ints + " " + ints.containsKey(null) + " " + ints.get(999) + " " + ints.containsKey(999));

        HashMap<Key, Integer> user = new HashMap<>();
        for (int i = 0; i < 40; i++) {
            user.put(new Key(i * 3), i);
        }
        System.out.println(user);
        System.out.println(user.get(new Key(9)) + " " + user.get(new Key(10)));

        // Pre-sizing rules: constructor capacity, HashMap(Map), putAll into empty and non-empty.
        HashMap<String, Integer> small = new HashMap<>(2);
        HashMap<String, Integer> big = new HashMap<>(1000);
        for (int i = 0; i < 12; i++) {
            small.put("s" + i * 7, i);
            big.put("s" + i * 7, i);
        }
        System.out.println("small " + small);
        System.out.println("big   " + big);
        System.out.println("copy  " + new HashMap<>(small));
        System.out.println("clone " + small.clone());
        HashMap<String, Integer> target = new HashMap<>();
        target.put("x", 0);
        target.putAll(big);
        System.out.println("putAll " + target);

        // computeIfAbsent/merge/compute insert at the head of the bin; put at the tail.
        HashMap<Integer, String> heads = new HashMap<>();
        for (int i = 0; i < 6; i++) {
            heads.computeIfAbsent(i * 16, k -> "c" + k);
            heads.put(i * 16 + 1, "p");
            heads.merge(i * 16 + 2, "m", String::concat);
            heads.compute(i * 16 + 3, (k, v) -> "x");
        }
        System.out.println(heads);
        // computeIfAbsent does not resize after inserting the 13th entry.
        HashMap<Integer, Integer> lazy = new HashMap<>();
        for (int i = 0; i < 13; i++) {
            lazy.computeIfAbsent(i * 5, k -> k);
        }
        System.out.println(lazy);
        lazy.put(1000, 1);
        System.out.println(lazy);

        // HashSet follows its HashMap, including HashSet(Collection) sizing.
        List<String> words = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            words.add(Integer.toString(i * i * 37, 36));
        }
        HashSet<String> set = new HashSet<>(words);
        System.out.println(set);
        HashSet<String> grown = new HashSet<>();
        grown.addAll(words);
        System.out.println(grown + " " + set.equals(grown) + " " + (set.hashCode() == grown.hashCode()));
        set.removeIf(s -> s.length() > 3);
        System.out.println(set);
        System.out.println(Arrays.toString(set.toArray(new String[0])));

        // LinkedHashMap: insertion order, access order, LRU eviction.
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        for (String s : "the quick brown fox jumps over the lazy dog".split(" ")) {
            lhm.merge(s, 1, Integer::sum);
        }
        System.out.println(lhm);
        lhm.remove("quick");
        lhm.put("quick", 9);
        System.out.println(lhm.keySet() + " " + lhm.values());
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<Integer, String>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) {
                return size() > 4;
            }
        };
        for (int i = 0; i < 6; i++) {
            lru.put(i, "v" + i);
            lru.get(2);
        }
        lru.getOrDefault(3, "none");
        System.out.println(lru);
        LinkedHashSet<Character> chars = new LinkedHashSet<>();
        for (char c : "mississippi".toCharArray()) {
            chars.add(c);
        }
        System.out.println(chars);

        // Entry views write through.
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getValue() != null && e.getValue() % 5 == 0) {
                e.setValue(e.getValue() * 100);
            }
        }
        m.keySet().removeIf(k -> k.endsWith("7"));
        m.values().remove(100);
        m.entrySet().remove(new AbstractMap.SimpleEntry<>("key1", 1));
        System.out.println(m);
        Iterator<String> it = m.keySet().iterator();
        while (it.hasNext()) {
            if (it.next().length() == 4) {
                it.remove();
            }
        }
        System.out.println(m);
        m.clear();
        System.out.println(m + " " + m.isEmpty());
        m.put("again", 1);
        System.out.println(m);
    }
}
