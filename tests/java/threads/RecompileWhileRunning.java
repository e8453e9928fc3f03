/**
 * Threads call the same hot methods (an interface call site with two receivers, a virtual
 * call, a loop) for long enough that the adaptive tier compiles and recompiles them while the
 * others keep running them; every result must be the one the interpreter would compute.
 */
public class RecompileWhileRunning {
    interface Shape { long area(int k); }
    static final class Square implements Shape { public long area(int k) { return (long) k * k; } }
    static final class Triangle implements Shape { public long area(int k) { return (long) k * (k + 1) / 2; } }

    static long kernel(Shape[] shapes, int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += shapes[i & 1].area(i % 100);
            sum ^= (sum << 3) >>> 5;
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        final int threads = 4;
        final int calls = 3000;
        final Shape[] shapes = { new Square(), new Triangle() };
        final long expected = kernel(shapes, 500);
        final int[] wrong = new int[threads];
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int me = t;
            final Shape[] mine = me % 2 == 0 ? shapes : new Shape[] { shapes[0], shapes[1] };
            workers[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < calls; i++) {
                        if (kernel(mine, 500) != expected) wrong[me]++;
                    }
                }
            };
            workers[t].start();
        }
        for (Thread w : workers) w.join();
        int total = 0;
        for (int w : wrong) total += w;
        System.out.println("expected " + expected + ", wrong results " + total);
    }
}
