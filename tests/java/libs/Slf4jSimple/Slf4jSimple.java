import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

public class Slf4jSimple {
    private static final Logger LOG = LoggerFactory.getLogger(Slf4jSimple.class);
    public static void main(String[] args) {
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.out");
        Logger log = LoggerFactory.getLogger("demo.component");
        log.info("hello {}", "world");
        log.warn("two args {} and {}", 1, 2);
        log.debug("not shown at info level");
        System.out.println(log.isDebugEnabled() + " " + log.isInfoEnabled() + " " + log.getName());
        LOG.error("with exception", new IllegalStateException("boom"));
        MDC.put("k", "v");
        System.out.println("MDC " + MDC.get("k"));
        LOG.info("array {} {} {}", new Object[] {"a", "b", "c"});
    }
}
