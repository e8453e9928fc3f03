package java.io;

/**
 * rvm's java.io.OutputStreamWriter: encodes with a Charset (UTF-8 by default) into an 8192-byte
 * buffer that goes to the stream when the next character does not fit, on flush and on close, as
 * the JDK's StreamEncoder does (so text written and never flushed is never written, and output
 * reaches the stream in the same pieces as under HotSpot). Malformed surrogates and characters the
 * charset cannot map become '?'; a high surrogate at the end of a write waits for the next one.
 */
public class OutputStreamWriter extends Writer {
    private static final int BYTE_BUFFER_SIZE = 8192;

    private final OutputStream out;
    private final java.nio.charset.Charset charset;
    /** Largest char the charset maps to one byte (single-byte charsets), or -1 for UTF-8. */
    private final int singleByteMax;
    private final byte[] bb = new byte[BYTE_BUFFER_SIZE];
    private int bbPos;
    private boolean haveLeftoverChar;
    private char leftoverChar;
    private boolean closed;

    public OutputStreamWriter(OutputStream out) {
        this(out, java.nio.charset.StandardCharsets.UTF_8);
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.charset = cs;
        this.singleByteMax = singleByteMax(cs);
        this.bomPending = cs == java.nio.charset.StandardCharsets.UTF_16;
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        if (!java.nio.charset.Charset.isSupported(charsetName)) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.out = out;
        this.charset = java.nio.charset.Charset.forName(charsetName);
        this.singleByteMax = singleByteMax(charset);
        this.bomPending = charset == java.nio.charset.StandardCharsets.UTF_16;
    }

    private static final int UTF_16BE = -2;
    private static final int UTF_16LE = -3;
    /** "UTF-16": the byte order mark (big-endian) goes before the first character, once. */
    private boolean bomPending;

    private static int singleByteMax(java.nio.charset.Charset cs) {
        if (cs == java.nio.charset.StandardCharsets.ISO_8859_1) {
            return 0xff;
        }
        if (cs == java.nio.charset.StandardCharsets.US_ASCII) {
            return 0x7f;
        }
        if (cs == java.nio.charset.StandardCharsets.UTF_16BE || cs == java.nio.charset.StandardCharsets.UTF_16) {
            return UTF_16BE;
        }
        if (cs == java.nio.charset.StandardCharsets.UTF_16LE) {
            return UTF_16LE;
        }
        return -1;
    }

    private void putUnit(int u) {
        if (singleByteMax == UTF_16LE) {
            put(u & 0xff);
            put(u >> 8 & 0xff);
        } else {
            put(u >> 8 & 0xff);
            put(u & 0xff);
        }
    }

    /** Encodes one code point (or '?' for cp < 0) in UTF-16, spilling first if it does not fit. */
    private void encodeUtf16(int cp) throws IOException {
        int n = (cp >= 0x10000 ? 4 : 2) + (bomPending ? 2 : 0);
        if (bbPos + n > bb.length) {
            writeBytes();
        }
        if (bomPending) {
            putUnit(0xfeff);
            bomPending = false;
        }
        if (cp < 0) {
            putUnit('?');
        } else if (cp >= 0x10000) {
            putUnit(Character.highSurrogate(cp));
            putUnit(Character.lowSurrogate(cp));
        } else {
            putUnit(cp);
        }
    }

    /** The charset's historical name, as the JDK's getEncoding reports it. */
    static String historicalName(java.nio.charset.Charset cs) {
        if (cs == java.nio.charset.StandardCharsets.UTF_8) {
            return "UTF8";
        }
        if (cs == java.nio.charset.StandardCharsets.ISO_8859_1) {
            return "ISO8859_1";
        }
        if (cs == java.nio.charset.StandardCharsets.US_ASCII) {
            return "ASCII";
        }
        return cs.name();
    }

    public String getEncoding() {
        return closed ? null : historicalName(charset);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    private void writeBytes() throws IOException {
        if (bbPos > 0) {
            out.write(bb, 0, bbPos);
            bbPos = 0;
        }
    }

    private void put(int b) {
        bb[bbPos++] = (byte) b;
    }

    /** Encodes one code point (or '?' for cp < 0: malformed or unmappable), spilling first if it does not fit. */
    private void encode(int cp) throws IOException {
        if (singleByteMax < -1) {
            encodeUtf16(cp);
            return;
        }
        int n;
        if (cp < 0 || singleByteMax >= 0) {
            n = 1;
        } else {
            n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        }
        if (bbPos + n > bb.length) {
            writeBytes();
        }
        if (cp < 0) {
            put('?');
        } else if (singleByteMax >= 0) {
            put(cp <= singleByteMax ? cp : '?');
        } else if (n == 1) {
            put(cp);
        } else if (n == 2) {
            put(0xc0 | (cp >> 6));
            put(0x80 | (cp & 0x3f));
        } else if (n == 3) {
            put(0xe0 | (cp >> 12));
            put(0x80 | ((cp >> 6) & 0x3f));
            put(0x80 | (cp & 0x3f));
        } else {
            put(0xf0 | (cp >> 18));
            put(0x80 | ((cp >> 12) & 0x3f));
            put(0x80 | ((cp >> 6) & 0x3f));
            put(0x80 | (cp & 0x3f));
        }
    }

    private void encodeChars(char[] cbuf, int off, int len) throws IOException {
        int i = off;
        int end = off + len;
        if (haveLeftoverChar && i < end) {
            haveLeftoverChar = false;
            if (Character.isLowSurrogate(cbuf[i])) {
                encode(Character.toCodePoint(leftoverChar, cbuf[i]));
                i++;
            } else {
                encode(-1);
            }
        }
        while (i < end) {
            char c = cbuf[i];
            if (Character.isHighSurrogate(c)) {
                if (i + 1 == end) {
                    haveLeftoverChar = true;
                    leftoverChar = c;
                    return;
                }
                char d = cbuf[i + 1];
                if (Character.isLowSurrogate(d)) {
                    // A pair: one '?' where the charset cannot map it.
                    encode(singleByteMax >= 0 ? -1 : Character.toCodePoint(c, d));
                    i += 2;
                    continue;
                }
                encode(-1);
            } else if (Character.isLowSurrogate(c)) {
                encode(-1);
            } else {
                encode(c);
            }
            i++;
        }
    }

    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (off < 0 || off > cbuf.length || len < 0 || off + len > cbuf.length || off + len < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return;
            }
            encodeChars(cbuf, off, len);
        }
    }

    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] c = new char[len];
        str.getChars(off, off + len, c, 0);
        write(c, 0, len);
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    /** Writes the buffered bytes to the stream without flushing it (the JDK's flushBuffer). */
    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
        }
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            if (haveLeftoverChar) {
                haveLeftoverChar = false;
                encode(-1);
            }
            writeBytes();
            try {
                out.flush();
            } finally {
                out.close();
            }
        }
    }
}
