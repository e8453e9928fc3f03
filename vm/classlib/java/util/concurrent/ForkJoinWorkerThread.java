package java.util.concurrent;

public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    private final int index;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(pool, pool.nextWorkerIndex());
    }

    ForkJoinWorkerThread(ForkJoinPool pool, int index) {
        super(pool.workerName(index));
        this.pool = pool;
        this.index = index;
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return index;
    }

    public void run() {
        pool.runWorker();
    }
}
