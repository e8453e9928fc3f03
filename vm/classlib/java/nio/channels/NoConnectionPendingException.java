package java.nio.channels;

public class NoConnectionPendingException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public NoConnectionPendingException() {
    }
}
