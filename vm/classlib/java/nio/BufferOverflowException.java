package java.nio;

public class BufferOverflowException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BufferOverflowException() {
    }
}
