package java.lang.reflect;

public class InaccessibleObjectException extends RuntimeException {
    public InaccessibleObjectException() {
    }

    public InaccessibleObjectException(String msg) {
        super(msg);
    }
}
