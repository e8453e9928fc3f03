package java.util;

/** rvm's java.util.IllegalFormatWidthException. */
public class IllegalFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 16660902L;

    private int w;

    public IllegalFormatWidthException(int w) {
        this.w = w;
    }

    public int getWidth() {
        return w;
    }

    @Override
    public String getMessage() {
        return Integer.toString(w);
    }
}
