package java.nio.channels;

public class UnsupportedAddressTypeException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public UnsupportedAddressTypeException() {
    }
}
