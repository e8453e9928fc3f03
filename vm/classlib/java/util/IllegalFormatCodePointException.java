package java.util;

/** rvm's java.util.IllegalFormatCodePointException. */
public class IllegalFormatCodePointException extends IllegalFormatException {
    private static final long serialVersionUID = 19040109L;

    private int c;

    public IllegalFormatCodePointException(int c) {
        this.c = c;
    }

    public int getCodePoint() {
        return c;
    }

    @Override
    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(c);
    }
}
