package javax.crypto;

public class NoSuchPaddingException extends java.security.GeneralSecurityException {
    private static final long serialVersionUID = -4343315764207564478L;

    public NoSuchPaddingException() {
        super();
    }

    public NoSuchPaddingException(String msg) {
        super(msg);
    }
}
