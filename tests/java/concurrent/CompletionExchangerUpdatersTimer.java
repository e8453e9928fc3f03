import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class CompletionExchangerUpdatersTimer {
    static class Node { volatile int count; volatile long total; volatile String name; }
    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(3);
        CompletionService<Integer> cs = new ExecutorCompletionService<>(ex);
        for (int i = 1; i <= 5; i++) { final int n = i; cs.submit(() -> n * n); }
        int sum = 0;
        for (int i = 0; i < 5; i++) sum += cs.take().get();
        System.out.println("cs sum " + sum);
        Future<Integer> f = cs.submit(() -> { throw new IllegalStateException("boom"); });
        try { cs.take().get(); } catch (ExecutionException e) { System.out.println("ee " + e.getCause()); }
        System.out.println("poll " + cs.poll());
        ex.shutdown();
        System.out.println(ex.awaitTermination(5, TimeUnit.SECONDS));

        Exchanger<String> xch = new Exchanger<>();
        Thread t = new Thread(() -> {
            try { System.out.println("t got " + xch.exchange("from-t")); } catch (InterruptedException e) {}
        });
        t.start();
        String got = xch.exchange("from-main");
        t.join();
        System.out.println("main got " + got);
        try { xch.exchange("x", 10, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { System.out.println("timeout " + e.getMessage()); }

        AtomicStampedReference<String> asr = new AtomicStampedReference<>("a", 0);
        int[] h = new int[1];
        System.out.println(asr.compareAndSet("a", "b", 0, 1) + " " + asr.getReference() + " " + asr.getStamp());
        System.out.println(asr.compareAndSet("a", "c", 1, 2) + " " + asr.get(h) + " " + h[0]);
        System.out.println(asr.attemptStamp("b", 7) + " " + asr.getStamp());
        asr.set("z", 9);
        System.out.println(asr.getReference() + asr.getStamp() + " " + asr.weakCompareAndSet("z", "y", 9, 10));
        AtomicMarkableReference<Integer> amr = new AtomicMarkableReference<>(5, false);
        boolean[] mk = new boolean[1];
        System.out.println(amr.compareAndSet(5, 6, false, true) + " " + amr.get(mk) + " " + mk[0] + " " + amr.isMarked());
        System.out.println(amr.attemptMark(6, false) + " " + amr.isMarked());

        AtomicIntegerFieldUpdater<Node> cu = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
        AtomicLongFieldUpdater<Node> tu = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
        AtomicReferenceFieldUpdater<Node, String> nu = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "name");
        Node nd = new Node();
        System.out.println(cu.incrementAndGet(nd) + " " + cu.getAndAdd(nd, 10) + " " + cu.get(nd) + " " + cu.compareAndSet(nd, 11, 3) + " " + nd.count);
        System.out.println(cu.updateAndGet(nd, x -> x * 7) + " " + cu.accumulateAndGet(nd, 4, Math::max) + " " + cu.getAndSet(nd, 100));
        System.out.println(tu.addAndGet(nd, 1L << 40) + " " + tu.decrementAndGet(nd) + " " + tu.getAndUpdate(nd, x -> -x) + " " + nd.total);
        System.out.println(nu.compareAndSet(nd, null, "x") + " " + nu.getAndSet(nd, "y") + " " + nu.updateAndGet(nd, s -> s + "!") + " " + nd.name);
        try { AtomicIntegerFieldUpdater.newUpdater(Node.class, "nope"); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + (e.getCause() != null ? e.getCause().getClass().getName() : "")); }
        try { AtomicLongFieldUpdater.newUpdater(Node.class, "count"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { AtomicIntegerFieldUpdater.newUpdater(Node.class, "total"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }

        // parallel increments via updater
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) { ts[i] = new Thread(() -> { for (int k = 0; k < 10000; k++) cu.incrementAndGet(nd); }); ts[i].start(); }
        for (Thread th : ts) th.join();
        System.out.println("count " + nd.count);

        Timer timer = new Timer("tm", true);
        CountDownLatch latch = new CountDownLatch(3);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        timer.schedule(new TimerTask() { public void run() { log.add("once"); latch.countDown(); } }, 20);
        TimerTask rep = new TimerTask() { int n; public void run() { log.add("rep" + (n++)); if (n <= 2) latch.countDown(); } };
        timer.scheduleAtFixedRate(rep, 5, 10);
        latch.await();
        rep.cancel();
        timer.cancel();
        System.out.println(log.contains("once") + " " + log.contains("rep0") + " " + log.contains("rep1"));
        try { timer.schedule(new TimerTask() { public void run() {} }, 1); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        Timer t2 = new Timer();
        try { t2.schedule(new TimerTask() { public void run() {} }, -1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        t2.cancel();

        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        System.out.println(st[0].getMethodName() + " " + st[1].getMethodName() + " " + st[1].getClassName());
    }
}
