package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * The encoders and decoders of rvm's six charsets (Charset.newEncoder/newDecoder), with the JDK's
 * sizes (averageBytesPerChar ...), error lengths (UTF-8: the bytes before the first bad one; UTF-16:
 * 2 for a lone low surrogate, 4 for a high one not followed by a low) and UTF-16's byte order mark
 * (written first by the "UTF-16" encoder, detected by its decoder). Not part of the JDK API.
 */
final class RvmCoders {
    private RvmCoders() {}

    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;
    static final int UTF_16 = 3;
    static final int UTF_16BE = 4;
    static final int UTF_16LE = 5;

    static int kind(Charset cs) {
        String n = cs.name();
        if (n.equals("UTF-8")) {
            return UTF_8;
        }
        if (n.equals("ISO-8859-1")) {
            return ISO_8859_1;
        }
        if (n.equals("US-ASCII")) {
            return US_ASCII;
        }
        if (n.equals("UTF-16")) {
            return UTF_16;
        }
        return n.equals("UTF-16BE") ? UTF_16BE : UTF_16LE;
    }

    static CharsetEncoder encoder(Charset cs) {
        int kind = kind(cs);
        switch (kind) {
            case UTF_8:
                return new Encoder(cs, kind, 1.1f, 3.0f, new byte[] {(byte) '?'});
            case ISO_8859_1:
            case US_ASCII:
                return new Encoder(cs, kind, 1.0f, 1.0f, new byte[] {(byte) '?'});
            case UTF_16:
                return new Encoder(cs, kind, 2.0f, 4.0f, new byte[] {(byte) 0xff, (byte) 0xfd});
            case UTF_16BE:
                return new Encoder(cs, kind, 2.0f, 2.0f, new byte[] {(byte) 0xff, (byte) 0xfd});
            default:
                return new Encoder(cs, kind, 2.0f, 2.0f, new byte[] {(byte) 0xfd, (byte) 0xff});
        }
    }

    static CharsetDecoder decoder(Charset cs) {
        int kind = kind(cs);
        return kind >= UTF_16 ? new Decoder(cs, kind, 0.5f, 1.0f) : new Decoder(cs, kind, 1.0f, 1.0f);
    }

    static final class Encoder extends CharsetEncoder {
        private final int kind;
        private boolean markPending;

        Encoder(Charset cs, int kind, float average, float max, byte[] replacement) {
            super(cs, average, max, replacement);
            this.kind = kind;
            this.markPending = kind == UTF_16;
        }

        @Override
        protected void implReset() {
            markPending = kind == UTF_16;
        }

        private void putUnit(ByteBuffer out, int u) {
            if (kind == UTF_16LE) {
                out.put((byte) u);
                out.put((byte) (u >> 8));
            } else {
                out.put((byte) (u >> 8));
                out.put((byte) u);
            }
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                int cp = c;
                int len = 1;
                if (Character.isHighSurrogate(c)) {
                    if (in.remaining() < 2) {
                        return CoderResult.UNDERFLOW;
                    }
                    char d = in.get(p + 1);
                    if (!Character.isLowSurrogate(d)) {
                        return CoderResult.malformedForLength(1);
                    }
                    cp = Character.toCodePoint(c, d);
                    len = 2;
                } else if (Character.isLowSurrogate(c)) {
                    return CoderResult.malformedForLength(1);
                }
                if ((kind == ISO_8859_1 && cp > 0xff) || (kind == US_ASCII && cp > 0x7f)) {
                    return CoderResult.unmappableForLength(len);
                }
                int need;
                if (kind >= UTF_16) {
                    need = (cp >= 0x10000 ? 4 : 2) + (markPending ? 2 : 0);
                } else if (kind == UTF_8) {
                    need = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
                } else {
                    need = 1;
                }
                if (out.remaining() < need) {
                    return CoderResult.OVERFLOW;
                }
                if (kind >= UTF_16) {
                    if (markPending) {
                        putUnit(out, 0xfeff);
                        markPending = false;
                    }
                    if (cp >= 0x10000) {
                        putUnit(out, Character.highSurrogate(cp));
                        putUnit(out, Character.lowSurrogate(cp));
                    } else {
                        putUnit(out, cp);
                    }
                } else if (need == 1) {
                    out.put((byte) cp);
                } else if (need == 2) {
                    out.put((byte) (0xc0 | (cp >> 6)));
                    out.put((byte) (0x80 | (cp & 0x3f)));
                } else if (need == 3) {
                    out.put((byte) (0xe0 | (cp >> 12)));
                    out.put((byte) (0x80 | ((cp >> 6) & 0x3f)));
                    out.put((byte) (0x80 | (cp & 0x3f)));
                } else {
                    out.put((byte) (0xf0 | (cp >> 18)));
                    out.put((byte) (0x80 | ((cp >> 12) & 0x3f)));
                    out.put((byte) (0x80 | ((cp >> 6) & 0x3f)));
                    out.put((byte) (0x80 | (cp & 0x3f)));
                }
                in.position(p + len);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Decoder extends CharsetDecoder {
        private final int kind;
        /** UTF-16 decoding: UTF_16BE or UTF_16LE once known; UTF_16 while the mark may still come. */
        private int order;

        Decoder(Charset cs, int kind, float average, float max) {
            super(cs, average, max);
            this.kind = kind;
            this.order = kind;
        }

        @Override
        protected void implReset() {
            order = kind;
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            if (kind >= UTF_16) {
                return decodeUtf16(in, out);
            }
            while (in.hasRemaining()) {
                int p = in.position();
                int b = in.get(p) & 0xff;
                if (b < 0x80 || kind == ISO_8859_1) {
                    if (kind == US_ASCII && b >= 0x80) {
                        return CoderResult.malformedForLength(1);
                    }
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) b);
                    in.position(p + 1);
                    continue;
                }
                if (kind == US_ASCII) {
                    return CoderResult.malformedForLength(1);
                }
                int n;
                if (b >= 0xc2 && b <= 0xdf) {
                    n = 2;
                } else if (b >= 0xe0 && b <= 0xef) {
                    n = 3;
                } else if (b >= 0xf0 && b <= 0xf4) {
                    n = 4;
                } else {
                    return CoderResult.malformedForLength(1);
                }
                int cp = b & (n == 2 ? 0x1f : n == 3 ? 0x0f : 0x07);
                for (int k = 1; k < n; k++) {
                    if (p + k >= in.limit()) {
                        return CoderResult.UNDERFLOW;
                    }
                    int c = in.get(p + k) & 0xff;
                    boolean ok = (c & 0xc0) == 0x80;
                    if (ok && k == 1) {
                        ok = !(b == 0xe0 && c < 0xa0) && !(b == 0xed && c > 0x9f)
                                && !(b == 0xf0 && c < 0x90) && !(b == 0xf4 && c > 0x8f);
                    }
                    if (!ok) {
                        return CoderResult.malformedForLength(k);
                    }
                    cp = cp << 6 | (c & 0x3f);
                }
                if (out.remaining() < (cp >= 0x10000 ? 2 : 1)) {
                    return CoderResult.OVERFLOW;
                }
                if (cp >= 0x10000) {
                    out.put(Character.highSurrogate(cp));
                    out.put(Character.lowSurrogate(cp));
                } else {
                    out.put((char) cp);
                }
                in.position(p + n);
            }
            return CoderResult.UNDERFLOW;
        }

        private char unit(ByteBuffer in, int at) {
            int b0 = in.get(at) & 0xff;
            int b1 = in.get(at + 1) & 0xff;
            return order == UTF_16LE ? (char) (b1 << 8 | b0) : (char) (b0 << 8 | b1);
        }

        private CoderResult decodeUtf16(ByteBuffer in, CharBuffer out) {
            if (order == UTF_16) {
                if (in.remaining() < 2) {
                    return CoderResult.UNDERFLOW;
                }
                int p = in.position();
                int b0 = in.get(p) & 0xff;
                int b1 = in.get(p + 1) & 0xff;
                order = UTF_16BE;
                if (b0 == 0xfe && b1 == 0xff) {
                    in.position(p + 2);
                } else if (b0 == 0xff && b1 == 0xfe) {
                    order = UTF_16LE;
                    in.position(p + 2);
                }
            }
            while (in.remaining() >= 2) {
                int p = in.position();
                char c = unit(in, p);
                if (Character.isHighSurrogate(c)) {
                    if (in.remaining() < 4) {
                        return CoderResult.UNDERFLOW;
                    }
                    char d = unit(in, p + 2);
                    if (!Character.isLowSurrogate(d)) {
                        return CoderResult.malformedForLength(4);
                    }
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(c);
                    out.put(d);
                    in.position(p + 4);
                } else if (Character.isLowSurrogate(c)) {
                    return CoderResult.malformedForLength(2);
                } else {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(c);
                    in.position(p + 2);
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }
}
