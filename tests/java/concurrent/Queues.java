import java.util.*;
import java.util.concurrent.*;

public class Queues {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(5);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 100; i++) q.put(i);
                q.put(-1);
            } catch (InterruptedException e) {
            }
        });
        producer.start();
        long sum = 0;
        int n = 0;
        while (true) {
            int v = q.take();
            if (v < 0) break;
            sum += v;
            n++;
        }
        producer.join();
        System.out.println("took " + n + " sum " + sum + " remaining " + q.remainingCapacity());
        System.out.println(q.poll(5, TimeUnit.MILLISECONDS) + " " + q.offer(1, 5, TimeUnit.MILLISECONDS) + " " + q.peek());

        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(2);
        System.out.println(abq.offer("a") + " " + abq.add("b") + " " + abq.offer("c") + " " + abq);
        try {
            abq.add("c");
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            abq.offer(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        List<String> drained = new ArrayList<>();
        System.out.println(abq.drainTo(drained) + " " + drained + " " + abq.isEmpty() + " " + abq.size());
        try {
            new ArrayBlockingQueue<String>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("capacity 0 rejected");
        }

        ConcurrentLinkedQueue<String> clq = new ConcurrentLinkedQueue<>(List.of("x", "y"));
        clq.offer("z");
        Iterator<String> it = clq.iterator();
        it.next();
        it.remove();
        System.out.println(clq + " " + clq.poll() + " " + clq.peek() + " " + clq.size() + " " + clq.contains("z"));

        ConcurrentLinkedDeque<Integer> dq = new ConcurrentLinkedDeque<>();
        dq.addFirst(2);
        dq.addFirst(1);
        dq.addLast(3);
        System.out.println(dq + " " + dq.pollLast() + " " + dq.peekFirst());

        PriorityBlockingQueue<Integer> pq = new PriorityBlockingQueue<>();
        for (int v : new int[] {5, 1, 4, 2, 3}) pq.add(v);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.take());
        System.out.println(sb);

        LinkedBlockingDeque<String> lbd = new LinkedBlockingDeque<>(2);
        lbd.putFirst("b");
        lbd.putFirst("a");
        System.out.println(lbd.offerLast("c") + " " + lbd.takeLast() + " " + lbd.takeFirst() + " " + lbd.size());

        CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<>(List.of("one", "two", "three"));
        for (String s : cow) {
            if (s.startsWith("t")) cow.add(s.toUpperCase());
        }
        System.out.println(cow + " " + cow.size() + " " + cow.addIfAbsent("one") + " " + cow.indexOf("TWO"));
        try {
            cow.iterator().remove();
        } catch (UnsupportedOperationException | IllegalStateException e) {
            System.out.println(e.getClass().getSimpleName());
        }
        cow.removeIf(s -> s.length() > 3);
        System.out.println(cow + " " + cow.equals(List.of("one", "two")) + " " + cow.hashCode());
        CopyOnWriteArraySet<Integer> cows = new CopyOnWriteArraySet<>(List.of(3, 1, 3, 2));
        System.out.println(cows + " " + cows.add(1) + " " + cows.add(9) + " " + cows.size());

        SynchronousQueue<String> sq = new SynchronousQueue<>();
        System.out.println(sq.offer("nobody") + " " + sq.size());
        Thread taker = new Thread(() -> {
            try {
                System.out.println("took " + sq.take());
            } catch (InterruptedException e) {
            }
        });
        taker.start();
        sq.put("handoff");
        taker.join();

        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 1000; k++) chm.merge("key" + (k % 10), 1, Integer::sum);
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(new TreeMap<>(chm));
    }
}
