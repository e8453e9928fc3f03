// Object allocation in a loop, constructors with chained this() and super() calls.
// golden: clif Allocation.run
// golden: inline Allocation.run
public class Allocation {
    static class Point { final int x, y; Point(int x, int y) { this.x = x; this.y = y; } Point(int v) { this(v, -v); } }
    static class Point3 extends Point { final int z; Point3(int x, int y, int z) { super(x, y); this.z = z; } }
    static long run(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            Point p = (i & 1) == 0 ? new Point(i) : new Point3(i, i + 1, i + 2);
            s += p.x + p.y + (p instanceof Point3 ? ((Point3) p).z : 0);
        }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
