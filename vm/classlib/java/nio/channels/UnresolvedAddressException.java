package java.nio.channels;

public class UnresolvedAddressException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public UnresolvedAddressException() {
    }
}
