// main ends with an uncaught exception while a non-daemon worker still runs: the worker finishes
// its output first, and the exit status is 1.
public class MainDiesWorkerFinishes {
    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
            }
            System.out.println("worker done");
        });
        worker.start();
        System.out.println("main throws");
        throw new IllegalStateException("main failed");
    }
}
