package java.nio.channels;

public class NotYetBoundException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public NotYetBoundException() {
    }
}
