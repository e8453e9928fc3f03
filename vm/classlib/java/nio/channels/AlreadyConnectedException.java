package java.nio.channels;

public class AlreadyConnectedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public AlreadyConnectedException() {
    }
}
