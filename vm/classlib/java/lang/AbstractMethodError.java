package java.lang;

/** rvm's java.lang.AbstractMethodError (pure Java, no natives). */
public class AbstractMethodError extends IncompatibleClassChangeError {
    public AbstractMethodError() {
        super();
    }

    public AbstractMethodError(String message) {
        super(message);
    }
}
