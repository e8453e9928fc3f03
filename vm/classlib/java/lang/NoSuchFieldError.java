package java.lang;

/** rvm's java.lang.NoSuchFieldError (pure Java, no natives). */
public class NoSuchFieldError extends IncompatibleClassChangeError {
    public NoSuchFieldError() {
        super();
    }

    public NoSuchFieldError(String message) {
        super(message);
    }
}
