package java.time.format;

public enum SignStyle {
    NORMAL,
    ALWAYS,
    NEVER,
    NOT_NEGATIVE,
    EXCEEDS_PAD;

    /** Whether a sign may be parsed (the JDK's rule). */
    boolean parse(boolean positive, boolean strict, boolean fixedWidth) {
        switch (ordinal()) {
            case 0:
                return !positive || !strict;
            case 1:
            case 4:
                return true;
            default:
                return !strict && !fixedWidth;
        }
    }
}
