package java.lang;

/** rvm's java.lang.UnsupportedClassVersionError (pure Java, no natives). */
public class UnsupportedClassVersionError extends ClassFormatError {
    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String message) {
        super(message);
    }
}
