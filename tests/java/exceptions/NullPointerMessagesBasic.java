import java.util.Iterator;

// Helpful NullPointerException messages (JEP 358) for the common forms: calls,
// field reads and writes, array loads, stores and lengths, throw and synchronized,
// with the null coming from locals, parameters, fields, statics, array elements
// and call results.
public class NullPointerMessagesBasic {
    static String staticString;
    static int[] staticInts;
    static Object[][] staticGrid;
    static NullPointerMessagesBasic staticNode;

    NullPointerMessagesBasic next;
    String name;
    int count;
    long total;
    double ratio;
    int[] ints;
    Object[] objects;

    interface Source<T> {
        T get();
    }

    static void report(NullPointerException e) {
        System.out.println(e.getMessage());
    }

    static String nothing() {
        return null;
    }

    static int[] noInts() {
        return null;
    }

    static NullPointerMessagesBasic noNode() {
        return null;
    }

    NullPointerMessagesBasic self() {
        return this;
    }

    NullPointerMessagesBasic nextNode() {
        return next;
    }

    int size(String s, int i, long l, double d, Object o, String[] a, int[][] m, StringBuilder b, Iterable<String> list) {
        return 0;
    }

    void instanceCases(String p, long wide, String q, double d, NullPointerMessagesBasic other) {
        try { p.length(); } catch (NullPointerException e) { report(e); }
        try { q.isEmpty(); } catch (NullPointerException e) { report(e); }
        try { other.name.length(); } catch (NullPointerException e) { report(e); }
        try { next.name.length(); } catch (NullPointerException e) { report(e); }
        try { this.next.next.count++; } catch (NullPointerException e) { report(e); }
        try { name.trim(); } catch (NullPointerException e) { report(e); }
        try { System.out.println(ints[0]); } catch (NullPointerException e) { report(e); }
        try { objects[1] = p; } catch (NullPointerException e) { report(e); }
        try { System.out.println(objects.length); } catch (NullPointerException e) { report(e); }
        try { self().next.name.length(); } catch (NullPointerException e) { report(e); }
        try { nextNode().count = 3; } catch (NullPointerException e) { report(e); }
        try { nextNode().nextNode(); } catch (NullPointerException e) { report(e); }
        p = "now set";
        q = null;
        try { q.length(); } catch (NullPointerException e) { report(e); }
        String local = null;
        try { local.hashCode(); } catch (NullPointerException e) { report(e); }
    }

    static void staticCases(String p, int[] a, Object[][] g, int i, NullPointerMessagesBasic n) {
        try { p.length(); } catch (NullPointerException e) { report(e); }
        try { a[i] = 1; } catch (NullPointerException e) { report(e); }
        try { System.out.println(g[2][i]); } catch (NullPointerException e) { report(e); }
        try { g[i + 1].hashCode(); } catch (NullPointerException e) { report(e); }
        try { g[i][0].hashCode(); } catch (NullPointerException e) { report(e); }
        try { n.next.ratio = 2.5; } catch (NullPointerException e) { report(e); }
        try { n.total = 7L; } catch (NullPointerException e) { report(e); }
        try { System.out.println(n.ratio); } catch (NullPointerException e) { report(e); }
        try { n.size(null, 1, 2L, 3.0, null, null, null, null, null); } catch (NullPointerException e) { report(e); }
    }

    public static void main(String[] args) {
        NullPointerMessagesBasic node = new NullPointerMessagesBasic();
        node.instanceCases(null, 1L, null, 2.0, node);
        staticCases(null, null, new Object[5][], 3, new NullPointerMessagesBasic());

        // statics
        try { staticString.length(); } catch (NullPointerException e) { report(e); }
        try { staticInts[2] = 4; } catch (NullPointerException e) { report(e); }
        try { System.out.println(staticInts.length); } catch (NullPointerException e) { report(e); }
        try { System.out.println(staticGrid[0][1]); } catch (NullPointerException e) { report(e); }
        try { staticNode.name = "x"; } catch (NullPointerException e) { report(e); }
        staticGrid = new Object[2][];
        try { staticGrid[1][0] = "y"; } catch (NullPointerException e) { report(e); }
        try { staticGrid[1].clone(); } catch (NullPointerException e) { report(e); }

        // call results
        try { nothing().length(); } catch (NullPointerException e) { report(e); }
        try { System.out.println(noInts()[0]); } catch (NullPointerException e) { report(e); }
        try { System.out.println(noInts().length); } catch (NullPointerException e) { report(e); }
        try { noNode().count = 1; } catch (NullPointerException e) { report(e); }
        try { System.out.println(noNode().next); } catch (NullPointerException e) { report(e); }
        try { node.nextNode().self(); } catch (NullPointerException e) { report(e); }

        // locals
        String s = null;
        int[] ints = null;
        Object[] objs = new Object[3];
        try { s.length(); } catch (NullPointerException e) { report(e); }
        try { s.equals("x"); } catch (NullPointerException e) { report(e); }
        try { s.compareTo("x"); } catch (NullPointerException e) { report(e); }
        try { s.regionMatches(true, 1, "abc", 0, 2); } catch (NullPointerException e) { report(e); }
        try { System.out.println(ints[1]); } catch (NullPointerException e) { report(e); }
        try { ints[1] = 3; } catch (NullPointerException e) { report(e); }
        try { ints.clone(); } catch (NullPointerException e) { report(e); }
        try { objs[2].toString(); } catch (NullPointerException e) { report(e); }
        try { ((String) objs[1]).length(); } catch (NullPointerException e) { report(e); }
        try { objs = null; objs[0] = "z"; } catch (NullPointerException e) { report(e); }

        // interfaces and generics
        Iterable<String> list = null;
        Source<String> supplier = null;
        Runnable task = null;
        Iterator<String> iterator = null;
        CharSequence chars = null;
        Comparable<String> comparable = null;
        try { list.iterator(); } catch (NullPointerException e) { report(e); }
        try { iterator.hasNext(); } catch (NullPointerException e) { report(e); }
        try { chars.charAt(2); } catch (NullPointerException e) { report(e); }
        try { comparable.compareTo("a"); } catch (NullPointerException e) { report(e); }
        try { supplier.get(); } catch (NullPointerException e) { report(e); }
        try { supplier.get().length(); } catch (NullPointerException e) { report(e); }
        try { task.run(); } catch (NullPointerException e) { report(e); }
        try { for (String each : list) { System.out.println(each); } } catch (NullPointerException e) { report(e); }

        // throw and synchronized
        RuntimeException problem = null;
        Object lock = null;
        try { throw problem; } catch (NullPointerException e) { report(e); }
        try { throw null; } catch (NullPointerException e) { report(e); }
        try { synchronized (lock) { System.out.println("locked"); } } catch (NullPointerException e) { report(e); }
        try { synchronized (staticString) { System.out.println("locked"); } } catch (NullPointerException e) { report(e); }
        try { synchronized (nothing()) { System.out.println("locked"); } } catch (NullPointerException e) { report(e); }
    }
}
