package java.util.logging;

import java.time.Instant;

/** One logging request. The caller (source class and method) is found from the stack when first asked. */
public class LogRecord implements java.io.Serializable {
    private static final long serialVersionUID = 5372048053134512534L;
    private static long globalSequenceNumber;

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String message;
    private long threadID;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private Instant instant;
    private transient boolean needToInferCaller = true;
    private transient Object[] parameters;
    private transient java.util.ResourceBundle resourceBundle;

    public LogRecord(Level level, String msg) {
        this.level = java.util.Objects.requireNonNull(level);
        message = msg;
        synchronized (LogRecord.class) {
            sequenceNumber = globalSequenceNumber++;
        }
        threadID = Thread.currentThread().getId();
        instant = Instant.ofEpochMilli(System.currentTimeMillis());
    }

    public String getLoggerName() {
        return loggerName;
    }

    public void setLoggerName(String name) {
        loggerName = name;
    }

    public java.util.ResourceBundle getResourceBundle() {
        return resourceBundle;
    }

    public void setResourceBundle(java.util.ResourceBundle bundle) {
        resourceBundle = bundle;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public void setResourceBundleName(String name) {
        resourceBundleName = name;
    }

    public Level getLevel() {
        return level;
    }

    public void setLevel(Level level) {
        if (level == null) {
            throw new NullPointerException();
        }
        this.level = level;
    }

    public long getSequenceNumber() {
        return sequenceNumber;
    }

    public void setSequenceNumber(long seq) {
        sequenceNumber = seq;
    }

    public String getSourceClassName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    public String getMessage() {
        return message;
    }

    public void setMessage(String message) {
        this.message = message;
    }

    public Object[] getParameters() {
        return parameters;
    }

    public void setParameters(Object[] parameters) {
        this.parameters = parameters;
    }

    public int getThreadID() {
        return (int) threadID;
    }

    public void setThreadID(int threadID) {
        this.threadID = threadID;
    }

    public long getLongThreadID() {
        return threadID;
    }

    public LogRecord setLongThreadID(long longThreadID) {
        threadID = longThreadID;
        return this;
    }

    public long getMillis() {
        return instant.toEpochMilli();
    }

    public void setMillis(long millis) {
        instant = Instant.ofEpochMilli(millis);
    }

    public Instant getInstant() {
        return instant;
    }

    public void setInstant(Instant instant) {
        instant.toEpochMilli();
        this.instant = instant;
    }

    public Throwable getThrown() {
        return thrown;
    }

    public void setThrown(Throwable thrown) {
        this.thrown = thrown;
    }

    /** The JDK's rule: skip frames until a Logger frame, then the first frame that is not the logger's. */
    private void inferCaller() {
        needToInferCaller = false;
        StackTraceElement[] stack = new Throwable().getStackTrace();
        boolean lookingForLogger = true;
        for (StackTraceElement frame : stack) {
            String cname = frame.getClassName();
            boolean isLoggerImpl = cname.equals("java.util.logging.Logger")
                    || cname.startsWith("sun.util.logging.PlatformLogger");
            if (lookingForLogger) {
                lookingForLogger = !isLoggerImpl;
                continue;
            }
            if (!isLoggerImpl && !cname.startsWith("java.lang.reflect.") && !cname.startsWith("jdk.internal.reflect.")) {
                sourceClassName = cname;
                sourceMethodName = frame.getMethodName();
                return;
            }
        }
    }
}
