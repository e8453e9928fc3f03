package java.io;

/**
 * rvm's java.io.InputStreamReader: decodes UTF-8 (malformed input becomes U+FFFD), or a single-byte
 * charset (ISO-8859-1, US-ASCII) when one is given.
 */
public class InputStreamReader extends Reader {
    private final InputStream in;
    /** A low surrogate decoded together with its high surrogate, waiting to be returned. */
    private int pendingLow = -1;

    public InputStreamReader(InputStream in) {
        if (in == null) {
            throw new NullPointerException();
        }
        this.in = in;
    }

    /** Non-null for a single-byte charset. */
    private java.nio.charset.Charset singleByte;

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        this(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        if (cs != java.nio.charset.StandardCharsets.UTF_8) {
            singleByte = cs;
        }
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        this(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        if (!java.nio.charset.Charset.isSupported(charsetName)) {
            throw new UnsupportedEncodingException(charsetName);
        }
        java.nio.charset.Charset cs = java.nio.charset.Charset.forName(charsetName);
        if (cs != java.nio.charset.StandardCharsets.UTF_8) {
            singleByte = cs;
        }
    }

    public String getEncoding() {
        return singleByte == null ? "UTF8" : singleByte.name().replace("-", "_");
    }

    private int decode() throws IOException {
        if (pendingLow >= 0) {
            int c = pendingLow;
            pendingLow = -1;
            return c;
        }
        int b0 = in.read();
        if (b0 < 0) {
            return -1;
        }
        if (singleByte != null) {
            return singleByte.rvmDecode(new byte[] {(byte) b0}, 0, 1).charAt(0);
        }
        if (b0 < 0x80) {
            return b0;
        }
        int extra = b0 >= 0xF0 ? 3 : b0 >= 0xE0 ? 2 : b0 >= 0xC0 ? 1 : -1;
        if (extra < 0 || b0 >= 0xF8) {
            return 0xFFFD;
        }
        int cp = b0 & (0x3F >> extra);
        for (int i = 0; i < extra; i++) {
            int b = in.read();
            if (b < 0 || (b & 0xC0) != 0x80) {
                return 0xFFFD;
            }
            cp = (cp << 6) | (b & 0x3F);
        }
        if (cp >= 0x10000) {
            pendingLow = Character.lowSurrogate(cp);
            return Character.highSurrogate(cp);
        }
        return cp;
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        int n = 0;
        while (n < len) {
            int c = decode();
            if (c < 0) {
                break;
            }
            cbuf[off + n++] = (char) c;
            if (in.available() <= 0 && pendingLow < 0) {
                break;
            }
        }
        return n == 0 ? -1 : n;
    }

    public boolean ready() throws IOException {
        return pendingLow >= 0 || in.available() > 0;
    }

    public void close() throws IOException {
        in.close();
    }
}
