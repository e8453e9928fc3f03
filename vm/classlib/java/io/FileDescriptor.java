package java.io;

/**
 * rvm's java.io.FileDescriptor: the three standard descriptors (in, out, err), which
 * FileInputStream and FileOutputStream accept, and the descriptors of open file streams
 * (getFD), whose sync() succeeds once the stream's writes have reached the file (they are
 * unbuffered). Other descriptor numbers cannot be made from Java.
 */
public final class FileDescriptor {
    /** 0, 1, 2 for the standard streams, a positive number for a file stream, -1 if invalid. */
    final int fd;

    public FileDescriptor() {
        fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public boolean valid() {
        return fd != -1;
    }

    public void sync() throws SyncFailedException {
        if (fd == -1) {
            throw new SyncFailedException("sync failed");
        }
        if (fd == 1 || fd == 2) {
            System.out.flush();
        }
    }
}
