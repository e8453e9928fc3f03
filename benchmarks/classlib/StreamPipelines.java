import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Stream paths: a reference pipeline (filter, map, sorted, limit), grouping collectors over
 * records, and primitive IntStream/LongStream reductions. Self-check: every result is
 * recomputed with plain loops. Usage: StreamPipelines [size (20000)] [iterations]; with
 * iterations it prints one "iteration i time_ns=..." line per run (benchmarks/README.md).
 * Allocation: about 3 MB per run at the default size.
 */
public class StreamPipelines {
    record Order(int id, String customer, int quantity, long cents) {}

    static List<Order> orders(int n) {
        List<Order> list = new ArrayList<>(n);
        long seed = 12345;
        for (int i = 0; i < n; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int q = (int) ((seed >>> 33) % 50) + 1;
            long cents = (seed >>> 40) % 100000;
            list.add(new Order(i, "c" + (i % 97), q, cents));
        }
        return list;
    }

    static String run(List<Order> orders) {
        long bigSum = orders.stream().filter(o -> o.quantity() > 10).mapToLong(o -> o.cents() * o.quantity()).sum();
        Map<String, Long> perCustomer = orders.stream()
                .collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.summingLong(Order::cents)));
        Map<Boolean, Long> parts = orders.stream().collect(Collectors.partitioningBy(o -> o.cents() % 2 == 0, Collectors.counting()));
        List<Integer> top = orders.stream().sorted((a, b) -> Long.compare(b.cents(), a.cents())).limit(10).map(Order::id)
                .collect(Collectors.toList());
        long squares = IntStream.range(0, orders.size()).filter(i -> i % 3 == 0).mapToLong(i -> (long) i * i).sum();
        String joined = orders.stream().limit(200).map(Order::customer).distinct().collect(Collectors.joining(","));

        // the same with loops
        long bigSum2 = 0;
        TreeMap<String, Long> perCustomer2 = new TreeMap<>();
        long even = 0;
        for (Order o : orders) {
            if (o.quantity() > 10) {
                bigSum2 += o.cents() * o.quantity();
            }
            perCustomer2.merge(o.customer(), o.cents(), Long::sum);
            if (o.cents() % 2 == 0) {
                even++;
            }
        }
        long squares2 = 0;
        for (int i = 0; i < orders.size(); i += 3) {
            squares2 += (long) i * i;
        }
        List<Order> copy = new ArrayList<>(orders);
        copy.sort((a, b) -> Long.compare(b.cents(), a.cents()));
        boolean ok = bigSum == bigSum2 && perCustomer.equals(perCustomer2) && parts.get(true) == even
                && parts.get(false) == orders.size() - even && squares == squares2 && joined.split(",").length == 97;
        for (int i = 0; i < 10; i++) {
            ok &= top.get(i) == copy.get(i).id();
        }
        return "StreamPipelines " + bigSum + " " + squares + " " + perCustomer.size() + (ok ? " OK" : " FAIL mismatch");
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        List<Order> orders = orders(size);
        if (args.length < 2) {
            System.out.println(run(orders));
            return;
        }
        int iterations = Integer.parseInt(args[1]);
        for (int i = 0; i < iterations; i++) {
            long t0 = System.nanoTime();
            String line = run(orders);
            long t1 = System.nanoTime();
            System.out.println(line);
            System.out.println("iteration " + i + " time_ns=" + (t1 - t0));
        }
    }
}
