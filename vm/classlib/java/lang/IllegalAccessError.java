package java.lang;

/** rvm's java.lang.IllegalAccessError (pure Java, no natives). */
public class IllegalAccessError extends IncompatibleClassChangeError {
    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String message) {
        super(message);
    }
}
