package java.lang;

/** rvm's java.lang.StringBuffer: synchronized twin of StringBuilder over AbstractStringBuilder (pure Java). */
public final class StringBuffer extends AbstractStringBuilder implements java.io.Serializable, Comparable<StringBuffer>, CharSequence {
    public StringBuffer() {
        super(16);
    }

    public StringBuffer(int capacity) {
        super(capacity);
    }

    public StringBuffer(String str) {
        super(str.length() + 16);
        appendString(str);
    }

    public StringBuffer(CharSequence seq) {
        super(seq.length() + 16);
        appendCharSequence(seq);
    }

    public synchronized int compareTo(StringBuffer another) {
        return compareTo0(another);
    }

    public synchronized StringBuffer append(Object obj) {
        appendString(String.valueOf(obj));
        return this;
    }

    public synchronized StringBuffer append(String str) {
        appendString(str);
        return this;
    }

    public synchronized StringBuffer append(StringBuffer sb) {
        appendCharSequence(sb);
        return this;
    }

    public synchronized StringBuffer append(CharSequence s) {
        appendCharSequence(s);
        return this;
    }

    public synchronized StringBuffer append(CharSequence s, int start, int end) {
        appendCharSequence(s, start, end);
        return this;
    }

    public synchronized StringBuffer append(char[] str) {
        appendChars(str, 0, str.length);
        return this;
    }

    public synchronized StringBuffer append(char[] str, int offset, int len) {
        appendChars(str, offset, len);
        return this;
    }

    public synchronized StringBuffer append(boolean b) {
        appendBoolean(b);
        return this;
    }

    public synchronized StringBuffer append(char c) {
        appendChar(c);
        return this;
    }

    public synchronized StringBuffer append(int i) {
        appendInt(i);
        return this;
    }

    public synchronized StringBuffer append(long lng) {
        appendLong(lng);
        return this;
    }

    public synchronized StringBuffer append(float f) {
        appendString(Float.toString(f));
        return this;
    }

    public synchronized StringBuffer append(double d) {
        appendString(Double.toString(d));
        return this;
    }

    public synchronized StringBuffer appendCodePoint(int codePoint) {
        appendCodePoint0(codePoint);
        return this;
    }

    public synchronized StringBuffer delete(int start, int end) {
        delete0(start, end);
        return this;
    }

    public synchronized StringBuffer deleteCharAt(int index) {
        deleteCharAt0(index);
        return this;
    }

    public synchronized StringBuffer replace(int start, int end, String str) {
        replace0(start, end, str);
        return this;
    }

    public synchronized StringBuffer insert(int index, char[] str, int offset, int len) {
        insertChars(index, str, offset, len);
        return this;
    }

    public synchronized StringBuffer insert(int offset, Object obj) {
        insertString(offset, String.valueOf(obj));
        return this;
    }

    public synchronized StringBuffer insert(int offset, String str) {
        insertString(offset, str);
        return this;
    }

    public synchronized StringBuffer insert(int offset, char[] str) {
        insertChars(offset, str, 0, str.length);
        return this;
    }

    public synchronized StringBuffer insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        insertCharSequence(dstOffset, s, 0, s.length());
        return this;
    }

    public synchronized StringBuffer insert(int dstOffset, CharSequence s, int start, int end) {
        insertCharSequence(dstOffset, s, start, end);
        return this;
    }

    public synchronized StringBuffer insert(int offset, boolean b) {
        insertString(offset, b ? "true" : "false");
        return this;
    }

    public synchronized StringBuffer insert(int offset, char c) {
        insertChar(offset, c);
        return this;
    }

    public synchronized StringBuffer insert(int offset, int i) {
        insertString(offset, Integer.toString(i));
        return this;
    }

    public synchronized StringBuffer insert(int offset, long l) {
        insertString(offset, Long.toString(l));
        return this;
    }

    public synchronized StringBuffer insert(int offset, float f) {
        insertString(offset, Float.toString(f));
        return this;
    }

    public synchronized StringBuffer insert(int offset, double d) {
        insertString(offset, Double.toString(d));
        return this;
    }

    public synchronized StringBuffer reverse() {
        reverse0();
        return this;
    }

    public synchronized String toString() {
        return new String(value, 0, count);
    }

    public synchronized int length() {
        return count;
    }

    public synchronized int capacity() {
        return value.length;
    }

    public synchronized void ensureCapacity(int minimumCapacity) {
        super.ensureCapacity(minimumCapacity);
    }

    public synchronized void trimToSize() {
        super.trimToSize();
    }

    public synchronized void setLength(int newLength) {
        super.setLength(newLength);
    }

    public synchronized char charAt(int index) {
        return super.charAt(index);
    }

    public synchronized int codePointAt(int index) {
        return super.codePointAt(index);
    }

    public synchronized void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        super.getChars(srcBegin, srcEnd, dst, dstBegin);
    }

    public synchronized void setCharAt(int index, char ch) {
        super.setCharAt(index, ch);
    }

    public synchronized int indexOf(String str, int fromIndex) {
        return super.indexOf(str, fromIndex);
    }

    public synchronized int lastIndexOf(String str, int fromIndex) {
        return super.lastIndexOf(str, fromIndex);
    }

    public synchronized String substring(int start) {
        return substring(start, count);
    }

    public synchronized CharSequence subSequence(int start, int end) {
        return super.substring(start, end);
    }

    public synchronized String substring(int start, int end) {
        return super.substring(start, end);
    }
}
