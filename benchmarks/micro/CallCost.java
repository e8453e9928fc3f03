// CallCost: the cost of one call of a small static method that is not
// inlined (issue 26's call-cost goal: rvm's optimized-to-optimized call
// within 1.5x of HotSpot C2's with -XX:-Inline). Run rvm with --inline=off
// and HotSpot with -XX:-Inline; time per iteration / calls = ns per call
// (the loop's own add and compare are in it, on both VMs).
//
// Usage: java CallCost [millions of calls] [iterations]
// Self-check: the sum of f over the loop against its closed form.
public class CallCost {
    static int f(int x) {
        return x * 3 + 1;
    }

    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int millions = Math.min(args.length > 0 ? Integer.parseInt(args[0]) : 20, 700);
        int n = millions * 1_000_000;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += f(i);
        }
        // 3i + 1 stays below 2^31 for n up to 700 million: no overflow.
        long expected = 3L * n * (n - 1) / 2 + n;
        System.out.println("CallCost calls=" + n + " sum=" + sum
                + (sum == expected ? " OK" : " FAIL expected " + expected));
    }
}
