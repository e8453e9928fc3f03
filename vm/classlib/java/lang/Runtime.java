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

    public Process exec(String command) throws java.io.IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws java.io.IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, java.io.File dir) throws java.io.IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("Empty command");
        }
        java.util.StringTokenizer st = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++) {
            cmdarray[i] = st.nextToken();
        }
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws java.io.IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws java.io.IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, java.io.File dir) throws java.io.IOException {
        ProcessBuilder pb = new ProcessBuilder(cmdarray).directory(dir);
        if (envp != null) {
            java.util.Map<String, String> env = pb.environment();
            env.clear();
            for (String envstring : envp) {
                int nul = envstring.indexOf('\u0000');
                if (nul != -1) {
                    envstring = envstring.substring(0, nul);
                }
                int eqlsign = envstring.indexOf('=');
                if (eqlsign != -1) {
                    env.put(envstring.substring(0, eqlsign), envstring.substring(eqlsign + 1));
                }
            }
        }
        return pb.start();
    }
}
