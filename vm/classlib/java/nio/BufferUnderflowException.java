package java.nio;

public class BufferUnderflowException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BufferUnderflowException() {
    }
}
