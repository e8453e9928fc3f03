package java.lang;

/** rvm's java.lang.ClassCircularityError (pure Java, no natives). */
public class ClassCircularityError extends LinkageError {
    public ClassCircularityError() {
        super();
    }

    public ClassCircularityError(String message) {
        super(message);
    }
}
