package java.nio.charset;

public final class StandardCharsets {
    private StandardCharsets() {
        throw new AssertionError("No java.nio.charset.StandardCharsets instances for you!");
    }

    public static final Charset UTF_8 = new Utf8();
    public static final Charset ISO_8859_1 = new SingleByte("ISO-8859-1", 0xff);
    public static final Charset US_ASCII = new SingleByte("US-ASCII", 0x7f);

    private static final class Utf8 extends Charset {
        Utf8() {
            super("UTF-8", new String[] {"UTF8", "unicode-1-1-utf-8"});
        }

        public byte[] rvmEncode(String s) {
            return s.getBytes();
        }

        public String rvmDecode(byte[] b, int off, int len) {
            return new String(b, off, len);
        }
    }

    private static final class SingleByte extends Charset {
        private final int max;

        SingleByte(String name, int max) {
            super(name, null);
            this.max = max;
        }

        public byte[] rvmEncode(String s) {
            byte[] b = new byte[s.length()];
            for (int i = 0; i < b.length; i++) {
                char c = s.charAt(i);
                b[i] = c <= max ? (byte) c : (byte) '?';
            }
            return b;
        }

        public String rvmDecode(byte[] b, int off, int len) {
            char[] c = new char[len];
            for (int i = 0; i < len; i++) {
                int v = b[off + i] & 0xff;
                c[i] = v <= max ? (char) v : '\ufffd';
            }
            return new String(c);
        }
    }
}
