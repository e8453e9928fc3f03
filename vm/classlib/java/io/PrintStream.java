package java.io;

import java.util.Formatter;
import java.util.Locale;

/**
 * rvm's java.io.PrintStream, in two modes.
 *
 * <p>A stream made with the rvm-only PrintStream(int fd) (System.out, System.err) writes to that
 * file descriptor through the natives writeString, writeBytes and flush0 (the VM encodes strings
 * as UTF-8), behaving as HotSpot's System.out, a PrintStream with autoFlush over a 128-byte
 * BufferedOutputStream: everything printed is written at once, except bytes given to write(int),
 * which wait (up to 128 of them) for a '\n', a flush or the next print; close() ends all output.
 *
 * <p>A stream over an OutputStream is built as the JDK's: text goes through a BufferedWriter and
 * an OutputStreamWriter whose bytes come back through this stream's write(byte[], int, int)
 * (which a subclass may override), println of a subclass calls its print and then writes the
 * line separator, printf/format append to this stream through a Formatter.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    /** File descriptor written by the natives, or -1 when writing to {@code out}. */
    private final int fd;
    private final boolean autoFlush;
    private boolean trouble = false;
    private Formatter formatter;
    private BufferedWriter textOut;
    private OutputStreamWriter charOut;
    private boolean closing = false;

    // Descriptor mode: bytes of write(int) not yet written (HotSpot's 128-byte buffer), closed.
    private byte[] pending;
    private int pendingCount;
    private boolean fdClosed;

    private static native void writeString(int fd, String s);

    private static native void writeBytes(int fd, byte[] b, int off, int len);

    private static native void flush0(int fd);

    /** For FileOutputStream(FileDescriptor.out/err): bytes straight to descriptor 1 or 2. */
    static void writeDescriptor(int fd, byte[] b, int off, int len) {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + b.length);
        }
        writeBytes(fd, b, off, len);
    }

    /** rvm-only (public so java.lang.System can call it): a stream on a file descriptor (System.out is PrintStream(1), System.err PrintStream(2)). */
    public PrintStream(int fd) {
        super(null);
        this.fd = fd;
        this.autoFlush = true;
        this.pending = new byte[128];
    }

    private static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    private static java.nio.charset.Charset toCharset(String csn) throws UnsupportedEncodingException {
        requireNonNull(csn, "charsetName");
        if (!java.nio.charset.Charset.isSupported(csn)) {
            throw new UnsupportedEncodingException(csn);
        }
        return java.nio.charset.Charset.forName(csn);
    }

    private PrintStream(boolean autoFlush, OutputStream out) {
        this(autoFlush, java.nio.charset.StandardCharsets.UTF_8, out);
    }

    private PrintStream(boolean autoFlush, java.nio.charset.Charset charset, OutputStream out) {
        super(out);
        this.fd = -1;
        this.autoFlush = autoFlush;
        this.charOut = new OutputStreamWriter(this, charset);
        this.textOut = new BufferedWriter(charOut);
    }

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(autoFlush, requireNonNull(out, "Null output stream"));
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        this(requireNonNull(out, "Null output stream"), autoFlush, toCharset(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        this(autoFlush, requireNonNull(charset, "charset"), out);
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(false, new FileOutputStream(fileName));
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(false, toCharset(csn), new FileOutputStream(fileName));
    }

    public PrintStream(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(false, requireNonNull(charset, "charset"), new FileOutputStream(fileName));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(false, new FileOutputStream(file));
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(false, toCharset(csn), new FileOutputStream(file));
    }

    public PrintStream(File file, java.nio.charset.Charset charset) throws IOException {
        this(false, requireNonNull(charset, "charset"), new FileOutputStream(file));
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    // ---------------------------------------------------------------- descriptor mode

    private void flushPending() {
        if (pendingCount > 0) {
            writeBytes(fd, pending, 0, pendingCount);
            pendingCount = 0;
        }
    }

    /** A high surrogate that ended the last text written to the fd, waiting for its low half (as
     *  the JDK's StreamEncoder keeps a leftover char), so print((char) c) of each half of a
     *  supplementary character prints the character. */
    private char pendingHigh;
    private boolean havePendingHigh;

    private void fdWriteString(String s) {
        if (fdClosed) {
            trouble = true;
            return;
        }
        synchronized (this) {
            if (havePendingHigh) {
                s = pendingHigh + s;
                havePendingHigh = false;
            }
            int n = s.length();
            if (n > 0 && Character.isHighSurrogate(s.charAt(n - 1))) {
                pendingHigh = s.charAt(n - 1);
                havePendingHigh = true;
                s = s.substring(0, n - 1);
            }
            if (s.isEmpty()) {
                return;
            }
            flushPending();
            writeString(fd, s);
        }
    }

    // ---------------------------------------------------------------- flushing and closing

    public void flush() {
        if (fd >= 0) {
            if (!fdClosed) {
                flushPending();
                flush0(fd);
            }
            return;
        }
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        if (fd >= 0) {
            if (!fdClosed) {
                flushPending();
                flush0(fd);
                fdClosed = true;
            }
            return;
        }
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    textOut.close();
                    out.close();
                } catch (IOException x) {
                    trouble = true;
                }
                textOut = null;
                charOut = null;
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (fd >= 0) {
            flush();
            return trouble;
        }
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ---------------------------------------------------------------- bytes

    public void write(int b) {
        if (fd >= 0) {
            if (fdClosed) {
                trouble = true;
                return;
            }
            if (pendingCount >= pending.length) {
                flushPending();
            }
            pending[pendingCount++] = (byte) b;
            if (b == '\n') {
                flushPending();
            }
            return;
        }
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if (b == '\n' && autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
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
            if (fdClosed) {
                trouble = true;
                return;
            }
            flushPending();
            writeBytes(fd, buf, off, len);
            return;
        }
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
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

    // ---------------------------------------------------------------- text

    private void write(String s) {
        if (fd >= 0) {
            fdWriteString(s);
            return;
        }
        try {
            synchronized (this) {
                ensureOpen();
                textOut.write(s);
                textOut.flushBuffer();
                charOut.flushBuffer();
                if (autoFlush && s.indexOf('\n') >= 0) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void write(char[] buf) {
        if (fd >= 0) {
            fdWriteString(new String(buf));
            return;
        }
        try {
            synchronized (this) {
                ensureOpen();
                textOut.write(buf);
                textOut.flushBuffer();
                charOut.flushBuffer();
                if (autoFlush) {
                    for (int i = 0; i < buf.length; i++) {
                        if (buf[i] == '\n') {
                            out.flush();
                            break;
                        }
                    }
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    /** print(s) then the line separator, with one write in descriptor mode. */
    private void writeln(String s) {
        if (fd >= 0) {
            fdWriteString(s.concat(System.lineSeparator()));
            return;
        }
        try {
            synchronized (this) {
                ensureOpen();
                textOut.write(s);
                textOut.newLine();
                textOut.flushBuffer();
                charOut.flushBuffer();
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void newLine() {
        if (fd >= 0) {
            fdWriteString(System.lineSeparator());
            return;
        }
        try {
            synchronized (this) {
                ensureOpen();
                textOut.newLine();
                textOut.flushBuffer();
                charOut.flushBuffer();
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    /** The JDK's println: one write for PrintStream itself, print then newLine for a subclass. */
    private void println0(String s) {
        if (getClass() == PrintStream.class) {
            writeln(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeln(new String(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        println0(String.valueOf(x));
    }

    public void println(Object x) {
        println0(String.valueOf(x));
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        return format(Locale.getDefault(), format, args);
    }

    /**
     * In descriptor mode formats into a buffer and prints it with one write; what was formatted
     * before an exception (a missing argument, a mismatched flag found while printing) is still
     * printed, as HotSpot, which appends piece by piece, does. Over a stream, appends to this
     * stream through a Formatter, as the JDK.
     */
    public PrintStream format(Locale l, String format, Object... args) {
        if (fd >= 0) {
            StringBuilder sb = new StringBuilder();
            try {
                new Formatter(sb, l).format(l, format, args);
            } finally {
                if (sb.length() > 0) {
                    print(sb.toString());
                }
            }
            return this;
        }
        try {
            synchronized (this) {
                ensureOpen();
                if (formatter == null || formatter.locale() != l) {
                    formatter = new Formatter((Appendable) this, l);
                }
                formatter.format(l, format, args);
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
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
