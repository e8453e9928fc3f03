package java.lang;

/**
 * The registered shutdown hooks (as the JDK's class of the same name): run once, each started as a
 * thread and joined, when the program exits (Runtime.exit, or the launcher after main's program
 * ended: vm/src/launcher.rs calls runHooks if this class was loaded).
 */
class ApplicationShutdownHooks {
    private static java.util.ArrayList<Thread> hooks = new java.util.ArrayList<>();

    private ApplicationShutdownHooks() {}

    static synchronized void add(Thread hook) {
        if (hooks == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isAlive()) {
            throw new IllegalArgumentException("Hook already running");
        }
        if (hooks.contains(hook)) {
            throw new IllegalArgumentException("Hook previously registered");
        }
        hooks.add(hook);
    }

    static synchronized boolean remove(Thread hook) {
        if (hooks == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook == null) {
            throw new NullPointerException();
        }
        return hooks.remove(hook);
    }

    static void runHooks() {
        java.util.Collection<Thread> threads;
        synchronized (ApplicationShutdownHooks.class) {
            if (hooks == null) {
                return;
            }
            threads = hooks;
            hooks = null;
        }
        for (Thread hook : threads) {
            hook.start();
        }
        for (Thread hook : threads) {
            while (true) {
                try {
                    hook.join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting, as the JDK does
                }
            }
        }
    }
}
