// Call sites for the inliner: one monomorphic, one split 70/30 between two
// receiver classes, one megamorphic (five classes at 20% each).
public class SplitSites {
    static abstract class Shape { abstract int area(); }
    static class Square extends Shape { int s = 3; int area() { return s * s; } }
    static class Circle extends Shape { int r = 2; int area() { return 3 * r * r; } }
    static class Tri extends Shape { int b = 4; int area() { return b * 2; } }
    static class Rect extends Shape { int w = 2; int area() { return w * 5; } }
    static class Hex extends Shape { int a = 1; int area() { return a * 6; } }

    static int mono(Shape s) { return s.area(); }
    static int split(Shape s) { return s.area(); }
    static int mega(Shape s) { return s.area(); }

    public static void main(String[] args) {
        Shape[] five = { new Square(), new Circle(), new Tri(), new Rect(), new Hex() };
        Shape sq = new Square(), ci = new Circle();
        long sum = 0;
        for (int i = 0; i < 3_000_000; i++) {
            sum += mono(sq);
            sum += split(i % 10 < 7 ? sq : ci);
            sum += mega(five[i % 5]);
        }
        System.out.println(sum);
    }
}
