package java.lang;

/** rvm's java.lang.NullPointerException (pure Java, no natives). */
public class NullPointerException extends RuntimeException {
    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }
}
