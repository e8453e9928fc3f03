// CollectionsMix: java.util collections of a user key type. Each run counts
// `n` keys into a HashMap<Key, int[]> (Key's hashCode/equals are called back
// by the map), keeps an ArrayList<Key> of first occurrences, sorts it with a
// Comparator, and drains an ArrayDeque<Integer> of the counts.
//
// Usage: java CollectionsMix [runs] [iterations]   (default runs = 40;
// iterations: benchmarks/README.md, steady-state convention)
// Allocates about 1 MB per run (keys, boxes, table), all garbage after it.
//
// Self-check: key k (0 <= k < DISTINCT) occurs floor((n - 1 - k) / DISTINCT) + 1
// times among i % DISTINCT for i < n, so the map's size, the sorted list's
// order and the sum of squared counts are known without a map.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;

public class CollectionsMix {
    static final int N = 20000;
    static final int DISTINCT = 1237;

    static final class Key {
        final int id;

        Key(int id) {
            this.id = id;
        }

        @Override
        public int hashCode() {
            return id * 31 + 7;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key && ((Key) other).id == id;
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
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        long squareSum = 0;
        String failure = null;
        for (int run = 0; run < runs && failure == null; run++) {
            HashMap<Key, int[]> counts = new HashMap<>();
            ArrayList<Key> order = new ArrayList<>();
            for (int i = 0; i < N; i++) {
                Key key = new Key((i * 7) % DISTINCT);
                int[] count = counts.get(key);
                if (count == null) {
                    count = new int[1];
                    counts.put(key, count);
                    order.add(key);
                }
                count[0]++;
            }
            order.sort((a, b) -> Integer.compare(b.id, a.id));
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            for (int i = 0; i < order.size(); i++) {
                if (order.get(i).id != DISTINCT - 1 - i) {
                    failure = "run " + run + ": sorted position " + i + " holds " + order.get(i).id;
                    break;
                }
                queue.add(counts.get(order.get(i))[0]);
            }
            while (!queue.isEmpty()) {
                int c = queue.poll();
                squareSum += (long) c * c;
            }
            if (counts.size() != DISTINCT) {
                failure = "run " + run + ": " + counts.size() + " keys, expected " + DISTINCT;
            }
        }
        // (i * 7) % DISTINCT is a permutation of i % DISTINCT within each block
        // of DISTINCT consecutive i (7 and 1237 are coprime), so the multiset of
        // counts is that of i % DISTINCT: k occurs (N - 1 - k) / DISTINCT + 1 times.
        long expected = 0;
        for (int k = 0; k < DISTINCT; k++) {
            long c = (N - 1 - k) / DISTINCT + 1;
            expected += c * c;
        }
        expected *= runs;
        if (failure == null && squareSum != expected) {
            failure = "squareSum=" + squareSum + ", expected " + expected;
        }
        String line = "CollectionsMix runs=" + runs + " squareSum=" + squareSum;
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
