package java.net;

public class UnknownHostException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public UnknownHostException() {
    }

    public UnknownHostException(String msg) {
        super(msg);
    }
}
