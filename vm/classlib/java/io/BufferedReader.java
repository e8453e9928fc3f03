package java.io;

/** rvm's java.io.BufferedReader: buffering and readLine over any Reader (no natives).
 *  lines() is absent (streams are outside rvm's library). */
public class BufferedReader extends Reader {
    private final Reader in;
    private final char[] buf;
    private int pos;
    private int end;
    private boolean skipLf;

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    public BufferedReader(Reader in, int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        this.buf = new char[size];
    }

    private boolean fill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        if (n <= 0) {
            return false;
        }
        pos = 0;
        end = n;
        return true;
    }

    public int read() throws IOException {
        while (true) {
            if (pos >= end && !fill()) {
                return -1;
            }
            char c = buf[pos++];
            if (skipLf) {
                skipLf = false;
                if (c == '\n') {
                    continue;
                }
            }
            return c;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            if (pos >= end && (n > 0 || !fill())) {
                break;
            }
            int c = read();
            if (c < 0) {
                break;
            }
            cbuf[off + n++] = (char) c;
        }
        return n == 0 && len > 0 ? -1 : n;
    }

    /** The next line without its terminator (\n, \r or \r\n), or null at the end. */
    public String readLine() throws IOException {
        StringBuilder line = null;
        while (true) {
            int c = read();
            if (c < 0) {
                return line == null ? null : line.toString();
            }
            if (c == '\n') {
                return line == null ? "" : line.toString();
            }
            if (c == '\r') {
                skipLf = true;
                return line == null ? "" : line.toString();
            }
            if (line == null) {
                line = new StringBuilder();
            }
            line.append((char) c);
        }
    }

    public boolean ready() throws IOException {
        return pos < end || in.ready();
    }

    public void close() throws IOException {
        in.close();
    }
}
