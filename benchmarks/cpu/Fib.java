// Fib: plain recursion. Measures call and return cost (static invocation,
// frame setup, int arithmetic, conditional branch); allocates nothing.
//
// Usage: java Fib [n]     (default n = 34)
// Self-check: fib(n) is compared with an iterative computation, and the
// number of calls made by the recursion with its closed form
// calls(n) = 2 * fib(n + 1) - 1.
public class Fib {
    static long calls;

    static int fib(int n) {
        calls++;
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    static long fibIterative(int n) {
        long a = 0;
        long b = 1;
        for (int i = 0; i < n; i++) {
            long next = a + b;
            a = b;
            b = next;
        }
        return a;
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            calls = 0;
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 34;
        int result = fib(n);
        long expectedResult = fibIterative(n);
        long expectedCalls = 2 * fibIterative(n + 1) - 1;
        boolean ok = result == expectedResult && calls == expectedCalls;
        System.out.println("Fib n=" + n + " result=" + result + " calls=" + calls
                + (ok ? " OK" : " FAIL expected result=" + expectedResult + " calls=" + expectedCalls));
    }
}
