package java.nio;

/**
 * rvm's java.nio.IntBuffer (generated with its siblings by vm/classlib/tools/gen-typed-buffers.py): int elements in a
 * int[] (heap buffers) or, for views made by ByteBuffer.asIntBuffer(), in the byte buffer's array read
 * in the view's byte order. The JDK's class names appear in toString only (kindName); every
 * instance is an RvmIntBuffer.
 */
public abstract class IntBuffer extends Buffer implements Comparable<IntBuffer> {
    final int[] hb;
    final int offset;
    final boolean readOnly;
    final ByteBuffer bb; // views: the bytes, from byte bbOffset
    final int bbOffset;
    final boolean bigEndian;
    final String kind; // the JDK class name suffix-free kind, e.g. "HeapIntBuffer"

    IntBuffer(int mark, int pos, int lim, int cap, int[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
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
    final IntBuffer make(int mark, int pos, int lim, int cap, int start) {
        return make(mark, pos, lim, cap, start, readOnly);
    }

    final IntBuffer make(int mark, int pos, int lim, int cap, int start, boolean ro) {
        return new RvmIntBuffer(mark, pos, lim, cap, hb, hb != null ? offset + start : 0, bb,
                bb != null ? bbOffset + start * 4 : 0, bigEndian, ro, kind);
    }

    final int get0(int i) {
        if (hb != null) {
            return hb[offset + i];
        }
        long v = bb.rvmLoad(bbOffset + i * 4, 4, bigEndian);
        return (int) v;
    }

    final void put0(int i, int x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            bb.rvmStore(bbOffset + i * 4, 4, x, bigEndian);
        }
    }

    final String kindName() {
        if (bb == null) {
            return readOnly ? kind + "R" : kind;
        }
        if (bb.isDirect()) {
            boolean nativeOrder = bigEndian == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN);
            return "DirectIntBuffer" + (readOnly ? "R" : "") + (nativeOrder ? "U" : "S");
        }
        return "ByteBufferAsIntBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L");
    }

    public static IntBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new RvmIntBuffer(-1, 0, capacity, capacity, new int[capacity], 0, null, 0, true, false, "HeapIntBuffer");
    }

    public static IntBuffer wrap(int[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new RvmIntBuffer(-1, offset, offset + length, array.length, array, 0, null, 0, true, false, "HeapIntBuffer");
    }

    public static IntBuffer wrap(int[] array) {
        return wrap(array, 0, array.length);
    }

    public IntBuffer slice() {
        int rem = remaining();
        return make(-1, 0, rem, rem, position());
    }

    public IntBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index);
    }

    public IntBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0);
    }

    public IntBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    final void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public int get() {
        return get0(nextGetIndex());
    }

    public IntBuffer put(int x) {
        writable();
        put0(nextPutIndex(), x);
        return this;
    }

    public int get(int index) {
        return get0(checkIndex(index));
    }

    public IntBuffer put(int index, int x) {
        writable();
        put0(checkIndex(index), x);
        return this;
    }

    public IntBuffer get(int[] dst, int off, int length) {
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

    public IntBuffer get(int[] dst) {
        return get(dst, 0, dst.length);
    }

    public IntBuffer get(int index, int[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[off + i] = get0(index + i);
        }
        return this;
    }

    public IntBuffer get(int index, int[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public IntBuffer put(IntBuffer src) {
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
        int[] tmp = new int[n];
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

    public IntBuffer put(int index, IntBuffer src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.limit());
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src.get0(off + i));
        }
        return this;
    }

    public IntBuffer put(int[] src, int off, int length) {
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

    public final IntBuffer put(int[] src) {
        return put(src, 0, src.length);
    }

    public IntBuffer put(int index, int[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src[off + i]);
        }
        return this;
    }

    public IntBuffer put(int index, int[] src) {
        return put(index, src, 0, src.length);
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final int[] array() {
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

    public IntBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public IntBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public IntBuffer mark() {
        super.mark();
        return this;
    }

    public IntBuffer reset() {
        super.reset();
        return this;
    }

    public IntBuffer clear() {
        super.clear();
        return this;
    }

    public IntBuffer flip() {
        super.flip();
        return this;
    }

    public IntBuffer rewind() {
        super.rewind();
        return this;
    }

    public IntBuffer compact() {
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
        if (!(ob instanceof IntBuffer)) {
            return false;
        }
        IntBuffer that = (IntBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(IntBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            int x = get0(position() + i);
            int y = that.get0(that.position() + i);
            return Integer.compare(x, y);
        }
        return remaining() - that.remaining();
    }

    public int mismatch(IntBuffer that) {
        int length = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < length; i++) {
            int x = get0(p + i);
            int y = that.get0(q + i);
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
