import java.util.*;
import java.util.concurrent.atomic.*;

/** Vector, Stack, Hashtable (its own iteration order), Enumeration, StringTokenizer, BitSet,
 *  EnumMap, EnumSet and the atomic counters. */
public class LegacyAndEnumCollections {
    enum Color { RED, GREEN, BLUE, CYAN, MAGENTA, YELLOW, BLACK }

    enum Op {
        ADD { int apply(int a, int b) { return a + b; } },
        MUL { int apply(int a, int b) { return a * b; } };
        abstract int apply(int a, int b);
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

    public static void main(String[] args) {
        Vector<Integer> v = new Vector<>(3, 2);
        for (int i = 0; i < 8; i++) {
            v.addElement(i * i);
            System.out.print(v.capacity() + " ");
        }
        System.out.println(v + " " + v.firstElement() + " " + v.lastElement() + " " + v.elementAt(3) + " " + v.indexOf(16, 5));
        v.insertElementAt(-1, 2);
        v.removeElementAt(0);
        v.removeElement(49);
        v.setElementAt(100, 1);
        v.setSize(9);
        System.out.println(v + " " + v.size() + " " + new Vector<>(List.of(1, 2)).capacity() + " " + new Vector<Integer>().capacity());
        attempt("elementAt(20)", () -> v.elementAt(20));
        attempt("get(20)", () -> v.get(20));
        attempt("set(9)", () -> v.set(9, 0));
        attempt("insertElementAt(11)", () -> v.insertElementAt(0, 11));
        attempt("removeElementAt(-1)", () -> v.removeElementAt(-1));
        attempt("lastIndexOf(x, 10)", () -> v.lastIndexOf(4, 10));
        attempt("listIterator(12)", () -> v.listIterator(12));
        attempt("firstElement empty", () -> new Vector<String>().firstElement());
        attempt("modify in for-each", () -> {
            for (Integer x : v) {
                if (x == null) {
                    v.add(1);
                }
            }
        });
        Enumeration<Integer> en = v.elements();
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) {
            sb.append(en.nextElement()).append(',');
        }
        System.out.println(sb);
        v.removeIf(Objects::isNull);
        List<Integer> vsub = v.subList(1, 3);
        vsub.set(0, 7);
        System.out.println(v + " " + vsub + " " + vsub.getClass().getName());

        Stack<String> stack = new Stack<>();
        for (String s : "to be or not to be".split(" ")) {
            stack.push(s);
        }
        System.out.println(stack + " " + stack.peek() + " " + stack.search("to") + " " + stack.search("xyz") + " " + stack.empty());
        sb.setLength(0);
        while (!stack.empty()) {
            sb.append(stack.pop()).append(' ');
        }
        System.out.println(sb);
        attempt("pop empty", () -> stack.pop());
        attempt("peek empty", () -> stack.peek());

        Hashtable<String, Integer> ht = new Hashtable<>();
        String[] words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron".split(" ");
        for (int i = 0; i < words.length; i++) {
            ht.put(words[i], i);
        }
        System.out.println(ht);
        System.out.println(ht.keySet() + " " + ht.values());
        sb.setLength(0);
        ht.forEach((k, val) -> sb.append(k).append(' '));
        System.out.println("forEach: " + sb);
        sb.setLength(0);
        for (Enumeration<String> keys = ht.keys(); keys.hasMoreElements(); ) {
            sb.append(keys.nextElement()).append(' ');
        }
        System.out.println("keys: " + sb);
        ht.remove("gamma");
        ht.merge("beta", 10, Integer::sum);
        ht.computeIfAbsent("omega", String::length);
        ht.putIfAbsent("alpha", 99);
        System.out.println(ht + " " + ht.get("beta") + " " + ht.contains(5) + " " + ht.containsKey("zeta") + " " + ht.size());
        attempt("put null value", () -> ht.put("x", null));
        attempt("put null key", () -> ht.put(null, 1));
        attempt("get null key", () -> ht.get(null));
        attempt("iterate and put", () -> {
            for (String k : ht.keySet()) {
                ht.put(k + "!", 0);
            }
        });
        Hashtable<Integer, String> ints = new Hashtable<>(4);
        for (int i = 0; i < 12; i++) {
            ints.put(i * 7, "v" + i);
        }
        System.out.println(ints + " " + ints.equals(new HashMap<>(ints)) + " " + (ints.hashCode() == new HashMap<>(ints).hashCode()));
        Iterator<Map.Entry<Integer, String>> hit = ints.entrySet().iterator();
        while (hit.hasNext()) {
            if (hit.next().getKey() % 2 == 0) {
                hit.remove();
            }
        }
        System.out.println(ints + " " + ints.clone());

        StringTokenizer st = new StringTokenizer("a, b,,c ;d", ",; ");
        System.out.print(st.countTokens() + ":");
        while (st.hasMoreTokens()) {
            System.out.print(" [" + st.nextToken() + "]");
        }
        System.out.println();
        StringTokenizer withDelims = new StringTokenizer("x+y-(z)", "+-()", true);
        sb.setLength(0);
        while (withDelims.hasMoreElements()) {
            sb.append('<').append(withDelims.nextElement()).append('>');
        }
        System.out.println(sb + " " + new StringTokenizer("  spaced   words here ").countTokens());
        StringTokenizer change = new StringTokenizer("k1=v1;k2=v2", "=");
        System.out.println(change.nextToken() + " | " + change.nextToken(";") + " | " + change.nextToken("=;") + " | " + change.nextToken());
        attempt("nextToken past end", () -> new StringTokenizer("").nextToken());

        BitSet bits = new BitSet();
        for (int i = 0; i < 100; i += 3) {
            bits.set(i);
        }
        bits.set(200, 205);
        bits.clear(9);
        bits.flip(0, 4);
        System.out.println(bits + " " + bits.cardinality() + " " + bits.length() + " " + bits.size() + " " + bits.nextSetBit(100)
                + " " + bits.nextClearBit(200) + " " + bits.previousSetBit(199) + " " + bits.get(3) + " " + bits.hashCode());
        BitSet other = new BitSet(300);
        other.set(0, 50);
        System.out.println(other.size() + " " + other.intersects(bits) + " " + bits.get(10, 40));
        BitSet and = (BitSet) bits.clone();
        and.and(other);
        BitSet or = (BitSet) bits.clone();
        or.or(other);
        BitSet xor = (BitSet) bits.clone();
        xor.xor(other);
        BitSet andNot = (BitSet) bits.clone();
        andNot.andNot(other);
        System.out.println(and + "\n" + or.cardinality() + " " + xor.cardinality() + " " + andNot + " " + and.equals(other)
                + " " + Arrays.toString(and.toLongArray()) + " " + Arrays.toString(BitSet.valueOf(new long[] {5L, 0}).toByteArray())
                + " " + BitSet.valueOf(new byte[] {1, 2, 0}) + " " + new BitSet().isEmpty());
        attempt("set(-1)", () -> bits.set(-1));
        attempt("set(5, 2)", () -> bits.set(5, 2));
        attempt("new BitSet(-3)", () -> new BitSet(-3));
        attempt("previousSetBit(-2)", () -> bits.previousSetBit(-2));

        EnumMap<Color, Integer> em = new EnumMap<>(Color.class);
        em.put(Color.BLUE, 3);
        em.put(Color.RED, 1);
        em.put(Color.YELLOW, null);
        em.merge(Color.RED, 10, Integer::sum);
        System.out.println(em + " " + em.size() + " " + em.containsKey(Color.YELLOW) + " " + em.get(Color.GREEN) + " " + em.keySet() + " " + em.values());
        for (Map.Entry<Color, Integer> e : em.entrySet()) {
            if (e.getValue() == null) {
                e.setValue(0);
            }
        }
        em.remove(Color.BLUE);
        System.out.println(em + " " + new EnumMap<>(Map.of(Op.MUL, "times")) + " " + em.equals(Map.of(Color.RED, 11, Color.YELLOW, 0)));
        attempt("EnumMap null key", () -> em.put(null, 1));
        EnumSet<Color> warm = EnumSet.of(Color.YELLOW, Color.RED, Color.MAGENTA);
        EnumSet<Color> all = EnumSet.allOf(Color.class);
        EnumSet<Color> none = EnumSet.noneOf(Color.class);
        EnumSet<Color> range = EnumSet.range(Color.GREEN, Color.MAGENTA);
        EnumSet<Color> complement = EnumSet.complementOf(warm);
        System.out.println(warm + " " + all + " " + none + " " + range + " " + complement + " " + EnumSet.copyOf(List.of(Color.BLACK, Color.RED)));
        range.removeAll(warm);
        complement.retainAll(range);
        none.addAll(warm);
        System.out.println(range + " " + complement + " " + none.containsAll(warm) + " " + none.equals(warm) + " " + warm.contains(Color.BLUE)
                + " " + EnumSet.of(Op.ADD, Op.MUL) + " " + EnumSet.allOf(Op.class).size() + " " + Op.MUL.apply(6, 7));
        attempt("range reversed", () -> EnumSet.range(Color.BLACK, Color.RED));
        attempt("copyOf empty", () -> EnumSet.copyOf(new ArrayList<Color>()));
        Iterator<Color> cit = all.iterator();
        while (cit.hasNext()) {
            if (cit.next().name().contains("E")) {
                cit.remove();
            }
        }
        System.out.println(all + " " + all.size());

        AtomicInteger counter = new AtomicInteger();
        AtomicLong total = new AtomicLong(100);
        List.of(5, 3, 8).forEach(x -> {
            counter.incrementAndGet();
            total.addAndGet(x);
        });
        System.out.println(counter + " " + total + " " + counter.getAndIncrement() + " " + counter.get() + " " + counter.compareAndSet(4, 10)
                + " " + counter.compareAndSet(4, 11) + " " + counter.updateAndGet(x -> x * 3) + " " + counter.accumulateAndGet(5, Math::max)
                + " " + total.getAndAdd(-8) + " " + total.decrementAndGet() + " " + counter.intValue() + " " + total.doubleValue());
        AtomicBoolean flag = new AtomicBoolean();
        AtomicReference<String> ref = new AtomicReference<>("start");
        System.out.println(flag.getAndSet(true) + " " + flag + " " + ref.getAndUpdate(s -> s + "!") + " " + ref + " "
                + ref.compareAndSet("nope", "x") + " " + ref.accumulateAndGet("?", String::concat) + " " + new AtomicReference<>());
    }
}
