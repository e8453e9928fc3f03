package java.io;

/** rvm's java.io.UnsupportedEncodingException (pure Java, no natives). */
public class UnsupportedEncodingException extends IOException {
    public UnsupportedEncodingException() {
        super();
    }

    public UnsupportedEncodingException(String s) {
        super(s);
    }
}
