import java.util.*;

/** ArrayList, LinkedList, sublists and list iterators: results, exception types and messages,
 *  and where iterators fail fast (including the JDK's hasNext quirk). */
public class ListsAndFailFastIterators {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static <L extends List<Integer>> L range(L l, int n) {
        for (int i = 0; i < n; i++) {
            l.add(i);
        }
        return l;
    }

    static void removeDuringForEach(List<Integer> l, int victim) {
        try {
            for (Integer x : l) {
                if (x == victim) {
                    l.remove(x);
                }
            }
            System.out.println("remove " + victim + " in for-each: no exception, " + l);
        } catch (ConcurrentModificationException e) {
            System.out.println("remove " + victim + " in for-each: CME, " + l);
        }
    }

    public static void main(String[] args) {
        for (int victim = 0; victim < 5; victim++) {
            removeDuringForEach(range(new ArrayList<>(), 5), victim);
            removeDuringForEach(range(new LinkedList<>(), 5), victim);
        }
        List<Integer> al = range(new ArrayList<>(), 6);
        attempt("add in for-each", () -> {
            for (Integer x : al) {
                if (x == 2) {
                    al.add(99);
                }
            }
        });
        attempt("set in for-each", () -> {
            for (Integer x : al) {
                al.set(0, x);
            }
        });
        attempt("forEach add", () -> al.forEach(x -> { if (x == 1) al.add(7); }));
        attempt("removeIf reentrant", () -> al.removeIf(x -> al.add(1)));
        attempt("sort then iterate", () -> {
            Iterator<Integer> it = al.iterator();
            al.sort(null);
            it.next();
        });
        attempt("replaceAll then iterate", () -> {
            Iterator<Integer> it = al.iterator();
            al.replaceAll(x -> x);
            it.next();
        });
        attempt("trimToSize then iterate", () -> {
            ArrayList<Integer> a = new ArrayList<>(al);
            Iterator<Integer> it = a.iterator();
            a.trimToSize();
            it.next();
        });
        System.out.println(al);

        ArrayList<String> a = new ArrayList<>(List.of("a", "b", "c"));
        attempt("get(5)", () -> a.get(5));
        attempt("get(-1)", () -> a.get(-1));
        attempt("set(3)", () -> a.set(3, "x"));
        attempt("add(4, x)", () -> a.add(4, "x"));
        attempt("remove(3)", () -> a.remove(3));
        attempt("addAll(-1)", () -> a.addAll(-1, List.of("q")));
        attempt("listIterator(4)", () -> a.listIterator(4));
        attempt("subList(-1, 2)", () -> a.subList(-1, 2));
        attempt("subList(0, 4)", () -> a.subList(0, 4));
        attempt("subList(2, 1)", () -> a.subList(2, 1));
        attempt("new ArrayList(-1)", () -> new ArrayList<String>(-1));
        attempt("iterator past end", () -> {
            Iterator<String> it = a.iterator();
            while (true) {
                it.next();
            }
        });
        attempt("remove twice", () -> {
            Iterator<String> it = a.iterator();
            it.next();
            it.remove();
            it.remove();
        });
        System.out.println(a);

        LinkedList<String> ll = new LinkedList<>(List.of("x", "y", "z"));
        attempt("ll.get(3)", () -> ll.get(3));
        attempt("ll.add(5, q)", () -> ll.add(5, "q"));
        attempt("ll.listIterator(-1)", () -> ll.listIterator(-1));
        attempt("ll.set(-2, q)", () -> ll.set(-2, "q"));
        attempt("empty getFirst", () -> new LinkedList<String>().getFirst());
        attempt("empty removeLast", () -> new LinkedList<String>().removeLast());
        attempt("empty pop", () -> new LinkedList<String>().pop());
        attempt("empty element", () -> new LinkedList<String>().element());
        System.out.println(new LinkedList<String>().poll() + " " + new LinkedList<String>().peekLast());

        // Sublists: views, write-through, and invalidation by structural change of the parent.
        List<Integer> base = range(new ArrayList<>(), 10);
        List<Integer> sub = base.subList(2, 8);
        sub.set(0, 200);
        sub.remove(Integer.valueOf(5));
        sub.add(1, 100);
        List<Integer> subsub = sub.subList(1, 4);
        subsub.clear();
        System.out.println(base + " " + sub + " " + subsub);
        System.out.println(sub.indexOf(6) + " " + sub.contains(200) + " " + sub.hashCode() + " " + sub.equals(List.of(200, 6, 7)));
        base.add(11);
        attempt("stale sublist size", () -> sub.size());
        attempt("stale sublist get", () -> sub.get(0));
        attempt("sublist get(7)", () -> base.subList(0, 3).get(7));
        List<Integer> linkedBase = range(new LinkedList<>(), 8);
        List<Integer> lsub = linkedBase.subList(1, 5);
        lsub.removeIf(x -> x % 2 == 0);
        lsub.add(42);
        System.out.println(linkedBase + " " + lsub);
        linkedBase.remove(0);
        attempt("stale linked sublist", () -> lsub.get(0));

        // ListIterator both ways with set/add/remove.
        List<String> words = new LinkedList<>(List.of("one", "two", "three", "four"));
        ListIterator<String> li = words.listIterator();
        while (li.hasNext()) {
            String w = li.next();
            if (w.startsWith("t")) {
                li.set(w.toUpperCase());
            }
            if (w.equals("two")) {
                li.add("two-and-a-half");
            }
        }
        while (li.hasPrevious()) {
            int idx = li.previousIndex();
            if (li.previous().equals("one")) {
                li.remove();
            }
            System.out.print(idx + " ");
        }
        System.out.println(words);
        attempt("set after add", () -> {
            ListIterator<String> x = words.listIterator();
            x.next();
            x.add("new");
            x.set("bad");
        });
        ArrayList<String> arr = new ArrayList<>(words);
        ListIterator<String> ai = arr.listIterator(arr.size());
        while (ai.hasPrevious()) {
            String s = ai.previous();
            if (s.length() > 4) {
                ai.remove();
            } else {
                ai.add(s + "!");
                ai.previous();
            }
        }
        System.out.println(arr);

        // Bulk operations.
        ArrayList<Integer> nums = range(new ArrayList<>(), 20);
        nums.removeAll(List.of(1, 3, 5, 7, 100));
        nums.retainAll(Set.of(0, 2, 4, 6, 8, 9, 10, 11, 12));
        System.out.println(nums);
        nums.replaceAll(x -> x * x);
        nums.addAll(2, List.of(-1, -2));
        nums.sort(Comparator.reverseOrder());
        System.out.println(nums + " " + nums.indexOf(4) + " " + nums.lastIndexOf(99));
        System.out.println(nums.equals(new LinkedList<>(nums)) + " " + (nums.hashCode() == new LinkedList<>(nums).hashCode()));
        Object[] oa = nums.toArray();
        Integer[] ia = nums.toArray(new Integer[0]);
        Integer[] big = nums.toArray(new Integer[nums.size() + 2]);
        Arrays.fill(big, nums.size(), big.length, 5);
        big = nums.toArray(big);
        System.out.println(oa.length + " " + ia.length + " " + Arrays.toString(big));
        ArrayList<Integer> cl = (ArrayList<Integer>) nums.clone();
        cl.add(0);
        System.out.println(nums.size() + " " + cl.size());
        LinkedList<Integer> dq = new LinkedList<>();
        dq.push(1);
        dq.offerFirst(0);
        dq.offerLast(2);
        dq.add(1, 9);
        System.out.println(dq + " " + dq.removeLastOccurrence(9) + " " + dq.indexOf(2));
        Iterator<Integer> desc = dq.descendingIterator();
        while (desc.hasNext()) {
            System.out.print(desc.next() + " ");
        }
        System.out.println();
        List<Object> self = new ArrayList<>();
        self.add(self);
        self.add("x");
        System.out.println(self);
    }
}
