import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.MessageFormatter;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

public class Slf4jJdk14 {
    public static void main(String[] args) {
        java.util.logging.Logger root = java.util.logging.Logger.getLogger("");
        for (java.util.logging.Handler h : root.getHandlers()) root.removeHandler(h);
        java.util.logging.Handler h = new java.util.logging.StreamHandler(System.out, new Formatter() {
            @Override public String format(LogRecord r) { return r.getLevel() + " [" + r.getLoggerName() + "] " + formatMessage(r) + " src=" + r.getSourceClassName() + "." + r.getSourceMethodName() + "\n"; }
        });
        root.addHandler(h);
        Logger log = LoggerFactory.getLogger(Slf4jJdk14.class);
        log.info("info {}", 1);
        log.warn("warn {} {}", "a", "b");
        log.error("error", new RuntimeException("x"));
        log.debug("hidden");
        h.flush();
        System.out.println(log.isDebugEnabled() + " " + log.isInfoEnabled());
        System.out.println(MessageFormatter.arrayFormat("x={} y={} z={}", new Object[] {1, "two", null}).getMessage());
        System.out.println(MessageFormatter.format("escaped \\{} and {}", "v").getMessage());
    }
}
