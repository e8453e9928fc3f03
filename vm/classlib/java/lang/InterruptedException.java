package java.lang;

/** rvm's java.lang.InterruptedException (pure Java, no natives). */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
