package java.io;

/** rvm's System.in: the process's standard input (fd 0). Natives: read0, available0. */
public final class StandardInput extends InputStream {
    private StandardInput() {
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read0(one, 0, 1);
        return n <= 0 ? -1 : (one[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len + ") out of bounds for length " + b.length);
        }
        if (len == 0) {
            return 0;
        }
        return read0(b, off, len);
    }

    /** As FileInputStream on fd 0: bytes left in a file, or FIONREAD of a pipe or terminal. */
    public int available() throws IOException {
        return available0();
    }

    /** One read(2) of up to len bytes (blocking); -1 at end of input. Flushes System.out first. */
    private static native int read0(byte[] b, int off, int len) throws IOException;

    private static native int available0() throws IOException;

    /** FileInputStream(FileDescriptor.in): the descriptor without System.in's buffer. */
    static InputStream unbuffered() {
        return new StandardInput();
    }

    /** System.in: as in the JDK, a BufferedInputStream over the descriptor. */
    public static InputStream create() {
        return new BufferedInputStream(new StandardInput());
    }
}
