// main ends with an uncaught exception while a non-daemon worker still runs: the worker finishes
// its output first, and the exit status is 1.
public class MainDiesWorkerFinishes {
    static volatile boolean mainPrinted;

    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        Thread worker = new Thread(() -> {
            try {
                // Not a fixed sleep alone: on a loaded machine main's first
                // println (compiled on first use) may take longer.
                while (!mainPrinted) {
                    Thread.sleep(1);
                }
                Thread.sleep(50);
            } catch (InterruptedException e) {
            }
            System.out.println("worker done");
        });
        worker.start();
        System.out.println("main throws");
        mainPrinted = true;
        throw new IllegalStateException("main failed");
    }
}
