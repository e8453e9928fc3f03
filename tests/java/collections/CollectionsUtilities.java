import java.util.*;

/** java.util.Collections: algorithms, wrappers (unmodifiable, synchronized, checked names),
 *  empty/singleton/nCopies collections and their exceptions. */
public class CollectionsUtilities {
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
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            nums.add((i * 5) % 12);
        }
        Collections.sort(nums);
        System.out.println(nums + " " + Collections.binarySearch(nums, 7) + " " + Collections.binarySearch(nums, 100)
                + " " + Collections.binarySearch(nums, -3));
        Collections.reverse(nums);
        System.out.println(nums + " " + Collections.binarySearch(nums, 4, Collections.reverseOrder()));
        Collections.swap(nums, 0, 11);
        Collections.rotate(nums, 3);
        System.out.println(nums);
        Collections.rotate(nums, -14);
        System.out.println(nums + " " + Collections.max(nums) + " " + Collections.min(nums)
                + " " + Collections.max(nums, Comparator.comparing(x -> x % 5)) + " " + Collections.min(nums, null));
        LinkedList<Integer> linked = new LinkedList<>();
        for (int i = 0; i < 120; i++) {
            linked.add(i % 17);
        }
        Collections.rotate(linked, 50);
        Collections.reverse(linked);
        System.out.println(linked.subList(0, 20) + " " + Collections.frequency(linked, 3) + " " + Collections.frequency(linked, null));
        Collections.sort(linked);
        System.out.println(Collections.binarySearch(linked, 9) + " " + Collections.binarySearch(linked, 99));
        Collections.fill(linked, 0);
        System.out.println(linked.size() + " " + Collections.frequency(linked, 0));
        List<String> dst = new ArrayList<>(Collections.nCopies(5, "-"));
        Collections.copy(dst, List.of("a", "b", "c"));
        System.out.println(dst + " " + Collections.replaceAll(dst, "-", "+") + " " + dst);
        attempt("copy too big", () -> Collections.copy(new ArrayList<>(List.of(1)), List.of(1, 2)));
        attempt("max of empty", () -> Collections.max(new ArrayList<Integer>()));
        System.out.println(Collections.indexOfSubList(List.of(1, 2, 3, 1, 2, 3), List.of(2, 3)) + " "
                + Collections.lastIndexOfSubList(List.of(1, 2, 3, 1, 2, 3), List.of(2, 3)) + " "
                + Collections.indexOfSubList(List.of(1, 2), List.of(3)) + " "
                + Collections.disjoint(List.of(1, 2), Set.of(3, 4)) + " " + Collections.disjoint(List.of(1, 2), List.of(2)));
        List<String> target = new ArrayList<>();
        System.out.println(Collections.addAll(target, "x", "y", "z") + " " + target);

        List<String> unmod = Collections.unmodifiableList(target);
        System.out.println(unmod + " " + unmod.get(1) + " " + unmod.equals(target) + " " + unmod.getClass().getName());
        System.out.println(Collections.unmodifiableList(new LinkedList<>(target)).getClass().getName() + " "
                + (Collections.unmodifiableList(unmod) == unmod));
        attempt("unmodifiable add", () -> unmod.add("w"));
        attempt("unmodifiable set", () -> unmod.set(0, "w"));
        attempt("unmodifiable iterator remove", () -> {
            Iterator<String> it = unmod.iterator();
            it.next();
            it.remove();
        });
        attempt("unmodifiable removeIf nothing", () -> unmod.removeIf(s -> false));
        attempt("unmodifiable sort", () -> unmod.sort(null));
        target.add("w");
        System.out.println("view sees " + unmod);
        Map<String, Integer> base = new TreeMap<>(Map.of("a", 1, "b", 2));
        Map<String, Integer> um = Collections.unmodifiableMap(base);
        System.out.println(um + " " + um.get("a") + " " + um.keySet() + " " + um.values() + " " + um.entrySet() + " " + um.getOrDefault("q", 7));
        attempt("unmodifiable map put", () -> um.put("c", 3));
        attempt("unmodifiable entry setValue", () -> um.entrySet().iterator().next().setValue(5));
        attempt("unmodifiable map merge", () -> um.merge("a", 1, Integer::sum));
        attempt("unmodifiable keySet remove", () -> um.keySet().remove("a"));
        Set<Integer> uset = Collections.unmodifiableSet(new TreeSet<>(Set.of(3, 1, 2)));
        System.out.println(uset + " " + uset.contains(2) + " " + uset.equals(Set.of(1, 2, 3)) + " " + uset.hashCode());
        attempt("unmodifiable set clear", () -> uset.clear());
        Collection<Integer> ucoll = Collections.unmodifiableCollection(new ArrayList<>(List.of(4, 5)));
        System.out.println(ucoll + " " + ucoll.contains(4) + " " + ucoll.size());
        NavigableMap<Integer, String> unav = Collections.unmodifiableNavigableMap(new TreeMap<>(Map.of(1, "a", 5, "e", 9, "i")));
        System.out.println(unav.floorEntry(6) + " " + unav.headMap(5, true) + " " + unav.descendingMap() + " " + unav.firstKey());
        attempt("unmodifiable pollFirst", () -> unav.pollFirstEntry());
        SortedSet<String> usorted = Collections.unmodifiableSortedSet(new TreeSet<>(List.of("m", "c", "x")));
        System.out.println(usorted.first() + " " + usorted.headSet("n") + " " + usorted.tailSet("d"));

        List<Integer> sync = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 5; i++) {
            sync.add(i * i);
        }
        synchronized (sync) {
            for (int x : sync) {
                System.out.print(x + " ");
            }
        }
        System.out.println(sync + " " + sync.getClass().getName());
        Map<String, Integer> smap = Collections.synchronizedMap(new LinkedHashMap<>());
        smap.put("one", 1);
        smap.merge("one", 10, Integer::sum);
        smap.putIfAbsent("two", 2);
        System.out.println(smap + " " + smap.keySet() + " " + smap.entrySet());

        System.out.println(Collections.emptyList() + " " + Collections.emptySet() + " " + Collections.emptyMap() + " "
                + Collections.emptyList().equals(new ArrayList<>()) + " " + Collections.emptyList().hashCode()
                + " " + Collections.emptyMap().getOrDefault("x", "dflt") + " " + Collections.emptyIterator().hasNext());
        attempt("emptyList get", () -> Collections.emptyList().get(0));
        attempt("emptyList add", () -> Collections.<String>emptyList().add("x"));
        attempt("emptyMap put", () -> Collections.<String, String>emptyMap().put("x", "y"));
        attempt("emptyIterator next", () -> Collections.emptyIterator().next());
        List<String> single = Collections.singletonList("only");
        Set<String> singleSet = Collections.singleton("one");
        Map<String, Integer> singleMap = Collections.singletonMap("k", 1);
        System.out.println(single + " " + singleSet + " " + singleMap + " " + single.contains("only") + " " + singleMap.get("k")
                + " " + singleMap.entrySet() + " " + single.hashCode() + " " + singleSet.hashCode() + " " + singleMap.hashCode());
        attempt("singletonList get(1)", () -> single.get(1));
        attempt("singletonList add", () -> single.add("x"));
        attempt("singleton remove", () -> singleSet.remove("one"));
        attempt("singletonMap put", () -> singleMap.put("j", 2));
        List<String> copies = Collections.nCopies(4, "ab");
        System.out.println(copies + " " + copies.size() + " " + copies.indexOf("ab") + " " + copies.lastIndexOf("ab") + " "
                + copies.hashCode() + " " + copies.equals(List.of("ab", "ab", "ab", "ab")) + " " + copies.subList(1, 3));
        attempt("nCopies(-1)", () -> Collections.nCopies(-1, "x"));
        attempt("nCopies get(4)", () -> copies.get(4));
        attempt("nCopies set", () -> copies.set(0, "x"));
        Enumeration<String> en = Collections.enumeration(List.of("e1", "e2"));
        System.out.println(Collections.list(en) + " " + Collections.emptyEnumeration().hasMoreElements());
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
        fromMap.add("q");
        fromMap.add("p");
        fromMap.add("q");
        System.out.println(fromMap + " " + fromMap.size());
        Comparator<String> rev = Collections.reverseOrder();
        List<String> sortMe = new ArrayList<>(List.of("b", "c", "a"));
        sortMe.sort(rev);
        System.out.println(sortMe + " " + rev.reversed().compare("a", "b"));
        Collections.sort(sortMe);
        System.out.println(sortMe);
    }
}
