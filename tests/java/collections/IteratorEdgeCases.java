import java.util.*;

/** Where each collection's iterator does and does not fail fast when the collection changes
 *  under it (removing the last element, access-ordered gets, forEachRemaining, ...). */
public class IteratorEdgeCases {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static Map<Integer, String> fill(Map<Integer, String> m) {
        for (int i = 0; i < 6; i++) {
            m.put(i * 10, "v" + i);
        }
        return m;
    }

    public static void main(String[] args) {
        for (int victim = 0; victim < 60; victim += 10) {
            final int v = victim;
            Map<Integer, String> hm = fill(new HashMap<>());
            attempt("HashMap remove " + v + " in for-each", () -> {
                for (Integer k : hm.keySet()) {
                    if (k == v) {
                        hm.remove(k);
                    }
                }
            });
            Map<Integer, String> tm = fill(new TreeMap<>());
            attempt("TreeMap remove " + v + " in for-each", () -> {
                for (Integer k : tm.keySet()) {
                    if (k == v) {
                        tm.remove(k);
                    }
                }
            });
            Map<Integer, String> lhm = fill(new LinkedHashMap<>());
            attempt("LinkedHashMap remove " + v + " in for-each", () -> {
                for (Map.Entry<Integer, String> e : lhm.entrySet()) {
                    if (e.getKey() == v) {
                        lhm.remove(e.getKey());
                    }
                }
            });
        }
        Map<Integer, String> access = new LinkedHashMap<>(16, 0.75f, true);
        fill(access);
        attempt("access-ordered get while iterating", () -> {
            for (Integer k : access.keySet()) {
                access.get(k);
            }
        });
        attempt("access-ordered get of last while iterating", () -> {
            Iterator<Integer> it = access.keySet().iterator();
            it.next();
            access.get(50);
            it.next();
        });
        System.out.println(access);
        Map<Integer, String> insertion = fill(new LinkedHashMap<>());
        attempt("insertion-ordered get while iterating", () -> {
            for (Integer k : insertion.keySet()) {
                insertion.get(k);
                insertion.put(k, "again");
            }
        });
        System.out.println(insertion);
        attempt("HashMap value change while iterating", () -> {
            Map<Integer, String> hm = fill(new HashMap<>());
            for (Integer k : hm.keySet()) {
                hm.put(k, "x");
                hm.replace(k, "y");
                hm.computeIfPresent(k, (kk, vv) -> vv + "!");
            }
            System.out.println(hm);
        });
        attempt("HashMap computeIfAbsent new key while iterating", () -> {
            Map<Integer, String> hm = fill(new HashMap<>());
            for (Integer k : hm.keySet()) {
                hm.computeIfAbsent(k + 1, kk -> "new");
            }
        });
        attempt("HashMap clear while iterating", () -> {
            Map<Integer, String> hm = fill(new HashMap<>());
            for (Integer k : hm.keySet()) {
                hm.clear();
            }
        });

        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(5, 1, 4, 2, 3));
        attempt("PriorityQueue poll while iterating", () -> {
            for (Integer x : pq) {
                pq.poll();
            }
        });
        ArrayDeque<Integer> ad = new ArrayDeque<>(List.of(1, 2, 3, 4));
        attempt("ArrayDeque removeFirst while iterating", () -> {
            for (Integer x : ad) {
                if (x == 2) {
                    ad.removeFirst();
                }
            }
        });
        System.out.println(ad);

        List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        Iterator<Integer> it = list.iterator();
        it.next();
        it.next();
        StringBuilder sb = new StringBuilder();
        it.forEachRemaining(x -> sb.append(x).append(' '));
        System.out.println("forEachRemaining: " + sb + it.hasNext());
        attempt("remove after forEachRemaining", () -> {
            it.remove();
            System.out.println(list);
        });
        Iterator<Integer> lit = new LinkedList<>(list).iterator();
        lit.next();
        sb.setLength(0);
        lit.forEachRemaining(x -> sb.append(x));
        Iterator<String> hit = new TreeSet<>(Set.of("c", "a", "b")).iterator();
        hit.next();
        hit.forEachRemaining(sb::append);
        System.out.println(sb);
        attempt("forEachRemaining adding", () -> {
            Iterator<Integer> i2 = list.iterator();
            i2.forEachRemaining(x -> list.add(x));
        });
        Object[] arr = list.toArray(new Object[2]);
        Integer[] ints = list.toArray(Integer[]::new);
        System.out.println(arr.length + " " + Arrays.toString(ints));
        sb.setLength(0);
        new TreeSet<>(list).forEach(x -> sb.append(x).append(','));
        new ArrayDeque<>(list).descendingIterator().forEachRemaining(x -> sb.append(x));
        System.out.println(sb);

        List<Integer> base = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7));
        List<Integer> sub = base.subList(2, 6);
        ListIterator<Integer> sli = sub.listIterator(2);
        sli.previous();
        sli.set(-1);
        sli.add(99);
        sli.next();
        sli.remove();
        System.out.println(base + " " + sub + " " + sli.nextIndex());
        attempt("sublist iterator after parent change", () -> {
            ListIterator<Integer> x = sub.listIterator();
            base.add(8);
            x.next();
        });
        Iterator<Integer> empty = Collections.<Integer>emptyList().iterator();
        attempt("empty iterator remove", () -> empty.remove());
        attempt("immutable iterator next past end", () -> {
            Iterator<Integer> i3 = List.of(1).iterator();
            i3.next();
            i3.next();
        });
        attempt("keySet iterator remove twice", () -> {
            Iterator<Integer> i4 = fill(new HashMap<>()).keySet().iterator();
            i4.next();
            i4.remove();
            i4.remove();
        });
        attempt("TreeMap iterator remove before next", () -> new TreeMap<>(Map.of(1, 1)).keySet().iterator().remove());
    }
}
