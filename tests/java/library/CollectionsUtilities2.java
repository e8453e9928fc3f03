import java.util.*;

public class CollectionsUtilities2 {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 12; i++) list.add((i * 7) % 12);
        System.out.println(list);
        Collections.sort(list);
        System.out.println(list + " " + Collections.binarySearch(list, 5) + " " + Collections.binarySearch(list, 42));
        Collections.reverse(list);
        System.out.println(list + " " + Collections.binarySearch(list, 5, Collections.reverseOrder()));
        Collections.rotate(list, 3);
        System.out.println(list);
        Collections.rotate(list, -5);
        System.out.println(list);
        Collections.swap(list, 0, 11);
        System.out.println(list + " max=" + Collections.max(list) + " min=" + Collections.min(list) + " maxRev=" + Collections.max(list, Collections.reverseOrder()));
        Collections.sort(list, Collections.reverseOrder());
        System.out.println(list);
        Collections.fill(list.subList(2, 5), 0);
        System.out.println(list + " freq0=" + Collections.frequency(list, 0) + " freq99=" + Collections.frequency(list, 99));
        System.out.println(Collections.nCopies(4, "ab") + " " + Collections.nCopies(0, 1).size() + " " + String.join("", Collections.nCopies(3, "xy")));
        List<String> dst = new ArrayList<>(Arrays.asList("1", "2", "3", "4"));
        Collections.copy(dst, Arrays.asList("a", "b"));
        System.out.println(dst + " " + Collections.indexOfSubList(dst, Arrays.asList("3", "4")) + " " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 1, 2), Arrays.asList(1, 2)) + " " + Collections.disjoint(dst, Arrays.asList("z", "a")) + " " + Collections.disjoint(dst, Arrays.asList("z")));
        try {
            Collections.copy(new ArrayList<>(Arrays.asList("x")), Arrays.asList("a", "b"));
        } catch (IndexOutOfBoundsException e) {
            System.out.println("copy: " + e.getMessage());
        }
        List<String> unmod = Collections.unmodifiableList(dst);
        System.out.println(unmod + " " + unmod.get(0) + " " + unmod.size() + " " + unmod.contains("3"));
        try {
            unmod.add("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add: " + e.getClass().getName());
        }
        try {
            unmod.set(0, "z");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable set: " + e.getClass().getName());
        }
        try {
            unmod.iterator().remove();
        } catch (UnsupportedOperationException | IllegalStateException e) {
            System.out.println("unmodifiable iterator remove: " + e.getClass().getName());
        }
        dst.add("late");
        System.out.println(unmod);
        Map<String, Integer> tm = new TreeMap<>();
        tm.put("b", 2); tm.put("a", 1);
        Map<String, Integer> um = Collections.unmodifiableMap(tm);
        System.out.println(um + " " + um.get("a") + " " + um.getOrDefault("z", -1));
        try {
            um.put("c", 3);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable put: " + e.getClass().getName());
        }
        Set<Integer> us = Collections.unmodifiableSet(new TreeSet<>(Arrays.asList(3, 1, 2)));
        try {
            us.remove(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable remove: " + us);
        }
        System.out.println(Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.emptySet() + " " + Collections.emptyList().size() + " " + Collections.emptyIterator().hasNext() + " " + Collections.emptyList().equals(new ArrayList<>()) + " " + Collections.emptyMap().get("x"));
        try {
            Collections.emptyList().add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("emptyList add: " + e.getClass().getName());
        }
        try {
            Collections.emptyList().get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("emptyList get: " + e.getMessage());
        }
        List<String> single = Collections.singletonList("only");
        System.out.println(single + " " + Collections.singleton(5) + " " + Collections.singletonMap("k", "v") + " " + single.size() + " " + single.contains("only") + " " + single.hashCode());
        try {
            single.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("singleton set: " + e.getClass().getName());
        }
        List<Integer> syn = Collections.synchronizedList(new ArrayList<>(Arrays.asList(3, 1, 2)));
        syn.add(0);
        Collections.sort(syn);
        System.out.println(syn);
        List<Integer> shuffled = new ArrayList<>();
        for (int i = 0; i < 10; i++) shuffled.add(i);
        Collections.shuffle(shuffled, new Random(1));
        System.out.println(shuffled);
        Deque<Integer> dq = new ArrayDeque<>();
        Collections.addAll(dq, 5, 6, 7);
        System.out.println(dq + " " + Collections.addAll(dq) + " " + Collections.addAll(new HashSet<>(Arrays.asList(1)), 1));
        List<Character> chars = new ArrayList<>();
        for (char ch : "collections".toCharArray()) chars.add(ch);
        Collections.sort(chars);
        System.out.println(chars + " " + Collections.max(chars) + " " + Collections.frequency(chars, 'l'));
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        List<String> strs = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dd", "e"));
        Collections.sort(strs, Collections.reverseOrder(byLen));
        System.out.println(strs + " " + Collections.min(strs, byLen) + " " + Collections.max(strs, byLen));
        List<Integer> lst = new LinkedList<>(Arrays.asList(9, 8, 7, 6, 5, 4, 3));
        Collections.sort(lst);
        Collections.reverse(lst);
        Collections.swap(lst, 1, 5);
        System.out.println(lst + " " + Collections.binarySearch(new LinkedList<>(Arrays.asList(1, 3, 5, 7)), 5));
        Enumeration<String> en = Collections.enumeration(Arrays.asList("e1", "e2"));
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement());
        System.out.println(sb + " " + Collections.list(Collections.enumeration(Arrays.asList(1, 2))));
    }
}
