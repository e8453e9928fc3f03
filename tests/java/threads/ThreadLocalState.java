import java.util.ArrayList;
import java.util.List;

// ThreadLocal: withInitial runs once per thread, set/get are per thread, remove brings the initial
// value back; a plain ThreadLocal starts as null.
public class ThreadLocalState {
    static int initialCalls;
    static final ThreadLocal<List<String>> LOG = ThreadLocal.withInitial(() -> {
        synchronized (ThreadLocalState.class) {
            initialCalls++;
        }
        return new ArrayList<>();
    });
    static final ThreadLocal<Integer> PLAIN = new ThreadLocal<>();
    static final ThreadLocal<String> OVERRIDDEN = new ThreadLocal<String>() {
        protected String initialValue() {
            return "initial-" + Thread.currentThread().getName();
        }
    };

    public static void main(String[] args) throws Exception {
        final String[] results = new String[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int j = 0; j <= me; j++) {
                    LOG.get().add("t" + me + "-" + j);
                    Thread.yield();
                }
                PLAIN.set(me * 10);
                String before = OVERRIDDEN.get();
                OVERRIDDEN.set("set-" + me);
                results[me] = LOG.get() + " plain=" + PLAIN.get() + " " + before + " " + OVERRIDDEN.get();
                OVERRIDDEN.remove();
                results[me] += " after remove: " + OVERRIDDEN.get();
            }, "worker-" + i);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (String r : results) System.out.println(r);
        System.out.println("main: " + LOG.get() + " plain=" + PLAIN.get() + " " + OVERRIDDEN.get());
        System.out.println("initial values computed: " + initialCalls);
        LOG.get().add("x");
        LOG.remove();
        System.out.println("after remove: " + LOG.get() + ", initial values computed: " + initialCalls);
    }
}
