package java.lang.reflect;

public class GenericSignatureFormatError extends ClassFormatError {
    public GenericSignatureFormatError() {
    }

    public GenericSignatureFormatError(String message) {
        super(message);
    }
}
