// Virtual calls: a monomorphic site, a bimorphic site and a megamorphic site.
// golden: clif VirtualCalls.run
// golden: inline VirtualCalls.run
public class VirtualCalls {
    static abstract class Shape { abstract int area(); int twice() { return 2 * area(); } }
    static final class Square extends Shape { int s; Square(int s) { this.s = s; } int area() { return s * s; } }
    static class Rect extends Shape { int w, h; Rect(int w, int h) { this.w = w; this.h = h; } int area() { return w * h; } }
    static class Tri extends Shape { int b, h; Tri(int b, int h) { this.b = b; this.h = h; } int area() { return b * h / 2; } }
    static int run(int n) {
        Shape[] shapes = { new Square(3), new Rect(2, 5), new Tri(4, 6) };
        Square sq = new Square(2);
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += sq.area();
            s += shapes[i % 2].area();
            s += shapes[i % 3].twice();
        }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
