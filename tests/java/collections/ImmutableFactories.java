import java.util.*;

/** List.of / Set.of / Map.of and their copyOf: contents, equality, null and duplicate rules,
 *  UnsupportedOperationException on every mutator. Set.of and Map.of with several elements are
 *  never printed directly: their iteration order changes from run to run in HotSpot. */
public class ImmutableFactories {
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
        List<Integer> l0 = List.of();
        List<Integer> l1 = List.of(1);
        List<Integer> l2 = List.of(1, 2);
        List<Integer> l5 = List.of(1, 2, 3, 4, 5);
        List<Integer> lv = List.of(new Integer[] {9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2});
        System.out.println(l0 + " " + l1 + " " + l2 + " " + l5 + " " + lv);
        System.out.println(l5.equals(Arrays.asList(1, 2, 3, 4, 5)) + " " + l5.hashCode() + " " + new ArrayList<>(l5).hashCode()
                + " " + l5.indexOf(3) + " " + l5.lastIndexOf(9) + " " + l5.contains(5) + " " + l5.subList(1, 3) + " " + lv.subList(2, 6).subList(1, 3));
        attempt("List.of(null)", () -> List.of((Object) null));
        attempt("List.of(1, null, 3)", () -> List.of(1, null, 3));
        attempt("contains(null)", () -> l5.contains(null));
        attempt("indexOf(null)", () -> l2.indexOf(null));
        attempt("add", () -> l5.add(6));
        attempt("set", () -> l1.set(0, 1));
        attempt("remove", () -> l0.remove(Integer.valueOf(1)));
        attempt("removeIf false", () -> l5.removeIf(x -> false));
        attempt("clear", () -> l2.clear());
        attempt("sort", () -> l5.sort(null));
        attempt("iterator remove", () -> {
            Iterator<Integer> it = l5.iterator();
            it.next();
            it.remove();
        });
        attempt("List12 get(2)", () -> l2.get(2));
        attempt("ListN get(5)", () -> l5.get(5));
        attempt("empty get(0)", () -> l0.get(0));
        attempt("subList get", () -> l5.subList(1, 3).get(2));
        attempt("listIterator(6)", () -> l5.listIterator(6));
        ListIterator<Integer> li = l5.listIterator(5);
        StringBuilder sb = new StringBuilder();
        while (li.hasPrevious()) {
            sb.append(li.previous());
        }
        System.out.println(sb);
        List<String> src = new ArrayList<>(List.of("a", "b"));
        List<String> copy = List.copyOf(src);
        src.add("c");
        System.out.println(copy + " " + (List.copyOf(copy) == copy) + " " + copy.getClass().getSimpleName().startsWith("List"));
        attempt("List.copyOf with null", () -> List.copyOf(Arrays.asList("a", null)));

        Set<String> s3 = Set.of("x", "y", "z");
        System.out.println(new TreeSet<>(s3) + " " + s3.size() + " " + s3.contains("y") + " " + s3.contains("q") + " "
                + s3.equals(new HashSet<>(List.of("z", "y", "x"))) + " " + s3.hashCode() + " " + Set.of("solo") + " " + Set.of());
        attempt("Set.of duplicate", () -> Set.of("a", "b", "a"));
        attempt("Set.of pair duplicate", () -> Set.of("a", "a"));
        attempt("Set.of null", () -> Set.of("a", null));
        attempt("Set contains(null)", () -> s3.contains(null));
        attempt("Set add", () -> s3.add("w"));
        Set<Integer> sc = Set.copyOf(List.of(3, 1, 3, 2, 1));
        System.out.println(new TreeSet<>(sc) + " " + sc.size());

        Map<String, Integer> m1 = Map.of("one", 1);
        Map<String, Integer> m4 = Map.of("a", 1, "b", 2, "c", 3, "d", 4);
        System.out.println(m1 + " " + Map.of() + " " + new TreeMap<>(m4) + " " + m4.get("c") + " " + m4.get("q") + " "
                + m4.containsKey("d") + " " + m4.containsValue(4) + " " + m4.getOrDefault("z", 0) + " " + m4.size() + " " + m4.hashCode());
        System.out.println(m4.equals(new HashMap<>(m4)) + " " + new TreeMap<>(m4).equals(m4) + " " + new TreeSet<>(m4.keySet()) + " "
                + new TreeSet<>(m4.values()));
        attempt("Map.of duplicate", () -> Map.of("k", 1, "k", 2));
        attempt("Map.of null value", () -> Map.of("k", null));
        attempt("Map get(null)", () -> m4.get(null));
        attempt("Map1 containsKey(null)", () -> m1.containsKey(null));
        attempt("Map put", () -> m4.put("e", 5));
        attempt("Map remove", () -> m1.remove("one"));
        attempt("Map merge", () -> m4.merge("a", 1, Integer::sum));
        attempt("Map computeIfAbsent", () -> m4.computeIfAbsent("a", k -> 1));
        Map.Entry<String, Integer> e = Map.entry("key", 42);
        System.out.println(e + " " + e.getKey() + " " + e.getValue() + " " + e.equals(new AbstractMap.SimpleEntry<>("key", 42)) + " " + e.hashCode());
        attempt("entry setValue", () -> e.setValue(1));
        attempt("entry(null, 1)", () -> Map.entry(null, 1));
        Map<String, Integer> fromEntries = Map.ofEntries(Map.entry("p", 1), Map.entry("q", 2));
        System.out.println(new TreeMap<>(fromEntries) + " " + Map.ofEntries(Map.entry("solo", 0)));
        Map<String, Integer> mc = Map.copyOf(new HashMap<>(Map.of("u", 1, "v", 2)));
        System.out.println(new TreeMap<>(mc) + " " + (Map.copyOf(mc) == mc));
        int sum = 0;
        for (Map.Entry<String, Integer> en : m4.entrySet()) {
            sum += en.getValue() * en.getKey().charAt(0);
        }
        System.out.println(sum);
        List<Integer> asList = Arrays.asList(3, 1, 2);
        asList.set(0, 30);
        Collections.sort(asList);
        System.out.println(asList + " " + asList.getClass().getName());
        attempt("asList add", () -> asList.add(4));
        attempt("asList iterator remove", () -> {
            Iterator<Integer> it = asList.iterator();
            it.next();
            it.remove();
        });
        attempt("asList removeIf none", () -> asList.removeIf(x -> x > 100));
        attempt("asList removeIf some", () -> asList.removeIf(x -> x > 10));
        attempt("asList get(3)", () -> asList.get(3));
        attempt("cast asList", () -> {
            Object o = asList;
            ArrayList<?> bad = (ArrayList<?>) o;
        });
    }
}
