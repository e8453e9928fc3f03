package java.lang;

import java.util.Iterator;

/**
 * rvm's java.lang.String: UTF-16 chars in {@code value} (the VM creates strings by setting
 * {@code value} directly). Native (VM): intern. Everything else is Java. split, replaceAll,
 * replaceFirst and matches take a fast path for literal patterns and use java.util.regex otherwise.
 * No Charset-based getBytes (getBytes() is UTF-8). format/formatted use java.util.Formatter.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence,
        java.lang.constant.Constable, java.lang.constant.ConstantDesc {
    private final char[] value;
    private int hash;

    public String() {
        this.value = new char[0];
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= 0 && cp < 0x10000) {
                n++;
            } else if (cp >= 0x10000 && cp <= 0x10FFFF) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp < 0x10000) {
                v[j++] = (char) cp;
            } else {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            }
        }
        this.value = v;
    }

    /** Decodes UTF-8 (the default charset of rvm), malformed input as the JDK does. */
    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = decodeUtf8(bytes, offset, length);
    }

    /** Supports the charsets UTF-8, ISO-8859-1 and US-ASCII (and their usual aliases), and the other java.nio ones. */
    public String(byte[] bytes, int offset, int length, String charsetName)
            throws java.io.UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        int id = knownCharsetId(charsetName);
        this.value = id >= 0 ? decode(id, bytes, offset, length)
                : otherCharset(charsetName).rvmDecode(bytes, offset, length).value;
    }

    /** charsetId, or -1 for a name it does not know. */
    private static int knownCharsetId(String name) {
        try {
            return charsetId(name);
        } catch (java.io.UnsupportedEncodingException e) {
            return -1;
        }
    }

    /** A charset of java.nio.charset beyond the three String codes itself (UTF-16 and its variants). */
    private static java.nio.charset.Charset otherCharset(String name) throws java.io.UnsupportedEncodingException {
        java.nio.charset.Charset c = java.nio.charset.Charset.forName(name, null);
        if (c == null) {
            throw new java.io.UnsupportedEncodingException(name);
        }
        return c;
    }

    public String(byte[] bytes, String charsetName) throws java.io.UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        hibyte = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hibyte | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    /** Orders strings as compareToIgnoreCase does. */
    public static final java.util.Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static class CaseInsensitiveComparator implements java.util.Comparator<String>, java.io.Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        @Override
        public int compare(String s1, String s2) {
            return s1.compareToIgnoreCase(s2);
        }

        private Object readResolve() {
            return CASE_INSENSITIVE_ORDER;
        }
    }

    private static final int UTF_8 = 0;
    private static final int ISO_8859_1 = 1;
    private static final int US_ASCII = 2;

    private static int charsetId(String name) throws java.io.UnsupportedEncodingException {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8") || n.equals("UNICODE-1-1-UTF-8")) {
            return UTF_8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1") || n.equals("LATIN1")
                || n.equals("ISO-LATIN-1") || n.equals("L1") || n.equals("819") || n.equals("CP819")
                || n.equals("IBM819") || n.equals("ISO_8859-1") || n.equals("ISO_8859_1")
                || n.equals("ISO-IR-100") || n.equals("CSISOLATIN1") || n.equals("IBM-819")) {
            return ISO_8859_1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US") || n.equals("ASCII7")
                || n.equals("646") || n.equals("ISO646-US") || n.equals("ISO_646.IRV:1991")
                || n.equals("ANSI_X3.4-1968") || n.equals("ANSI_X3.4-1986") || n.equals("CP367")
                || n.equals("IBM367") || n.equals("CSASCII") || n.equals("DEFAULT") || n.equals("ISO-IR-6")) {
            return US_ASCII;
        }
        throw new java.io.UnsupportedEncodingException(name);
    }

    private static char[] decode(int charset, byte[] b, int off, int len) {
        if (charset == UTF_8) {
            return decodeUtf8(b, off, len);
        }
        char[] v = new char[len];
        for (int i = 0; i < len; i++) {
            int x = b[off + i];
            v[i] = (charset == US_ASCII && x < 0) ? '\uFFFD' : (char) (x & 0xff);
        }
        return v;
    }

    /** Supports the charsets UTF-8, ISO-8859-1 and US-ASCII (and their usual aliases); unmappable chars become '?'. */
    public byte[] getBytes(String charsetName) throws java.io.UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        int cs = knownCharsetId(charsetName);
        if (cs < 0) {
            return otherCharset(charsetName).rvmEncode(this);
        }
        if (cs == UTF_8) {
            return getBytes();
        }
        int max = cs == US_ASCII ? 0x7F : 0xFF;
        char[] v = value;
        int n = 0;
        for (int i = 0; i < v.length; i++) {
            if (Character.isHighSurrogate(v[i]) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                i++;
            }
            n++;
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                i++;
                out[j++] = (byte) '?';
            } else {
                out[j++] = (byte) (c <= max ? c : '?');
            }
        }
        return out;
    }

    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        if (dst == null) {
            throw new NullPointerException();
        }
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public String(StringBuffer buffer) {
        this.value = buffer.toString().value;
    }

    public String(StringBuilder builder) {
        this.value = builder.toString().value;
    }

    /** rvm-internal: takes ownership of {@code v} (no copy). */
    String(char[] v, boolean share) {
        this.value = v;
    }

    /** rvm-internal: the backing array (not a copy; never modify it). */
    char[] valueArray() {
        return value;
    }

    private static char[] copyOf(char[] src, int off, int len) {
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    /** Decodes UTF-8 exactly as JDK 17's String does, malformed input included (one U+FFFD per JDK rule). */
    private static char[] decodeUtf8(byte[] src, int off, int len) {
        char[] dst = new char[len];
        int dp = 0;
        int sp = off;
        int sl = off + len;
        while (sp < sl) {
            int b1 = src[sp++];
            if (b1 >= 0) {
                dst[dp++] = (char) b1;
            } else if ((b1 >> 5) == -2 && (b1 & 0x1e) != 0) {
                if (sp < sl) {
                    int b2 = src[sp++];
                    if (isNotContinuation(b2)) {
                        dst[dp++] = '\uFFFD';
                        sp--;
                    } else {
                        dst[dp++] = (char) (((b1 << 6) ^ b2) ^ (((byte) 0xC0 << 6) ^ ((byte) 0x80 << 0)));
                    }
                    continue;
                }
                dst[dp++] = '\uFFFD';
                break;
            } else if ((b1 >> 4) == -2) {
                if (sp + 1 < sl) {
                    int b2 = src[sp++];
                    int b3 = src[sp++];
                    if ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || isNotContinuation(b2) || isNotContinuation(b3)) {
                        dst[dp++] = '\uFFFD';
                        sp -= 3;
                        // malformed3: skip the lead byte, and the second one if it was a continuation
                        int m1 = src[sp];
                        int m2 = src[sp + 1];
                        sp += ((m1 == (byte) 0xe0 && (m2 & 0xe0) == 0x80) || isNotContinuation(m2)) ? 1 : 2;
                    } else {
                        char c = (char) ((b1 << 12) ^ (b2 << 6)
                                ^ (b3 ^ (((byte) 0xE0 << 12) ^ ((byte) 0x80 << 6) ^ ((byte) 0x80 << 0))));
                        dst[dp++] = Character.isSurrogate(c) ? '\uFFFD' : c;
                    }
                    continue;
                }
                if (sp < sl && ((b1 == (byte) 0xe0 && (src[sp] & 0xe0) == 0x80) || isNotContinuation(src[sp]))) {
                    dst[dp++] = '\uFFFD';
                    continue;
                }
                dst[dp++] = '\uFFFD';
                break;
            } else if ((b1 >> 3) == -2) {
                if (sp + 2 < sl) {
                    int b2 = src[sp++];
                    int b3 = src[sp++];
                    int b4 = src[sp++];
                    int uc = ((b1 << 18) ^ (b2 << 12) ^ (b3 << 6)
                            ^ (b4 ^ (((byte) 0xF0 << 18) ^ ((byte) 0x80 << 12) ^ ((byte) 0x80 << 6) ^ ((byte) 0x80 << 0))));
                    if (isNotContinuation(b2) || isNotContinuation(b3) || isNotContinuation(b4)
                            || !Character.isSupplementaryCodePoint(uc)) {
                        dst[dp++] = '\uFFFD';
                        sp -= 4;
                        // malformed4
                        int m1 = src[sp] & 0xff;
                        int m2 = src[sp + 1] & 0xff;
                        if (m1 > 0xf4 || (m1 == 0xf0 && (m2 < 0x90 || m2 > 0xbf))
                                || (m1 == 0xf4 && (m2 & 0xf0) != 0x80) || isNotContinuation(m2)) {
                            sp += 1;
                        } else if (isNotContinuation(src[sp + 2])) {
                            sp += 2;
                        } else {
                            sp += 3;
                        }
                    } else {
                        dst[dp++] = Character.highSurrogate(uc);
                        dst[dp++] = Character.lowSurrogate(uc);
                    }
                    continue;
                }
                b1 &= 0xff;
                if (b1 > 0xf4 || sp < sl && isMalformed4_2(b1, src[sp] & 0xff)) {
                    dst[dp++] = '\uFFFD';
                    continue;
                }
                sp++;
                dst[dp++] = '\uFFFD';
                if (sp < sl && isNotContinuation(src[sp])) {
                    continue;
                }
                break;
            } else {
                dst[dp++] = '\uFFFD';
            }
        }
        return dp == dst.length ? dst : copyOf(dst, 0, dp);
    }

    private static boolean isNotContinuation(int b) {
        return (b & 0xc0) != 0x80;
    }

    private static boolean isMalformed4_2(int b1, int b2) {
        return (b1 == 0xf0 && (b2 < 0x90 || b2 > 0xbf)) || (b1 == 0xf4 && (b2 & 0xf0) != 0x80) || (b2 & 0xc0) != 0x80;
    }

    /** Encodes as UTF-8 (the default charset of rvm); an unpaired surrogate becomes '?'. */
    public byte[] getBytes() {
        char[] v = value;
        int n = 0;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n++;
            } else {
                n += 3;
            }
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xC0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[j++] = (byte) (0xF0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (cp & 0x3F));
            } else if (Character.isSurrogate(c)) {
                out[j++] = (byte) '?';
            } else {
                out[j++] = (byte) (0xE0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return out;
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        char c1 = value[index];
        if (Character.isHighSurrogate(c1) && index + 1 < value.length) {
            char c2 = value[index + 1];
            if (Character.isLowSurrogate(c2)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(value, 0, value.length, index, codePointOffset);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex - 1; i++) {
            if (Character.isHighSurrogate(value[i]) && Character.isLowSurrogate(value[i + 1])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    public char[] toCharArray() {
        return copyOf(value, 0, value.length);
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] a = value;
            char[] b = ((String) anObject).value;
            int n = a.length;
            if (n == b.length) {
                for (int i = 0; i < n; i++) {
                    if (a[i] != b[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return (this == anotherString) ? true
                : (anotherString != null) && (anotherString.value.length == value.length)
                        && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int lim = Math.min(a.length, b.length);
        for (int k = 0; k < lim; k++) {
            if (a[k] != b[k]) {
                return a[k] - b[k];
            }
        }
        return a.length - b.length;
    }

    public int compareToIgnoreCase(String str) {
        return compareToCI(this, 0, value.length, str, 0, str.value.length);
    }

    /** Whether HotSpot (compact strings) stores this string as Latin-1: no char above U+00FF. */
    private boolean isLatin1() {
        char[] v = value;
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xFF) {
                return false;
            }
        }
        return true;
    }

    /**
     * JDK 17's case-insensitive comparison of s[toffset, +tlen) with o[ooffset, +olen): char by
     * char (upper case, then lower case), except that when both strings are UTF-16 in HotSpot a
     * mismatch at a surrogate compares whole code points (StringUTF16.compareToCIImpl), while a
     * Latin-1 string against a UTF-16 one compares chars.
     */
    private static int compareToCI(String s, int toffset, int tlen, String o, int ooffset, int olen) {
        char[] a = s.value;
        char[] b = o.value;
        int tlast = toffset + tlen;
        int olast = ooffset + olen;
        int byCodePoint = -1; // not known yet
        for (int k1 = toffset, k2 = ooffset; k1 < tlast && k2 < olast; k1++, k2++) {
            int cp1 = a[k1];
            int cp2 = b[k2];
            if (cp1 == cp2 || compareCodePointCI(cp1, cp2) == 0) {
                continue;
            }
            if (Character.isSurrogate((char) cp1) || Character.isSurrogate((char) cp2)) {
                if (byCodePoint < 0) {
                    byCodePoint = (!s.isLatin1() && !o.isLatin1()) ? 1 : 0;
                }
                if (byCodePoint == 1) {
                    cp1 = codePointIncluding(a, cp1, k1, toffset, tlast);
                    if (cp1 < 0) {
                        k1++;
                        cp1 = -cp1;
                    }
                    cp2 = codePointIncluding(b, cp2, k2, ooffset, olast);
                    if (cp2 < 0) {
                        k2++;
                        cp2 = -cp2;
                    }
                }
            }
            int diff = compareCodePointCI(cp1, cp2);
            if (diff != 0) {
                return diff;
            }
        }
        return tlen - olen;
    }

    private static int compareCodePointCI(int cp1, int cp2) {
        cp1 = Character.toUpperCase(cp1);
        cp2 = Character.toUpperCase(cp2);
        if (cp1 != cp2) {
            // upper case alone does not fold everything (Georgian): compare lower case too
            cp1 = Character.toLowerCase(cp1);
            cp2 = Character.toLowerCase(cp2);
            if (cp1 != cp2) {
                return cp1 - cp2;
            }
        }
        return 0;
    }

    /**
     * The code point containing the surrogate v[index] (an unpaired surrogate or other char is
     * returned as is), negated if it is a high surrogate paired with the next char.
     */
    private static int codePointIncluding(char[] v, int cp, int index, int start, int end) {
        if (!Character.isSurrogate((char) cp)) {
            return cp;
        }
        if (Character.isLowSurrogate((char) cp)) {
            if (index > start && Character.isHighSurrogate(v[index - 1])) {
                return Character.toCodePoint(v[index - 1], (char) cp);
            }
        } else if (index + 1 < end && Character.isLowSurrogate(v[index + 1])) {
            return -Character.toCodePoint((char) cp, v[index + 1]);
        }
        return cp;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) value.length - len)
                || (ooffset > (long) other.value.length - len)) {
            return false;
        }
        return len <= 0 || compareToCI(this, toffset, len, other, ooffset, len) == 0;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        if (toffset < 0 || toffset > ta.length - pa.length) {
            return false;
        }
        for (int i = 0; i < pa.length; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < v.length; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > Character.MAX_CODE_POINT) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < v.length - 1; i++) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        int i = Math.min(fromIndex, v.length - 1);
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > Character.MAX_CODE_POINT) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        if (i == v.length - 1) {
            i--;
        }
        for (; i >= 0; i--) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Finds {@code tgt} in {@code src[0..srcCount)} at or after {@code fromIndex}. */
    static int indexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        if (fromIndex >= srcCount) {
            return (tgtCount == 0 ? srcCount : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        char first = tgt[0];
        int max = srcCount - tgtCount;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                while (++i <= max && src[i] != first) {
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + tgtCount - 1;
                for (int k = 1; j < end && src[j] == tgt[k]; j++, k++) {
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        int rightIndex = srcCount - tgtCount;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int k = 0;
            while (k < tgtCount && src[i + k] == tgt[k]) {
                k++;
            }
            if (k == tgtCount) {
                return i;
            }
        }
        return -1;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copyOf(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return this.substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = copyOf(v, 0, len);
                for (; i < len; i++) {
                    if (buf[i] == oldChar) {
                        buf[i] = newChar;
                    }
                }
                return new String(buf, true);
            }
        }
        return this;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String trgtStr = target.toString();
        String replStr = replacement.toString();
        char[] tgt = trgtStr.value;
        int thisLen = value.length;
        int j = indexOf(value, thisLen, tgt, 0);
        if (j < 0) {
            return this;
        }
        int tgtLen = tgt.length;
        int tgtLen1 = Math.max(tgtLen, 1);
        StringBuilder sb = new StringBuilder(thisLen + 16);
        int i = 0;
        do {
            sb.append(value, i, j - i).append(replStr);
            i = j + tgtLen;
        } while (j < thisLen && (j = indexOf(value, thisLen, tgt, j + tgtLen1)) > 0);
        return sb.append(value, i, thisLen - i).toString();
    }

    /** Literal patterns with plain replacements take a fast path; the rest goes through java.util.regex. */
    public String replaceAll(String regex, String replacement) {
        String lit = literalOf(regex);
        if (lit == null || replacement.indexOf('\\') >= 0 || replacement.indexOf('$') >= 0) {
            return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
        }
        return replace(lit, replacement);
    }

    public String replaceFirst(String regex, String replacement) {
        String lit = literalOf(regex);
        if (lit == null || replacement.indexOf('\\') >= 0 || replacement.indexOf('$') >= 0) {
            return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
        }
        int i = indexOf(lit);
        if (i < 0) {
            return this;
        }
        return substring(0, i) + replacement + substring(i + lit.length());
    }

    /** The literal text a regex matches if it has no metacharacters (escaped punctuation is allowed); else null. */
    private static String literalOf(String regex) {
        char[] r = regex.value;
        StringBuilder sb = null;
        for (int i = 0; i < r.length; i++) {
            char c = r[i];
            if (".$|()[{^?*+".indexOf(c) >= 0) {
                return null;
            }
            if (c == '\\') {
                if (i + 1 >= r.length) {
                    return null;
                }
                char n = r[i + 1];
                if ((n >= '0' && n <= '9') || (n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z') || n >= 0x80) {
                    if (n == 't' || n == 'n' || n == 'r' || n == 'f') {
                        // \t \n \r \f are literal control characters
                        if (sb == null) {
                            sb = new StringBuilder().append(r, 0, i);
                        }
                        sb.append(n == 't' ? '\t' : n == 'n' ? '\n' : n == 'r' ? '\r' : '\f');
                        i++;
                        continue;
                    }
                    return null;
                }
                if (sb == null) {
                    sb = new StringBuilder().append(r, 0, i);
                }
                sb.append(n);
                i++;
                continue;
            }
            if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? regex : sb.toString();
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    /** Patterns without regex metacharacters (a single character, an escaped character such as
     *  "\\.", or a literal string) take a fast path; the rest goes through java.util.regex. */
    public String[] split(String regex, int limit) {
        String lit = literalOf(regex);
        if (lit == null) {
            return java.util.regex.Pattern.compile(regex).split(this, limit);
        }
        char[] v = value;
        if (lit.isEmpty()) {
            // the empty regex matches between every two characters
            int n = v.length;
            if (n == 0) {
                return new String[] { this };
            }
            int parts = (limit > 0 && limit < n) ? limit : n;
            String[] out = new String[parts];
            for (int i = 0; i < parts - 1; i++) {
                out[i] = new String(copyOf(v, i, 1), true);
            }
            out[parts - 1] = substring(parts - 1);
            return out;
        }
        char[] t = lit.value;
        boolean limited = limit > 0;
        String[] list = new String[10];
        int size = 0;
        int off = 0;
        int next;
        while ((next = indexOf(v, v.length, t, off)) != -1) {
            if (!limited || size < limit - 1) {
                if (size == list.length) {
                    String[] g = new String[size * 2];
                    System.arraycopy(list, 0, g, 0, size);
                    list = g;
                }
                list[size++] = substring(off, next);
                off = next + t.length;
            } else {
                break;
            }
        }
        if (off == 0) {
            return new String[] { this };
        }
        if (size == list.length) {
            String[] g = new String[size + 1];
            System.arraycopy(list, 0, g, 0, size);
            list = g;
        }
        list[size++] = substring(off, v.length);
        int resultSize = size;
        if (limit == 0) {
            while (resultSize > 0 && list[resultSize - 1].isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        System.arraycopy(list, 0, result, 0, resultSize);
        return result;
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        Iterator<? extends CharSequence> it = elements.iterator();
        while (it.hasNext()) {
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(it.next());
        }
        return sb.toString();
    }

    private static int codePointAt(char[] v, int i) {
        char c1 = v[i];
        if (Character.isHighSurrogate(c1) && i + 1 < v.length && Character.isLowSurrogate(v[i + 1])) {
            return Character.toCodePoint(c1, v[i + 1]);
        }
        return c1;
    }

    /** Lower-cases as the JDK does for the root locale (incl. final sigma and U+0130). */
    public String toLowerCase() {
        char[] v = value;
        int len = v.length;
        int i = 0;
        while (i < len) {
            int cp = codePointAt(v, i);
            if (Character.toLowerCase(cp) != cp || cp == 0x130) {
                break;
            }
            i += Character.charCount(cp);
        }
        if (i == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len + 8);
        sb.append(v, 0, i);
        while (i < len) {
            int cp = codePointAt(v, i);
            if (cp == 0x130) {
                sb.append('i').append('\u0307');
            } else if (cp == 0x3A3 && isFinalSigma(v, i)) {
                sb.append('\u03C2');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    private static boolean isCased(int cp) {
        int t = Character.getType(cp);
        return t == Character.UPPERCASE_LETTER || t == Character.LOWERCASE_LETTER
                || t == Character.TITLECASE_LETTER || Character.isUpperCase(cp) || Character.isLowerCase(cp);
    }

    private static boolean isCaseIgnorable(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.FORMAT
                || t == Character.MODIFIER_LETTER || t == Character.MODIFIER_SYMBOL
                || cp == '\'' || cp == '.' || cp == ':' || cp == 0xB7 || cp == 0x2018 || cp == 0x2019
                || cp == 0x2024 || cp == 0xFE52 || cp == 0xFF07 || cp == 0xFF0E || cp == 0xAD;
    }

    /** Unicode's Final_Sigma condition for the capital sigma at {@code i}. */
    private static boolean isFinalSigma(char[] v, int i) {
        int j = i - 1;
        boolean casedBefore = false;
        while (j >= 0) {
            int cp = v[j];
            if (Character.isLowSurrogate(v[j]) && j > 0 && Character.isHighSurrogate(v[j - 1])) {
                cp = Character.toCodePoint(v[j - 1], v[j]);
                j--;
            }
            if (!isCaseIgnorable(cp)) {
                casedBefore = isCased(cp);
                break;
            }
            j--;
        }
        if (!casedBefore) {
            return false;
        }
        j = i + 1;
        while (j < v.length) {
            int cp = codePointAt(v, j);
            if (!isCaseIgnorable(cp)) {
                return !isCased(cp);
            }
            j += Character.charCount(cp);
        }
        return true;
    }

    /** Upper-cases as the JDK does for the root locale (incl. 1:n mappings such as \u00DF -> "SS"). */
    public String toUpperCase() {
        char[] v = value;
        int len = v.length;
        int i = 0;
        while (i < len) {
            int cp = codePointAt(v, i);
            if (Character.toUpperCase(cp) != cp || (cp >= 0xDF && RvmCharacterData.upperSpecial(cp) != null)) {
                break;
            }
            i += Character.charCount(cp);
        }
        if (i == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len + 8);
        sb.append(v, 0, i);
        while (i < len) {
            int cp = codePointAt(v, i);
            String special = cp >= 0xDF ? RvmCharacterData.upperSpecial(cp) : null;
            if (special != null) {
                sb.append(special);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while ((st < len) && (v[st] <= ' ')) {
            st++;
        }
        while ((st < len) && (v[len - 1] <= ' ')) {
            len--;
        }
        return ((st > 0) || (len < v.length)) ? substring(st, len) : this;
    }

    public String strip() {
        int st = indexOfNonWhitespace();
        int len = lastIndexOfNonWhitespace();
        return (st >= len) ? "" : substring(st, len);
    }

    public String stripLeading() {
        int st = indexOfNonWhitespace();
        return st == 0 ? this : substring(st);
    }

    public String stripTrailing() {
        int len = lastIndexOfNonWhitespace();
        return len == value.length ? this : substring(0, len);
    }

    private int indexOfNonWhitespace() {
        int i = 0;
        while (i < value.length && Character.isWhitespace(value[i])) {
            i++;
        }
        return i;
    }

    private int lastIndexOfNonWhitespace() {
        int len = value.length;
        while (len > 0 && Character.isWhitespace(value[len - 1])) {
            len--;
        }
        return len;
    }

    public boolean isBlank() {
        return indexOfNonWhitespace() == value.length;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] out = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, out, i * len, len);
        }
        return new String(out, true);
    }

    public java.util.stream.Stream<String> lines() {
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(
                java.util.Arrays.asList(splitLines()).iterator(),
                java.util.Spliterator.ORDERED | java.util.Spliterator.IMMUTABLE | java.util.Spliterator.NONNULL), false);
    }

    @Override
    public java.util.stream.IntStream chars() {
        return java.util.Arrays.stream(toCharInts(), 0, value.length);
    }

    private int[] toCharInts() {
        char[] v = value;
        int[] out = new int[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i];
        }
        return out;
    }

    /** The lines of this string as String.lines() splits them (\n, \r, \r\n; no empty last line). */
    private String[] splitLines() {
        char[] v = value;
        int len = v.length;
        String[] out = new String[4];
        int count = 0;
        int start = 0;
        while (start < len) {
            int end = start;
            while (end < len && v[end] != '\n' && v[end] != '\r') {
                end++;
            }
            if (count == out.length) {
                String[] grown = new String[count * 2];
                System.arraycopy(out, 0, grown, 0, count);
                out = grown;
            }
            out[count++] = substring(start, end);
            if (end < len && v[end] == '\r' && end + 1 < len && v[end + 1] == '\n') {
                end++;
            }
            start = end + 1;
        }
        String[] result = new String[count];
        System.arraycopy(out, 0, result, 0, count);
        return result;
    }

    public String indent(int n) {
        if (isEmpty()) {
            return "";
        }
        String[] lines = splitLines();
        String spaces = n > 0 ? " ".repeat(n) : null;
        StringBuilder sb = new StringBuilder(value.length + 16);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (n > 0) {
                sb.append(spaces).append(line);
            } else if (n == Integer.MIN_VALUE) {
                sb.append(line.stripLeading());
            } else if (n < 0) {
                sb.append(line, Math.min(-n, line.indexOfNonWhitespace()), line.length());
            } else {
                sb.append(line);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public String stripIndent() {
        int length = value.length;
        if (length == 0) {
            return "";
        }
        char lastChar = value[length - 1];
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        String[] lines = splitLines();
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            for (int i = 0; i < lines.length; i++) {
                int leadingWhitespace = lines[i].indexOfNonWhitespace();
                if (leadingWhitespace != lines[i].length()) {
                    outdent = Math.min(outdent, leadingWhitespace);
                }
            }
            String lastLine = lines[lines.length - 1];
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                sb.append('\n');
            }
            String line = lines[i];
            int firstNonWhitespace = line.indexOfNonWhitespace();
            int lastNonWhitespace = line.lastIndexOfNonWhitespace();
            if (firstNonWhitespace <= lastNonWhitespace) {
                sb.append(line, Math.min(outdent, firstNonWhitespace), lastNonWhitespace);
            }
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    public String translateEscapes() {
        if (isEmpty()) {
            return "";
        }
        char[] chars = toCharArray();
        int length = chars.length;
        int from = 0;
        int to = 0;
        while (from < length) {
            char ch = chars[from++];
            if (ch == '\\') {
                ch = from < length ? chars[from++] : '\0';
                switch (ch) {
                    case 'b':
                        ch = '\b';
                        break;
                    case 'f':
                        ch = '\f';
                        break;
                    case 'n':
                        ch = '\n';
                        break;
                    case 'r':
                        ch = '\r';
                        break;
                    case 's':
                        ch = ' ';
                        break;
                    case 't':
                        ch = '\t';
                        break;
                    case '\'':
                    case '\"':
                    case '\\':
                        break;
                    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                        int limit = Integer.min(from + (ch <= '3' ? 2 : 1), length);
                        int code = ch - '0';
                        while (from < limit) {
                            ch = chars[from];
                            if (ch < '0' || '7' < ch) {
                                break;
                            }
                            from++;
                            code = (code << 3) | (ch - '0');
                        }
                        ch = (char) code;
                        break;
                    }
                    case '\n':
                        continue;
                    case '\r':
                        if (from < length && chars[from] == '\n') {
                            from++;
                        }
                        continue;
                    default: {
                        String hex = Integer.toHexString(ch).toUpperCase();
                        throw new IllegalArgumentException("Invalid escape sequence: \\" + ch + " \\\\u"
                                + "0000".substring(Math.min(4, hex.length())) + hex);
                    }
                }
            }
            chars[to++] = ch;
        }
        return new String(chars, 0, to);
    }

    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String format(java.util.Locale l, String format, Object... args) {
        return new java.util.Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public boolean matches(String regex) {
        String lit = literalOf(regex);
        if (lit == null) {
            return java.util.regex.Pattern.matches(regex, this);
        }
        return lit.equals(this);
    }

    /** The root locale's mapping, with Turkish/Azeri dotted and dotless i; Lithuanian is not supported. */
    public String toLowerCase(java.util.Locale locale) {
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            return replace("I\u0307", "i").replace('I', '\u0131').replace('\u0130', 'i').toLowerCase();
        }
        if (lang.equals("lt")) {
            checkNoLithuanianRules("toLowerCase", "IJ\u012E\u00CC\u00CD\u0128");
        }
        return toLowerCase();
    }

    /** The root locale's mapping, with Turkish/Azeri dotted i; Lithuanian is not supported. */
    public String toUpperCase(java.util.Locale locale) {
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            return replace('i', '\u0130').toUpperCase();
        }
        if (lang.equals("lt")) {
            checkNoLithuanianRules("toUpperCase", "\u0307");
        }
        return toUpperCase();
    }

    private void checkNoLithuanianRules(String method, String specialChars) {
        for (int i = 0; i < value.length; i++) {
            if (specialChars.indexOf(value[i]) >= 0) {
                throw new UnsupportedOperationException("rvm: String." + method + " with Lithuanian rules is not supported");
            }
        }
    }

    public String toString() {
        return this;
    }

    public native String intern();

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] { c }, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    // Charset-based coding (java.nio.charset: UTF-8, ISO-8859-1, US-ASCII).

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(charset.rvmDecode(bytes, 0, bytes.length));
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        this(charset.rvmDecode(bytes, offset, length));
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return charset.rvmEncode(this);
    }

    /** The constant this value describes: itself (JDK 12's Constable). */
    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }

    /** Resolves to this value itself (JDK 12's ConstantDesc). */
    public String resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }
}
