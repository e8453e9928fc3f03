// System.exit in a worker thread ends the whole program at once with its status.
public class ExitFromWorker {
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            System.out.println("worker exits");
            System.exit(3);
        });
        worker.start();
        worker.join();
        Thread.sleep(10000);
        System.out.println("not reached");
    }
}
