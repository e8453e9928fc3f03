import java.util.*;
import java.util.function.*;

interface Greeter {
    String name();
    default String greet(String whom) { return name() + " greets " + whom; }
    static String shout(String s) { return s.toUpperCase() + "!"; }
}

class Base {
    protected String tag = "base";
    String describe(int x) { return "Base.describe(" + x + ")"; }
    static String staticHelper(String a, String b) { return a + "+" + b; }
}

class Derived extends Base implements Greeter {
    private final String who;
    Derived(String who) { this.who = who; }
    Derived() { this("anon"); }
    Derived(String a, int n) { this(a.repeat(n)); }
    public String name() { return who; }
    @Override String describe(int x) { return "Derived.describe(" + x + ")"; }

    private String secret(int k) { return who + "#secret" + k; }
    private static int twice(int v) { return v * 2; }

    void run() {
        IntFunction<String> sup = super::describe;
        IntFunction<String> mine = this::describe;
        System.out.println(sup.apply(1) + " / " + mine.apply(2));
        IntFunction<String> priv = this::secret;
        System.out.println(priv.apply(7));
        IntUnaryOperator ps = Derived::twice;
        System.out.println(ps.applyAsInt(21));
        Function<String, String> def = this::greet;
        System.out.println(def.apply("you"));
        Function<String, String> superDefault = Greeter.super::greet;
        System.out.println(superDefault.apply("super"));
        BiFunction<Derived, Integer, String> unboundPrivate = Derived::secret;
        System.out.println(unboundPrivate.apply(new Derived("other"), 3));
    }
}

public class MethodRefKinds {
    static int counter;
    static int next() { return ++counter; }
    int field = 10;
    int addField(int x) { return x + field; }

    public static void main(String[] args) {
        // static
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println(parse.apply("123") + 1);
        BinaryOperator<String> st = Base::staticHelper;
        System.out.println(st.apply("a", "b"));
        UnaryOperator<String> iface = Greeter::shout;
        System.out.println(iface.apply("hey"));
        IntSupplier nx = MethodRefKinds::next;
        System.out.println(nx.getAsInt() + " " + nx.getAsInt() + " " + nx.getAsInt());

        // bound instance
        String hello = "Hello, World";
        IntFunction<Character> charAt = hello::charAt;
        Predicate<String> starts = hello::startsWith;
        Supplier<Integer> len = hello::length;
        System.out.println(charAt.apply(4) + " " + starts.test("Hell") + " " + starts.test("World") + " " + len.get());
        MethodRefKinds obj = new MethodRefKinds();
        IntUnaryOperator af = obj::addField;
        obj.field = 100; // bound receiver, field read at call time
        System.out.println(af.applyAsInt(5));
        StringBuilder sb = new StringBuilder();
        Consumer<String> app = sb::append;
        app.accept("x"); app.accept("y"); app.accept("z");
        System.out.println(sb);
        Consumer<Object> printer = System.out::println;
        printer.accept("via System.out::println");
        printer.accept(42);

        // unbound
        Function<String, String> up = String::toUpperCase;
        BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
        Comparator<String> cmp = String::compareTo;
        ToIntFunction<String> len2 = String::length;
        BiFunction<String, Integer, Character> at = String::charAt;
        System.out.println(up.apply("abc") + " " + eq.apply("AbC", "aBc") + " " + cmp.compare("a", "b") + " " + len2.applyAsInt("four") + " " + at.apply("xyz", 2));
        Function<Greeter, String> gname = Greeter::name;
        BiFunction<Greeter, String, String> ggreet = Greeter::greet;
        Derived d = new Derived("dee");
        System.out.println(gname.apply(d) + " | " + ggreet.apply(d, "bob"));
        Function<List<String>, Integer> sz = List::size;
        System.out.println(sz.apply(Arrays.asList("a", "b", "c")));
        Function<Object, String> ts = Object::toString;
        System.out.println(ts.apply(Integer.valueOf(99)) + " " + ts.apply("str"));

        // constructors
        Supplier<Derived> c0 = Derived::new;
        Function<String, Derived> c1 = Derived::new;
        BiFunction<String, Integer, Derived> c2 = Derived::new;
        System.out.println(c0.get().name() + " " + c1.apply("one").name() + " " + c2.apply("ab", 3).name());
        Supplier<ArrayList<String>> lc = ArrayList::new;
        ArrayList<String> l = lc.get(); l.add("q");
        System.out.println(l);
        Function<String, StringBuilder> sbc = StringBuilder::new;
        System.out.println(sbc.apply("init").reverse());
        IntFunction<ArrayList<Integer>> capc = ArrayList::new;
        System.out.println(capc.apply(50).size());
        Function<String, Integer> boxc = Integer::new;
        System.out.println(boxc.apply("77") + 1);

        // array constructors
        IntFunction<int[]> ia = int[]::new;
        IntFunction<String[]> sa = String[]::new;
        IntFunction<long[][]> la = long[][]::new;
        Function<Integer, double[]> da = double[]::new;
        int[] ints = ia.apply(4);
        String[] strs = sa.apply(2);
        long[][] lls = la.apply(3);
        double[] ds = da.apply(5);
        System.out.println(ints.length + " " + strs.length + " " + lls.length + " " + ds.length + " " + Arrays.toString(ints) + " " + Arrays.toString(strs) + " " + lls[0] + " " + ds[4]);
        System.out.println(ints.getClass().getName() + " " + strs.getClass().getName() + " " + lls.getClass().getName());
        List<String> src = new ArrayList<>(Arrays.asList("p", "q", "r"));
        String[] out = src.toArray(String[]::new);
        System.out.println(out.length + " " + String.join(",", out));

        // super, private, default
        d.run();
    }
}
