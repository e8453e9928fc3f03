package java.nio.channels;

public class ShutdownChannelGroupException extends IllegalStateException {
    private static final long serialVersionUID = -3903801676350154157L;

    public ShutdownChannelGroupException() {
    }
}
