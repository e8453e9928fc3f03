package java.lang;

/** rvm's java.lang.InstantiationError (pure Java, no natives). */
public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
