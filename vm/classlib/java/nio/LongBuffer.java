package java.nio;

/**
 * rvm's java.nio.LongBuffer (generated with its siblings by vm/classlib/tools/gen-typed-buffers.py): long elements in a
 * long[] (heap buffers) or, for views made by ByteBuffer.asLongBuffer(), in the byte buffer's array read
 * in the view's byte order. The JDK's class names appear in toString only (kindName); every
 * instance is an RvmLongBuffer.
 */
public abstract class LongBuffer extends Buffer implements Comparable<LongBuffer> {
    final long[] hb;
    final int offset;
    final boolean readOnly;
    final ByteBuffer bb; // views: the bytes, from byte bbOffset
    final int bbOffset;
    final boolean bigEndian;
    final String kind; // the JDK class name suffix-free kind, e.g. "HeapLongBuffer"

    LongBuffer(int mark, int pos, int lim, int cap, long[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
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
    final LongBuffer make(int mark, int pos, int lim, int cap, int start) {
        return make(mark, pos, lim, cap, start, readOnly);
    }

    final LongBuffer make(int mark, int pos, int lim, int cap, int start, boolean ro) {
        return new RvmLongBuffer(mark, pos, lim, cap, hb, hb != null ? offset + start : 0, bb,
                bb != null ? bbOffset + start * 8 : 0, bigEndian, ro, kind);
    }

    final long get0(int i) {
        if (hb != null) {
            return hb[offset + i];
        }
        long v = bb.rvmLoad(bbOffset + i * 8, 8, bigEndian);
        return v;
    }

    final void put0(int i, long x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            bb.rvmStore(bbOffset + i * 8, 8, x, bigEndian);
        }
    }

    final String kindName() {
        if (bb == null) {
            return readOnly ? kind + "R" : kind;
        }
        if (bb.isDirect()) {
            boolean nativeOrder = bigEndian == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN);
            return "DirectLongBuffer" + (readOnly ? "R" : "") + (nativeOrder ? "U" : "S");
        }
        return "ByteBufferAsLongBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L");
    }

    public static LongBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new RvmLongBuffer(-1, 0, capacity, capacity, new long[capacity], 0, null, 0, true, false, "HeapLongBuffer");
    }

    public static LongBuffer wrap(long[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new RvmLongBuffer(-1, offset, offset + length, array.length, array, 0, null, 0, true, false, "HeapLongBuffer");
    }

    public static LongBuffer wrap(long[] array) {
        return wrap(array, 0, array.length);
    }

    public LongBuffer slice() {
        int rem = remaining();
        return make(-1, 0, rem, rem, position());
    }

    public LongBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index);
    }

    public LongBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0);
    }

    public LongBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    final void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public long get() {
        return get0(nextGetIndex());
    }

    public LongBuffer put(long x) {
        writable();
        put0(nextPutIndex(), x);
        return this;
    }

    public long get(int index) {
        return get0(checkIndex(index));
    }

    public LongBuffer put(int index, long x) {
        writable();
        put0(checkIndex(index), x);
        return this;
    }

    public LongBuffer get(long[] dst, int off, int length) {
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

    public LongBuffer get(long[] dst) {
        return get(dst, 0, dst.length);
    }

    public LongBuffer get(int index, long[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[off + i] = get0(index + i);
        }
        return this;
    }

    public LongBuffer get(int index, long[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public LongBuffer put(LongBuffer src) {
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
        long[] tmp = new long[n];
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

    public LongBuffer put(int index, LongBuffer src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.limit());
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src.get0(off + i));
        }
        return this;
    }

    public LongBuffer put(long[] src, int off, int length) {
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

    public final LongBuffer put(long[] src) {
        return put(src, 0, src.length);
    }

    public LongBuffer put(int index, long[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src[off + i]);
        }
        return this;
    }

    public LongBuffer put(int index, long[] src) {
        return put(index, src, 0, src.length);
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final long[] array() {
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

    public LongBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public LongBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public LongBuffer mark() {
        super.mark();
        return this;
    }

    public LongBuffer reset() {
        super.reset();
        return this;
    }

    public LongBuffer clear() {
        super.clear();
        return this;
    }

    public LongBuffer flip() {
        super.flip();
        return this;
    }

    public LongBuffer rewind() {
        super.rewind();
        return this;
    }

    public LongBuffer compact() {
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

    public String toString() {
        return "java.nio." + kindName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
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
        if (!(ob instanceof LongBuffer)) {
            return false;
        }
        LongBuffer that = (LongBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(LongBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            long x = get0(position() + i);
            long y = that.get0(that.position() + i);
            return Long.compare(x, y);
        }
        return remaining() - that.remaining();
    }

    public int mismatch(LongBuffer that) {
        int length = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < length; i++) {
            long x = get0(p + i);
            long y = that.get0(q + i);
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
