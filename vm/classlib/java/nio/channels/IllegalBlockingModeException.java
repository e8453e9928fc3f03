package java.nio.channels;

public class IllegalBlockingModeException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public IllegalBlockingModeException() {
    }
}
