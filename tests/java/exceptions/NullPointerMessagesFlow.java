// Helpful NullPointerException messages where control flow matters: values that
// reach the failing instruction along several paths (then the message leaves out
// the "because" part), loops, exception handlers, switches, parameters that were
// reassigned, long and double locals, constructors and unboxing.
public class NullPointerMessagesFlow {
    String label;
    NullPointerMessagesFlow link;

    static void report(NullPointerException e) {
        System.out.println(e.getMessage());
    }

    NullPointerMessagesFlow(String text, NullPointerMessagesFlow other) {
        try { text.length(); } catch (NullPointerException e) { report(e); }
        try { other.label.length(); } catch (NullPointerException e) { report(e); }
        try { this.label.length(); } catch (NullPointerException e) { report(e); }
        try { link.link = this; } catch (NullPointerException e) { report(e); }
    }

    static Integer noInteger() {
        return null;
    }

    static void merges(boolean flag, String a, String b, Object[] left, Object[] right) {
        try { (flag ? a : b).length(); } catch (NullPointerException e) { report(e); }
        try { (flag ? left : right)[0].hashCode(); } catch (NullPointerException e) { report(e); }
        try { System.out.println((flag ? left : right).length); } catch (NullPointerException e) { report(e); }
        try { (flag ? a : null).length(); } catch (NullPointerException e) { report(e); }
        String chosen = flag ? a : b;
        try { chosen.length(); } catch (NullPointerException e) { report(e); }
        try { (a != null ? a : b).isEmpty(); } catch (NullPointerException e) { report(e); }
        try { ((String) (flag ? (Object) a : (Object) a)).trim(); } catch (NullPointerException e) { report(e); }
    }

    static void loops(String p, String q, int n) {
        for (int i = 0; i < n; i++) {
            try { p.length(); } catch (NullPointerException e) { report(e); }
            p = null;
        }
        int k = 0;
        while (k < n) {
            if (k == 1) {
                try { q.length(); } catch (NullPointerException e) { report(e); }
            }
            k++;
        }
        String r = null;
        do {
            try { r.length(); } catch (NullPointerException e) { report(e); }
            n--;
        } while (n > 0);
    }

    static void handlers(String p, Object[] items) {
        try {
            p = "changed";
            throw new RuntimeException("boom");
        } catch (RuntimeException e) {
            try { items[0].hashCode(); } catch (NullPointerException inner) { report(inner); }
            p = null;
            try { p.length(); } catch (NullPointerException inner) { report(inner); }
        } finally {
            try { items.clone(); } catch (NullPointerException inner) { report(inner); }
        }
        try {
            items.hashCode();
        } catch (NullPointerException e) {
            report(e);
        }
    }

    static void switches(int key, String text, String other) {
        switch (key) {
            case 1: text = "one"; break;
            case 2: text = "two"; break;
            case 7: break;
            default: other = "set";
        }
        try { text.length(); } catch (NullPointerException e) { report(e); }
        try { other.length(); } catch (NullPointerException e) { report(e); }
        switch (key * 100) {
            case 100: break;
            case 7000: break;
            default: break;
        }
        try { text.isBlank(); } catch (NullPointerException e) { report(e); }
        String none = null;
        try {
            switch (none) {
                case "a": System.out.println("a"); break;
                default: System.out.println("other");
            }
        } catch (NullPointerException e) { report(e); }
    }

    static void wideLocals(long first, String afterLong, double second, String afterDouble, int[] last) {
        long l = 5;
        double d = 2;
        String local = null;
        try { afterLong.length(); } catch (NullPointerException e) { report(e); }
        try { afterDouble.length(); } catch (NullPointerException e) { report(e); }
        try { last[0] = (int) (l + d); } catch (NullPointerException e) { report(e); }
        try { local.length(); } catch (NullPointerException e) { report(e); }
        first = 1;
        try { afterLong.length(); } catch (NullPointerException e) { report(e); }
    }

    static void unboxing(Integer boxed, Long big, Boolean flag, Character letter, Double real) {
        try { int x = boxed; System.out.println(x); } catch (NullPointerException e) { report(e); }
        try { System.out.println(big + 1); } catch (NullPointerException e) { report(e); }
        try { if (flag) System.out.println("yes"); } catch (NullPointerException e) { report(e); }
        try { char c = letter; System.out.println(c); } catch (NullPointerException e) { report(e); }
        try { double r = real; System.out.println(r); } catch (NullPointerException e) { report(e); }
        try { int y = noInteger(); System.out.println(y); } catch (NullPointerException e) { report(e); }
        Integer[] boxes = new Integer[2];
        try { int z = boxes[1]; System.out.println(z); } catch (NullPointerException e) { report(e); }
    }

    public static void main(String[] args) {
        new NullPointerMessagesFlow(null, new NullPointerMessagesFlow("x", new NullPointerMessagesFlow("y", null) {
        }));
        merges(true, null, null, null, new Object[1]);
        merges(false, null, null, new Object[1], null);
        loops(null, null, 2);
        handlers(null, new Object[1]);
        handlers(null, null);
        switches(1, null, null);
        switches(9, null, null);
        wideLocals(1L, null, 2.0, null, null);
        unboxing(null, null, null, null, null);
    }
}
