package java.lang;

/** rvm's java.lang.ClassCastException (pure Java, no natives). */
public class ClassCastException extends RuntimeException {
    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
