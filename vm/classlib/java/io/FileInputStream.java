package java.io;

/** rvm's java.io.FileInputStream: reads through an RvmFileSystem handle. */
public class FileInputStream extends InputStream {
    private final String path;
    private int handle;
    private volatile boolean closed;
    /** For FileInputStream(FileDescriptor.in): reads standard input unbuffered, else null. */
    private final InputStream standardIn;
    private FileDescriptor fdObj;

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
        this.handle = -1;
        this.standardIn = fdObj.fd == 0 ? StandardInput.unbuffered() : null;
    }

    public final FileDescriptor getFD() throws IOException {
        if (fdObj == null) {
            fdObj = new FileDescriptor(1000 + handle);
        }
        return fdObj;
    }

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
        this.standardIn = null;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        if (handle == -1 && standardIn == null) {
            throw new IOException("Bad file descriptor");
        }
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (standardIn != null) {
            return standardIn.read(b, off, len);
        }
        return RvmFileSystem.read0(handle, b, off, len);
    }

    public byte[] readAllBytes() throws IOException {
        ensureOpen();
        return super.readAllBytes();
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        if (standardIn != null) {
            return standardIn.skip(n);
        }
        long position = RvmFileSystem.position0(handle);
        long size = RvmFileSystem.size0(handle);
        long target = Math.max(0, Math.min(position + n, Math.max(size, position)));
        RvmFileSystem.seek0(handle, target);
        return target - position;
    }

    public int available() throws IOException {
        ensureOpen();
        if (standardIn != null) {
            return standardIn.available();
        }
        return RvmFileSystem.available0(handle);
    }

    /** A channel sharing this stream's handle and position; closing either closes both. */
    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) {
                channel = java.nio.channels.RvmFileChannel.rvmOf(handle, path, true, false, false, this);
            }
            return channel;
        }
    }

    private java.nio.channels.FileChannel channel;

    public void close() throws IOException {
        if (!closed) {
            closed = true;
            if (channel != null) {
                channel.close();
            }
            if (handle != -1) {
                RvmFileSystem.close0(handle);
            }
        }
    }
}
