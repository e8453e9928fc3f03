package java.net;

public class PortUnreachableException extends SocketException {
    private static final long serialVersionUID = 1L;

    public PortUnreachableException() {
    }

    public PortUnreachableException(String msg) {
        super(msg);
    }
}
