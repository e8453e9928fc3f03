// An exception that ends a worker's run() is reported as java does ("Exception in thread
// "Thread-0" ..." on stderr); the program continues and exits 0.
public class UncaughtInWorker {
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            System.out.println("worker running");
            throw new IllegalStateException("worker failed");
        });
        worker.start();
        worker.join();
        System.out.println("worker alive after join: " + worker.isAlive());
        System.out.println("main continues");
    }
}
