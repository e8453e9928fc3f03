package java.nio;

/**
 * rvm's java.nio.CharBuffer (generated with its siblings by vm/classlib/tools/gen-typed-buffers.py): char elements in a
 * char[] (heap buffers) or, for views made by ByteBuffer.asCharBuffer(), in the byte buffer's array read
 * in the view's byte order. The JDK's class names appear in toString only (kindName); every
 * instance is an RvmCharBuffer.
 */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, Appendable, CharSequence, Readable {
    final char[] hb;
    final int offset;
    final boolean readOnly;
    final ByteBuffer bb; // views: the bytes, from byte bbOffset
    final int bbOffset;
    final boolean bigEndian;
    final String kind; // the JDK class name suffix-free kind, e.g. "HeapCharBuffer"

    CharBuffer(int mark, int pos, int lim, int cap, char[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.bb = bb;
        this.bbOffset = bbOffset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
        this.kind = kind;
    }

    /** A buffer sharing this one's storage; start is in elements from this buffer's element 0. */
    final CharBuffer make(int mark, int pos, int lim, int cap, int start) {
        return make(mark, pos, lim, cap, start, readOnly);
    }

    final CharBuffer make(int mark, int pos, int lim, int cap, int start, boolean ro) {
        return new RvmCharBuffer(mark, pos, lim, cap, hb, hb != null ? offset + start : 0, bb,
                bb != null ? bbOffset + start * 2 : 0, bigEndian, ro, kind);
    }

    final char get0(int i) {
        if (hb != null) {
            return hb[offset + i];
        }
        long v = bb.rvmLoad(bbOffset + i * 2, 2, bigEndian);
        return (char) v;
    }

    final void put0(int i, char x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            bb.rvmStore(bbOffset + i * 2, 2, x, bigEndian);
        }
    }

    final String kindName() {
        if (bb == null) {
            return readOnly ? kind + "R" : kind;
        }
        if (bb.isDirect()) {
            boolean nativeOrder = bigEndian == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN);
            return "DirectCharBuffer" + (readOnly ? "R" : "") + (nativeOrder ? "U" : "S");
        }
        return "ByteBufferAsCharBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L");
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new RvmCharBuffer(-1, 0, capacity, capacity, new char[capacity], 0, null, 0, true, false, "HeapCharBuffer");
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new RvmCharBuffer(-1, offset, offset + length, array.length, array, 0, null, 0, true, false, "HeapCharBuffer");
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        if (start < 0 || end > csq.length() || start > end) {
            throw new IndexOutOfBoundsException();
        }
        char[] c = new char[csq.length()];
        for (int i = 0; i < c.length; i++) {
            c[i] = csq.charAt(i);
        }
        return new RvmCharBuffer(-1, start, end, c.length, c, 0, null, 0, true, true, "StringCharBuffer");
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public final CharBuffer put(String src, int start, int end) {
        java.util.Objects.checkFromIndexSize(start, end - start, src.length());
        writable();
        if (end - start > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = start; i < end; i++) {
            put0(nextPutIndex(), src.charAt(i));
        }
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public final int length() {
        return remaining();
    }

    public final boolean isEmpty() {
        return remaining() == 0;
    }

    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return get0(position() + index);
    }

    public CharBuffer subSequence(int start, int end) {
        int pos = position();
        int lim = limit();
        if (start < 0 || end > lim - pos || start > end) {
            throw new IndexOutOfBoundsException();
        }
        return make(-1, pos + start, pos + end, capacity(), 0);
    }

    public CharBuffer append(CharSequence csq) {
        return put(csq == null ? "null" : csq.toString());
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = csq == null ? "null" : csq;
        return put(cs.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    public int read(CharBuffer target) throws java.io.IOException {
        int limit = limit();
        int pos = position();
        int remaining = limit - pos;
        int targetRemaining = target.remaining();
        if (targetRemaining <= 0) {
            return -1;
        }
        if (remaining <= 0) {
            return -1;
        }
        int n = Math.min(remaining, targetRemaining);
        for (int i = 0; i < n; i++) {
            target.put(get());
        }
        return n;
    }

    public java.util.stream.IntStream chars() {
        return toString().chars();
    }

    public CharBuffer slice() {
        int rem = remaining();
        return make(-1, 0, rem, rem, position());
    }

    public CharBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index);
    }

    public CharBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0);
    }

    public CharBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    final void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public char get() {
        return get0(nextGetIndex());
    }

    public CharBuffer put(char x) {
        writable();
        put0(nextPutIndex(), x);
        return this;
    }

    public char get(int index) {
        return get0(checkIndex(index));
    }

    public CharBuffer put(int index, char x) {
        writable();
        put0(checkIndex(index), x);
        return this;
    }

    public CharBuffer get(char[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int pos = position();
        for (int i = 0; i < length; i++) {
            dst[off + i] = get0(pos + i);
        }
        position(pos + length);
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer get(int index, char[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[off + i] = get0(index + i);
        }
        return this;
    }

    public CharBuffer get(int index, char[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public CharBuffer put(CharBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        writable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        int pos = position();
        int spos = src.position();
        char[] tmp = new char[n];
        for (int i = 0; i < n; i++) {
            tmp[i] = src.get0(spos + i);
        }
        for (int i = 0; i < n; i++) {
            put0(pos + i, tmp[i]);
        }
        src.position(spos + n);
        position(pos + n);
        return this;
    }

    public CharBuffer put(int index, CharBuffer src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.limit());
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src.get0(off + i));
        }
        return this;
    }

    public CharBuffer put(char[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int pos = position();
        for (int i = 0; i < length; i++) {
            put0(pos + i, src[off + i]);
        }
        position(pos + length);
        return this;
    }

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(int index, char[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src[off + i]);
        }
        return this;
    }

    public CharBuffer put(int index, char[] src) {
        return put(index, src, 0, src.length);
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final char[] array() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    public final int arrayOffset() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public CharBuffer mark() {
        super.mark();
        return this;
    }

    public CharBuffer reset() {
        super.reset();
        return this;
    }

    public CharBuffer clear() {
        super.clear();
        return this;
    }

    public CharBuffer flip() {
        super.flip();
        return this;
    }

    public CharBuffer rewind() {
        super.rewind();
        return this;
    }

    public CharBuffer compact() {
        writable();
        int pos = position();
        int rem = remaining();
        for (int i = 0; i < rem; i++) {
            put0(i, get0(pos + i));
        }
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    public boolean isDirect() {
        return bb != null && bb.isDirect();
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    /** The remaining characters (CharSequence's contract). */
    public String toString() {
        int n = remaining();
        char[] c = new char[n];
        int p = position();
        for (int i = 0; i < n; i++) {
            c[i] = get0(p + i);
        }
        return new String(c);
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(CharBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            char x = get0(position() + i);
            char y = that.get0(that.position() + i);
            return Character.compare(x, y);
        }
        return remaining() - that.remaining();
    }

    public int mismatch(CharBuffer that) {
        int length = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < length; i++) {
            char x = get0(p + i);
            char y = that.get0(q + i);
            if (!(x == y)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : length;
    }

    public final ByteOrder order() {
        if (bb == null) {
            return ByteOrder.nativeOrder();
        }
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }
}
