package java.lang;

/** rvm's java.lang.NoSuchMethodException (pure Java, no natives). */
public class NoSuchMethodException extends ReflectiveOperationException {
    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String message) {
        super(message);
    }
}
