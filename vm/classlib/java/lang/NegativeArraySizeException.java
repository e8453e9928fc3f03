package java.lang;

/** rvm's java.lang.NegativeArraySizeException (pure Java, no natives). */
public class NegativeArraySizeException extends RuntimeException {
    public NegativeArraySizeException() {
        super();
    }

    public NegativeArraySizeException(String message) {
        super(message);
    }
}
