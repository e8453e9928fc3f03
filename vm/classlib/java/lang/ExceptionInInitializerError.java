package java.lang;

/** rvm's java.lang.ExceptionInInitializerError (pure Java, no natives). */
public class ExceptionInInitializerError extends LinkageError {
    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String s) {
        super(s, null);
    }

    public Throwable getException() {
        return super.getCause();
    }
}
