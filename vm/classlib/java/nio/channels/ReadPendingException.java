package java.nio.channels;

public class ReadPendingException extends IllegalStateException {
    private static final long serialVersionUID = 1986315242191227217L;

    public ReadPendingException() {
    }
}
