import java.util.concurrent.atomic.*;

public class Atomics {
    public static void main(String[] args) throws Exception {
        AtomicIntegerArray counts = new AtomicIntegerArray(4);
        LongAdder adder = new LongAdder();
        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        AtomicReferenceArray<String> names = new AtomicReferenceArray<>(2);
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 2500; k++) {
                    counts.incrementAndGet(k % 4);
                    adder.increment();
                    max.accumulate(k * (id + 1));
                }
                names.compareAndSet(0, null, "first");
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(counts + " " + adder.sum() + " " + max.get() + " " + names.get(0) + " " + names.get(1));
        System.out.println(counts.getAndAdd(0, 5) + " " + counts.addAndGet(0, 5) + " " + counts.compareAndSet(1, 0, 1) + " " + counts.updateAndGet(2, x -> x * 2) + " " + counts.length());
        AtomicLongArray longs = new AtomicLongArray(new long[] {1, 2, 3});
        System.out.println(longs.accumulateAndGet(1, 10, Long::sum) + " " + longs);
        adder.add(-10);
        System.out.println(adder + " " + adder.sumThenReset() + " " + adder.intValue());
        DoubleAdder d = new DoubleAdder();
        d.add(1.5);
        d.add(2.25);
        System.out.println(d.sum());
    }
}
