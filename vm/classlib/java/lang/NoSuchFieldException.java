package java.lang;

/** rvm's java.lang.NoSuchFieldException (pure Java, no natives). */
public class NoSuchFieldException extends ReflectiveOperationException {
    public NoSuchFieldException() {
        super();
    }

    public NoSuchFieldException(String message) {
        super(message);
    }
}
