package java.io;

/** rvm's java.io.FileInputStream: reads through an RvmFileSystem handle. */
public class FileInputStream extends InputStream {
    private final String path;
    private int handle;
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        this.path = file.getPath();
        if (path.isEmpty()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.handle = RvmFileSystem.open0(path, RvmFileSystem.READ);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        byte[] one = new byte[1];
        int n = RvmFileSystem.read0(handle, one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        return RvmFileSystem.read0(handle, b, off, len);
    }

    public byte[] readAllBytes() throws IOException {
        ensureOpen();
        return super.readAllBytes();
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        long position = RvmFileSystem.position0(handle);
        long size = RvmFileSystem.size0(handle);
        long target = Math.max(0, Math.min(position + n, Math.max(size, position)));
        RvmFileSystem.seek0(handle, target);
        return target - position;
    }

    public int available() throws IOException {
        ensureOpen();
        return RvmFileSystem.available0(handle);
    }

    public void close() throws IOException {
        if (!closed) {
            closed = true;
            RvmFileSystem.close0(handle);
        }
    }
}
