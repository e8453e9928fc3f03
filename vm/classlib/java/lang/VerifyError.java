package java.lang;

/** rvm's java.lang.VerifyError (pure Java, no natives). */
public class VerifyError extends LinkageError {
    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
