package java.util;

/** rvm's java.util.UnknownFormatFlagsException. */
public class UnknownFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 19370506L;

    private String flags;

    public UnknownFormatFlagsException(String flags) {
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
        return "Flags = " + flags;
    }
}
