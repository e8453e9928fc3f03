package java.net;

public class SocketException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public SocketException() {
    }

    public SocketException(String msg) {
        super(msg);
    }

    public SocketException(String msg, Throwable cause) {
        super(msg, cause);
    }

    public SocketException(Throwable cause) {
        super(cause);
    }
}
