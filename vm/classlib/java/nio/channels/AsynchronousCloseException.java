package java.nio.channels;

public class AsynchronousCloseException extends ClosedChannelException {
    private static final long serialVersionUID = 1L;

    public AsynchronousCloseException() {
    }
}
