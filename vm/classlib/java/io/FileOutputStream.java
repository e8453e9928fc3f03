package java.io;

/** rvm's java.io.FileOutputStream: writes through an RvmFileSystem handle (no buffering). */
public class FileOutputStream extends OutputStream {
    private final int handle;
    /** 1 or 2 for a stream on FileDescriptor.out/err (written as System.out/err are), else -1. */
    private final int standardFd;
    private volatile boolean closed;
    private FileDescriptor fdObj;

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.handle = -1;
        this.standardFd = fdObj.fd == 1 || fdObj.fd == 2 ? fdObj.fd : -1;
    }

    public final FileDescriptor getFD() throws IOException {
        if (fdObj == null) {
            fdObj = new FileDescriptor(1000 + handle);
        }
        return fdObj;
    }

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
        this.appending = append;
        this.filePath = path;
        this.standardFd = -1;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        if (handle == -1 && standardFd == -1) {
            throw new IOException("Bad file descriptor");
        }
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (standardFd != -1) {
            PrintStream.writeDescriptor(standardFd, b, off, len);
            return;
        }
        RvmFileSystem.write0(handle, b, off, len);
    }

    /** A channel sharing this stream's handle and position; closing either closes both. */
    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) {
                channel = java.nio.channels.RvmFileChannel.rvmOf(handle, filePath, false, true, appending, this);
            }
            return channel;
        }
    }

    private java.nio.channels.FileChannel channel;
    private boolean appending;
    private String filePath;

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
