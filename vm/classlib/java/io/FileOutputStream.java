package java.io;

/** rvm's java.io.FileOutputStream: writes through an RvmFileSystem handle (no buffering). */
public class FileOutputStream extends OutputStream {
    private final int handle;
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        String path = file.getPath();
        if (path.isEmpty()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.handle = RvmFileSystem.open0(path, append ? RvmFileSystem.APPEND : RvmFileSystem.WRITE);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public void write(int b) throws IOException {
        ensureOpen();
        RvmFileSystem.write0(handle, new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        RvmFileSystem.write0(handle, b, off, len);
    }

    public void close() throws IOException {
        if (!closed) {
            closed = true;
            RvmFileSystem.close0(handle);
        }
    }
}
