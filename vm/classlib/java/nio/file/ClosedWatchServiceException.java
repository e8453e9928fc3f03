package java.nio.file;

public class ClosedWatchServiceException extends IllegalStateException {
    private static final long serialVersionUID = 1853336266231677732L;

    public ClosedWatchServiceException() {
    }
}
