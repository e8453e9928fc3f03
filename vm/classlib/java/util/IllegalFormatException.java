package java.util;

/** rvm's java.util.IllegalFormatException. */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 18830826L;

    IllegalFormatException() {
    }
}
