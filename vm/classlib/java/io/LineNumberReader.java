package java.io;

/**
 * rvm's java.io.LineNumberReader: a BufferedReader counting lines as JDK 17 does ('\n', '\r' and
 * "\r\n" end a line; so does the end of the stream after a character that was not a terminator).
 */
public class LineNumberReader extends BufferedReader {
    private static final int NONE = 0;
    private static final int CHAR = 1;
    private static final int EOL = 2;
    private static final int EOF = 3;
    private static final int MAX_SKIP_BUFFER_SIZE = 8192;

    private int prevChar = NONE;
    private int lineNumber = 0;
    private int markedLineNumber;
    private boolean skipLF;
    private boolean markedSkipLF;
    private int markedPrevChar;
    private char[] skipBuffer = null;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                if (c == '\n') {
                    c = super.read();
                }
                skipLF = false;
            }
            switch (c) {
                case '\r':
                    skipLF = true;
                    lineNumber++;
                    prevChar = EOL;
                    return '\n';
                case '\n':
                    lineNumber++;
                    prevChar = EOL;
                    return '\n';
                case -1:
                    if (prevChar == CHAR) {
                        lineNumber++;
                    }
                    prevChar = EOF;
                    return -1;
                default:
                    prevChar = CHAR;
                    return c;
            }
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                if (prevChar == CHAR) {
                    lineNumber++;
                }
                prevChar = EOF;
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                int c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                switch (c) {
                    case '\r':
                        skipLF = true;
                        lineNumber++;
                        break;
                    case '\n':
                        lineNumber++;
                        break;
                    default:
                        break;
                }
            }
            if (n > 0) {
                char last = cbuf[off + n - 1];
                prevChar = (last == '\r' || last == '\n') ? EOL : CHAR;
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            boolean[] term = new boolean[1];
            String l = super.readLine(skipLF, term);
            skipLF = false;
            if (l != null) {
                lineNumber++;
                prevChar = term[0] ? EOL : EOF;
            }
            return l;
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        int nn = (int) Math.min(n, MAX_SKIP_BUFFER_SIZE);
        synchronized (lock) {
            if (skipBuffer == null || skipBuffer.length < nn) {
                skipBuffer = new char[nn];
            }
            long r = n;
            while (r > 0) {
                int nc = read(skipBuffer, 0, (int) Math.min(r, nn));
                if (nc == -1) {
                    break;
                }
                r -= nc;
            }
            return n - r;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            // A '\n' may be swallowed after a '\r': keep one more char.
            if (skipLF) {
                readAheadLimit++;
            }
            super.mark(readAheadLimit);
            markedLineNumber = lineNumber;
            markedSkipLF = skipLF;
            markedPrevChar = prevChar;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            skipLF = markedSkipLF;
            prevChar = markedPrevChar;
        }
    }
}
