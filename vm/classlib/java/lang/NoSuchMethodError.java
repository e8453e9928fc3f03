package java.lang;

/** rvm's java.lang.NoSuchMethodError (pure Java, no natives). */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    public NoSuchMethodError() {
        super();
    }

    public NoSuchMethodError(String message) {
        super(message);
    }
}
