package java.util.zip;

/** rvm's java.util.zip.DataFormatException: malformed compressed data. */
public class DataFormatException extends Exception {
    private static final long serialVersionUID = 2219632870893641452L;

    public DataFormatException() {
        super();
    }

    public DataFormatException(String s) {
        super(s);
    }
}
