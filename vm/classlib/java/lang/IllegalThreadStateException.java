package java.lang;

/** rvm's java.lang.IllegalThreadStateException (pure Java, no natives). */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String message) {
        super(message);
    }
}
