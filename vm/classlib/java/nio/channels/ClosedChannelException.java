package java.nio.channels;

public class ClosedChannelException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public ClosedChannelException() {
    }
}
