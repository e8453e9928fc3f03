import java.util.*;

/** PriorityQueue heap order (toString shows the array), ArrayDeque and LinkedList as deques:
 *  results, iteration, exceptions, and the JDK's iterator behaviour under modification. */
public class QueuesAndDeques {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static final class Task implements Comparable<Task> {
        final int priority;
        final String name;
        Task(int priority, String name) { this.priority = priority; this.name = name; }
        @Override public int compareTo(Task o) { return Integer.compare(priority, o.priority); }
        @Override public String toString() { return name + ":" + priority; }
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] input = {42, 7, 19, 3, 88, 7, 1, 56, 23, 11, 64, 5, 30};
        for (int x : input) {
            pq.offer(x);
            System.out.println(pq);
        }
        System.out.println(pq.peek() + " " + pq.size() + " " + pq.contains(56) + " " + pq.remove(56) + " " + pq);
        pq.remove(7);
        System.out.println(pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
            if (pq.size() == 6) {
                sb.append(pq).append(' ');
            }
        }
        System.out.println(sb + " " + pq.poll() + " " + pq.peek());

        List<Integer> data = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            data.add((i * 17) % 31);
        }
        PriorityQueue<Integer> heapified = new PriorityQueue<>(data);
        System.out.println("heapified " + heapified);
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Comparator.reverseOrder());
        maxHeap.addAll(data);
        System.out.println("max " + maxHeap);
        PriorityQueue<Integer> fromSorted = new PriorityQueue<>(new TreeSet<>(data));
        System.out.println("from sorted set " + fromSorted);
        PriorityQueue<Integer> fromPq = new PriorityQueue<>(maxHeap);
        fromPq.add(100);
        System.out.println("from pq " + fromPq + " " + fromPq.comparator().compare(1, 2));
        heapified.removeIf(x -> x % 3 == 0);
        System.out.println("removeIf " + heapified);
        heapified.retainAll(List.of(1, 2, 4, 5, 7, 8, 10, 11, 13, 14));
        System.out.println("retainAll " + heapified);
        Iterator<Integer> it = maxHeap.iterator();
        List<Integer> seen = new ArrayList<>();
        while (it.hasNext()) {
            int x = it.next();
            seen.add(x);
            if (x % 4 == 1) {
                it.remove();
            }
        }
        System.out.println("iterator remove " + seen + " -> " + maxHeap);
        attempt("offer(null)", () -> new PriorityQueue<String>().offer(null));
        attempt("capacity 0", () -> new PriorityQueue<String>(0));
        attempt("remove() on empty", () -> new PriorityQueue<String>().remove());
        attempt("element() on empty", () -> new PriorityQueue<String>().element());
        attempt("add during iteration", () -> {
            for (Integer x : fromPq) {
                fromPq.add(x);
            }
        });
        attempt("incomparable", () -> {
            PriorityQueue<Object> q = new PriorityQueue<>();
            q.add(new Object());
            q.add(new Object());
        });
        PriorityQueue<Task> tasks = new PriorityQueue<>();
        String[] names = {"write", "test", "ship", "plan", "review", "fix", "deploy"};
        for (int i = 0; i < names.length; i++) {
            tasks.add(new Task((i * 5) % 4, names[i]));
        }
        System.out.println(tasks);
        sb.setLength(0);
        while (!tasks.isEmpty()) {
            sb.append(tasks.poll()).append(' ');
        }
        System.out.println(sb);
        System.out.println(Arrays.toString(fromPq.toArray()) + " " + fromPq.toArray(new Integer[0]).length);

        ArrayDeque<String> dq = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) {
                dq.addFirst("f" + i);
            } else {
                dq.addLast("l" + i);
            }
        }
        System.out.println(dq + " " + dq.size() + " " + dq.peekFirst() + " " + dq.peekLast());
        System.out.println(dq.pollFirst() + " " + dq.pollLast() + " " + dq.pop() + " " + dq.removeLast() + " " + dq);
        dq.push("top");
        dq.offer("bottom");
        System.out.println(dq.removeFirstOccurrence("l3") + " " + dq.removeLastOccurrence("nothing") + " " + dq.contains("f4") + " " + dq);
        Iterator<String> desc = dq.descendingIterator();
        sb.setLength(0);
        while (desc.hasNext()) {
            String s = desc.next();
            sb.append(s).append(' ');
            if (s.startsWith("f")) {
                desc.remove();
            }
        }
        System.out.println(sb + "-> " + dq);
        attempt("addFirst(null)", () -> dq.addFirst(null));
        attempt("empty removeFirst", () -> new ArrayDeque<String>().removeFirst());
        attempt("empty getLast", () -> new ArrayDeque<String>().getLast());
        attempt("empty element", () -> new ArrayDeque<String>().element());
        attempt("empty pop", () -> new ArrayDeque<String>().pop());
        System.out.println(new ArrayDeque<String>().poll() + " " + new ArrayDeque<String>().peekLast());
        ArrayDeque<Integer> nums = new ArrayDeque<>();
        for (int i = 0; i < 40; i++) {
            nums.add(i);
            if (i % 3 == 0) {
                nums.poll();
            }
        }
        System.out.println(nums);
        nums.removeIf(x -> x % 5 == 0);
        System.out.println(nums + " " + Arrays.toString(nums.toArray(new Integer[0])));
        // ArrayDeque's iterator only notices modification when it meets an empty slot.
        ArrayDeque<Integer> weak = new ArrayDeque<>(List.of(1, 2, 3, 4, 5));
        attempt("ArrayDeque add during iteration", () -> {
            for (Integer x : weak) {
                if (x == 2) {
                    weak.addLast(6);
                }
            }
        });
        attempt("ArrayDeque poll during iteration", () -> {
            for (Integer x : weak) {
                if (x == 3) {
                    weak.pollLast();
                }
            }
        });
        System.out.println(weak);
        ArrayDeque<Integer> clone = weak.clone();
        clone.clear();
        System.out.println(weak + " " + clone + " " + clone.isEmpty());

        Deque<String> stack = new LinkedList<>();
        stack.push("a");
        stack.push("b");
        stack.offerLast("z");
        System.out.println(stack + " " + stack.pop() + " " + stack.peek() + " " + stack.pollLast() + " " + stack);
        Queue<String> lifo = Collections.asLifoQueue(new ArrayDeque<>());
        lifo.add("1");
        lifo.add("2");
        lifo.offer("3");
        System.out.println(lifo + " " + lifo.remove() + " " + lifo);
    }
}
