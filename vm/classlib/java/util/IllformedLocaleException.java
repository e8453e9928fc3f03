package java.util;

/** rvm's java.util.IllformedLocaleException: the JDK's message form ("... [at index N]"). */
public class IllformedLocaleException extends RuntimeException {
    private int errIdx = -1;

    public IllformedLocaleException() {
        super();
    }

    public IllformedLocaleException(String message) {
        super(message);
    }

    public IllformedLocaleException(String message, int errorIndex) {
        super(message + ((errorIndex < 0) ? "" : " [at index " + errorIndex + "]"));
        errIdx = errorIndex;
    }

    public int getErrorIndex() {
        return errIdx;
    }
}
