package java.nio.channels;

public class IllegalSelectorException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public IllegalSelectorException() {
    }
}
