package java.nio.channels;

public class WritePendingException extends IllegalStateException {
    private static final long serialVersionUID = 7031871839266032276L;

    public WritePendingException() {
    }
}
