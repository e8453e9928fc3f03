import java.io.Serializable;
import java.util.*;
import java.util.function.*;

public class SerializableIntersection {
    interface Marker {}
    interface Named { default String label() { return "named"; } }
    interface Calc { int calc(int x); }
    interface SerCalc extends Calc, Serializable {}

    static String kinds(Object o) {
        return (o instanceof Runnable) + "," + (o instanceof Serializable) + "," + (o instanceof Marker) + "," + (o instanceof Comparator) + "," + (o instanceof Named);
    }

    public static void main(String[] args) {
        int captured = 5;
        Runnable r1 = (Runnable & Serializable) () -> System.out.println("serializable runnable " + captured);
        r1.run();
        System.out.println(kinds(r1));

        Runnable r2 = (Runnable & Marker) () -> System.out.println("marker runnable");
        r2.run();
        System.out.println(kinds(r2));

        Runnable r3 = (Runnable & Serializable & Marker) () -> System.out.println("both");
        r3.run();
        System.out.println(kinds(r3));

        Runnable r4 = (Runnable & Named) () -> System.out.println("named");
        r4.run();
        System.out.println(kinds(r4) + " " + ((Named) r4).label());

        Comparator<String> c = (Comparator<String> & Serializable) (a, b) -> b.compareTo(a);
        List<String> l = new ArrayList<>(Arrays.asList("m", "z", "a", "q"));
        l.sort(c);
        System.out.println(l + " " + kinds(c));
        l.sort(c.reversed());
        System.out.println(l);

        SerCalc sc = x -> x * captured;
        System.out.println(sc.calc(8) + " " + kinds(sc) + " " + (sc instanceof Calc));
        SerCalc scRef = Math::abs;
        System.out.println(scRef.calc(-31) + " " + (scRef instanceof Serializable));
        Calc plain = x -> -x;
        System.out.println(plain.calc(3) + " " + (plain instanceof Serializable));

        Function<Integer, Integer> sf = (Function<Integer, Integer> & Serializable) x -> x + captured;
        System.out.println(sf.andThen(sf).apply(1) + " " + (sf instanceof Serializable));
        Supplier<List<String>> ss = (Supplier<List<String>> & Serializable) ArrayList::new;
        List<String> made = ss.get();
        made.add("made");
        System.out.println(made + " " + (ss instanceof Serializable));
        // serializable method refs of each kind
        String bound = "bound";
        Supplier<Integer> bref = (Supplier<Integer> & Serializable) bound::length;
        Function<String, String> uref = (Function<String, String> & Serializable) String::trim;
        IntFunction<long[]> aref = (IntFunction<long[]> & Serializable) long[]::new;
        System.out.println(bref.get() + " [" + uref.apply("  t  ") + "] " + aref.apply(3).length);
        // lambdas as map values and in array
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < rs.length; i++) {
            int k = i;
            rs[i] = (Runnable & Serializable) () -> System.out.print("r" + k + " ");
        }
        for (Runnable r : rs) r.run();
        System.out.println();
        // instanceof of lambda class vs. functional interfaces it doesn't implement
        Object o = (Supplier<String>) () -> "s";
        System.out.println((o instanceof Supplier) + " " + (o instanceof Function) + " " + (o instanceof Serializable) + " " + ((Supplier<?>) o).get());
        try {
            Function<?, ?> bad = (Function<?, ?>) o;
            System.out.println("no exception " + bad);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
