/**
 * Tick delivery to blocked threads (issue 30, Lee et al. 2015 section 2.3): one thread computes
 * while three others spend almost all their time blocked, each in its own way, and make one call
 * right after every wake-up:
 *
 * <ul>
 *   <li>the sleeper: Thread.sleep(PAUSE), then afterSleep();
 *   <li>the waiter: lock.wait(PAUSE) (timed out, never notified), then afterWait();
 *   <li>the contender: enters a monitor the computing thread holds for PAUSE ms at a time, then
 *       afterEnter().
 * </ul>
 *
 * Ticks arrive every few milliseconds, so nearly every wake-up follows a tick the thread missed
 * while blocked. With Jikes RVM's delivery (rvm --missed-ticks=keep) the thread takes that tick
 * at its first yieldpoint after waking and the after* call sites get a sample per wake-up; with
 * --missed-ticks=drop they get one only when a tick arrives in the microseconds the thread runs.
 *
 * Usage: BlockedTicks [ROUNDS [PAUSE]] (defaults 40 and 10). Prints the call counts and OK.
 */
public class BlockedTicks {
    static final Object waitLock = new Object();
    static final Object busyLock = new Object();
    static volatile boolean done;
    static int sleeps;
    static int waits;
    static int enters;

    public static void main(String[] args) throws InterruptedException {
        final int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        final int pause = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Thread sleeper = new Thread() {
            public void run() {
                for (int r = 0; r < rounds; r++) {
                    try {
                        Thread.sleep(pause);
                    } catch (InterruptedException e) {
                        return;
                    }
                    afterSleep();
                }
            }
        };
        Thread waiter = new Thread() {
            public void run() {
                for (int r = 0; r < rounds; r++) {
                    synchronized (waitLock) {
                        try {
                            waitLock.wait(pause);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    afterWait();
                }
            }
        };
        Thread contender = new Thread() {
            public void run() {
                while (!done) {
                    synchronized (busyLock) {
                        afterEnter();
                    }
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        };
        sleeper.start();
        waiter.start();
        contender.start();
        long sum = 0;
        long until = System.currentTimeMillis() + (long) rounds * pause;
        while (System.currentTimeMillis() < until || sleeper.isAlive() || waiter.isAlive()) {
            synchronized (busyLock) {
                long stop = System.currentTimeMillis() + pause;
                while (System.currentTimeMillis() < stop) {
                    sum += compute(sum);
                }
            }
        }
        done = true;
        sleeper.join();
        waiter.join();
        contender.join();
        boolean ok = sleeps == rounds && waits == rounds && enters > 0 && sum != 1;
        System.out.println("BlockedTicks sleeps=" + sleeps + " waits=" + waits
            + (enters > 0 ? " enters>0" : " enters=0") + (ok ? " OK" : " FAIL"));
    }

    static void afterSleep() {
        sleeps++;
    }

    static void afterWait() {
        waits++;
    }

    static void afterEnter() {
        enters++;
    }

    static long compute(long x) {
        for (int k = 0; k < 50; k++) {
            x = x * 31 + k;
        }
        return x & 0xff;
    }
}
