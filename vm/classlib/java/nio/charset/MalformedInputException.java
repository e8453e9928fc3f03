package java.nio.charset;

public class MalformedInputException extends CharacterCodingException {
    private static final long serialVersionUID = -3438823399834806194L;

    private final int inputLength;

    public MalformedInputException(int inputLength) {
        this.inputLength = inputLength;
    }

    public int getInputLength() {
        return inputLength;
    }

    @Override
    public String getMessage() {
        return "Input length = " + inputLength;
    }
}
