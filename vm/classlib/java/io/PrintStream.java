package java.io;

/**
 * rvm's java.io.PrintStream. A stream made with PrintStream(int fd) writes straight to that file
 * descriptor through the natives writeString, writeBytes and flush0 (the VM encodes strings as UTF-8);
 * one made over an OutputStream encodes to UTF-8 in Java and writes to it. printf/format format into a buffer with java.util.Formatter.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    /** File descriptor written by the natives, or -1 when writing to {@code out}. */
    private final int fd;
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closed;

    private static native void writeString(int fd, String s);

    private static native void writeBytes(int fd, byte[] b, int off, int len);

    private static native void flush0(int fd);

    /** rvm-only (public so java.lang.System can call it): a stream on a file descriptor (System.out is PrintStream(1), System.err PrintStream(2)). */
    public PrintStream(int fd) {
        super(null);
        this.fd = fd;
        this.autoFlush = true;
    }

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.fd = -1;
        this.autoFlush = autoFlush;
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private void writeStr(String s) {
        if (fd >= 0) {
            writeString(fd, s);
            return;
        }
        try {
            if (closed) {
                throw new IOException("Stream closed");
            }
            byte[] b = s.getBytes();
            out.write(b, 0, b.length);
            if (autoFlush && s.indexOf('\n') >= 0) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void flush() {
        if (fd >= 0) {
            flush0(fd);
            return;
        }
        try {
            if (!closed) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void close() {
        if (fd >= 0) {
            flush0(fd);
            return;
        }
        if (!closed) {
            closed = true;
            try {
                out.close();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public boolean checkError() {
        if (!closed) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        if (fd >= 0) {
            byte[] one = new byte[] { (byte) b };
            writeBytes(fd, one, 0, 1);
            if (b == '\n') {
                flush0(fd);
            }
            return;
        }
        try {
            if (closed) {
                throw new IOException("Stream closed");
            }
            out.write(b);
            if (b == '\n' && autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        if (off < 0 || len < 0 || len > buf.length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + buf.length);
        }
        if (fd >= 0) {
            writeBytes(fd, buf, off, len);
            return;
        }
        try {
            if (closed) {
                throw new IOException("Stream closed");
            }
            out.write(buf, off, len);
            if (autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    public void print(boolean b) {
        writeStr(b ? "true" : "false");
    }

    public void print(char c) {
        writeStr(String.valueOf(c));
    }

    public void print(int i) {
        writeStr(String.valueOf(i));
    }

    public void print(long l) {
        writeStr(String.valueOf(l));
    }

    public void print(float f) {
        writeStr(String.valueOf(f));
    }

    public void print(double d) {
        writeStr(String.valueOf(d));
    }

    public void print(char[] s) {
        writeStr(new String(s));
    }

    public void print(String s) {
        writeStr(s == null ? "null" : s);
    }

    public void print(Object obj) {
        writeStr(String.valueOf(obj));
    }

    public void println() {
        writeStr("\n");
    }

    public void println(boolean x) {
        writeStr(x ? "true\n" : "false\n");
    }

    public void println(char x) {
        writeStr(new String(new char[] { x, '\n' }));
    }

    public void println(int x) {
        writeStr(String.valueOf(x).concat("\n"));
    }

    public void println(long x) {
        writeStr(String.valueOf(x).concat("\n"));
    }

    public void println(float x) {
        writeStr(String.valueOf(x).concat("\n"));
    }

    public void println(double x) {
        writeStr(String.valueOf(x).concat("\n"));
    }

    public void println(char[] x) {
        writeStr(new String(x).concat("\n"));
    }

    public void println(String x) {
        writeStr((x == null ? "null" : x).concat("\n"));
    }

    public void println(Object x) {
        writeStr(String.valueOf(x).concat("\n"));
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        return format(java.util.Locale.getDefault(), format, args);
    }

    /**
     * Formats into a buffer and prints it with one write; what was formatted before an exception
     * (a missing argument, a mismatched flag found while printing) is still printed, as HotSpot,
     * which appends piece by piece, does.
     */
    public PrintStream format(java.util.Locale l, String format, Object... args) {
        StringBuilder sb = new StringBuilder();
        try {
            new java.util.Formatter(sb, l).format(l, format, args);
        } finally {
            if (sb.length() > 0) {
                print(sb.toString());
            }
        }
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
