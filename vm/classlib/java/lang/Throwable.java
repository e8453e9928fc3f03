package java.lang;

import java.io.PrintStream;

/**
 * rvm's java.lang.Throwable. Native (VM): fillInStackTrace(int) fills {@code backtrace},
 * getStackTrace0() turns it into StackTraceElements. Everything else is Java.
 */
public class Throwable implements java.io.Serializable {
    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];
    private static final String CAUSE_CAPTION = "Caused by: ";
    private static final String SUPPRESSED_CAPTION = "Suppressed: ";

    /** VM-private: opaque backtrace filled in by fillInStackTrace(int). */
    private transient Object backtrace;
    private String detailMessage;
    private Throwable cause = this;
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    /** null when suppression is disabled; otherwise exactly the suppressed exceptions. */
    private Throwable[] suppressed = EMPTY_THROWABLE_ARRAY;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    /**
     * rvm (called by the VM, vm/src/class/init.rs): what HotSpot records when a class's
     * initialization fails with {@code thrown} (JDK-8048190), the cause of every later
     * {@code NoClassDefFoundError: Could not initialize class}: an ExceptionInInitializerError
     * "Exception C: message [in thread "T"]" with {@code thrown}'s stack trace.
     */
    static Throwable initializationError(Throwable thrown) {
        String message = thrown.detailMessage;
        String text = "Exception " + thrown.getClass().getName() + (message == null ? " " : ": " + message + " ")
                + "[in thread \"" + Thread.currentThread().getName() + "\"]";
        ExceptionInInitializerError error = new ExceptionInInitializerError(text);
        error.setStackTrace(thrown.getStackTrace());
        return error;
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with " + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new WrappedPrintStream(s));
    }

    public void printStackTrace(java.io.PrintWriter s) {
        printStackTrace(new WrappedPrintWriter(s));
    }

    /** A PrintStream or a PrintWriter, whichever printStackTrace was given. */
    private abstract static class PrintStreamOrWriter {
        abstract void println(Object o);
    }

    private static final class WrappedPrintStream extends PrintStreamOrWriter {
        private final PrintStream stream;
        WrappedPrintStream(PrintStream stream) { this.stream = stream; }
        void println(Object o) { stream.println(o); }
    }

    private static final class WrappedPrintWriter extends PrintStreamOrWriter {
        private final java.io.PrintWriter writer;
        WrappedPrintWriter(java.io.PrintWriter writer) { this.writer = writer; }
        void println(Object o) { writer.println(o); }
    }

    private void printStackTrace(PrintStreamOrWriter s) {
        Throwable[] dejaVu = new Throwable[] { this };
        s.println(this);
        StackTraceElement[] trace = getOurStackTrace();
        for (int i = 0; i < trace.length; i++) {
            s.println("\tat " + trace[i]);
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            dejaVu = sup[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, "\t", dejaVu);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, "", dejaVu);
        }
    }

    private Throwable[] printEnclosedStackTrace(PrintStreamOrWriter s, StackTraceElement[] enclosingTrace,
            String caption, String prefix, Throwable[] dejaVu) {
        for (int i = 0; i < dejaVu.length; i++) {
            if (dejaVu[i] == this) {
                s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
                return dejaVu;
            }
        }
        Throwable[] seen = new Throwable[dejaVu.length + 1];
        System.arraycopy(dejaVu, 0, seen, 0, dejaVu.length);
        seen[dejaVu.length] = this;
        dejaVu = seen;

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            dejaVu = sup[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, prefix + "\t", dejaVu);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            dejaVu = ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, prefix, dejaVu);
        }
        return dejaVu;
    }

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace(0);
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    /** VM: records the current call stack in {@code backtrace}, without this exception's constructor frames. */
    private native Throwable fillInStackTrace(int dummy);

    /** The bytecode index of frame {@code i} of the VM's backtrace (for StackWalker); -1 if unknown. */
    int rvmBci(int i) {
        if (!(backtrace instanceof long[])) {
            return -1;
        }
        long[] pairs = (long[]) backtrace;
        return 2 * i + 1 < pairs.length ? (int) pairs[2 * i + 1] : -1;
    }

    /** VM: builds the StackTraceElements from {@code backtrace}. */
    private native StackTraceElement[] getStackTrace0();

    public StackTraceElement[] getStackTrace() {
        StackTraceElement[] trace = getOurStackTrace();
        StackTraceElement[] copy = new StackTraceElement[trace.length];
        System.arraycopy(trace, 0, copy, 0, trace.length);
        return copy;
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK || (stackTrace == null && backtrace != null)) {
            if (backtrace != null) {
                StackTraceElement[] t = getStackTrace0();
                if (t != null) {
                    for (int i = 0; i < t.length; i++) {
                        t[i].rvmFromVm(true);
                    }
                }
                stackTrace = (t == null) ? UNASSIGNED_STACK : t;
                if (t == null) {
                    return UNASSIGNED_STACK;
                }
            }
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        int n = stackTrace.length;
        StackTraceElement[] defensiveCopy = new StackTraceElement[n];
        for (int i = 0; i < n; i++) {
            if (stackTrace[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
            defensiveCopy[i] = stackTrace[i];
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return;
            }
            this.stackTrace = defensiveCopy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return;
        }
        Throwable[] grown = new Throwable[suppressed.length + 1];
        System.arraycopy(suppressed, 0, grown, 0, suppressed.length);
        grown[suppressed.length] = exception;
        suppressed = grown;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || suppressed.length == 0) {
            return EMPTY_THROWABLE_ARRAY;
        }
        Throwable[] copy = new Throwable[suppressed.length];
        System.arraycopy(suppressed, 0, copy, 0, suppressed.length);
        return copy;
    }
}
