/**
 * Threads released together race to initialize classes (JLS 12.4.2): a slow initializer runs
 * exactly once and everybody sees its result; an initializer that throws gives one thread
 * ExceptionInInitializerError and every other NoClassDefFoundError.
 */
public class RacingClassInit {
    static volatile boolean go;
    static int slowRuns;
    static int failingRuns;

    static class Slow {
        static final long VALUE;
        static {
            slowRuns++;
            long v = 0;
            for (int i = 0; i < 2_000_000; i++) v += i % 7;
            VALUE = v;
        }
    }

    static class Failing {
        static int value;
        static {
            failingRuns++;
            if (failingRuns > 0) throw new IllegalStateException("boom");
            value = 1;
        }
    }

    static class Chain1 { static final int V = Chain2.V + 1; }
    static class Chain2 { static final int V = Integer.parseInt("41"); }

    public static void main(String[] args) throws InterruptedException {
        final int n = 6;
        final long[] values = new long[n];
        final String[] failures = new String[n];
        final int[] chain = new int[n];
        Thread[] threads = new Thread[n];
        for (int t = 0; t < n; t++) {
            final int me = t;
            threads[t] = new Thread() {
                public void run() {
                    while (!go) { Thread.onSpinWait(); }
                    values[me] = Slow.VALUE;
                    chain[me] = Chain1.V;
                    try {
                        failures[me] = "value " + Failing.value;
                    } catch (Throwable e) {
                        failures[me] = e.getClass().getName();
                    }
                }
            };
            threads[t].start();
        }
        go = true;
        for (Thread t : threads) t.join();
        int eiie = 0, ncdfe = 0, other = 0;
        for (String f : failures) {
            if (f.equals("java.lang.ExceptionInInitializerError")) eiie++;
            else if (f.equals("java.lang.NoClassDefFoundError")) ncdfe++;
            else other++;
        }
        boolean sameValue = true, sameChain = true;
        for (int t = 0; t < n; t++) {
            sameValue &= values[t] == values[0];
            sameChain &= chain[t] == 42;
        }
        System.out.println("Slow <clinit> runs: " + slowRuns + ", value " + values[0] + ", all equal " + sameValue);
        System.out.println("Chain: all 42 " + sameChain);
        System.out.println("Failing <clinit> runs: " + failingRuns + ", EIIE " + eiie + ", NCDFE " + ncdfe + ", other " + other);
    }
}
