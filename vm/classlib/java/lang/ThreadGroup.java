package java.lang;

/**
 * rvm's java.lang.ThreadGroup: a named tree of groups ("system" above "main"), with the JDK's
 * counts over live threads (activeCount, enumerate), interrupt, maximum priority and the uncaught
 * exception rule (the parent's handler, then the default handler, then the report on System.err).
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private boolean destroyed;
    private final java.util.ArrayList<ThreadGroup> groups = new java.util.ArrayList<>();

    private static ThreadGroup mainGroup;

    /** The "system" group, parent of "main". */
    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        synchronized (parent) {
            parent.groups.add(this);
        }
    }

    static synchronized ThreadGroup mainGroup() {
        if (mainGroup == null) {
            mainGroup = new ThreadGroup(new ThreadGroup(), "main");
        }
        return mainGroup;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    @Deprecated(since = "16", forRemoval = true)
    public synchronized boolean isDestroyed() {
        return destroyed;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        synchronized (this) {
            maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
            for (ThreadGroup g : groups) {
                g.setMaxPriority(pri);
            }
        }
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    private java.util.ArrayList<Thread> liveThreads(boolean recurse) {
        java.util.ArrayList<Thread> result = new java.util.ArrayList<>();
        for (Thread t : Thread.liveThreads()) {
            ThreadGroup g = t.getThreadGroup();
            if (g == this || (recurse && g != null && parentOf(g))) {
                result.add(t);
            }
        }
        return result;
    }

    public int activeCount() {
        return liveThreads(true).size();
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        java.util.ArrayList<Thread> live = liveThreads(recurse);
        int n = Math.min(list.length, live.size());
        for (int i = 0; i < n; i++) {
            list[i] = live.get(i);
        }
        return n;
    }

    private void allGroups(java.util.ArrayList<ThreadGroup> out, boolean recurse) {
        synchronized (this) {
            for (ThreadGroup g : groups) {
                out.add(g);
                if (recurse) {
                    g.allGroups(out, true);
                }
            }
        }
    }

    public int activeGroupCount() {
        java.util.ArrayList<ThreadGroup> all = new java.util.ArrayList<>();
        allGroups(all, true);
        return all.size();
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        java.util.ArrayList<ThreadGroup> all = new java.util.ArrayList<>();
        allGroups(all, recurse);
        int n = Math.min(list.length, all.size());
        for (int i = 0; i < n; i++) {
            list[i] = all.get(i);
        }
        return n;
    }

    public final void interrupt() {
        for (Thread t : liveThreads(true)) {
            t.interrupt();
        }
    }

    @Deprecated(since = "16", forRemoval = true)
    public final void destroy() {
        if (destroyed || activeCount() > 0) {
            throw new IllegalThreadStateException();
        }
        destroyed = true;
    }

    public void list() {
        list(System.out, 0);
    }

    private void list(java.io.PrintStream out, int indent) {
        StringBuilder pad = new StringBuilder();
        for (int i = 0; i < indent; i++) {
            pad.append(' ');
        }
        out.println(pad + toString());
        for (Thread t : liveThreads(false)) {
            out.println(pad + "    " + t);
        }
        java.util.ArrayList<ThreadGroup> direct = new java.util.ArrayList<>();
        allGroups(direct, false);
        for (ThreadGroup g : direct) {
            g.list(out, indent + 4);
        }
    }

    /** True for subclasses that override uncaughtException (Thread asks before using the group). */
    boolean overridesUncaughtException() {
        return getClass() != ThreadGroup.class;
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
        if (ueh != null) {
            ueh.uncaughtException(t, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }
}
