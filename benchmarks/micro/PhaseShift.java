// PhaseShift: MatMul's shape reduced to its three phases (issue 30, sixth
// round, docs/profiler.md). first() calls f N times, then loop() runs a
// call-free loop of LOOP iterations (many timer ticks, taken at its
// backedge), then second() calls f 2N times. The perfect profile gives
// first->f a third of f's calls and second->f two thirds.
//
// Why a sampler can get it wrong: after the call-free loop, the window of
// the tick the loop took starts at second()'s first call; Lee's count of the
// calls since the previous window (Lee 2015 §3.3) gives it first()'s tail,
// so first->f comes out short by half a tick of calls on average. The count
// of the interval after the tick (`--call-counter=soft-next`) gives it
// second()'s own calls.
//
// Usage: java PhaseShift [N] [LOOP]   (defaults 3000000 and 300000000)
// Self-check: f(i) = i mod 7, so each phase's sum has a closed form; the
// loop's recurrence x := (5x + 3) mod 65536 has period 65536 (Hull-Dobell),
// so LOOP iterations end where LOOP mod 65536 iterations do.
public class PhaseShift {
    static int f(int i) {
        return i % 7;
    }

    static long first(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += f(i);
        }
        return s;
    }

    static int loop(long iterations) {
        int x = 1;
        for (long i = 0; i < iterations; i++) {
            x = (x * 5 + 3) & 0xffff;
        }
        return x;
    }

    static long second(int n) {
        long s = 0;
        for (int i = 0; i < 2 * n; i++) {
            s += f(i);
        }
        return s;
    }

    // The sum of i mod 7 for i < m.
    static long expectedSum(long m) {
        return (m / 7) * 21 + (m % 7) * (m % 7 - 1) / 2;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3_000_000;
        long iterations = args.length > 1 ? Long.parseLong(args[1]) : 300_000_000L;
        long a = first(n);
        int x = loop(iterations);
        long b = second(n);
        int y = 1;
        for (long i = 0; i < iterations % 65536; i++) {
            y = (y * 5 + 3) & 0xffff;
        }
        boolean ok = a == expectedSum(n) && b == expectedSum(2L * n) && x == y;
        System.out.println("PhaseShift n=" + n + " first=" + a + " second=" + b + " loop=" + x
                + (ok ? " OK" : " FAIL"));
    }
}
