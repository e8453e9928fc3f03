/**
 * A thread spins in a loop without calls (only backedges) while main asks
 * for collections; each collection stops the world, so the spinning thread
 * must reach a safepoint. tests/instrumentation.rs runs it with the
 * yieldpoints of the checking code merged into instrumentation checks
 * (Arnold-Ryder 2001 §4.5) and a sample interval the loop never reaches.
 *
 * Usage: SpinWhileCollecting [collections]
 */
public class SpinWhileCollecting {
    static volatile boolean stop;
    static volatile long result;

    public static void main(String[] args) throws InterruptedException {
        int collections = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        Thread spinner = new Thread() {
            public void run() {
                int x = 1;
                long n = 0;
                while (!stop) {
                    x = x * 1103515245 + 12345;
                    n++;
                }
                result = n + (x & 1);
            }
        };
        spinner.start();
        for (int i = 0; i < collections; i++) {
            Thread.sleep(2);
            System.gc();
        }
        stop = true;
        spinner.join();
        System.out.println("SpinWhileCollecting collections=" + collections
            + (result > 0 ? " OK" : " FAIL the spinner did not run"));
    }
}
