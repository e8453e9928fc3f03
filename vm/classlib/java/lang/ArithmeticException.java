package java.lang;

/** rvm's java.lang.ArithmeticException (pure Java, no natives). */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
