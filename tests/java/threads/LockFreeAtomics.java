import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

// The atomics as lock-free structures under contention from four threads: a Treiber stack
// on AtomicReference (every pushed node popped exactly once), per-slot counters in
// AtomicIntegerArray/AtomicLongArray, a spin lock on AtomicBoolean guarding a plain counter,
// and getAndUpdate/accumulateAndGet loops; then the single-threaded API edge cases
// (compareAndExchange results, index errors, toString). Output does not depend on scheduling.
public class LockFreeAtomics {
    static final class Node {
        final int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    static final AtomicReference<Node> top = new AtomicReference<>();

    static void push(int v) {
        Node n = new Node(v);
        do {
            n.next = top.get();
        } while (!top.compareAndSet(n.next, n));
    }

    static Node pop() {
        for (;;) {
            Node t = top.get();
            if (t == null) {
                return null;
            }
            if (top.compareAndSet(t, t.next)) {
                return t;
            }
        }
    }

    static int plainCounter;

    public static void main(String[] args) throws Exception {
        final int threads = 4;
        final int perThread = 4000;
        final AtomicIntegerArray slots = new AtomicIntegerArray(8);
        final AtomicLongArray wide = new AtomicLongArray(3);
        final AtomicBoolean spin = new AtomicBoolean();
        final AtomicLong maxSeen = new AtomicLong(Long.MIN_VALUE);
        final AtomicInteger product = new AtomicInteger(1);
        final AtomicReferenceArray<String> names = new AtomicReferenceArray<>(threads);
        final long[] popSums = new long[threads];
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < perThread; i++) {
                    int v = me * perThread + i;
                    push(v);
                    slots.incrementAndGet(v & 7);
                    wide.addAndGet(i % 3, 3L << 33);
                    maxSeen.accumulateAndGet(v, Math::max);
                    if (i % 200 == 0) {
                        product.getAndUpdate(x -> x * 3 % 1000003);
                    }
                    while (!spin.compareAndSet(false, true)) {
                        Thread.onSpinWait();
                    }
                    plainCounter++;
                    spin.set(false);
                    if ((i & 1) == 1) {
                        Node n = pop();
                        popSums[me] += n.value;
                    }
                }
                names.compareAndSet(me, null, "worker-" + me);
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long popped = 0;
        for (long s : popSums) {
            popped += s;
        }
        long rest = 0;
        int left = 0;
        for (Node n = pop(); n != null; n = pop()) {
            rest += n.value;
            left++;
        }
        long n = (long) threads * perThread;
        System.out.println("stack: every node popped once: " + (popped + rest == n * (n - 1) / 2) + ", left " + left);
        System.out.println("slots " + slots);
        System.out.println("wide " + wide);
        System.out.println("max " + maxSeen.get() + " plain counter " + plainCounter);
        System.out.println("product " + product.get());
        System.out.println("names " + names);

        AtomicInteger ai = new AtomicInteger(5);
        System.out.println(ai.compareAndExchange(4, 9) + " " + ai.compareAndExchange(5, 9) + " " + ai.get());
        System.out.println(ai.getAndAdd(-10) + " " + ai.addAndGet(Integer.MAX_VALUE) + " " + ai.getAndSet(7) + " " + ai.decrementAndGet());
        AtomicLong al = new AtomicLong(Long.MAX_VALUE);
        System.out.println(al.incrementAndGet() + " " + al.getAndDecrement() + " " + al.compareAndSet(Long.MAX_VALUE, 1L) + " " + al);
        AtomicBoolean ab = new AtomicBoolean(true);
        System.out.println(ab.getAndSet(false) + " " + ab.compareAndExchange(true, true) + " " + ab.compareAndSet(false, true) + " " + ab);
        AtomicReference<String> ar = new AtomicReference<>("a");
        String b = new String("a");
        System.out.println(ar.compareAndSet(b, "x") + " " + ar.compareAndExchange("a", "c") + " " + ar.getAndSet(null) + " " + ar.get());
        AtomicLongArray empty = new AtomicLongArray(0);
        System.out.println(empty + " " + new AtomicReferenceArray<>(new Integer[] {1, null, 3}));
        int[] source = {1, 2, 3};
        AtomicIntegerArray copy = new AtomicIntegerArray(source);
        source[0] = 100;
        System.out.println(copy.get(0) + " " + copy.getAndAccumulate(2, 10, Integer::sum) + " " + copy.updateAndGet(1, x -> -x) + " " + copy);
        try {
            copy.get(3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            wide.compareAndSet(-1, 0L, 1L);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            names.set(4, "no");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
    }
}
