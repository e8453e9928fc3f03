// Recursion: deep and branching recursion with no allocation in the hot path.
// Each workload run evaluates Ackermann's function ack(3, k) for k = 1..6
// (recursion depth up to ~510, about 172000 calls for k = 6) and Takeuchi's
// function tak(x, y, z) over a grid of small arguments, `rounds` times.
//
// Usage: java Recursion [rounds] [iterations]   (default rounds = 40;
// iterations: benchmarks/README.md, steady-state convention)
//
// Self-check: ack(3, k) against the closed form 2^(k+3) - 3; tak against a
// memoized evaluation (a table filled bottom-up by the same recurrence
// without deep recursion would need the call order, so the memo table is
// filled by recursion that stops at known entries: a different evaluation
// order reaching the same values).
public class Recursion {
    static int ack(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ack(m - 1, 1);
        }
        return ack(m - 1, ack(m, n - 1));
    }

    static int tak(int x, int y, int z) {
        if (y < x) {
            return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
        }
        return z;
    }

    static final int LOW = -20;
    static final int HIGH = 20;
    static final int SPAN = HIGH - LOW + 1;

    static int takMemo(int x, int y, int z, int[] memo) {
        if (!(y < x)) {
            return z;
        }
        int index = ((x - LOW) * SPAN + (y - LOW)) * SPAN + (z - LOW);
        if (memo[index] != Integer.MIN_VALUE) {
            return memo[index];
        }
        int value = takMemo(takMemo(x - 1, y, z, memo), takMemo(y - 1, z, x, memo), takMemo(z - 1, x, y, memo), memo);
        memo[index] = value;
        return value;
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
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
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        long ackSum = 0;
        long takSum = 0;
        for (int round = 0; round < rounds; round++) {
            for (int k = 1; k <= 6; k++) {
                ackSum += ack(3, k);
            }
            for (int x = 0; x <= 12; x += 3) {
                for (int y = 0; y <= 8; y += 2) {
                    takSum += tak(x + 6, y, 1);
                }
            }
        }
        long expectedAck = 0;
        for (int k = 1; k <= 6; k++) {
            expectedAck += (1L << (k + 3)) - 3;
        }
        expectedAck *= rounds;
        int[] memo = new int[SPAN * SPAN * SPAN];
        java.util.Arrays.fill(memo, Integer.MIN_VALUE);
        long expectedTak = 0;
        for (int x = 0; x <= 12; x += 3) {
            for (int y = 0; y <= 8; y += 2) {
                expectedTak += takMemo(x + 6, y, 1, memo);
            }
        }
        expectedTak *= rounds;
        boolean ok = ackSum == expectedAck && takSum == expectedTak;
        System.out.println("Recursion rounds=" + rounds + " ackSum=" + ackSum + " takSum=" + takSum
                + (ok ? " OK" : " FAIL expected ackSum=" + expectedAck + " takSum=" + expectedTak));
    }
}
