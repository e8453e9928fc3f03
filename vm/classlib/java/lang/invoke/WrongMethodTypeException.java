package java.lang.invoke;

public class WrongMethodTypeException extends RuntimeException {
    public WrongMethodTypeException() {
    }

    public WrongMethodTypeException(String s) {
        super(s);
    }
}
