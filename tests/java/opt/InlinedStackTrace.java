// Exceptions thrown inside inlined callees: caught by the right handler, and
// the stack trace shows every inlined method with its own line number.
public class InlinedStackTrace {
    static int[] table = new int[4];
    static int get(int i) { return table[i]; }
    static int twice(int i) { return get(i) * 2; }
    static int check(int v) { if (v > 100) throw new IllegalArgumentException("too big: " + v); return v; }
    static int viaCheck(int v) { return check(v) + 1; }
    static class Shape { int area() { return 1; } }
    static class Square extends Shape { int side = 3; int area() { return side * side; } }

    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 20000; i++) {
            try {
                sum += twice(i % 5);
            } catch (ArrayIndexOutOfBoundsException e) {
                sum -= 1;
                if (i == 4) {
                    for (StackTraceElement el : e.getStackTrace()) System.out.println("  at " + el);
                }
            }
            Shape s = (i % 3 == 0) ? new Square() : new Shape();
            sum += s.area();
        }
        System.out.println("sum " + sum);
        for (int i = 0; i < 20000; i++) sum += viaCheck(i % 50);
        System.out.println("sum " + sum);
        viaCheck(101);
    }
}
