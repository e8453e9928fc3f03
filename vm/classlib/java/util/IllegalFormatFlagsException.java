package java.util;

/** rvm's java.util.IllegalFormatFlagsException. */
public class IllegalFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 790824L;

    private String flags;

    public IllegalFormatFlagsException(String flags) {
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
