import java.util.*;
import java.util.function.*;

public class SuppliersAndBridges {
    interface Sink<T> { String take(T t); }
    interface StringSink { String take(String s); }
    interface BothSinks extends Sink<String>, StringSink {}

    interface Producer<T extends Comparable<T>> { T produce(int seed); }
    interface IntProducer extends Producer<Integer> { Integer produce(int seed); }

    interface Transformer<A, B> { B transform(A a); default <C> Transformer<A, C> then(Transformer<B, C> next) { return a -> next.transform(transform(a)); } }

    static <T> String feed(Sink<T> sink, T value) { return sink.take(value); }
    static String feedString(StringSink sink, String value) { return sink.take(value); }
    static <T extends Comparable<T>> T maxOf(Producer<T> p, int n) {
        T best = p.produce(0);
        for (int i = 1; i < n; i++) { T c = p.produce(i); if (c.compareTo(best) > 0) best = c; }
        return best;
    }

    static <C extends Collection<String>> C fill(Supplier<C> factory, String[] items) {
        C c = factory.get();
        for (String s : items) c.add(s);
        return c;
    }

    static <K, V> Map<K, V> mapOf(Supplier<Map<K, V>> factory, K k1, V v1, K k2, V v2, K k3, V v3) {
        Map<K, V> m = factory.get();
        m.put(k1, v1); m.put(k2, v2); m.put(k3, v3);
        return m;
    }

    static void show(Collection<String> c) { System.out.println(c.getClass().getSimpleName() + " " + c); }

    public static void main(String[] args) {
        BothSinks both = s -> "got:" + s.length();
        System.out.println(feed(both, "abc") + " " + feedString(both, "hello"));
        Sink<String> asGeneric = both;
        StringSink asSpecific = both;
        System.out.println(asGeneric.take("xy") + " " + asSpecific.take("xyz"));

        IntProducer ip = seed -> (seed * 37) % 11;
        System.out.println(maxOf(ip, 10) + " " + ip.produce(3));
        Producer<String> sp = seed -> "s" + (char) ('a' + (seed * 7) % 26);
        System.out.println(maxOf(sp, 10));

        Transformer<String, Integer> len = String::length;
        Transformer<String, String> pipeline = len.then(x -> x * x).then(x -> "len^2=" + x);
        System.out.println(pipeline.transform("abcd"));

        String[] items = {"pear", "apple", "fig", "apple", "banana"};
        show(fill(ArrayList::new, items));
        show(fill(LinkedList::new, items));
        show(fill(TreeSet::new, items));
        show(fill(LinkedHashSet::new, items));
        show(fill(ArrayDeque::new, items));
        show(fill(() -> new TreeSet<>(Comparator.reverseOrder()), items));
        PriorityQueue<String> pq = fill(() -> new PriorityQueue<>(), items);
        System.out.println(pq.peek());
        System.out.println(mapOf(TreeMap::new, "z", 1, "a", 2, "m", 3));
        System.out.println(mapOf(LinkedHashMap::new, "z", 1, "a", 2, "m", 3));
        System.out.println(new TreeMap<>(mapOf(HashMap::new, 3, "c", 1, "a", 2, "b")));

        Supplier<List<Integer>> fresh = ArrayList::new;
        List<Integer> a = fresh.get(), b = fresh.get();
        a.add(1);
        System.out.println(a + " " + b + " " + (a != b));

        // primitive specializations
        IntSupplier is = () -> Integer.MAX_VALUE;
        LongSupplier ls = () -> Long.MIN_VALUE;
        DoubleSupplier ds = () -> Double.MIN_VALUE;
        BooleanSupplier bs = () -> !false;
        System.out.println(is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble() + " " + bs.getAsBoolean());
        IntBinaryOperator ib = (x, y) -> x << y;
        LongBinaryOperator lb = (x, y) -> x >>> y;
        DoubleBinaryOperator db = (x, y) -> x % y;
        System.out.println(ib.applyAsInt(1, 31) + " " + ib.applyAsInt(1, 32) + " " + lb.applyAsLong(-1L, 60) + " " + db.applyAsDouble(-7.5, 2));
        IntToLongFunction i2l = x -> x * 1_000_000_000L;
        LongToIntFunction l2i = x -> (int) x;
        DoubleToIntFunction d2i = x -> (int) x;
        DoubleToLongFunction d2l = x -> (long) x;
        LongToDoubleFunction l2d = x -> x;
        IntToDoubleFunction i2d = x -> x / 4.0;
        System.out.println(i2l.applyAsLong(5) + " " + l2i.applyAsInt(1L << 32 | 7) + " " + d2i.applyAsInt(1e20) + " " + d2i.applyAsInt(Double.NaN) + " " + d2l.applyAsLong(-1e30) + " " + l2d.applyAsDouble(Long.MAX_VALUE) + " " + i2d.applyAsDouble(3));
        ToIntBiFunction<String, String> tib = (x, y) -> x.length() * y.length();
        ToLongBiFunction<Integer, Integer> tlb = (x, y) -> (long) x * y;
        ToDoubleBiFunction<Integer, Integer> tdb = (x, y) -> (double) x / y;
        System.out.println(tib.applyAsInt("abc", "de") + " " + tlb.applyAsLong(100000, 100000) + " " + tdb.applyAsDouble(1, 8));
        IntFunction<String> ifn = Integer::toBinaryString;
        LongFunction<String> lfn = Long::toHexString;
        DoubleFunction<String> dfn = Double::toString;
        System.out.println(ifn.apply(-8) + " " + lfn.apply(-2L) + " " + dfn.apply(1e7) + " " + dfn.apply(1e-3));
        int[] total = {0};
        IntConsumer ic = x -> total[0] += x;
        LongConsumer lc = x -> total[0] += (int) (x % 1000);
        DoubleConsumer dc = x -> total[0] += (int) Math.round(x);
        ic.accept(10); lc.accept(123456789L); dc.accept(2.5); dc.accept(-2.5);
        System.out.println(total[0]);
        ObjIntConsumer<List<Integer>> oic = List::add;
        List<Integer> target = new ArrayList<>();
        oic.accept(target, 4); oic.accept(target, -4);
        System.out.println(target);
    }
}
