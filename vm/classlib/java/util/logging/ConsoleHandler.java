package java.util.logging;

/** A StreamHandler on System.err at level INFO with a SimpleFormatter; each record is flushed. */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        super(System.err, new SimpleFormatter());
        setLevel(Level.INFO);
    }

    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    public void close() {
        flush();
    }
}
