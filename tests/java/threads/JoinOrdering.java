// join waits for the end of run(): results written by workers are visible after join, in the
// order main joins them; join(millis) on a thread that is still sleeping returns while it is alive.
public class JoinOrdering {
    static class Worker extends Thread {
        final int n;
        long result;
        Worker(int n) { this.n = n; }
        public void run() {
            long f = 1;
            for (int i = 2; i <= n; i++) f *= i;
            result = f;
        }
    }

    public static void main(String[] args) throws Exception {
        Worker[] workers = new Worker[6];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(10 + i);
            System.out.println(workers[i].getName() + " alive before start: " + workers[i].isAlive());
        }
        for (int i = workers.length - 1; i >= 0; i--) workers[i].start();
        for (Worker w : workers) {
            w.join();
            System.out.println(w.getName() + " " + w.n + "! = " + w.result + " alive after join: " + w.isAlive());
        }
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(400);
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted");
            }
        });
        sleeper.start();
        sleeper.join(20);
        System.out.println("after join(20): alive " + sleeper.isAlive());
        sleeper.join();
        System.out.println("after join(): alive " + sleeper.isAlive());
        Thread notStarted = new Thread(() -> {});
        notStarted.join();
        notStarted.join(10);
        System.out.println("join on a thread never started returns at once");
        Thread.currentThread().join(1);
        System.out.println("main joined itself for 1 ms");
    }
}
