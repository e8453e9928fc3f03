package java.lang;

/** rvm's java.lang.NoClassDefFoundError (pure Java, no natives). */
public class NoClassDefFoundError extends LinkageError {
    public NoClassDefFoundError() {
        super();
    }

    public NoClassDefFoundError(String message) {
        super(message);
    }
}
