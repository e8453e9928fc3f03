package java.lang.reflect;

public class MalformedParameterizedTypeException extends RuntimeException {
    public MalformedParameterizedTypeException() {
    }

    public MalformedParameterizedTypeException(String message) {
        super(message);
    }
}
