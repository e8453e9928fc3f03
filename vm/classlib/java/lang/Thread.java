package java.lang;

/**
 * rvm's java.lang.Thread: one OS thread per started Thread, one of them running Java code at a time
 * (docs/threads.md). Native (VM, natives/threads.rs): currentThread, sleep, yield, holdsLock, start0,
 * interrupt0. The VM reads and writes the fields {@code name}, {@code daemon}, {@code interrupted},
 * {@code alive} and {@code eetop} (runtime/threads.rs), and creates main's Thread with the private
 * (String, boolean) constructor. As in JDK 17, the interrupt status is the Java field
 * {@code interrupted}; interrupt0 only wakes the thread if it is blocked. join waits on the Thread's
 * monitor, which the VM notifies when the thread ends. getState: NEW and TERMINATED from
 * started/alive, WAITING, TIMED_WAITING and BLOCKED from {@code waitStatus}, which the VM sets
 * while the thread waits, sleeps or waits to enter a monitor (natives/thread_state.rs). Thread groups are Java only: a thread without an explicit group
 * is in "main" (created when first asked for). InheritableThreadLocal values are copied from the
 * creating thread. Another thread's stack comes from the VM (stackTrace0).
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    private final long tid;
    /** The interrupt status (read and cleared by the VM in sleep and wait). */
    volatile boolean interrupted;
    /** Set by the VM from start until the thread's run method has ended. */
    private volatile boolean alive;
    private boolean started;
    /** 0 running, 1 waiting, 2 timed waiting: written by the VM (natives/thread_state.rs). */
    private volatile int waitStatus;
    /** The thread's group; null means the main group (made on first use, see getThreadGroup). */
    private ThreadGroup group;
    private ClassLoader contextClassLoader;
    private static Thread mainThread;
    /** The VM's handle for waking the thread (its parker) while it is alive; 0 otherwise. */
    private long eetop;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;
    /** ThreadLocal values of this thread, keyed by ThreadLocal identity. */
    private java.util.HashMap<ThreadLocal<?>, Object> threadLocals;

    private static int threadInitNumber;
    private static long threadSeqNumber;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    /** Main's Thread, created by the VM at boot (the current thread does not exist yet). */
    private Thread(String name, boolean vmMain) {
        this.name = name;
        this.priority = NORM_PRIORITY;
        this.tid = nextThreadID();
        this.started = true;
        this.alive = true;
        mainThread = this;
    }

    public Thread() {
        this(null, "Thread-" + nextThreadNum(), 0);
    }

    public Thread(Runnable target) {
        this(target, "Thread-" + nextThreadNum(), 0);
    }

    public Thread(String name) {
        this(null, checkName(name), 0);
    }

    public Thread(Runnable target, String name) {
        this(target, checkName(name), 0);
    }

    private Thread(Runnable target, String name, int unused) {
        this(null, target, name, unused);
    }

    private Thread(ThreadGroup g, Runnable target, String name, int unused) {
        Thread parent = currentThread();
        this.name = name;
        this.target = target;
        this.daemon = parent.isDaemon();
        this.priority = parent.getPriority();
        this.tid = nextThreadID();
        this.group = g != null ? g : parent.group;
        if (g != null) {
            g.checkAccess();
            if (priority > g.getMaxPriority()) {
                priority = g.getMaxPriority();
            }
        }
        this.contextClassLoader = parent.contextClassLoader;
        if (parent.threadLocals != null) {
            InheritableThreadLocal.inherit(parent.threadLocals, threadLocals());
        }
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, checkName(name), 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, checkName(name), 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, checkName(name), 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize, boolean inheritThreadLocals) {
        this(group, target, checkName(name), 0);
    }

    /** The states of Thread.getState (JDK 17). */
    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED
    }

    public State getState() {
        if (!started) {
            return State.NEW;
        }
        if (!alive) {
            return State.TERMINATED;
        }
        switch (waitStatus) {
            case 1:
                return State.WAITING;
            case 2:
                return State.TIMED_WAITING;
            case 3:
                return State.BLOCKED;
            default:
                return State.RUNNABLE;
        }
    }

    /** The group; null once the thread has ended (as the JDK). */
    public final ThreadGroup getThreadGroup() {
        if (started && !alive) {
            return null;
        }
        return group != null ? group : ThreadGroup.mainGroup();
    }

    /** Every started thread still alive, main's included (for ThreadGroup's counts). */
    static synchronized java.util.ArrayList<Thread> liveThreads() {
        java.util.ArrayList<Thread> result = new java.util.ArrayList<>();
        if (mainThread != null && mainThread.isAlive()) {
            result.add(mainThread);
        }
        if (startedThreads != null) {
            java.util.Iterator<Thread> it = startedThreads.iterator();
            while (it.hasNext()) {
                Thread t = it.next();
                if (t.isAlive()) {
                    result.add(t);
                } else {
                    it.remove();
                }
            }
        }
        return result;
    }

    private static java.util.ArrayList<Thread> startedThreads;

    private static synchronized void recordStarted(Thread t) {
        if (startedThreads == null) {
            startedThreads = new java.util.ArrayList<>();
        }
        startedThreads.add(t);
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoader != null ? contextClassLoader : ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
    }

    /**
     * The thread's stack, innermost first. For the current thread it starts with this method as
     * under HotSpot; another thread's is read by the VM with the world stopped (stackTrace0), so
     * it shows where that thread was blocked, sleeping or at a yieldpoint. A thread that is not
     * alive has an empty stack.
     */
    public StackTraceElement[] getStackTrace() {
        if (this == Thread.currentThread()) {
            return (new Exception()).getStackTrace();
        }
        if (!isAlive()) {
            return new StackTraceElement[0];
        }
        Throwable holder = new Throwable();
        if (!stackTrace0(this, holder)) {
            return new StackTraceElement[0];
        }
        StackTraceElement[] trace = holder.getStackTrace();
        for (int i = 0; i < trace.length; i++) {
            trace[i].rvmFromVm(false);
        }
        return trace;
    }

    /** VM: stores {@code target}'s current frames in {@code holder}'s backtrace; false if it is not running. */
    private static native boolean stackTrace0(Thread target, Throwable holder);

    /** A stack trace of every live thread (rvm has no system threads, so only the program's). */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        java.util.ArrayList<Thread> threads = liveThreads();
        java.util.HashMap<Thread, StackTraceElement[]> result = new java.util.HashMap<>();
        for (int i = 0; i < threads.size(); i++) {
            Thread t = threads.get(i);
            StackTraceElement[] trace;
            if (t == Thread.currentThread()) {
                // As HotSpot's thread dump: this method on top, elements printed in full.
                trace = new Throwable().getStackTrace();
                for (int j = 0; j < trace.length; j++) {
                    trace[j].rvmFromVm(false);
                }
            } else {
                trace = t.getStackTrace();
            }
            if (t.isAlive()) {
                result.put(t, trace);
            }
        }
        return result;
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    private static String checkName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        return name;
    }

    public static native Thread currentThread();

    public static native void yield();

    public static void onSpinWait() {
    }

    public static native void sleep(long millis) throws InterruptedException;

    public static void sleep(long millis, int nanos) throws InterruptedException {
        sleep(roundUpToMillis(millis, nanos));
    }

    /** The timeout of sleep(millis, nanos) and join(millis, nanos) in whole milliseconds, as JDK 17 rounds it. */
    private static long roundUpToMillis(long millis, int nanos) {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        return millis;
    }

    public static native boolean holdsLock(Object obj);

    private native void start0();

    private native void interrupt0();

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
        recordStarted(this);
    }

    @Override
    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void interrupt() {
        interrupted = true;
        interrupt0();
    }

    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        if (was) {
            t.interrupted = false;
        }
        return was;
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    public final boolean isAlive() {
        return alive;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = group;
        if (g != null && newPriority > g.getMaxPriority()) {
            newPriority = g.getMaxPriority();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        this.name = checkName(name);
    }

    public final String getName() {
        return name;
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public long getId() {
        return tid;
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis > 0) {
            if (isAlive()) {
                final long startTime = System.nanoTime();
                long delay = millis;
                do {
                    wait(delay);
                } while (isAlive() && (delay = millis - (System.nanoTime() - startTime) / 1000000L) > 0);
            }
        } else if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            throw new IllegalArgumentException("timeout value is negative");
        }
    }

    public final synchronized void join(long millis, int nanos) throws InterruptedException {
        join(roundUpToMillis(millis, nanos));
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    /** JDK 17's form: the group is "main" until the thread has ended (then it has none). */
    public String toString() {
        ThreadGroup g = getThreadGroup();
        return "Thread[" + getName() + "," + getPriority() + "," + (g == null ? "" : g.getName()) + "]";
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler ueh) {
        defaultUncaughtExceptionHandler = ueh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /**
     * As JDK 17: the handler set on this thread, else its group's (which applies the default handler
     * or prints the report); null once the thread has ended (exit() drops both).
     */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        if (started && !alive) {
            return null;
        }
        UncaughtExceptionHandler handler = uncaughtExceptionHandler;
        return handler != null ? handler : getThreadGroup();
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler ueh) {
        uncaughtExceptionHandler = ueh;
    }

    /**
     * Called by the VM when run() (or main) ended with {@code e}: the program's handler, if it set
     * one; false means the VM prints "Exception in thread ..." and the stack trace itself.
     */
    private boolean dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler handler = uncaughtExceptionHandler;
        if (handler == null && group != null && group.overridesUncaughtException()) {
            handler = group;
        }
        if (handler == null) {
            handler = defaultUncaughtExceptionHandler;
        }
        if (handler == null) {
            return false;
        }
        handler.uncaughtException(this, e);
        return true;
    }

    java.util.HashMap<ThreadLocal<?>, Object> threadLocals() {
        if (threadLocals == null) {
            threadLocals = new java.util.HashMap<>();
        }
        return threadLocals;
    }
}
