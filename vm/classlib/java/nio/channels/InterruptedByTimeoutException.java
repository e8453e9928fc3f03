package java.nio.channels;

public class InterruptedByTimeoutException extends java.io.IOException {
    private static final long serialVersionUID = -4268008601014042947L;

    public InterruptedByTimeoutException() {
    }
}
