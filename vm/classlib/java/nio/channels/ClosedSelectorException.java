package java.nio.channels;

public class ClosedSelectorException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public ClosedSelectorException() {
    }
}
