import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ForkJoinSum {
    static class Sum extends RecursiveTask<Long> {
        final int[] data;
        final int lo, hi;
        Sum(int[] data, int lo, int hi) { this.data = data; this.lo = lo; this.hi = hi; }
        protected Long compute() {
            if (hi - lo <= 1000) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += data[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(data, lo, mid);
            Sum right = new Sum(data, mid, hi);
            left.fork();
            return right.compute() + left.join();
        }
    }

    static class Fill extends RecursiveAction {
        final int[] data;
        final int lo, hi;
        Fill(int[] data, int lo, int hi) { this.data = data; this.lo = lo; this.hi = hi; }
        protected void compute() {
            if (hi - lo <= 500) {
                for (int i = lo; i < hi; i++) data[i] = i % 7;
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Fill(data, lo, mid), new Fill(data, mid, hi));
        }
    }

    static class Fails extends RecursiveTask<Integer> {
        protected Integer compute() { throw new ArithmeticException("divide"); }
    }

    public static void main(String[] args) throws Exception {
        int[] data = new int[100000];
        ForkJoinPool pool = new ForkJoinPool(3);
        pool.invoke(new Fill(data, 0, data.length));
        long expected = 0;
        for (int v : data) expected += v;
        System.out.println(pool.invoke(new Sum(data, 0, data.length)) + " " + expected);
        System.out.println(ForkJoinPool.commonPool().invoke(new Sum(data, 0, 5000)));
        System.out.println(new Sum(data, 10, 20).invoke());
        ForkJoinTask<Long> submitted = pool.submit(new Sum(data, 0, 100));
        System.out.println(submitted.get() + " " + submitted.isDone() + " " + submitted.isCompletedNormally());
        try {
            pool.invoke(new Fails());
        } catch (ArithmeticException e) {
            System.out.println("rethrown " + e.getMessage());
        }
        Fails f = new Fails();
        pool.execute(f);
        try {
            f.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause());
        }
        System.out.println(f.isCompletedAbnormally() + " " + f.getException().getMessage());
        System.out.println(pool.submit(() -> "callable").get() + " " + pool.getParallelism());
        pool.shutdown();
        System.out.println(pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isShutdown());
    }
}
