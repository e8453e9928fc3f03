package java.lang;

/** rvm's java.lang.ClassFormatError (pure Java, no natives). */
public class ClassFormatError extends LinkageError {
    public ClassFormatError() {
        super();
    }

    public ClassFormatError(String message) {
        super(message);
    }
}
