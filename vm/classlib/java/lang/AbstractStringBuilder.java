package java.lang;

/**
 * rvm's shared implementation of StringBuilder and StringBuffer over a growable char[] (pure Java).
 * The public read-only methods live here; the mutators that return {@code this} are declared in
 * the subclasses and call the package-private helpers below.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    char[] value;
    int count;

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    static void checkRangeSIOOBE(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len);
        }
    }

    static void checkRange(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len);
        }
    }

    static void checkOffset(int offset, int len) {
        if (offset < 0 || offset > len) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + len);
        }
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    final void ensureCapacityInternal(int minimumCapacity) {
        int oldCapacity = value.length;
        if (minimumCapacity - oldCapacity > 0) {
            int newCapacity = (oldCapacity << 1) + 2;
            if (newCapacity - minimumCapacity < 0) {
                newCapacity = minimumCapacity;
            }
            if (newCapacity < 0) {
                if (minimumCapacity < 0) {
                    throw new OutOfMemoryError("Required length exceeds implementation limit");
                }
                newCapacity = Integer.MAX_VALUE - 8 > minimumCapacity ? Integer.MAX_VALUE - 8 : minimumCapacity;
            }
            char[] v = new char[newCapacity];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] v = new char[count];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    public char charAt(int index) {
        String.checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        String.checkIndex(index, count);
        char c1 = value[index];
        if (Character.isHighSurrogate(c1) && index + 1 < count) {
            char c2 = value[index + 1];
            if (Character.isLowSurrogate(c2)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(value, 0, count, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        checkRange(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        String.checkIndex(index, count);
        value[index] = ch;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.valueArray(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.valueArray(), fromIndex);
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(value, start, end - start);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public abstract String toString();

    final int compareTo0(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        char[] a = value;
        char[] b = another.value;
        int lim = Math.min(count, another.count);
        for (int k = 0; k < lim; k++) {
            if (a[k] != b[k]) {
                return a[k] - b[k];
            }
        }
        return count - another.count;
    }

    // ---- mutators used by StringBuilder / StringBuffer ----

    final void appendNull() {
        ensureCapacityInternal(count + 4);
        char[] v = value;
        v[count++] = 'n';
        v[count++] = 'u';
        v[count++] = 'l';
        v[count++] = 'l';
    }

    final void appendString(String str) {
        if (str == null) {
            appendNull();
            return;
        }
        int len = str.length();
        ensureCapacityInternal(count + len);
        str.getChars(0, len, value, count);
        count += len;
    }

    final void appendChars(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
    }

    final void appendChar(char c) {
        ensureCapacityInternal(count + 1);
        value[count++] = c;
    }

    final void appendCharSequence(CharSequence s) {
        if (s == null) {
            appendNull();
        } else if (s instanceof String) {
            appendString((String) s);
        } else if (s instanceof AbstractStringBuilder) {
            AbstractStringBuilder asb = (AbstractStringBuilder) s;
            int len = asb.count;
            ensureCapacityInternal(count + len);
            System.arraycopy(asb.value, 0, value, count, len);
            count += len;
        } else {
            appendCharSequence(s, 0, s.length());
        }
    }

    final void appendCharSequence(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        for (int i = start; i < end; i++) {
            value[count++] = s.charAt(i);
        }
    }

    final void appendBoolean(boolean b) {
        appendString(b ? "true" : "false");
    }

    final void appendInt(int i) {
        int size = Integer.stringSize(i);
        ensureCapacityInternal(count + size);
        Integer.getChars(i, count + size, value);
        count += size;
    }

    final void appendLong(long l) {
        int size = Long.stringSize(l);
        ensureCapacityInternal(count + size);
        Long.getChars(l, count + size, value);
        count += size;
    }

    final void appendCodePoint0(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            appendChar((char) codePoint);
        } else if (Character.isValidCodePoint(codePoint)) {
            ensureCapacityInternal(count + 2);
            value[count++] = Character.highSurrogate(codePoint);
            value[count++] = Character.lowSurrogate(codePoint);
        } else {
            throw new IllegalArgumentException("Not a valid Unicode code point: 0x"
                    + Integer.toHexString(codePoint).toUpperCase());
        }
    }

    final void delete0(int start, int end) {
        int count = this.count;
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, start + len, value, start, count - end);
            this.count = count - len;
        }
    }

    final void deleteCharAt0(int index) {
        String.checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
    }

    final void replace0(int start, int end, String str) {
        int count = this.count;
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = str.length();
        int newCount = count + len - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + len, count - end);
        str.getChars(0, len, value, start);
        this.count = newCount;
    }

    /** Opens a gap of {@code len} chars at {@code offset} (offset already checked). */
    private void openGap(int offset, int len) {
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        count += len;
    }

    final void insertString(int offset, String str) {
        checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        int len = str.length();
        openGap(offset, len);
        str.getChars(0, len, value, offset);
    }

    final void insertChars(int index, char[] str, int offset, int len) {
        checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        openGap(index, len);
        System.arraycopy(str, offset, value, index, len);
    }

    final void insertChar(int offset, char c) {
        checkOffset(offset, count);
        openGap(offset, 1);
        value[offset] = c;
    }

    final void insertCharSequence(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        openGap(dstOffset, len);
        for (int i = start; i < end; i++) {
            value[dstOffset++] = s.charAt(i);
        }
    }

    final void reverse0() {
        boolean hasSurrogates = false;
        char[] v = value;
        int n = count - 1;
        for (int j = (n - 1) >> 1; j >= 0; j--) {
            int k = n - j;
            char cj = v[j];
            char ck = v[k];
            v[j] = ck;
            v[k] = cj;
            if (Character.isSurrogate(cj) || Character.isSurrogate(ck)) {
                hasSurrogates = true;
            }
        }
        if (hasSurrogates) {
            for (int i = 0; i < count - 1; i++) {
                char c2 = v[i];
                if (Character.isLowSurrogate(c2)) {
                    char c1 = v[i + 1];
                    if (Character.isHighSurrogate(c1)) {
                        v[i++] = c1;
                        v[i] = c2;
                    }
                }
            }
        }
    }
}
