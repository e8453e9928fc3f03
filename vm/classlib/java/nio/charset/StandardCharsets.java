package java.nio.charset;

public final class StandardCharsets {
    private StandardCharsets() {
        throw new AssertionError("No java.nio.charset.StandardCharsets instances for you!");
    }

    public static final Charset UTF_8 = new Utf8();
    public static final Charset ISO_8859_1 = new SingleByte("ISO-8859-1", 0xff);
    public static final Charset US_ASCII = new SingleByte("US-ASCII", 0x7f);
    public static final Charset UTF_16BE = new Utf16("UTF-16BE", new String[] {"UTF_16BE", "ISO-10646-UCS-2",
        "X-UTF-16BE", "UnicodeBigUnmarked"}, true, false);
    public static final Charset UTF_16LE = new Utf16("UTF-16LE", new String[] {"UTF_16LE", "X-UTF-16LE",
        "UnicodeLittleUnmarked"}, false, false);
    public static final Charset UTF_16 = new Utf16("UTF-16", new String[] {"UTF_16", "utf16", "unicode", "UnicodeBig"},
        true, true);

    /**
     * UTF-16 as the JDK codes it: "UTF-16" writes a big-endian byte-order mark and reads either mark
     * (big-endian without one); a lone surrogate encodes as U+FFFD, and a malformed input (an odd last
     * byte, a lone surrogate) decodes as U+FFFD.
     */
    private static final class Utf16 extends Charset {
        private final boolean bigEndian;
        private final boolean marked;

        Utf16(String name, String[] aliases, boolean bigEndian, boolean marked) {
            super(name, aliases);
            this.bigEndian = bigEndian;
            this.marked = marked;
        }

        public byte[] rvmEncode(String s) {
            int n = s.length();
            byte[] b = new byte[(marked ? 2 : 0) + 2 * n];
            int j = 0;
            if (marked) {
                b[j++] = (byte) 0xfe;
                b[j++] = (byte) 0xff;
            }
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    j = put(b, j, c);
                    j = put(b, j, s.charAt(++i));
                } else if (Character.isSurrogate(c)) {
                    j = put(b, j, '\ufffd');
                } else {
                    j = put(b, j, c);
                }
            }
            return b;
        }

        private int put(byte[] b, int j, char c) {
            if (bigEndian) {
                b[j] = (byte) (c >> 8);
                b[j + 1] = (byte) c;
            } else {
                b[j] = (byte) c;
                b[j + 1] = (byte) (c >> 8);
            }
            return j + 2;
        }

        public String rvmDecode(byte[] b, int off, int len) {
            boolean big = bigEndian;
            int end = off + len;
            if (marked && len >= 2) {
                int first = b[off] & 0xff;
                int second = b[off + 1] & 0xff;
                if (first == 0xfe && second == 0xff) {
                    off += 2;
                } else if (first == 0xff && second == 0xfe) {
                    big = false;
                    off += 2;
                }
            }
            StringBuilder sb = new StringBuilder(len / 2 + 1);
            while (off + 1 < end) {
                char c = big ? (char) (((b[off] & 0xff) << 8) | (b[off + 1] & 0xff))
                        : (char) (((b[off + 1] & 0xff) << 8) | (b[off] & 0xff));
                off += 2;
                if (Character.isHighSurrogate(c)) {
                    if (off + 1 < end) {
                        char d = big ? (char) (((b[off] & 0xff) << 8) | (b[off + 1] & 0xff))
                                : (char) (((b[off + 1] & 0xff) << 8) | (b[off] & 0xff));
                        if (Character.isLowSurrogate(d)) {
                            sb.append(c).append(d);
                            off += 2;
                            continue;
                        }
                    }
                    sb.append('\ufffd');
                } else if (Character.isLowSurrogate(c)) {
                    sb.append('\ufffd');
                } else {
                    sb.append(c);
                }
            }
            if (off < end) {
                sb.append('\ufffd');
            }
            return sb.toString();
        }
    }

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
