package java.util.logging;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * A named logger in LogManager's tree: its level (or its parent's), its handlers and its
 * parent's handlers receive each loggable record, as in the JDK.
 */
public class Logger {
    public static final String GLOBAL_LOGGER_NAME = "global";

    private final String name;
    private volatile Logger parent;
    private volatile Level levelObject;
    private volatile boolean useParentHandlers = true;
    private volatile Filter filter;
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<>();
    private final boolean managed;
    private java.util.ResourceBundle resourceBundle;

    Logger(String name, String resourceBundleName, boolean managed) {
        this.name = name;
        this.managed = managed;
    }

    protected Logger(String name, String resourceBundleName) {
        this(name, resourceBundleName, false);
    }

    public static final Logger getGlobal() {
        return getLogger(GLOBAL_LOGGER_NAME);
    }

    public static Logger getLogger(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return LogManager.getLogManager().demandLogger(name);
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        Logger l = getLogger(name);
        if (resourceBundleName != null && l.resourceBundle == null) {
            l.resourceBundle = java.util.ResourceBundle.getBundle(resourceBundleName);
        }
        return l;
    }

    public static Logger getAnonymousLogger() {
        Logger l = new Logger(null, null, false);
        l.parent = LogManager.getLogManager().root();
        return l;
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        Logger l = getAnonymousLogger();
        if (resourceBundleName != null) {
            l.resourceBundle = java.util.ResourceBundle.getBundle(resourceBundleName);
        }
        return l;
    }

    public java.util.ResourceBundle getResourceBundle() {
        return resourceBundle;
    }

    public String getResourceBundleName() {
        return resourceBundle == null ? null : resourceBundle.getBaseBundleName();
    }

    public void setResourceBundle(java.util.ResourceBundle bundle) {
        resourceBundle = java.util.Objects.requireNonNull(bundle);
    }

    public void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel())) {
            return;
        }
        Filter f = filter;
        if (f != null && !f.isLoggable(record)) {
            return;
        }
        Logger logger = this;
        while (logger != null) {
            for (Handler handler : logger.handlersForLog()) {
                handler.publish(record);
            }
            if (!logger.getUseParentHandlers()) {
                break;
            }
            logger = logger.getParent();
        }
    }

    private Handler[] handlersForLog() {
        if (managed && name != null && name.isEmpty()) {
            LogManager.getLogManager().root();
        }
        return handlers.toArray(new Handler[0]);
    }

    private void doLog(LogRecord lr) {
        lr.setLoggerName(name);
        if (resourceBundle != null) {
            lr.setResourceBundle(resourceBundle);
            lr.setResourceBundleName(resourceBundle.getBaseBundleName());
        }
        log(lr);
    }

    public void log(Level level, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msg));
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msgSupplier.get()));
    }

    public void log(Level level, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[] {param1});
        doLog(lr);
    }

    public void log(Level level, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        logp(level, sourceClass, sourceMethod, msg, (Object[]) null);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        logp(level, sourceClass, sourceMethod, msgSupplier.get());
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        logp(level, sourceClass, sourceMethod, msg, new Object[] {param1});
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setParameters(params);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        String msg = "ENTRY";
        if (params == null) {
            logp(Level.FINER, sourceClass, sourceMethod, msg);
            return;
        }
        if (!isLoggable(Level.FINER)) {
            return;
        }
        if (params.length > 0) {
            StringBuilder b = new StringBuilder(msg);
            for (int i = 0; i < params.length; i++) {
                b.append(' ').append('{').append(i).append('}');
            }
            msg = b.toString();
        }
        logp(Level.FINER, sourceClass, sourceMethod, msg, params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (!isLoggable(Level.FINER)) {
            return;
        }
        LogRecord lr = new LogRecord(Level.FINER, "THROW");
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void severe(String msg) {
        log(Level.SEVERE, msg);
    }

    public void warning(String msg) {
        log(Level.WARNING, msg);
    }

    public void info(String msg) {
        log(Level.INFO, msg);
    }

    public void config(String msg) {
        log(Level.CONFIG, msg);
    }

    public void fine(String msg) {
        log(Level.FINE, msg);
    }

    public void finer(String msg) {
        log(Level.FINER, msg);
    }

    public void finest(String msg) {
        log(Level.FINEST, msg);
    }

    public void severe(Supplier<String> msgSupplier) {
        log(Level.SEVERE, msgSupplier);
    }

    public void warning(Supplier<String> msgSupplier) {
        log(Level.WARNING, msgSupplier);
    }

    public void info(Supplier<String> msgSupplier) {
        log(Level.INFO, msgSupplier);
    }

    public void config(Supplier<String> msgSupplier) {
        log(Level.CONFIG, msgSupplier);
    }

    public void fine(Supplier<String> msgSupplier) {
        log(Level.FINE, msgSupplier);
    }

    public void finer(Supplier<String> msgSupplier) {
        log(Level.FINER, msgSupplier);
    }

    public void finest(Supplier<String> msgSupplier) {
        log(Level.FINEST, msgSupplier);
    }

    public void setLevel(Level newLevel) throws SecurityException {
        levelObject = newLevel;
    }

    public Level getLevel() {
        return levelObject;
    }

    private int effectiveLevel() {
        for (Logger l = this; l != null; l = l.parent) {
            Level level = l.levelObject;
            if (level != null) {
                return level.intValue();
            }
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int levelValue = effectiveLevel();
        return level.intValue() >= levelValue && levelValue != Level.OFF.intValue();
    }

    public String getName() {
        return name;
    }

    public void addHandler(Handler handler) throws SecurityException {
        handlers.add(java.util.Objects.requireNonNull(handler));
    }

    public void removeHandler(Handler handler) throws SecurityException {
        if (handler == null) {
            return;
        }
        handlers.remove(handler);
    }

    public Handler[] getHandlers() {
        return handlersForLog();
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
    }

    void setParentInternal(Logger parent) {
        this.parent = parent;
    }
}
