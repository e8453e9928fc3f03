import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ExecutorsAndFutures {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> parts = new ArrayList<>();
        for (int p = 0; p < 8; p++) {
            final long from = p * 1000L;
            parts.add(pool.submit(() -> {
                long s = 0;
                for (long i = from; i < from + 1000; i++) s += i;
                return s;
            }));
        }
        long total = 0;
        for (Future<Long> f : parts) total += f.get();
        System.out.println("sum " + total + " done " + parts.get(0).isDone());

        AtomicInteger counter = new AtomicInteger();
        for (int i = 0; i < 100; i++) pool.execute(counter::incrementAndGet);
        List<Callable<String>> calls = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int n = i;
            calls.add(() -> "task" + n);
        }
        for (Future<String> f : pool.invokeAll(calls)) System.out.print(f.get() + " ");
        System.out.println();
        System.out.println("any " + pool.invokeAny(List.of(() -> "only")));

        Future<?> failing = pool.submit(() -> { throw new IllegalStateException("broken task"); });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException: " + e.getMessage() + " | cause " + e.getCause());
        }
        Future<Integer> checked = pool.submit(() -> { throw new java.io.IOException("io"); });
        try {
            checked.get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println(e.getCause().getClass().getName() + " " + checked.isDone() + " " + checked.isCancelled());
        }
        CountDownLatch hold = new CountDownLatch(1);
        Future<String> slow = pool.submit(() -> { hold.await(); return "late"; });
        try {
            slow.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout " + e.getMessage());
        }
        hold.countDown();
        System.out.println(slow.get());

        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isShutdown() + " " + pool.isTerminated());
        System.out.println("counter " + counter.get());
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("rejected " + e.getClass().getSimpleName());
        }

        ExecutorService single = Executors.newSingleThreadExecutor();
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 5; i++) {
            final int n = i;
            single.submit(() -> order.add(n + "@" + Thread.currentThread().getName()));
        }
        single.shutdown();
        single.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println(order);

        FutureTask<String> task = new FutureTask<>(() -> "direct");
        new Thread(task).start();
        System.out.println(task.get());
        FutureTask<String> cancelled = new FutureTask<>(() -> "never");
        System.out.println(cancelled.cancel(false) + " " + cancelled.isCancelled() + " " + cancelled.isDone());
        try {
            cancelled.get();
        } catch (CancellationException e) {
            System.out.println("cancelled");
        }

        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1));
        CountDownLatch block = new CountDownLatch(1);
        tpe.execute(() -> { try { block.await(); } catch (InterruptedException e) { } });
        tpe.execute(() -> { });
        try {
            tpe.execute(() -> { });
        } catch (RejectedExecutionException e) {
            System.out.println("queue full -> rejected");
        }
        block.countDown();
        tpe.shutdown();
        tpe.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("completed " + tpe.getCompletedTaskCount() + " largest " + tpe.getLargestPoolSize());

        ScheduledExecutorService sched = Executors.newScheduledThreadPool(1);
        ScheduledFuture<String> later = sched.schedule(() -> "scheduled", 30, TimeUnit.MILLISECONDS);
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch three = new CountDownLatch(3);
        ScheduledFuture<?> periodic = sched.scheduleAtFixedRate(() -> { ticks.incrementAndGet(); three.countDown(); }, 0, 5, TimeUnit.MILLISECONDS);
        System.out.println(later.get());
        three.await();
        periodic.cancel(false);
        sched.shutdown();
        System.out.println("ticks>=3 " + (ticks.get() >= 3) + " " + sched.awaitTermination(10, TimeUnit.SECONDS));
        ExecutorService cached = Executors.newCachedThreadPool();
        System.out.println(cached.submit(() -> 6 * 7).get());
        cached.shutdown();
    }
}
