package java.lang;

/** rvm's java.lang.LinkageError (pure Java, no natives). */
public class LinkageError extends Error {
    public LinkageError() {
        super();
    }

    public LinkageError(String message) {
        super(message);
    }

    public LinkageError(String message, Throwable cause) {
        super(message, cause);
    }
}
