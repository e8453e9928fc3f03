package java.io;

/** rvm's java.io.RandomAccessFile: an RvmFileSystem handle with a file pointer. */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final int handle;
    private final boolean writable;
    private volatile boolean closed;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        if (mode == null) {
            throw new NullPointerException();
        }
        if (!mode.equals("r") && !mode.equals("rw") && !mode.equals("rws") && !mode.equals("rwd")) {
            throw new IllegalArgumentException("Illegal mode \"" + mode + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (file == null) {
            throw new NullPointerException();
        }
        String path = file.getPath();
        if (path.isEmpty()) {
            throw new FileNotFoundException("Invalid file path");
        }
        writable = !mode.equals("r");
        handle = RvmFileSystem.open0(path, writable ? RvmFileSystem.READ_WRITE : RvmFileSystem.READ);
        filePath = path;
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

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        return RvmFileSystem.read0(handle, b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long len = length();
        long newpos = Math.min(pos + n, len);
        seek(newpos);
        return (int) (newpos - pos);
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (!writable) {
            throw new IOException("Bad file descriptor");
        }
        RvmFileSystem.write0(handle, b, off, len);
    }

    public long getFilePointer() throws IOException {
        ensureOpen();
        return RvmFileSystem.position0(handle);
    }

    public void seek(long pos) throws IOException {
        ensureOpen();
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        RvmFileSystem.seek0(handle, pos);
    }

    public long length() throws IOException {
        ensureOpen();
        return RvmFileSystem.size0(handle);
    }

    public void setLength(long newLength) throws IOException {
        ensureOpen();
        RvmFileSystem.setLength0(handle, newLength);
    }

    /** A channel sharing this stream's handle and position; closing either closes both. */
    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) {
                channel = java.nio.channels.RvmFileChannel.rvmOf(handle, filePath, true, writable, false, this);
            }
            return channel;
        }
    }

    private java.nio.channels.FileChannel channel;
    private String filePath;

    public void close() throws IOException {
        if (!closed) {
            closed = true;
            if (channel != null) {
                channel.close();
            }
            RvmFileSystem.close0(handle);
        }
    }

    private int next() throws IOException {
        int ch = read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return next() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) next();
    }

    public final int readUnsignedByte() throws IOException {
        return next();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        byte[] b = new byte[2];
        readFully(b);
        return ((b[0] & 0xff) << 8) | (b[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        byte[] b = new byte[4];
        readFully(b);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) + (readInt() & 0xFFFFFFFFL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public final String readLine() throws IOException {
        StringBuilder input = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if ((read()) != '\n') {
                        seek(cur);
                    }
                    break;
                default:
                    input.append((char) c);
                    break;
            }
        }
        if ((c == -1) && (input.length() == 0)) {
            return null;
        }
        return input.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 8), (byte) v}, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v}, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, b.length);
    }

    public final void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            writeChar(s.charAt(i));
        }
    }

    public final void writeUTF(String str) throws IOException {
        byte[] bytes = DataOutputStream.modifiedUtf8(str);
        write(bytes, 0, bytes.length);
    }
}
