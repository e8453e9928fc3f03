import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Collection paths: ArrayList growth and sort, HashMap counting with boxed keys, TreeMap range
 * views, HashSet membership, ArrayDeque and LinkedList queues. Self-check against arithmetic.
 * Usage: CollectionPaths [size (50000)] [iterations]. Allocation: about 6 MB per run.
 */
public class CollectionPaths {
    static String run(int n) {
        List<Integer> list = new ArrayList<>();
        long seed = 42;
        for (int i = 0; i < n; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            list.add((int) ((seed >>> 35) % 1000));
        }
        Map<Integer, Integer> counts = new HashMap<>();
        for (int v : list) {
            counts.merge(v, 1, Integer::sum);
        }
        long countSum = 0;
        for (int c : counts.values()) {
            countSum += c;
        }
        List<Integer> sorted = new ArrayList<>(list);
        Collections.sort(sorted);
        boolean ordered = true;
        for (int i = 1; i < sorted.size(); i++) {
            ordered &= sorted.get(i - 1) <= sorted.get(i);
        }
        TreeMap<Integer, Integer> tree = new TreeMap<>(counts);
        long head = 0;
        for (int c : tree.headMap(500).values()) {
            head += c;
        }
        long headByHand = 0;
        for (int v : list) {
            if (v < 500) {
                headByHand++;
            }
        }
        HashSet<Integer> set = new HashSet<>(list);
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        LinkedList<Integer> linked = new LinkedList<>();
        long queueSum = 0;
        for (int i = 0; i < n; i++) {
            deque.addLast(i);
            linked.addFirst(i);
            if (deque.size() > 100) {
                queueSum += deque.pollFirst() - linked.removeLast();
            }
        }
        boolean ok = countSum == n && ordered && head == headByHand && set.size() == counts.size() && queueSum == 0;
        return "CollectionPaths " + counts.size() + " " + head + (ok ? " OK" : " FAIL mismatch");
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 50000;
        if (args.length < 2) {
            System.out.println(run(size));
            return;
        }
        int iterations = Integer.parseInt(args[1]);
        for (int i = 0; i < iterations; i++) {
            long t0 = System.nanoTime();
            String line = run(size);
            long t1 = System.nanoTime();
            System.out.println(line);
            System.out.println("iteration " + i + " time_ns=" + (t1 - t0));
        }
    }
}
