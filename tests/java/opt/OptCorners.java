// The optimizing tier's Java semantics (JVMS 6.5), hot enough that the
// adaptive tier optimizes them too: division corner cases, NaN compares,
// saturating conversions, masked shifts, frem/drem, narrow stores,
// exceptions thrown and caught inside optimized loops, and the bounds checks
// the translator drops (a pair checked earlier in the block, constant indexes
// into arrays it created) next to the ones it must keep.
public class OptCorners {
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }
    static int fcmp(float a, float b) { return a < b ? -1 : (a > b ? 1 : (a == b ? 0 : 7)); }
    static boolean dle(double a, double b) { return a <= b; }
    static boolean dge(double a, double b) { return a >= b; }
    static int shl(int a, int n) { return a << n; }
    static long lshr(long a, int n) { return a >> n; }
    static int ushr(int a, int n) { return a >>> n; }

    static class Box { byte b; short s; char c; boolean z; long l; double d; }

    static int sumWithFaults(int[] a, int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            try {
                sum += a[i] / (i % 5);
            } catch (ArithmeticException e) {
                sum += 1000;
            } catch (ArrayIndexOutOfBoundsException e) {
                sum -= 1;
            }
        }
        return sum;
    }

    static int nested(int depth) {
        if (depth == 0) throw new IllegalStateException("bottom");
        try {
            return nested(depth - 1) + 1;
        } finally {
            counter++;
        }
    }
    static int counter;

    static int histogram(int[] data, int buckets) {
        int[] h = new int[buckets];
        for (int i = 0; i < data.length; i++) {
            h[data[i] % buckets] += 1;
            h[data[i] % buckets]++;
        }
        return h[0] * 31 + h[buckets - 1];
    }

    static int freshArrays(int k) {
        int[] a = {3, 4, 5};
        int[] b = new int[k];
        int s = a[0] + a[1] + a[2] + a.length + b.length;
        try { s += a[3]; } catch (ArrayIndexOutOfBoundsException e) { s += e.getMessage().length(); }
        try { s += b[2]; } catch (ArrayIndexOutOfBoundsException e) { s += e.getMessage().length(); }
        try { s += new int[k - 10].length; } catch (NegativeArraySizeException e) { s += e.getMessage().length(); }
        long[] l = new long[2];
        l[1] = 7;
        l[1] += 3;
        return s + (int) l[1];
    }

    static int samePair(int[] a, int i) {
        int s = 0;
        try {
            s = a[i] + a[i];
            a[i] = s;
            a[i] += 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            s = -e.getMessage().length();
        }
        return s;
    }

    static class Node { int v; Node next; Node(int v, Node next) { this.v = v; this.next = next; } }

    static int length(String s) { s = null; return s.length(); }

    // Null facts across blocks (jit/src/opt/nonnull.rs): a local known not
    // null on one path, a loop that makes it null, ifnull/ifnonnull edges,
    // a store of null in the same block, an inlined callee that overwrites
    // its parameter. Each null dereference must still throw.
    static int nullFacts(int k) {
        int s = 0;
        int[] a = (k & 1) == 0 ? new int[4] : null;
        if (a != null) s += a.length; else s += 100;
        int[] b = new int[2];
        for (int i = 0; i < 4; i++) {
            try {
                s += b[0] + b.length;
                if (i == k % 4) b = null;
            } catch (NullPointerException e) {
                s += 1000;
                b = new int[3];
            }
        }
        Node n = new Node(1, new Node(2, null));
        while (n != null) { s += n.v; n = n.next; }
        try { s += n.v; } catch (NullPointerException e) { s += 7; }
        int[] c = new int[1];
        c[0] = 5;
        c = (k % 3 == 0) ? null : c;
        try { s += c[0]; } catch (NullPointerException e) { s += 11; }
        String t = "abc";
        s += t.length();
        try { s += length(t); } catch (NullPointerException e) { s += 13; }
        Object o = k > 1 ? "x" : null;
        if (o == null) { s += 17; } else { s += o.hashCode() & 1; }
        try { t = null; s += t.length(); } catch (NullPointerException e) { s += 19; }
        return s;
    }

    public static void main(String[] args) {
        long acc = 0;
        for (int round = 0; round < 3000; round++) {
            acc += idiv(Integer.MIN_VALUE, -1) + irem(Integer.MIN_VALUE, -1) + idiv(-7, 2) + irem(-7, 2);
            acc += ldiv(Long.MIN_VALUE, -1L) + lrem(Long.MIN_VALUE, -1L) + ldiv(-7, 2) + lrem(7, -2);
            acc += fcmp(Float.NaN, 1f) + fcmp(1f, 2f) + fcmp(2f, 1f) + fcmp(0f, -0f);
            acc += (dle(Double.NaN, 1) ? 1 : 0) + (dge(Double.NaN, 1) ? 2 : 0) + (dle(1, 1) ? 4 : 0);
            acc += shl(1, 33) + lshr(-256L, 65) + ushr(-1, 36);
            acc += (int) Float.NaN + (int) 1e20f + (long) -1e30 + (int) -2.9 + (char) 70000 + (short) 40000 + (byte) 200;
        }
        System.out.println("acc " + acc);
        System.out.println((5.5 % 2.0) + " " + (-5.5f % 2f) + " " + (1.0 % 0.0) + " " + (Double.MAX_VALUE % 1e-300));
        Box box = new Box();
        for (int i = 0; i < 2000; i++) {
            box.b = (byte) (box.b + 3);
            box.s = (short) (box.s + 1000);
            box.c = (char) (box.c - 1);
            box.z = !box.z;
            box.l += i * 3_000_000_000L;
            box.d += 0.1;
        }
        System.out.println(box.b + " " + box.s + " " + (int) box.c + " " + box.z + " " + box.l + " " + box.d);
        int[] data = new int[100];
        for (int i = 0; i < data.length; i++) data[i] = i * 7;
        long faults = 0;
        for (int i = 0; i < 300; i++) faults += sumWithFaults(data, 103);
        System.out.println("faults " + faults);
        for (int i = 0; i < 2000; i++) {
            try {
                nested(5);
            } catch (IllegalStateException e) {
                if (i == 0) System.out.println(e.getMessage() + " " + e.getStackTrace().length);
            }
        }
        System.out.println("finally ran " + counter);
        Object[] objects = new String[3];
        int stores = 0;
        for (int i = 0; i < 3000; i++) {
            try {
                objects[i % 3] = (i % 1000 == 999) ? Integer.valueOf(i) : "s" + i;
                stores++;
            } catch (ArrayStoreException e) {
                if (i == 999) System.out.println("store " + e.getMessage());
            }
        }
        System.out.println("stores " + stores);
        Object o = "text";
        int casts = 0;
        for (int i = 0; i < 3000; i++) {
            try {
                Object x = (i == 2999) ? (Object) Integer.valueOf(1) : o;
                casts += ((CharSequence) x).length();
            } catch (ClassCastException e) {
                System.out.println("cast failed at " + i);
            }
        }
        System.out.println("casts " + casts);
        // Last, so that main is not yet optimized (and inlining idiv) when the
        // division loop above runs: tests/opt.rs looks for idiv's own compile.
        int[] seven = new int[100];
        for (int i = 0; i < seven.length; i++) seven[i] = i * 7;
        long arrays = 0;
        for (int r = 0; r < 2000; r++) {
            arrays += histogram(seven, 5 + r % 3) + freshArrays(1 + r % 3);
            arrays += samePair(new int[] {1, 2}, 1) + samePair(new int[] {1, 2}, r % 3 == 0 ? 2 : -1);
            arrays += nullFacts(r % 6);
        }
        System.out.println("arrays " + arrays + " " + freshArrays(2) + " " + samePair(new int[] {4}, 1));
        StringBuilder facts = new StringBuilder();
        for (int k = 0; k < 6; k++) facts.append(nullFacts(k)).append(' ');
        System.out.println("null facts " + facts);
    }
}
