package java.net;

public class NoRouteToHostException extends SocketException {
    private static final long serialVersionUID = 1L;

    public NoRouteToHostException() {
    }

    public NoRouteToHostException(String msg) {
        super(msg);
    }
}
