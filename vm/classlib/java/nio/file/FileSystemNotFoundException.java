package java.nio.file;

/** Thrown when a URI names a file system provider that does not exist. */
public class FileSystemNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 7999581764446402397L;

    public FileSystemNotFoundException() {
    }

    public FileSystemNotFoundException(String msg) {
        super(msg);
    }
}
