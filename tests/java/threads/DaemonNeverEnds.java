// A daemon thread that never ends does not keep the program alive; it keeps running (busy) while
// main sleeps and joins others.
public class DaemonNeverEnds {
    static volatile long spins;

    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread(() -> {
            while (true) {
                spins++;
            }
        }, "spinner");
        daemon.setDaemon(true);
        daemon.start();
        Thread sleepyDaemon = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sleepyDaemon.setDaemon(true);
        sleepyDaemon.start();
        Thread.sleep(30);
        while (spins == 0) {
            Thread.sleep(1); // a loaded machine may not have run the spinner yet
        }
        System.out.println("daemon: " + daemon.isDaemon() + " alive " + daemon.isAlive() + " made progress " + (spins > 0));
        Thread child = new Thread(() -> System.out.println("child of main is daemon: " + Thread.currentThread().isDaemon()));
        child.start();
        child.join();
        Thread[] children = new Thread[1];
        Thread daemonParent = new Thread(() -> {
            children[0] = new Thread(() -> {});
        });
        daemonParent.setDaemon(true);
        daemonParent.start();
        daemonParent.join();
        System.out.println("child of a daemon is daemon: " + children[0].isDaemon());
        System.out.println("main ends");
    }
}
