package java.lang;

/**
 * rvm's java.lang.Runtime. Native (VM): exit0, availableProcessors, freeMemory, totalMemory,
 * maxMemory, gc. No shutdown hooks.
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    private static native void exit0(int status);

    public void exit(int status) {
        exit0(status);
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
