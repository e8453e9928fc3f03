package java.nio.channels;

public class AcceptPendingException extends IllegalStateException {
    private static final long serialVersionUID = 2721339977965416421L;

    public AcceptPendingException() {
    }
}
