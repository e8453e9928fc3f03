package java.lang;

/** rvm's java.lang.IncompatibleClassChangeError (pure Java, no natives). */
public class IncompatibleClassChangeError extends LinkageError {
    public IncompatibleClassChangeError() {
        super();
    }

    public IncompatibleClassChangeError(String message) {
        super(message);
    }
}
