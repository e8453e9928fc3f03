package java.lang;

/** rvm's java.lang.StringBuilder over a growable char[] (pure Java; float/double use the Float/Double.toString natives). */
public final class StringBuilder extends AbstractStringBuilder implements java.io.Serializable, Comparable<StringBuilder>, CharSequence {
    public StringBuilder() {
        super(16);
    }

    public StringBuilder(int capacity) {
        super(capacity);
    }

    public StringBuilder(String str) {
        super(str.length() + 16);
        appendString(str);
    }

    public StringBuilder(CharSequence seq) {
        super(seq.length() + 16);
        appendCharSequence(seq);
    }

    public int compareTo(StringBuilder another) {
        return compareTo0(another);
    }

    public StringBuilder append(Object obj) {
        appendString(String.valueOf(obj));
        return this;
    }

    public StringBuilder append(String str) {
        appendString(str);
        return this;
    }

    public StringBuilder append(StringBuffer sb) {
        appendCharSequence(sb);
        return this;
    }

    public StringBuilder append(CharSequence s) {
        appendCharSequence(s);
        return this;
    }

    public StringBuilder append(CharSequence s, int start, int end) {
        appendCharSequence(s, start, end);
        return this;
    }

    public StringBuilder append(char[] str) {
        appendChars(str, 0, str.length);
        return this;
    }

    public StringBuilder append(char[] str, int offset, int len) {
        appendChars(str, offset, len);
        return this;
    }

    public StringBuilder append(boolean b) {
        appendBoolean(b);
        return this;
    }

    public StringBuilder append(char c) {
        appendChar(c);
        return this;
    }

    public StringBuilder append(int i) {
        appendInt(i);
        return this;
    }

    public StringBuilder append(long lng) {
        appendLong(lng);
        return this;
    }

    public StringBuilder append(float f) {
        appendString(Float.toString(f));
        return this;
    }

    public StringBuilder append(double d) {
        appendString(Double.toString(d));
        return this;
    }

    public StringBuilder appendCodePoint(int codePoint) {
        appendCodePoint0(codePoint);
        return this;
    }

    public StringBuilder delete(int start, int end) {
        delete0(start, end);
        return this;
    }

    public StringBuilder deleteCharAt(int index) {
        deleteCharAt0(index);
        return this;
    }

    public StringBuilder replace(int start, int end, String str) {
        replace0(start, end, str);
        return this;
    }

    public StringBuilder insert(int index, char[] str, int offset, int len) {
        insertChars(index, str, offset, len);
        return this;
    }

    public StringBuilder insert(int offset, Object obj) {
        insertString(offset, String.valueOf(obj));
        return this;
    }

    public StringBuilder insert(int offset, String str) {
        insertString(offset, str);
        return this;
    }

    public StringBuilder insert(int offset, char[] str) {
        insertChars(offset, str, 0, str.length);
        return this;
    }

    public StringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        insertCharSequence(dstOffset, s, 0, s.length());
        return this;
    }

    public StringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        insertCharSequence(dstOffset, s, start, end);
        return this;
    }

    public StringBuilder insert(int offset, boolean b) {
        insertString(offset, b ? "true" : "false");
        return this;
    }

    public StringBuilder insert(int offset, char c) {
        insertChar(offset, c);
        return this;
    }

    public StringBuilder insert(int offset, int i) {
        insertString(offset, Integer.toString(i));
        return this;
    }

    public StringBuilder insert(int offset, long l) {
        insertString(offset, Long.toString(l));
        return this;
    }

    public StringBuilder insert(int offset, float f) {
        insertString(offset, Float.toString(f));
        return this;
    }

    public StringBuilder insert(int offset, double d) {
        insertString(offset, Double.toString(d));
        return this;
    }

    public StringBuilder reverse() {
        reverse0();
        return this;
    }

    public String toString() {
        return new String(value, 0, count);
    }
}
