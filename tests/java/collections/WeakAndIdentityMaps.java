import java.util.*;

// WeakHashMap iterates and prints in the JDK's order (old supplemental hash, chains
// reversed on resize, last bucket first) and supports removal through its views;
// IdentityHashMap compares keys and values with == (orders follow identity hash codes,
// so only sums and sizes are printed).
public class WeakAndIdentityMaps {
    public static void main(String[] args) {
        WeakHashMap<String, Integer> w = new WeakHashMap<>();
        String[] keys = new String[40];
        for (int i = 0; i < 40; i++) {
            keys[i] = "key" + i;
            w.put(keys[i], i);
        }
        System.out.println(w);
        System.out.println(w.keySet() + " " + w.values().size());
        w.remove("key5");
        w.put(null, -1);
        w.put("key7", 77);
        Iterator<Map.Entry<String, Integer>> it = w.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() % 3 == 0) {
                it.remove();
            } else {
                e.setValue(e.getValue() * 10);
            }
        }
        Integer nullValue = w.remove(null);
        System.out.println(w + " " + w.size() + " " + nullValue + " " + w.containsKey("key9"));
        WeakHashMap<Integer, String> w2 = new WeakHashMap<>(Map.of(1, "a", 2, "b", 3, "c"));
        w2.replaceAll((k, v) -> v + k);
        w2.forEach((k, v) -> System.out.print(k + v + " "));
        System.out.println(w2.hashCode() + " " + w2.equals(Map.of(1, "a1", 2, "b2", 3, "c3")));
        try {
            new WeakHashMap<>(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        IdentityHashMap<String, Integer> ih = new IdentityHashMap<>();
        String a1 = new String("a");
        String a2 = new String("a");
        ih.put(a1, 1);
        ih.put(a2, 2);
        ih.put("a", 3);
        ih.put(null, 0);
        System.out.println(ih.size() + " " + ih.get(a1) + " " + ih.get(a2) + " " + ih.get(new String("a")) + " "
                + ih.containsKey(null) + " " + ih.containsValue(2) + " " + ih.containsValue(Integer.valueOf(1000)));
        Integer big = 1000;
        ih.put("big", big);
        System.out.println(ih.containsValue(big) + " " + ih.containsValue(Integer.valueOf(1000)));
        ih.remove(a1);
        System.out.println(ih.size() + " " + ih.get(a2));
        IdentityHashMap<Object, Integer> many = new IdentityHashMap<>();
        List<Object> objs = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            Object o = new Object();
            objs.add(o);
            many.put(o, i);
        }
        long sum = 0;
        for (Object o : objs) {
            sum += many.get(o);
        }
        System.out.println(many.size() + " " + sum);
        int removed = 0;
        Iterator<Map.Entry<Object, Integer>> mi = many.entrySet().iterator();
        while (mi.hasNext()) {
            if (mi.next().getValue() % 2 == 0) {
                mi.remove();
                removed++;
            }
        }
        long sum2 = 0;
        int seen = 0;
        for (Map.Entry<Object, Integer> e : many.entrySet()) {
            sum2 += e.getValue();
            seen++;
        }
        System.out.println(removed + " " + many.size() + " " + seen + " " + sum2);
        for (int i = 0; i < 1000; i += 3) {
            many.remove(objs.get(i));
        }
        long sum3 = 0;
        for (Integer v : many.values()) {
            sum3 += v;
        }
        System.out.println(many.size() + " " + sum3 + " " + many.keySet().size());
        IdentityHashMap<Object, Integer> copy = new IdentityHashMap<>(many);
        System.out.println(copy.equals(many) + " " + (copy.hashCode() == many.hashCode()));
        Set<Object> identSet = Collections.newSetFromMap(new IdentityHashMap<>());
        identSet.add(a1);
        identSet.add(a2);
        identSet.add(a1);
        System.out.println(identSet.size());
        // The keys stay strongly reachable (a dead local would let the collector clear them).
        System.out.println(keys.length + " " + keys[39]);
    }
}
