package java.lang;

/** rvm's java.lang.InstantiationException (pure Java, no natives). */
public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
