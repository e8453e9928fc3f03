package java.lang;

/** rvm's java.lang.IllegalMonitorStateException (pure Java, no natives). */
public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() {
        super();
    }

    public IllegalMonitorStateException(String message) {
        super(message);
    }
}
