package java.nio.channels;

public class NonWritableChannelException extends IllegalStateException {
    public NonWritableChannelException() {
    }
}
