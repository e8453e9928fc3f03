package java.util;

/** rvm's java.util.MissingFormatWidthException. */
public class MissingFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 15560123L;

    private String formatSpecifier;

    public MissingFormatWidthException(String formatSpecifier) {
        if (formatSpecifier == null) {
            throw new NullPointerException();
        }
        this.formatSpecifier = formatSpecifier;
    }

    public String getFormatSpecifier() {
        return formatSpecifier;
    }

    @Override
    public String getMessage() {
        return formatSpecifier;
    }
}
