package java.nio.channels;

public class ClosedByInterruptException extends AsynchronousCloseException {
    private static final long serialVersionUID = 1L;

    public ClosedByInterruptException() {
    }
}
