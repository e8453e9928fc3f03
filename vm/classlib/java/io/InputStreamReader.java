package java.io;

/**
 * rvm's java.io.InputStreamReader: decodes UTF-8 (malformed input becomes U+FFFD as the JDK's
 * decoder replaces it), or a single-byte charset (ISO-8859-1, US-ASCII) when one is given.
 *
 * <p>Bytes are read as the JDK's StreamDecoder reads them: into an 8192-byte buffer, one
 * {@code in.read} at a time, blocking at most once per {@code read} call (more only while
 * {@code in.available() > 0} and chars are still wanted). So the reader takes the same bytes
 * from its stream as under HotSpot (it matters when two readers share System.in). A UTF-8
 * sequence cut by the end of the buffer waits for its remaining bytes; decoding the pieces
 * gives what decoding the whole would give, because the cut is always at a lead byte.
 */
public class InputStreamReader extends Reader {
    private static final int BYTE_BUFFER_SIZE = 8192;

    private final InputStream in;
    /** Non-null for a single-byte charset (and for the UTF-16 ones, see utf16). */
    private java.nio.charset.Charset singleByte;
    /** UTF_16BE or UTF_16LE when decoding UTF-16 (once the byte order is known), else null. */
    private java.nio.charset.Charset utf16;
    /** "UTF-16": the byte order mark is still to be looked for at the start of the input. */
    private boolean utf16Bom;

    private void setCharset(java.nio.charset.Charset cs) {
        if (cs == java.nio.charset.StandardCharsets.UTF_8) {
            return;
        }
        singleByte = cs;
        if (cs == java.nio.charset.StandardCharsets.UTF_16LE) {
            utf16 = cs;
        } else if (cs == java.nio.charset.StandardCharsets.UTF_16BE || cs == java.nio.charset.StandardCharsets.UTF_16) {
            utf16 = java.nio.charset.StandardCharsets.UTF_16BE;
            utf16Bom = cs == java.nio.charset.StandardCharsets.UTF_16;
        }
    }

    /** The end of the UTF-16 bytes in [byteStart, end) that can be decoded now: whole code units, and
     *  not a high surrogate whose low half may still come. Skips a byte order mark first. */
    private int utf16End(int end) {
        if (utf16Bom) {
            if (end - byteStart < 2 && !eof) {
                return byteStart;
            }
            utf16Bom = false;
            if (end - byteStart >= 2) {
                int b0 = bytes[byteStart] & 0xff;
                int b1 = bytes[byteStart + 1] & 0xff;
                if (b0 == 0xfe && b1 == 0xff) {
                    byteStart += 2;
                } else if (b0 == 0xff && b1 == 0xfe) {
                    utf16 = java.nio.charset.StandardCharsets.UTF_16LE;
                    byteStart += 2;
                }
            }
        }
        if (!eof) {
            end -= (end - byteStart) & 1;
            if (end - byteStart >= 2) {
                int hi = bytes[end - 2] & 0xff;
                int lo = bytes[end - 1] & 0xff;
                char last = utf16 == java.nio.charset.StandardCharsets.UTF_16LE ? (char) (lo << 8 | hi) : (char) (hi << 8 | lo);
                if (Character.isHighSurrogate(last)) {
                    end -= 2;
                }
            }
        }
        return end;
    }

    private final byte[] bytes = new byte[BYTE_BUFFER_SIZE];
    private int byteStart;
    private int byteEnd;
    private boolean eof;
    private boolean closed;

    /** Decoded chars not yet returned. */
    private char[] chars = new char[0];
    private int charStart;
    private int charEnd;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super(in);
        this.in = in;
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        setCharset(cs);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        this.in = in;
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        if (!java.nio.charset.Charset.isSupported(charsetName)) {
            throw new UnsupportedEncodingException(charsetName);
        }
        java.nio.charset.Charset cs = java.nio.charset.Charset.forName(charsetName);
        setCharset(cs);
    }

    public String getEncoding() {
        if (closed) {
            return null;
        }
        return OutputStreamWriter.historicalName(singleByte == null ? java.nio.charset.StandardCharsets.UTF_8 : singleByte);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    /** True if the stream can give bytes without blocking (the JDK's inReady). */
    private boolean inReady() {
        try {
            return in.available() > 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** Bytes at the end of b[from, to) that begin a UTF-8 sequence still missing bytes. */
    private static int incompleteTail(byte[] b, int from, int to) {
        for (int k = 1; k <= 3 && to - k >= from; k++) {
            int c = b[to - k] & 0xff;
            if ((c & 0xc0) == 0x80) {
                continue;
            }
            int need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
            return need > k ? k : 0;
        }
        return 0;
    }

    /** Decodes the buffered bytes (all of them at the end of input) into pending chars. */
    private void decodeBuffered() {
        int end = byteEnd;
        if (singleByte == null && !eof) {
            end -= incompleteTail(bytes, byteStart, byteEnd);
        }
        if (utf16 != null) {
            end = utf16End(end);
        }
        if (end <= byteStart) {
            return;
        }
        String decoded = singleByte == null
                ? new String(bytes, byteStart, end - byteStart, java.nio.charset.StandardCharsets.UTF_8)
                : (utf16 != null ? utf16 : singleByte).rvmDecode(bytes, byteStart, end - byteStart);
        byteStart = end;
        int pending = charEnd - charStart;
        char[] next = new char[pending + decoded.length()];
        System.arraycopy(chars, charStart, next, 0, pending);
        decoded.getChars(0, decoded.length(), next, pending);
        chars = next;
        charStart = 0;
        charEnd = next.length;
    }

    /** One read from the stream into the byte buffer; false at the end of input. */
    private boolean readBytes() throws IOException {
        if (byteStart > 0) {
            System.arraycopy(bytes, byteStart, bytes, 0, byteEnd - byteStart);
            byteEnd -= byteStart;
            byteStart = 0;
        }
        int n = in.read(bytes, byteEnd, bytes.length - byteEnd);
        if (n < 0) {
            eof = true;
            return false;
        }
        if (n == 0) {
            throw new IOException("Underlying input stream returned zero bytes");
        }
        byteEnd += n;
        return true;
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (off < 0 || off > cbuf.length || len < 0 || off + len > cbuf.length || off + len < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            int n = 0;
            while (true) {
                int take = Math.min(len - n, charEnd - charStart);
                System.arraycopy(chars, charStart, cbuf, off + n, take);
                charStart += take;
                n += take;
                if (n == len || (n > 0 && !inReady()) || eof) {
                    return n == 0 ? -1 : n;
                }
                readBytes();
                decodeBuffered();
            }
        }
    }

    public int read() throws IOException {
        char[] one = new char[1];
        return read(one, 0, 1) == -1 ? -1 : one[0];
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return charEnd > charStart || byteEnd > byteStart || inReady();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            in.close();
        }
    }
}
