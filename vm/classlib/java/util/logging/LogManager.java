package java.util.logging;

import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;

/**
 * The loggers by name and their tree. Configured as the JDK's default logging.properties
 * does: the root logger at INFO with one ConsoleHandler. No configuration files are read.
 */
public class LogManager {
    private static final LogManager manager = new LogManager();
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";

    private final HashMap<String, Logger> loggers = new HashMap<>();
    private final Logger root;
    private boolean rootHandlersAdded;

    protected LogManager() {
        root = new Logger("", null, true);
        root.setLevel(Level.INFO);
        loggers.put("", root);
    }

    public static LogManager getLogManager() {
        return manager;
    }

    Logger root() {
        synchronized (this) {
            if (!rootHandlersAdded) {
                rootHandlersAdded = true;
                root.addHandler(new ConsoleHandler());
            }
        }
        return root;
    }

    synchronized Logger demandLogger(String name) {
        Logger existing = loggers.get(name);
        if (existing != null) {
            return existing;
        }
        Logger logger = new Logger(name, null, true);
        addLogger(logger);
        return logger;
    }

    public synchronized boolean addLogger(Logger logger) {
        String name = logger.getName();
        if (name == null) {
            throw new NullPointerException();
        }
        if (loggers.containsKey(name)) {
            return false;
        }
        loggers.put(name, logger);
        logger.setParentInternal(nearestAncestor(name));
        String prefix = name + ".";
        for (Logger other : loggers.values()) {
            String otherName = other.getName();
            if (other != logger && otherName.startsWith(prefix)) {
                Logger parent = other.getParent();
                if (parent == null || parent.getName().length() < name.length()) {
                    other.setParentInternal(logger);
                }
            }
        }
        return true;
    }

    private Logger nearestAncestor(String name) {
        int dot = name.lastIndexOf('.');
        while (dot > 0) {
            Logger l = loggers.get(name.substring(0, dot));
            if (l != null) {
                return l;
            }
            dot = name.lastIndexOf('.', dot - 1);
        }
        return name.isEmpty() ? null : root();
    }

    public synchronized Logger getLogger(String name) {
        return loggers.get(name);
    }

    public synchronized Enumeration<String> getLoggerNames() {
        return java.util.Collections.enumeration(new ArrayList<>(loggers.keySet()));
    }

    public void reset() throws SecurityException {
        List<Logger> all;
        synchronized (this) {
            all = new ArrayList<>(loggers.values());
            rootHandlersAdded = true;
        }
        for (Logger l : all) {
            for (Handler h : l.getHandlers()) {
                l.removeHandler(h);
                try {
                    h.close();
                } catch (Exception ex) {
                    // ignored, as the JDK does
                }
            }
            l.setLevel(l == root ? Level.INFO : null);
        }
    }

    public void readConfiguration() throws java.io.IOException, SecurityException {
        reset();
        synchronized (this) {
            rootHandlersAdded = false;
        }
    }

    public void readConfiguration(java.io.InputStream ins) throws java.io.IOException, SecurityException {
        java.util.Properties props = new java.util.Properties();
        props.load(ins);
        reset();
        String level = props.getProperty(".level");
        if (level != null) {
            root.setLevel(Level.parse(level.trim()));
        }
        String handlers = props.getProperty("handlers");
        if (handlers != null && handlers.indexOf("java.util.logging.ConsoleHandler") >= 0) {
            root.addHandler(new ConsoleHandler());
        }
    }

    public String getProperty(String name) {
        if (name.equals("handlers")) {
            return "java.util.logging.ConsoleHandler";
        }
        if (name.equals(".level")) {
            return "INFO";
        }
        return null;
    }

    public void checkAccess() throws SecurityException {
    }
}
