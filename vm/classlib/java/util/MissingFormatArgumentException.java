package java.util;

/** rvm's java.util.MissingFormatArgumentException. */
public class MissingFormatArgumentException extends IllegalFormatException {
    private static final long serialVersionUID = 19190510L;

    private String formatSpecifier;

    public MissingFormatArgumentException(String formatSpecifier) {
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
        return "Format specifier '" + formatSpecifier + "'";
    }
}
