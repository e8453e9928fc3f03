package java.lang;

/** rvm's java.lang.CloneNotSupportedException (pure Java, no natives). */
public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
