package java.lang;

/** rvm's java.lang.BootstrapMethodError (pure Java, no natives). */
public class BootstrapMethodError extends LinkageError {
    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String s) {
        super(s);
    }

    public BootstrapMethodError(String s, Throwable cause) {
        super(s, cause);
    }

    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString(), cause);
    }
}
