import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

// AtomicInteger, AtomicLong and ConcurrentHashMap under contention from six threads (exact totals),
// and ConcurrentHashMap's API and iteration order on simple keys.
public class AtomicsAndConcurrentMap {
    public static void main(String[] args) throws Exception {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong(1L << 40);
        final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        final ConcurrentHashMap<Integer, Integer> owners = new ConcurrentHashMap<>();
        Thread[] ts = new Thread[6];
        for (int t = 0; t < ts.length; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 3000; i++) {
                    ai.incrementAndGet();
                    al.addAndGet(2);
                    int prev;
                    do {
                        prev = ai.get();
                    } while (!ai.compareAndSet(prev, prev));
                    counts.merge("k" + (i % 7), 1, Integer::sum);
                    owners.putIfAbsent(i % 50, me);
                    counts.compute("total", (k, v) -> v == null ? 1 : v + 1);
                }
                ai.updateAndGet(x -> x + 1000);
                al.accumulateAndGet(3, (a, b) -> a + b);
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("ai " + ai.get() + " al " + al.get());
        List<String> keys = new ArrayList<>(counts.keySet());
        Collections.sort(keys);
        for (String k : keys) System.out.println(k + " " + counts.get(k));
        boolean fromWorkers = true;
        for (int v : owners.values()) fromWorkers &= v >= 0 && v < 6;
        System.out.println("owners " + owners.size() + " all from a worker " + fromWorkers);

        ConcurrentMap<String, Integer> m = new ConcurrentHashMap<>();
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
            "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"};
        for (int i = 0; i < words.length; i++) m.put(words[i], i);
        System.out.println(m);
        System.out.println(m.keySet());
        System.out.println(m.values());
        ConcurrentHashMap<Integer, String> nums = new ConcurrentHashMap<>(4);
        for (int i = 0; i < 40; i += 3) nums.put(i * 37, "v" + i);
        System.out.println(nums);
        System.out.println(new ConcurrentHashMap<>(Map.of("one", 1)));
        System.out.println(m.putIfAbsent("alpha", 99) + " " + m.replace("beta", 100) + " " + m.replace("gamma", 2, 200)
            + " " + m.remove("delta", 5) + " " + m.remove("delta", 3) + " " + m.getOrDefault("delta", -1));
        System.out.println(m.computeIfAbsent("new", k -> k.length()) + " " + m.computeIfPresent("new", (k, v) -> null)
            + " " + m.containsKey("new") + " " + m.size());
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> { if (v > 15) sb.append(k).append(' '); });
        System.out.println(sb);
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getKey().startsWith("e")) e.setValue(e.getValue() * 10);
        }
        System.out.println(m.get("epsilon") + " " + m.get("eta"));
        try {
            m.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NullPointerException");
        }
        try {
            m.get(null);
        } catch (NullPointerException e) {
            System.out.println("null key: NullPointerException");
        }
    }
}
