package java.io;

/** rvm's java.io.OutputStreamWriter: encodes with a Charset (UTF-8 by default), unbuffered. */
public class OutputStreamWriter extends Writer {
    private final OutputStream out;
    private final java.nio.charset.Charset charset;
    private char pendingHigh;

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
    }

    public String getEncoding() {
        return charset.name().replace("-", "");
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        if (len == 0) {
            return;
        }
        StringBuilder sb = new StringBuilder(len + 1);
        if (pendingHigh != 0) {
            sb.append(pendingHigh);
            pendingHigh = 0;
        }
        sb.append(cbuf, off, len);
        if (Character.isHighSurrogate(sb.charAt(sb.length() - 1))) {
            pendingHigh = sb.charAt(sb.length() - 1);
            sb.setLength(sb.length() - 1);
        }
        byte[] bytes = charset.rvmEncode(sb.toString());
        out.write(bytes, 0, bytes.length);
    }

    public void write(String str, int off, int len) throws IOException {
        char[] c = new char[len];
        str.getChars(off, off + len, c, 0);
        write(c, 0, len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        out.close();
    }
}
