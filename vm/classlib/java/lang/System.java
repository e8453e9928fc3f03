package java.lang;

import java.io.PrintStream;

/**
 * rvm's java.lang.System. Native (VM): arraycopy, currentTimeMillis, nanoTime, identityHashCode,
 * getProperty0. {@code out}/{@code err} write to file descriptors 1 and 2; there is no {@code in} yet.
 */
public final class System {
    public static final PrintStream out = new PrintStream(1);
    public static final PrintStream err = new PrintStream(2);

    private System() {}

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    private static native String getProperty0(String key);

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static String getProperty(String key) {
        checkKey(key);
        return getProperty0(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        String v = getProperty0(key);
        return v == null ? def : v;
    }

    public static String lineSeparator() {
        return "\n";
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {}
}
