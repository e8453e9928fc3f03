package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * rvm's CharsetEncoder: the JDK's driver (encode with endOfInput, flush, reset, the error actions
 * and the replacement) around encodeLoop, which subclasses implement; rvm's charsets use
 * RvmCoders.Encoder. The one-shot encode(CharBuffer) reports errors by default, as newEncoder's do.
 */
public abstract class CharsetEncoder {
    private final Charset charset;
    private final float averageBytesPerChar;
    private final float maxBytesPerChar;
    private byte[] replacement;
    private CodingErrorAction malformedInputAction = CodingErrorAction.REPORT;
    private CodingErrorAction unmappableCharacterAction = CodingErrorAction.REPORT;

    protected CharsetEncoder(Charset cs, float averageBytesPerChar, float maxBytesPerChar, byte[] replacement) {
        this.charset = cs;
        if (averageBytesPerChar <= 0.0f) {
            throw new IllegalArgumentException("Non-positive averageBytesPerChar");
        }
        if (maxBytesPerChar <= 0.0f) {
            throw new IllegalArgumentException("Non-positive maxBytesPerChar");
        }
        if (averageBytesPerChar > maxBytesPerChar) {
            throw new IllegalArgumentException("averageBytesPerChar exceeds maxBytesPerChar");
        }
        this.averageBytesPerChar = averageBytesPerChar;
        this.maxBytesPerChar = maxBytesPerChar;
        this.replacement = replacement;
    }

    protected CharsetEncoder(Charset cs, float averageBytesPerChar, float maxBytesPerChar) {
        this(cs, averageBytesPerChar, maxBytesPerChar, new byte[] {(byte) '?'});
    }

    public final Charset charset() {
        return charset;
    }

    public final byte[] replacement() {
        byte[] r = new byte[replacement.length];
        System.arraycopy(replacement, 0, r, 0, r.length);
        return r;
    }

    public final CharsetEncoder replaceWith(byte[] newReplacement) {
        if (newReplacement == null) {
            throw new IllegalArgumentException("Null replacement");
        }
        int len = newReplacement.length;
        if (len == 0) {
            throw new IllegalArgumentException("Empty replacement");
        }
        if (len > maxBytesPerChar) {
            throw new IllegalArgumentException("Replacement too long");
        }
        byte[] r = new byte[len];
        System.arraycopy(newReplacement, 0, r, 0, len);
        replacement = r;
        return this;
    }

    public boolean isLegalReplacement(byte[] repl) {
        return repl != null && repl.length > 0 && repl.length <= maxBytesPerChar;
    }

    public CodingErrorAction malformedInputAction() {
        return malformedInputAction;
    }

    public CodingErrorAction unmappableCharacterAction() {
        return unmappableCharacterAction;
    }

    public final CharsetEncoder onMalformedInput(CodingErrorAction newAction) {
        if (newAction == null) {
            throw new IllegalArgumentException("Null action");
        }
        malformedInputAction = newAction;
        return this;
    }

    public final CharsetEncoder onUnmappableCharacter(CodingErrorAction newAction) {
        if (newAction == null) {
            throw new IllegalArgumentException("Null action");
        }
        unmappableCharacterAction = newAction;
        return this;
    }

    public final float averageBytesPerChar() {
        return averageBytesPerChar;
    }

    public final float maxBytesPerChar() {
        return maxBytesPerChar;
    }

    protected abstract CoderResult encodeLoop(CharBuffer in, ByteBuffer out);

    public final CoderResult encode(CharBuffer in, ByteBuffer out, boolean endOfInput) {
        while (true) {
            CoderResult cr = encodeLoop(in, out);
            if (cr.isUnderflow() && endOfInput && in.hasRemaining()) {
                cr = CoderResult.malformedForLength(in.remaining());
            }
            if (!cr.isError()) {
                return cr;
            }
            CodingErrorAction action = cr.isMalformed() ? malformedInputAction : unmappableCharacterAction;
            if (action == CodingErrorAction.REPORT) {
                return cr;
            }
            if (action == CodingErrorAction.REPLACE) {
                if (out.remaining() < replacement.length) {
                    return CoderResult.OVERFLOW;
                }
                out.put(replacement);
            }
            in.position(in.position() + cr.length());
        }
    }

    public final CoderResult flush(ByteBuffer out) {
        return implFlush(out);
    }

    protected CoderResult implFlush(ByteBuffer out) {
        return CoderResult.UNDERFLOW;
    }

    public final CharsetEncoder reset() {
        implReset();
        return this;
    }

    protected void implReset() {
    }

    public final ByteBuffer encode(CharBuffer in) throws CharacterCodingException {
        int n = (int) (in.remaining() * averageBytesPerChar);
        ByteBuffer out = ByteBuffer.allocate(n);
        if (n == 0 && in.remaining() == 0) {
            return out;
        }
        reset();
        while (true) {
            CoderResult cr = in.hasRemaining() ? encode(in, out, true) : CoderResult.UNDERFLOW;
            if (cr.isUnderflow()) {
                cr = flush(out);
            }
            if (cr.isUnderflow()) {
                break;
            }
            if (cr.isOverflow()) {
                n = 2 * n + 1;
                ByteBuffer o = ByteBuffer.allocate(n);
                out.flip();
                o.put(out);
                out = o;
                continue;
            }
            cr.throwException();
        }
        out.flip();
        return out;
    }

    public boolean canEncode(char c) {
        return canEncode(CharBuffer.wrap(new char[] {c}));
    }

    public boolean canEncode(CharSequence cs) {
        CharBuffer in = CharBuffer.wrap(cs.toString());
        ByteBuffer out = ByteBuffer.allocate((int) (in.remaining() * maxBytesPerChar) + 4);
        CodingErrorAction m = malformedInputAction;
        CodingErrorAction u = unmappableCharacterAction;
        try {
            malformedInputAction = CodingErrorAction.REPORT;
            unmappableCharacterAction = CodingErrorAction.REPORT;
            implReset();
            return !encode(in, out, true).isError();
        } finally {
            malformedInputAction = m;
            unmappableCharacterAction = u;
            implReset();
        }
    }
}
