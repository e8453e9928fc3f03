import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.*;

// java.util.logging: the logger tree, levels, handlers, filters, SimpleFormatter's default and
// custom formats (the caller found from the stack), MessageFormat parameters, and the root
// ConsoleHandler writing to stderr.
public class LoggingBasics {
    static class Collecting extends Handler {
        final List<String> seen = new ArrayList<>();

        public void publish(LogRecord r) {
            if (isLoggable(r)) {
                seen.add(r.getLevel() + ":" + r.getLoggerName() + ":" + getFormatter().formatMessage(r));
            }
        }

        public void flush() {
        }

        public void close() {
        }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s [%2$s]%n");
        Logger.getLogger("app").info("to stderr through the root console handler");

        Logger child = Logger.getLogger("com.example.child");
        System.out.println("child parent '" + child.getParent().getName() + "' same " + (child == Logger.getLogger("com.example.child")));
        Logger mid = Logger.getLogger("com.example");
        System.out.println("child parent now " + child.getParent().getName() + ", mid parent '" + mid.getParent().getName() + "'");
        Logger root = Logger.getLogger("");
        System.out.println("root " + root.getLevel() + " " + root.getHandlers().length + " " + root.getHandlers()[0].getClass().getName()
                + " " + root.getHandlers()[0].getLevel() + " " + root.getHandlers()[0].getFormatter().getClass().getSimpleName());
        System.out.println("global " + Logger.getGlobal().getName() + " anon " + Logger.getAnonymousLogger().getName());
        System.out.println("levels " + child.getLevel() + " " + child.isLoggable(Level.INFO) + " " + child.isLoggable(Level.FINE));

        Collecting h = new Collecting();
        h.setFormatter(new SimpleFormatter());
        mid.addHandler(h);
        mid.setUseParentHandlers(false);
        child.fine("not logged");
        child.info("plain");
        child.log(Level.WARNING, "Hello {0} and {1}", new Object[] {"params", 42});
        child.log(Level.SEVERE, "one {0}", "param");
        child.log(Level.INFO, "no {braces}", 7);
        mid.setLevel(Level.FINER);
        child.fine(() -> "supplied fine");
        child.entering("C", "m", new Object[] {1, 2});
        child.exiting("C", "m", "r");
        child.finest("too fine");
        h.setLevel(Level.WARNING);
        child.info("below the handler's level");
        child.warning("at the handler's level");
        h.setLevel(Level.ALL);
        child.setFilter(r -> !r.getMessage().startsWith("x"));
        child.info("xfiltered");
        child.info("kept");
        child.setFilter(null);
        mid.setLevel(Level.OFF);
        child.severe("off");
        System.out.println(h.seen);
        System.out.println("handlers " + mid.getHandlers().length + " " + child.getHandlers().length);
        mid.removeHandler(h);
        mid.setLevel(null);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$-7s] %3$s|%2$s|%5$s%6$s%n");
        StreamHandler sh = new StreamHandler(bytes, new SimpleFormatter());
        Logger fmt = Logger.getLogger("fmt");
        fmt.setUseParentHandlers(false);
        fmt.addHandler(sh);
        fmt.info("custom format");
        fmt.logp(Level.WARNING, "Src", "meth", "explicit source");
        fmt.log(Level.SEVERE, "with a throwable", new IllegalStateException("boom"));
        sh.flush();
        System.out.print(bytes.toString("UTF-8"));

        System.clearProperty("java.util.logging.SimpleFormatter.format");
        LogRecord r = new LogRecord(Level.INFO, "default {0}");
        r.setParameters(new Object[] {"format"});
        r.setLoggerName("rec");
        r.setInstant(Instant.ofEpochMilli(86400000L * 200 + 3723000));
        String text = new SimpleFormatter().format(r);
        String[] lines = text.split("\n");
        System.out.println(lines.length + " " + lines[1] + " | " + (lines[0].endsWith(" AM rec") || lines[0].endsWith(" PM rec")));

        System.out.println(Level.parse("FINE") + " " + Level.parse("800") + " " + Level.parse("123") + " " + Level.INFO.intValue()
                + " " + Level.SEVERE.equals(Level.parse("1000")) + " " + Level.ALL.intValue());
        try {
            Level.parse("bogus");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("manager " + (LogManager.getLogManager().getLogger("com.example") == mid) + " "
                + LogManager.getLogManager().getLogger("never.made"));
    }
}
