// Sieve: the sieve of Eratosthenes over a boolean-as-int array. Measures
// tight loops with int array loads and stores, bounds checks and a strided
// inner loop. One int[1_000_001] (about 4 MB) is allocated once and cleared
// by a loop each round, so total allocation stays at 4 MB for any round count.
//
// Usage: java Sieve [rounds]   (default rounds = 50)
// Self-check: every round must find pi(10^6) = 78498 primes whose sum is
// 37550402023, both well-known constants; the checksum adds them up
// over all rounds.
public class Sieve {
    static final int LIMIT = 1_000_000;
    static final int PRIMES_BELOW_LIMIT = 78498;
    static final long SUM_OF_PRIMES_BELOW_LIMIT = 37550402023L;

    // Marks composite[i] = 1 for every composite i <= limit and 0 for primes.
    static void sieve(int[] composite, int limit) {
        for (int i = 0; i <= limit; i++) {
            composite[i] = 0;
        }
        composite[0] = 1;
        composite[1] = 1;
        for (int i = 2; (long) i * i <= limit; i++) {
            if (composite[i] == 0) {
                for (int j = i * i; j <= limit; j += i) {
                    composite[j] = 1;
                }
            }
        }
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
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        long totalCount = 0;
        long totalSum = 0;
        boolean ok = true;
        int[] composite = new int[LIMIT + 1];
        for (int round = 0; round < rounds; round++) {
            sieve(composite, LIMIT);
            int count = 0;
            long sum = 0;
            for (int i = 0; i <= LIMIT; i++) {
                if (composite[i] == 0) {
                    count++;
                    sum += i;
                }
            }
            if (count != PRIMES_BELOW_LIMIT || sum != SUM_OF_PRIMES_BELOW_LIMIT) {
                ok = false;
            }
            totalCount += count;
            totalSum += sum;
        }
        long expectedCount = (long) rounds * PRIMES_BELOW_LIMIT;
        long expectedSum = (long) rounds * SUM_OF_PRIMES_BELOW_LIMIT;
        ok = ok && totalCount == expectedCount && totalSum == expectedSum;
        System.out.println("Sieve limit=" + LIMIT + " rounds=" + rounds + " primes=" + totalCount
                + " sum=" + totalSum + (ok ? " OK" : " FAIL expected primes=" + expectedCount + " sum=" + expectedSum));
    }
}
