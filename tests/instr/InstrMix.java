// Exercises what instrumentation sampling must get right: loops (backedge
// checks), field accesses and array references, exception handlers (entered
// through a check), recursion, virtual calls and a second thread.
public class InstrMix {
    static abstract class Shape {
        int hits;
        abstract int area();
    }

    static final class Square extends Shape {
        final int side;
        Square(int side) { this.side = side; }
        int area() { hits++; return side * side; }
    }

    static final class Rect extends Shape {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        int area() { hits++; return w * h; }
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static int risky(int i) {
        if (i % 7 == 0) throw new IllegalStateException("seven");
        return i;
    }

    static long work(int rounds) {
        Shape[] shapes = new Shape[16];
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = (i % 3 == 0) ? new Square(i) : new Rect(i, i + 1);
        }
        long sum = 0;
        int[] counts = new int[8];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < shapes.length; i++) {
                sum += shapes[i].area();
                counts[i & 7]++;
            }
            try {
                sum += risky(r);
            } catch (IllegalStateException e) {
                sum -= 1;
                counts[0] += shapes[r & 15].hits & 1;
            }
        }
        for (int c : counts) sum += c;
        return sum + fib(15);
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        long[] other = new long[1];
        Thread t = new Thread(() -> other[0] = work(rounds / 2));
        t.start();
        long mine = work(rounds);
        t.join();
        System.out.println("sum " + mine + " " + other[0] + " OK");
    }
}
