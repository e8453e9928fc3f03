interface Transformer<A, B> {
    B transform(A input);
}

class Box<T> {
    private T value;

    Box(T value) { this.value = value; }

    T get() { return value; }

    void set(T value) { this.value = value; }

    <R> Box<R> map(Transformer<? super T, ? extends R> f) {
        return new Box<R>(f.transform(value));
    }
}

class IntBox extends Box<Integer> {
    IntBox(int v) { super(v); }

    // overrides Box.set(Object) through a bridge method
    @Override
    void set(Integer value) { super.set(value * 10); }

    // covariant return: javac adds a bridge `Object get()`
    @Override
    Integer get() { return super.get() + 1; }
}

class Version implements Comparable<Version> {
    final int major, minor;

    Version(int major, int minor) { this.major = major; this.minor = minor; }

    public int compareTo(Version other) {
        return major != other.major ? major - other.major : minor - other.minor;
    }

    public String toString() { return major + "." + minor; }
}

class Node<T extends Comparable<T>> {
    T item;
    Node<T> left, right;

    Node(T item) { this.item = item; }

    void insert(T value) {
        if (value.compareTo(item) < 0) {
            if (left == null) left = new Node<T>(value); else left.insert(value);
        } else {
            if (right == null) right = new Node<T>(value); else right.insert(value);
        }
    }

    void inOrder(StringBuilder out) {
        if (left != null) left.inOrder(out);
        out.append(item).append(' ');
        if (right != null) right.inOrder(out);
    }
}

class Pair<A, B> {
    final A first;
    final B second;

    Pair(A first, B second) { this.first = first; this.second = second; }

    static <X> Pair<X, X> twice(X x) { return new Pair<X, X>(x, x); }

    Pair<B, A> swap() { return new Pair<B, A>(second, first); }

    public String toString() { return "<" + first + ", " + second + ">"; }
}

public class GenericsAndBridgeMethods {
    static <T extends Comparable<T>> T max(T[] items) {
        T best = items[0];
        for (T item : items) {
            if (item.compareTo(best) > 0) best = item;
        }
        return best;
    }

    public static void main(String[] args) {
        Box<String> box = new Box<String>("hello");
        Box<Integer> length = box.map(new Transformer<String, Integer>() {
            public Integer transform(String s) { return s.length(); }
        });
        System.out.println(box.get() + " " + length.get());
        Box<Integer> raw = new IntBox(4);
        System.out.println(raw.get());
        raw.set(7);                 // calls IntBox.set(Integer) through the bridge
        System.out.println(raw.get());
        Object viaObject = ((Box) raw).get();
        System.out.println(viaObject);
        Version[] versions = { new Version(1, 9), new Version(2, 0), new Version(1, 10), new Version(0, 99) };
        System.out.println(max(versions));
        Comparable<Version> comparable = versions[0];
        System.out.println(comparable.compareTo(versions[2]));
        Node<Version> root = new Node<Version>(versions[0]);
        for (int i = 1; i < versions.length; i++) root.insert(versions[i]);
        StringBuilder out = new StringBuilder();
        root.inOrder(out);
        System.out.println(out);
        Node<String> words = new Node<String>("m");
        String[] input = { "q", "c", "x", "a", "n", "m" };
        for (String w : input) words.insert(w);
        StringBuilder wordsOut = new StringBuilder();
        words.inOrder(wordsOut);
        System.out.println(wordsOut);
        Pair<String, Integer> pair = new Pair<String, Integer>("one", 1);
        System.out.println(pair + " " + pair.swap() + " " + Pair.twice(2.5));
        int sum = pair.second + pair.swap().first;
        System.out.println(sum);
    }
}
