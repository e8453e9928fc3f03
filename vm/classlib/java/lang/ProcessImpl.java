package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/**
 * rvm's child process (natives in vm/src/natives/process.rs): a handle to a process spawned by
 * the VM and its three pipes. The streams are buffered as the JDK's are (BufferedInputStream /
 * BufferedOutputStream of 8192 bytes); a redirected stream is the null stream. Not JDK API.
 */
final class ProcessImpl extends Process {
    static final int PIPE = 0;
    static final int INHERIT = 1;
    static final int READ = 2;
    static final int WRITE = 3;
    static final int APPEND = 4;
    static final int DISCARD = 5;

    private final long handle;
    private final OutputStream stdin;
    private final InputStream stdout;
    private final InputStream stderr;
    private int exitCode;
    private boolean hasExited;

    private static native long start0(String[] command, String[] environment, String directory, int[] kinds,
            String[] files, boolean redirectErrorStream) throws IOException;

    static native int read0(long handle, int which, byte[] b, int off, int len) throws IOException;

    static native int available0(long handle, int which);

    static native void write0(long handle, byte[] b, int off, int len) throws IOException;

    static native void closeStream0(long handle, int which);

    private static native long exitValue0(long handle);

    private static native long waitFor0(long handle, long millis) throws InterruptedException;

    private static native void destroy0(long handle, boolean force);

    private static native long pid0(long handle);

    ProcessImpl(String[] command, String[] environment, String directory, int[] kinds, String[] files,
            boolean redirectErrorStream) throws IOException {
        handle = start0(command, environment, directory, kinds, files, redirectErrorStream);
        stdin = kinds[0] == PIPE ? new java.io.BufferedOutputStream(new PipeOutputStream(handle)) : NullOutputStream.INSTANCE;
        stdout = kinds[1] == PIPE ? new java.io.BufferedInputStream(new PipeInputStream(handle, 1)) : InputStream.nullInputStream();
        stderr = (kinds[2] == PIPE && !redirectErrorStream)
                ? new java.io.BufferedInputStream(new PipeInputStream(handle, 2)) : InputStream.nullInputStream();
    }

    public OutputStream getOutputStream() {
        return stdin;
    }

    public InputStream getInputStream() {
        return stdout;
    }

    public InputStream getErrorStream() {
        return stderr;
    }

    public synchronized int waitFor() throws InterruptedException {
        if (!hasExited) {
            exitCode = (int) waitFor0(handle, -1);
            hasExited = true;
        }
        return exitCode;
    }

    public synchronized boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        if (hasExited) {
            return true;
        }
        long millis = unit.toMillis(timeout);
        if (timeout <= 0) {
            return checkExited();
        }
        long result = waitFor0(handle, Math.max(millis, 0));
        if (result == Long.MIN_VALUE) {
            return false;
        }
        exitCode = (int) result;
        hasExited = true;
        return true;
    }

    private boolean checkExited() {
        long value = exitValue0(handle);
        if (value != Long.MIN_VALUE) {
            exitCode = (int) value;
            hasExited = true;
        }
        return hasExited;
    }

    public synchronized int exitValue() {
        if (!hasExited && !checkExited()) {
            throw new IllegalThreadStateException("process hasn't exited");
        }
        return exitCode;
    }

    public void destroy() {
        destroy0(handle, false);
    }

    public Process destroyForcibly() {
        destroy0(handle, true);
        return this;
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    public synchronized boolean isAlive() {
        return !hasExited && !checkExited();
    }

    public long pid() {
        return pid0(handle);
    }

    private ProcessHandle processHandle;

    public synchronized ProcessHandle toHandle() {
        if (processHandle == null) {
            processHandle = ProcessHandleImpl.ofChild(this);
        }
        return processHandle;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("Process[pid=").append(pid()).append(", exitValue=");
        synchronized (this) {
            if (hasExited || checkExited()) {
                sb.append(exitCode);
            } else {
                sb.append("\"not exited\"");
            }
        }
        return sb.append(']').toString();
    }

    /** A pipe from the child (1 = its stdout, 2 = its stderr). */
    static final class PipeInputStream extends InputStream {
        private final long handle;
        private final int which;
        private boolean closed;

        PipeInputStream(long handle, int which) {
            this.handle = handle;
            this.which = which;
        }

        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (off < 0 || len < 0 || off > b.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (closed) {
                throw new IOException("Stream closed");
            }
            if (len == 0) {
                return 0;
            }
            return read0(handle, which, b, off, len);
        }

        public int available() throws IOException {
            if (closed) {
                throw new IOException("Stream closed");
            }
            return available0(handle, which);
        }

        public void close() {
            if (!closed) {
                closed = true;
                closeStream0(handle, which);
            }
        }
    }

    /** The pipe to the child's stdin. */
    static final class PipeOutputStream extends OutputStream {
        private final long handle;
        private boolean closed;

        PipeOutputStream(long handle) {
            this.handle = handle;
        }

        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            if (off < 0 || len < 0 || off > b.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (closed) {
                throw new IOException("Stream closed");
            }
            write0(handle, b, off, len);
        }

        public void close() {
            if (!closed) {
                closed = true;
                closeStream0(handle, 0);
            }
        }
    }

    /** Where writes to a redirected stdin go: nowhere, as the JDK's ProcessBuilder.NullOutputStream. */
    static final class NullOutputStream extends OutputStream {
        static final NullOutputStream INSTANCE = new NullOutputStream();

        public void write(int b) throws IOException {
            throw new IOException("Stream closed");
        }
    }
}
