package java.nio.channels;

public class AlreadyBoundException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public AlreadyBoundException() {
    }
}
