package java.lang;

/** rvm's java.lang.IllegalAccessException (pure Java, no natives). */
public class IllegalAccessException extends ReflectiveOperationException {
    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String message) {
        super(message);
    }
}
