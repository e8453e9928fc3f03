package java.nio.channels;

public class ConnectionPendingException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public ConnectionPendingException() {
    }
}
