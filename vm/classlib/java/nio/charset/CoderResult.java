package java.nio.charset;

/** The result of a coding step (CharsetEncoder.encode, CharsetDecoder.decode), with the JDK's toString forms. */
public class CoderResult {
    private static final int CR_UNDERFLOW = 0;
    private static final int CR_OVERFLOW = 1;
    private static final int CR_MALFORMED = 2;
    private static final int CR_UNMAPPABLE = 3;

    private final int type;
    private final int length;

    private CoderResult(int type, int length) {
        this.type = type;
        this.length = length;
    }

    public static final CoderResult UNDERFLOW = new CoderResult(CR_UNDERFLOW, 0);
    public static final CoderResult OVERFLOW = new CoderResult(CR_OVERFLOW, 0);

    public static CoderResult malformedForLength(int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        return new CoderResult(CR_MALFORMED, length);
    }

    public static CoderResult unmappableForLength(int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        return new CoderResult(CR_UNMAPPABLE, length);
    }

    public boolean isUnderflow() {
        return type == CR_UNDERFLOW;
    }

    public boolean isOverflow() {
        return type == CR_OVERFLOW;
    }

    public boolean isError() {
        return type >= CR_MALFORMED;
    }

    public boolean isMalformed() {
        return type == CR_MALFORMED;
    }

    public boolean isUnmappable() {
        return type == CR_UNMAPPABLE;
    }

    public int length() {
        if (!isError()) {
            throw new UnsupportedOperationException();
        }
        return length;
    }

    public void throwException() throws CharacterCodingException {
        switch (type) {
            case CR_UNDERFLOW:
                throw new java.nio.BufferUnderflowException();
            case CR_OVERFLOW:
                throw new java.nio.BufferOverflowException();
            case CR_MALFORMED:
                throw new MalformedInputException(length);
            default:
                throw new UnmappableCharacterException(length);
        }
    }

    @Override
    public String toString() {
        String[] names = {"UNDERFLOW", "OVERFLOW", "MALFORMED", "UNMAPPABLE"};
        return isError() ? names[type] + "[" + length + "]" : names[type];
    }
}
