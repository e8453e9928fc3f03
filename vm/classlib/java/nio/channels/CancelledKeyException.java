package java.nio.channels;

public class CancelledKeyException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public CancelledKeyException() {
    }
}
