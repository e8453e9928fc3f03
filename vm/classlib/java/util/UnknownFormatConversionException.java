package java.util;

/** rvm's java.util.UnknownFormatConversionException. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 19060111L;

    private String conversion;

    public UnknownFormatConversionException(String conversion) {
        if (conversion == null) {
            throw new NullPointerException();
        }
        this.conversion = conversion;
    }

    public String getConversion() {
        return conversion;
    }

    @Override
    public String getMessage() {
        return "Conversion = '" + conversion + "'";
    }
}
