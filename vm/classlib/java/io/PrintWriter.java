package java.io;

/** rvm's java.io.PrintWriter over a Writer or an OutputStream (no natives). Like the JDK's, it
 *  never throws IOException: errors set the flag checkError reports. */
public class PrintWriter extends Writer {
    protected Writer out;
    private final boolean autoFlush;
    private boolean trouble;
    private final PrintStream stream;

    public PrintWriter(Writer out) {
        this(out, false);
    }

    public PrintWriter(Writer out, boolean autoFlush) {
        super(out);
        this.out = out;
        this.autoFlush = autoFlush;
        this.stream = null;
    }

    public PrintWriter(OutputStream out) {
        this(out, false);
    }

    public PrintWriter(OutputStream out, boolean autoFlush) {
        this.out = null;
        this.autoFlush = autoFlush;
        if (out instanceof PrintStream) {
            this.stream = (PrintStream) out;
        } else {
            throw new UnsupportedOperationException("rvm: PrintWriter over an OutputStream other than a PrintStream");
        }
    }

    private void emit(String s) {
        try {
            if (stream != null) {
                stream.print(s);
            } else {
                out.write(s);
            }
        } catch (IOException e) {
            trouble = true;
        }
    }

    public void flush() {
        try {
            if (stream != null) {
                stream.flush();
            } else {
                out.flush();
            }
        } catch (IOException e) {
            trouble = true;
        }
    }

    public void close() {
        try {
            if (stream != null) {
                stream.close();
            } else if (out != null) {
                out.close();
            }
        } catch (IOException e) {
            trouble = true;
        }
    }

    public boolean checkError() {
        flush();
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int c) {
        emit(String.valueOf((char) c));
    }

    public void write(char[] buf, int off, int len) {
        emit(new String(buf, off, len));
    }

    public void write(char[] buf) {
        write(buf, 0, buf.length);
    }

    public void write(String s, int off, int len) {
        emit(s.substring(off, off + len));
    }

    public void write(String s) {
        emit(s);
    }

    public void print(boolean b) { emit(String.valueOf(b)); }
    public void print(char c) { emit(String.valueOf(c)); }
    public void print(int i) { emit(String.valueOf(i)); }
    public void print(long l) { emit(String.valueOf(l)); }
    public void print(float f) { emit(String.valueOf(f)); }
    public void print(double d) { emit(String.valueOf(d)); }
    public void print(char[] s) { emit(new String(s)); }
    public void print(String s) { emit(String.valueOf(s)); }
    public void print(Object obj) { emit(String.valueOf(obj)); }

    public void println() {
        emit("\n");
        if (autoFlush) {
            flush();
        }
    }

    public void println(boolean x) { print(x); println(); }
    public void println(char x) { print(x); println(); }
    public void println(int x) { print(x); println(); }
    public void println(long x) { print(x); println(); }
    public void println(float x) { print(x); println(); }
    public void println(double x) { print(x); println(); }
    public void println(char[] x) { print(x); println(); }
    public void println(String x) { print(x); println(); }
    public void println(Object x) { print(String.valueOf(x)); println(); }

    public PrintWriter printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintWriter format(String format, Object... args) {
        emit(String.format(format, args));
        if (autoFlush) {
            flush();
        }
        return this;
    }

    public PrintWriter append(CharSequence csq) {
        emit(String.valueOf(csq));
        return this;
    }

    public PrintWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintWriter append(char c) {
        print(c);
        return this;
    }
}
