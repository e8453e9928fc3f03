package java.net;

public class BindException extends SocketException {
    private static final long serialVersionUID = 1L;

    public BindException() {
    }

    public BindException(String msg) {
        super(msg);
    }
}
