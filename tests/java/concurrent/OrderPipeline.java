import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An order-processing pipeline on CompletableFuture with a named thread pool: each order is
 * priced, checked for stock and charged by stages that run on the pool; failures are recovered
 * with exceptionallyCompose, handled or reported with their CompletionException causes. The output
 * is collected per order and printed in order, so it does not depend on scheduling.
 */
public class OrderPipeline {
    static class OutOfStockException extends RuntimeException {
        OutOfStockException(String item) {
            super("out of stock: " + item);
        }
    }

    static class PaymentDeclinedException extends Exception {
        PaymentDeclinedException(String customer, int cents) {
            super("card of " + customer + " declined for " + cents + " cents");
        }
    }

    record Order(int id, String customer, String item, int quantity) {}

    static final Map<String, Integer> PRICES = Map.of("pen", 150, "book", 1299, "lamp", 3450, "desk", 18900);
    static final Map<String, Integer> STOCK = new ConcurrentHashMap<>(Map.of("pen", 100, "book", 5, "lamp", 1, "desk", 0));
    static final Map<Integer, List<String>> LOG = new ConcurrentHashMap<>();
    static final AtomicInteger threadsMade = new AtomicInteger();

    static void log(Order o, String what) {
        LOG.computeIfAbsent(o.id(), k -> Collections.synchronizedList(new ArrayList<>())).add(what);
    }

    static int price(Order o) {
        Integer unit = PRICES.get(o.item());
        if (unit == null) {
            throw new IllegalArgumentException("unknown item " + o.item());
        }
        int total = unit * o.quantity();
        log(o, "priced " + total);
        return total;
    }

    static synchronized Order reserve(Order o) {
        int left = STOCK.getOrDefault(o.item(), 0);
        if (left < o.quantity()) {
            throw new OutOfStockException(o.item());
        }
        STOCK.put(o.item(), left - o.quantity());
        log(o, "reserved " + o.quantity());
        return o;
    }

    static CompletableFuture<String> charge(Order o, int cents, ExecutorService pool) {
        CompletableFuture<String> result = new CompletableFuture<>();
        pool.execute(() -> {
            if (o.customer().startsWith("broke")) {
                result.completeExceptionally(new PaymentDeclinedException(o.customer(), cents));
            } else {
                log(o, "charged " + cents);
                result.complete("receipt-" + o.id());
            }
        });
        return result;
    }

    static CompletableFuture<String> process(Order o, ExecutorService pool) {
        CompletableFuture<Integer> priced = CompletableFuture.supplyAsync(() -> price(o), pool);
        CompletableFuture<Order> reserved = CompletableFuture.supplyAsync(() -> reserve(o), pool)
                .exceptionallyCompose(e -> {
                    Throwable cause = e instanceof CompletionException ? e.getCause() : e;
                    if (cause instanceof OutOfStockException && o.item().equals("lamp")) {
                        log(o, "backordered");
                        return CompletableFuture.completedFuture(o);
                    }
                    return CompletableFuture.failedFuture(cause);
                });
        return priced.thenCombine(reserved, (cents, order) -> cents)
                .thenComposeAsync(cents -> charge(o, cents, pool), pool)
                .thenApply(receipt -> receipt + " for " + o.customer());
    }

    public static void main(String[] args) throws Exception {
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "worker-" + threadsMade.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ExecutorService pool = Executors.newFixedThreadPool(3, factory);
        List<Order> orders = List.of(
                new Order(1, "ann", "pen", 10),
                new Order(2, "bob", "book", 2),
                new Order(3, "cy", "lamp", 1),
                new Order(4, "dee", "lamp", 1),
                new Order(5, "broke-ed", "book", 1),
                new Order(6, "fay", "desk", 1),
                new Order(7, "gus", "sofa", 1));
        Map<Integer, CompletableFuture<String>> futures = new TreeMap<>();
        for (Order o : orders) {
            if (o.id() == 4) {
                futures.get(3).join(); // the second lamp order comes after the first is reserved
            }
            futures.put(o.id(), process(o, pool));
        }
        CompletableFuture.allOf(futures.values().toArray(new CompletableFuture[0]))
                .handle((v, e) -> null).join();
        for (Map.Entry<Integer, CompletableFuture<String>> e : futures.entrySet()) {
            CompletableFuture<String> f = e.getValue();
            String outcome;
            try {
                outcome = "ok " + f.get(5, TimeUnit.SECONDS);
            } catch (ExecutionException ex) {
                outcome = "failed " + ex.getCause().getClass().getSimpleName() + ": " + ex.getCause().getMessage();
            }
            List<String> steps = new ArrayList<>(LOG.getOrDefault(e.getKey(), List.of()));
            Collections.sort(steps);
            System.out.println("order " + e.getKey() + " " + outcome + " " + steps + " exceptionally=" + f.isCompletedExceptionally());
        }
        System.out.println("stock " + new TreeMap<>(STOCK));

        CompletableFuture<String> failed = futures.get(6);
        try {
            failed.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getClass().getSimpleName() + " / " + e.getCause().getClass().getSimpleName());
        }
        System.out.println("handled: " + failed.handle((v, e) -> e == null ? v : "recovered from " + e.getClass().getSimpleName()).join());
        System.out.println("exceptionallyAsync: " + futures.get(7).exceptionallyAsync(e -> "default for " + e.getCause().getMessage(), pool).join());

        CompletableFuture<String> slow = new CompletableFuture<>();
        CompletableFuture<String> fast = CompletableFuture.completedFuture("fast");
        System.out.println("either: " + slow.applyToEither(fast, s -> s + " wins").join());
        slow.complete("slow");
        slow.obtrudeValue("obtruded");
        System.out.println("obtruded: " + slow.join() + " getNow " + new CompletableFuture<String>().getNow("absent"));
        CompletionStage<String> minimal = fast.minimalCompletionStage();
        try {
            ((CompletableFuture<String>) minimal).complete("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("minimal stage: UnsupportedOperationException");
        }
        System.out.println("minimal to future: " + minimal.toCompletableFuture().join() + ", copy: " + fast.copy().join());
        CompletableFuture<Integer> async = new CompletableFuture<Integer>().completeAsync(() -> 6 * 7, pool);
        System.out.println("completeAsync: " + async.get());
        CompletableFuture<String> cancelled = new CompletableFuture<>();
        System.out.println("cancel: " + cancelled.cancel(true) + " " + cancelled.isCancelled() + " " + cancelled.isCompletedExceptionally());
        try {
            cancelled.join();
        } catch (java.util.concurrent.CancellationException e) {
            System.out.println("CancellationException");
        }
        int[] sum = {0};
        CompletableFuture<Void> chain = CompletableFuture.completedFuture(1).thenAccept(v -> sum[0] += v);
        for (int i = 2; i <= 10; i++) {
            int k = i;
            chain = chain.thenRun(() -> sum[0] += k);
        }
        chain.join();
        System.out.println("chain sum " + sum[0] + ", threads made " + (threadsMade.get() <= 3));
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
