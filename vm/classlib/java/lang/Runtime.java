package java.lang;

/**
 * rvm's java.lang.Runtime. Native (VM): exit0, availableProcessors, freeMemory, totalMemory,
 * maxMemory, gc. Shutdown hooks are kept by ApplicationShutdownHooks and run by exit and, when
 * main's program ends, by the launcher (vm/src/launcher.rs, only if that class was ever loaded).
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    private static native void exit0(int status);

    public void exit(int status) {
        ApplicationShutdownHooks.runHooks();
        exit0(status);
    }

    public void addShutdownHook(Thread hook) {
        ApplicationShutdownHooks.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return ApplicationShutdownHooks.remove(hook);
    }

    public void halt(int status) {
        exit0(status);
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void runFinalization() {}
}
