package java.nio;

/**
 * rvm's java.nio.DoubleBuffer (generated with its siblings by vm/classlib/tools/gen-typed-buffers.py): double elements in a
 * double[] (heap buffers) or, for views made by ByteBuffer.asDoubleBuffer(), in the byte buffer's array read
 * in the view's byte order. The JDK's class names appear in toString only (kindName); every
 * instance is an RvmDoubleBuffer.
 */
public abstract class DoubleBuffer extends Buffer implements Comparable<DoubleBuffer> {
    final double[] hb;
    final int offset;
    final boolean readOnly;
    final ByteBuffer bb; // views: the bytes, from byte bbOffset
    final int bbOffset;
    final boolean bigEndian;
    final String kind; // the JDK class name suffix-free kind, e.g. "HeapDoubleBuffer"

    DoubleBuffer(int mark, int pos, int lim, int cap, double[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
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
    final DoubleBuffer make(int mark, int pos, int lim, int cap, int start) {
        return make(mark, pos, lim, cap, start, readOnly);
    }

    final DoubleBuffer make(int mark, int pos, int lim, int cap, int start, boolean ro) {
        return new RvmDoubleBuffer(mark, pos, lim, cap, hb, hb != null ? offset + start : 0, bb,
                bb != null ? bbOffset + start * 8 : 0, bigEndian, ro, kind);
    }

    final double get0(int i) {
        if (hb != null) {
            return hb[offset + i];
        }
        long v = bb.rvmLoad(bbOffset + i * 8, 8, bigEndian);
        return Double.longBitsToDouble(v);
    }

    final void put0(int i, double x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            bb.rvmStore(bbOffset + i * 8, 8, Double.doubleToRawLongBits(x), bigEndian);
        }
    }

    final String kindName() {
        if (bb == null) {
            return readOnly ? kind + "R" : kind;
        }
        if (bb.isDirect()) {
            boolean nativeOrder = bigEndian == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN);
            return "DirectDoubleBuffer" + (readOnly ? "R" : "") + (nativeOrder ? "U" : "S");
        }
        return "ByteBufferAsDoubleBuffer" + (readOnly ? "R" : "") + (bigEndian ? "B" : "L");
    }

    public static DoubleBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new RvmDoubleBuffer(-1, 0, capacity, capacity, new double[capacity], 0, null, 0, true, false, "HeapDoubleBuffer");
    }

    public static DoubleBuffer wrap(double[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new RvmDoubleBuffer(-1, offset, offset + length, array.length, array, 0, null, 0, true, false, "HeapDoubleBuffer");
    }

    public static DoubleBuffer wrap(double[] array) {
        return wrap(array, 0, array.length);
    }

    public DoubleBuffer slice() {
        int rem = remaining();
        return make(-1, 0, rem, rem, position());
    }

    public DoubleBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index);
    }

    public DoubleBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0);
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    final void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public double get() {
        return get0(nextGetIndex());
    }

    public DoubleBuffer put(double x) {
        writable();
        put0(nextPutIndex(), x);
        return this;
    }

    public double get(int index) {
        return get0(checkIndex(index));
    }

    public DoubleBuffer put(int index, double x) {
        writable();
        put0(checkIndex(index), x);
        return this;
    }

    public DoubleBuffer get(double[] dst, int off, int length) {
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

    public DoubleBuffer get(double[] dst) {
        return get(dst, 0, dst.length);
    }

    public DoubleBuffer get(int index, double[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[off + i] = get0(index + i);
        }
        return this;
    }

    public DoubleBuffer get(int index, double[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public DoubleBuffer put(DoubleBuffer src) {
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
        double[] tmp = new double[n];
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

    public DoubleBuffer put(int index, DoubleBuffer src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.limit());
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src.get0(off + i));
        }
        return this;
    }

    public DoubleBuffer put(double[] src, int off, int length) {
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

    public final DoubleBuffer put(double[] src) {
        return put(src, 0, src.length);
    }

    public DoubleBuffer put(int index, double[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        for (int i = 0; i < length; i++) {
            put0(index + i, src[off + i]);
        }
        return this;
    }

    public DoubleBuffer put(int index, double[] src) {
        return put(index, src, 0, src.length);
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final double[] array() {
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

    public DoubleBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public DoubleBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public DoubleBuffer mark() {
        super.mark();
        return this;
    }

    public DoubleBuffer reset() {
        super.reset();
        return this;
    }

    public DoubleBuffer clear() {
        super.clear();
        return this;
    }

    public DoubleBuffer flip() {
        super.flip();
        return this;
    }

    public DoubleBuffer rewind() {
        super.rewind();
        return this;
    }

    public DoubleBuffer compact() {
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
        if (!(ob instanceof DoubleBuffer)) {
            return false;
        }
        DoubleBuffer that = (DoubleBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(DoubleBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            double x = get0(position() + i);
            double y = that.get0(that.position() + i);
            return Double.compare(x, y);
        }
        return remaining() - that.remaining();
    }

    public int mismatch(DoubleBuffer that) {
        int length = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < length; i++) {
            double x = get0(p + i);
            double y = that.get0(q + i);
            if (!(x == y || (Double.isNaN(x) && Double.isNaN(y)))) {
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
