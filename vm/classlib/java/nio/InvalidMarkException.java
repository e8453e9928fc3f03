package java.nio;

public class InvalidMarkException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public InvalidMarkException() {
    }
}
