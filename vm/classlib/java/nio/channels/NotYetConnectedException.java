package java.nio.channels;

public class NotYetConnectedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public NotYetConnectedException() {
    }
}
