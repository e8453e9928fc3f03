package java.lang;

/** rvm's java.lang.UnsatisfiedLinkError (pure Java, no natives). */
public class UnsatisfiedLinkError extends LinkageError {
    public UnsatisfiedLinkError() {
        super();
    }

    public UnsatisfiedLinkError(String message) {
        super(message);
    }
}
