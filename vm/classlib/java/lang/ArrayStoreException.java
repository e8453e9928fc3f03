package java.lang;

/** rvm's java.lang.ArrayStoreException (pure Java, no natives). */
public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
