import java.util.*;

public class NavigationQueuesDeques {
    record Task(String name, int priority, long seq) {}

    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 0; i < 10; i++) tm.put(i * 10, "v" + i);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.firstEntry() + " " + tm.lastEntry());
        int[] probes = {-5, 0, 5, 45, 50, 90, 95};
        for (int p : probes) System.out.println(p + ": floor=" + tm.floorKey(p) + " ceil=" + tm.ceilingKey(p) + " lower=" + tm.lowerKey(p) + " higher=" + tm.higherKey(p) + " floorE=" + tm.floorEntry(p) + " higherE=" + tm.higherEntry(p));
        System.out.println(tm.headMap(30) + " " + tm.headMap(30, true) + " " + tm.tailMap(70) + " " + tm.tailMap(70, false) + " " + tm.subMap(20, 50) + " " + tm.subMap(20, false, 50, true));
        System.out.println(tm.descendingMap() + " " + tm.descendingKeySet() + " " + tm.navigableKeySet().headSet(25));
        NavigableMap<Integer, String> sub = tm.subMap(20, true, 60, true);
        sub.remove(40);
        sub.put(35, "new");
        System.out.println(sub + " " + tm.size() + " " + tm.containsKey(40) + " " + tm.get(35));
        try {
            sub.put(100, "out");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(tm.pollFirstEntry() + " " + tm.pollLastEntry() + " " + tm);
        Map.Entry<Integer, String> e = tm.firstEntry();
        try {
            e.setValue("x");
        } catch (UnsupportedOperationException ex) {
            System.out.println("entry immutable");
        }
        for (Map.Entry<Integer, String> en : tm.entrySet()) if (en.getKey() == 50) en.setValue("fifty");
        System.out.println(tm.get(50) + " " + tm.headMap(50).lastKey() + " " + new TreeMap<>(Map.of("b", 1)).firstKey());
        TreeMap<String, Integer> empty = new TreeMap<>();
        System.out.println(empty.firstEntry() + " " + empty.pollFirstEntry() + " " + empty.floorKey("a"));
        try {
            empty.firstKey();
        } catch (NoSuchElementException ex) {
            System.out.println("NoSuchElementException " + ex.getMessage());
        }
        try {
            empty.put(null, 1);
        } catch (NullPointerException ex) {
            System.out.println("NPE null key");
        }
        TreeSet<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        Collections.addAll(ts, "kiwi", "fig", "banana", "apple", "date", "plum", "cherry", "yam");
        System.out.println(ts + " " + ts.pollFirst() + " " + ts.pollLast() + " " + ts + " " + ts.ceiling("zzzz") + " " + ts.subSet("kiwi", true, "apple", true));

        PriorityQueue<Integer> minHeap = new PriorityQueue<>();
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Collections.reverseOrder());
        int[] vals = {5, 1, 8, 3, 9, 2, 7, 3, 6, 0, 4, 8};
        for (int v : vals) { minHeap.offer(v); maxHeap.add(v); }
        System.out.println(minHeap.peek() + " " + maxHeap.peek() + " " + minHeap.size() + " " + minHeap.contains(9) + " " + minHeap.remove(3) + " " + minHeap.remove(42));
        StringBuilder sb = new StringBuilder();
        while (!minHeap.isEmpty()) sb.append(minHeap.poll()).append(' ');
        sb.append("| ");
        while (maxHeap.size() > 0) sb.append(maxHeap.remove()).append(' ');
        System.out.println(sb + " " + minHeap.poll() + " " + minHeap.peek());
        try {
            maxHeap.remove();
        } catch (NoSuchElementException ex) {
            System.out.println("NoSuchElementException " + ex.getMessage());
        }
        try {
            maxHeap.element();
        } catch (NoSuchElementException ex) {
            System.out.println("NoSuchElementException " + ex.getMessage());
        }
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt(Task::priority).reversed().thenComparingLong(Task::seq));
        String[] names = {"write", "read", "compile", "test", "deploy", "lint", "format", "review"};
        int[] prios = {2, 1, 3, 3, 5, 1, 1, 2};
        for (int i = 0; i < names.length; i++) tasks.add(new Task(names[i], prios[i], i));
        sb.setLength(0);
        while (!tasks.isEmpty()) { Task t = tasks.poll(); sb.append(t.name()).append('/').append(t.priority()).append(' '); if (t.name().equals("deploy")) tasks.add(new Task("rollback-check", 4, 100)); }
        System.out.println(sb);
        PriorityQueue<String> ps = new PriorityQueue<>(Arrays.asList("m", "c", "x", "a"));
        System.out.println(ps.poll() + ps.poll() + ps.poll() + ps.poll() + " " + ps.poll());

        ArrayDeque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) stack.push(i);
        System.out.println(stack + " " + stack.peek() + " " + stack.pop() + " " + stack.pop() + " " + stack);
        ArrayDeque<String> queue = new ArrayDeque<>();
        queue.offer("a"); queue.add("b"); queue.offerFirst("z"); queue.addLast("c"); queue.offerLast("d");
        System.out.println(queue + " " + queue.peekFirst() + " " + queue.peekLast() + " " + queue.poll() + " " + queue.pollLast() + " " + queue.removeFirst() + " " + queue.removeLast() + " " + queue + " " + queue.size());
        queue.clear();
        System.out.println(queue.poll() + " " + queue.peek() + " " + queue.pollFirst() + " " + queue.peekLast() + " " + queue.isEmpty());
        try {
            queue.pop();
        } catch (NoSuchElementException ex) {
            System.out.println("pop: NoSuchElementException " + ex.getMessage());
        }
        try {
            queue.getFirst();
        } catch (NoSuchElementException ex) {
            System.out.println("getFirst: NoSuchElementException " + ex.getMessage());
        }
        try {
            queue.add(null);
        } catch (NullPointerException ex) {
            System.out.println("ArrayDeque rejects null");
        }
        ArrayDeque<Integer> ring = new ArrayDeque<>(2);
        for (int i = 0; i < 100; i++) { ring.addLast(i); if (ring.size() > 7) ring.removeFirst(); if (i % 3 == 0) ring.addFirst(-i); }
        System.out.println(ring + " " + ring.size());
        Iterator<Integer> desc = ring.descendingIterator();
        sb.setLength(0);
        while (desc.hasNext()) sb.append(desc.next()).append(',');
        System.out.println(sb + " " + ring.removeFirstOccurrence(-99) + " " + ring.removeLastOccurrence(12345) + " " + ring.contains(98));
        LinkedList<Integer> ll = new LinkedList<>();
        ll.push(1); ll.addLast(2); ll.addFirst(0); ll.add(1, 9);
        System.out.println(ll + " " + ll.getFirst() + " " + ll.getLast() + " " + ll.removeFirst() + " " + ll.pollLast() + " " + ll.indexOf(1) + " " + ll + " " + ll.peekFirst());
        Deque<Character> pal = new ArrayDeque<>();
        for (char c : "racecar".toCharArray()) pal.addLast(c);
        boolean isPal = true;
        while (pal.size() > 1) isPal &= pal.pollFirst().equals(pal.pollLast());
        System.out.println("palindrome " + isPal);
    }
}
