package java.util;

/** rvm's java.util.DuplicateFormatFlagsException. */
public class DuplicateFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 18890531L;

    private String flags;

    public DuplicateFormatFlagsException(String flags) {
        if (flags == null) {
            throw new NullPointerException();
        }
        this.flags = flags;
    }

    public String getFlags() {
        return flags;
    }

    @Override
    public String getMessage() {
        return "Flags = '" + flags + "'";
    }
}
