package java.lang;

import java.io.PrintStream;

/**
 * rvm's java.lang.System. Native (VM): arraycopy, currentTimeMillis, nanoTime, identityHashCode,
 * getProperty0. {@code out}/{@code err} write to file descriptors 1 and 2 until setOut/setErr
 * replace them (they are not final here, which code compiled against the JDK cannot tell: it reads
 * them with getstatic either way); {@code in} reads the process's standard input. setProperty/clearProperty keep
 * their changes in a small table consulted before the VM's properties.
 */
public final class System {
    public static java.io.InputStream in = java.io.StandardInput.create();
    public static PrintStream out = new PrintStream(1);
    public static PrintStream err = new PrintStream(2);

    /** Properties changed by setProperty/clearProperty (a REMOVED value hides the VM's). */
    private static String[] changedKeys = new String[4];
    private static Object[] changedValues = new Object[4];
    private static int changedCount;
    private static final Object REMOVED = new Object();

    private System() {}

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    private static native String getProperty0(String key);

    private static native String getenv0(String name);

    /** The keys of the VM's properties that have a value (for getProperties). */
    private static native String[] propertyKeys0();

    /**
     * The Properties object getProperties returned (or setProperties installed); once there is
     * one, it is the system properties, and the change table below is no longer consulted.
     */
    private static java.util.Properties props;

    private static native String[] environ0();

    private static java.util.Map<String, String> environment;

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    /** The environment as an unmodifiable map (iteration order: a HashMap's, as HotSpot's). */
    public static java.util.Map<String, String> getenv() {
        java.util.Map<String, String> env = environment;
        if (env == null) {
            String[] pairs = environ0();
            java.util.HashMap<String, String> map = new java.util.HashMap<>();
            for (int i = 0; i + 1 < pairs.length; i += 2) {
                map.put(pairs[i], pairs[i + 1]);
            }
            env = environment = java.util.Collections.unmodifiableMap(map);
        }
        return env;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static void setIn(java.io.InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    private static int changedIndex(String key) {
        for (int i = 0; i < changedCount; i++) {
            if (changedKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static String currentProperty(String key) {
        java.util.Properties p = props;
        if (p != null) {
            return p.getProperty(key);
        }
        int i = changedIndex(key);
        if (i < 0) {
            return getProperty0(key);
        }
        Object v = changedValues[i];
        return v == REMOVED ? null : (String) v;
    }

    private static synchronized String changeProperty(String key, Object value) {
        java.util.Properties p = props;
        if (p != null) {
            return (String) (value == REMOVED ? p.remove(key) : p.setProperty(key, (String) value));
        }
        String previous = currentProperty(key);
        int i = changedIndex(key);
        if (i < 0) {
            if (changedCount == changedKeys.length) {
                String[] keys = new String[changedCount * 2];
                Object[] values = new Object[changedCount * 2];
                System.arraycopy(changedKeys, 0, keys, 0, changedCount);
                System.arraycopy(changedValues, 0, values, 0, changedCount);
                changedKeys = keys;
                changedValues = values;
            }
            i = changedCount++;
            changedKeys[i] = key;
        }
        changedValues[i] = value;
        return previous;
    }

    /** The system properties as one Properties object: the VM's, with the changes made so far. */
    public static synchronized java.util.Properties getProperties() {
        java.util.Properties p = props;
        if (p == null) {
            p = new java.util.Properties();
            String[] keys = propertyKeys0();
            for (int i = 0; i < keys.length; i++) {
                String value = currentProperty(keys[i]);
                if (value != null) {
                    p.setProperty(keys[i], value);
                }
            }
            for (int i = 0; i < changedCount; i++) {
                if (changedValues[i] != REMOVED) {
                    p.setProperty(changedKeys[i], (String) changedValues[i]);
                }
            }
            props = p;
        }
        return p;
    }

    /** Replaces the system properties; null goes back to the VM's (changes made so far are dropped). */
    public static synchronized void setProperties(java.util.Properties p) {
        if (p == null) {
            changedCount = 0;
            props = null;
            getProperties();
        } else {
            props = p;
        }
    }

    public static String getProperty(String key) {
        checkKey(key);
        return currentProperty(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        String v = currentProperty(key);
        return v == null ? def : v;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        return changeProperty(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return changeProperty(key, REMOVED);
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

    /** Always null: rvm, like JDK 17 by default, runs without a security manager. */
    public static SecurityManager getSecurityManager() {
        return null;
    }

    /** The file name of a native library on Linux: lib{@code libname}.so. */
    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        if (libname.length() > 240) {
            throw new IllegalArgumentException("name too long");
        }
        return "lib" + libname + ".so";
    }
}
