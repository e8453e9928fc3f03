import java.util.*;
import java.util.concurrent.*;

public class CompletableFutures {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 20).thenApply(x -> x + 1).thenApply(x -> x * 2);
        System.out.println(f.join() + " " + f.isDone() + " " + f.get());
        CompletableFuture<String> combined = CompletableFuture.supplyAsync(() -> "a").thenCombine(CompletableFuture.supplyAsync(() -> "b"), (x, y) -> x + y);
        System.out.println(combined.get());
        System.out.println(CompletableFuture.supplyAsync(() -> 3).thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 10)).join());
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture.runAsync(() -> seen.add("ran")).thenRun(() -> seen.add("then")).join();
        CompletableFuture.completedFuture("v").thenAccept(v -> seen.add("accepted " + v)).join();
        System.out.println(seen);

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { throw new IllegalArgumentException("bad input"); });
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getMessage() + " | " + e.getCause().getClass().getSimpleName());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getMessage());
        }
        System.out.println(failing.isCompletedExceptionally() + " " + failing.isDone());
        System.out.println(failing.exceptionally(ex -> { System.out.println("exceptionally got " + ex.getClass().getSimpleName()); return -1; }).join());
        System.out.println(failing.handle((v, ex) -> ex != null ? "handled " + ex.getCause().getMessage() : "value " + v).join());
        System.out.println(failing.thenApply(x -> x + 1).handle((v, ex) -> ex.getClass().getSimpleName()).join());
        CompletableFuture<Integer> wc = CompletableFuture.supplyAsync(() -> 5).whenComplete((v, ex) -> System.out.println("whenComplete " + v + " " + ex));
        System.out.println(wc.join());

        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> length = manual.thenApply(String::length);
        System.out.println(manual.isDone() + " " + manual.getNow("absent"));
        manual.complete("hello");
        System.out.println(length.join() + " " + manual.complete("again"));
        CompletableFuture<String> raw = new CompletableFuture<>();
        raw.completeExceptionally(new java.io.IOException("raw"));
        System.out.println(raw.exceptionally(ex -> ex.getClass().getName()).join());
        try {
            raw.join();
        } catch (CompletionException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(raw.thenApply(s -> s).exceptionally(ex -> ex.getClass().getSimpleName() + "/" + ex.getCause().getMessage()).join());
        CompletableFuture<String> cancelled = new CompletableFuture<>();
        System.out.println(cancelled.cancel(true) + " " + cancelled.isCancelled() + " " + cancelled.isCompletedExceptionally());
        try {
            cancelled.join();
        } catch (CancellationException e) {
            System.out.println("CancellationException");
        }

        List<CompletableFuture<Integer>> all = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            final int n = i;
            all.add(CompletableFuture.supplyAsync(() -> n * n));
        }
        CompletableFuture.allOf(all.toArray(new CompletableFuture[0])).join();
        int sum = 0;
        for (CompletableFuture<Integer> c : all) sum += c.join();
        System.out.println("allOf sum " + sum);
        System.out.println("anyOf " + CompletableFuture.anyOf(CompletableFuture.completedFuture("first"), new CompletableFuture<String>()).join());
        CompletableFuture<Void> allFail = CompletableFuture.allOf(CompletableFuture.completedFuture(1), CompletableFuture.failedFuture(new RuntimeException("one failed")));
        System.out.println(allFail.handle((v, ex) -> ex.getMessage()).join());
        ExecutorService ex = Executors.newFixedThreadPool(2);
        System.out.println(CompletableFuture.supplyAsync(() -> Thread.currentThread().getName().startsWith("pool-"), ex).thenApplyAsync(b -> b + "!", ex).join());
        ex.shutdown();
        System.out.println(CompletableFuture.supplyAsync(() -> "x").thenAcceptBoth(CompletableFuture.completedFuture("y"), (a, b) -> System.out.println("both " + a + b)).join());
        System.out.println(CompletableFuture.completedFuture(2).applyToEither(new CompletableFuture<Integer>(), x -> x * 100).join());
        CompletableFuture<String> timeout = new CompletableFuture<String>().completeOnTimeout("fallback", 10, TimeUnit.MILLISECONDS);
        System.out.println(timeout.join());
        try {
            new CompletableFuture<String>().orTimeout(10, TimeUnit.MILLISECONDS).join();
        } catch (CompletionException e) {
            System.out.println("orTimeout " + e.getCause().getClass().getSimpleName());
        }
    }
}
