package java.nio;

/**
 * rvm's byte buffers: every kind keeps its bytes in a Java array (hb, from offset). "Direct"
 * buffers are array-backed too but report isDirect() and no accessible array, as the JDK's do.
 * The subclasses only give the JDK's class names (HeapByteBuffer, HeapByteBufferR,
 * DirectByteBuffer, DirectByteBufferR) for toString and getClass. The views (asIntBuffer...) are
 * the typed buffers over this buffer's array (see IntBuffer).
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    final boolean readOnly;
    final boolean direct;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
        this.direct = direct;
    }

    static ByteBuffer make(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {
        if (direct) {
            return readOnly ? new DirectByteBufferR(hb, mark, pos, lim, cap, offset)
                    : new DirectByteBuffer(hb, mark, pos, lim, cap, offset);
        }
        return readOnly ? new HeapByteBufferR(hb, mark, pos, lim, cap, offset) : new HeapByteBuffer(hb, mark, pos, lim, cap, offset);
    }

    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new DirectByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new HeapByteBuffer(array, -1, offset, offset + length, array.length, 0);
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    public ByteBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(hb, -1, 0, rem, rem, offset + pos, readOnly, direct);
    }

    public ByteBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(hb, -1, 0, length, length, offset + index, readOnly, direct);
    }

    public ByteBuffer duplicate() {
        return make(hb, markValue(), position(), limit(), capacity(), offset, readOnly, direct);
    }

    public ByteBuffer asReadOnlyBuffer() {
        return make(hb, markValue(), position(), limit(), capacity(), offset, true, direct);
    }

    private void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public byte get() {
        return hb[offset + nextGetIndex()];
    }

    public ByteBuffer put(byte b) {
        writable();
        hb[offset + nextPutIndex()] = b;
        return this;
    }

    public byte get(int index) {
        return hb[offset + checkIndex(index)];
    }

    public ByteBuffer put(int index, byte b) {
        writable();
        hb[offset + checkIndex(index)] = b;
        return this;
    }

    public ByteBuffer get(byte[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int pos = position();
        System.arraycopy(hb, offset + pos, dst, off, length);
        position(pos + length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        System.arraycopy(hb, offset + index, dst, off, length);
        return this;
    }

    public ByteBuffer get(int index, byte[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ByteBuffer put(ByteBuffer src) {
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
        System.arraycopy(src.hb, src.offset + spos, hb, offset + pos, n);
        src.position(spos + n);
        position(pos + n);
        return this;
    }

    public ByteBuffer put(int index, ByteBuffer src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.limit());
        writable();
        System.arraycopy(src.hb, src.offset + off, hb, offset + index, length);
        return this;
    }

    public ByteBuffer put(byte[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int pos = position();
        System.arraycopy(src, off, hb, offset + pos, length);
        position(pos + length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(int index, byte[] src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        writable();
        System.arraycopy(src, off, hb, offset + index, length);
        return this;
    }

    public ByteBuffer put(int index, byte[] src) {
        return put(index, src, 0, src.length);
    }

    public final boolean hasArray() {
        return !direct && !readOnly;
    }

    public final byte[] array() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    public final int arrayOffset() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    public ByteBuffer compact() {
        writable();
        int pos = position();
        int rem = remaining();
        System.arraycopy(hb, offset + pos, hb, offset, rem);
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    public boolean isDirect() {
        return direct;
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
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
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return mismatch(that) < 0;
    }

    public int compareTo(ByteBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            return Byte.compare(get(position() + i), that.get(that.position() + i));
        }
        return remaining() - that.remaining();
    }

    public int mismatch(ByteBuffer that) {
        int length = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < length; i++) {
            if (get(p + i) != that.get(q + i)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : length;
    }

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    public final int alignmentOffset(int index, int unitSize) {
        if (index < 0) {
            throw new IllegalArgumentException("Index less than zero: " + index);
        }
        if (unitSize < 1 || (unitSize & (unitSize - 1)) != 0) {
            throw new IllegalArgumentException("Unit size not a power of two: " + unitSize);
        }
        if (unitSize > 8 && !isDirect()) {
            throw new UnsupportedOperationException("Unit size unsupported for non-direct buffers: " + unitSize);
        }
        return (int) ((index + offset) & (unitSize - 1));
    }

    // ---- views (the typed buffers read this buffer's array in their own byte order) ----

    /** For the views: n bytes at byte index at (relative to this buffer's array offset). */
    final long rvmLoad(int at, int n, boolean be) {
        long v = 0;
        if (be) {
            for (int i = 0; i < n; i++) {
                v = (v << 8) | (hb[offset + at + i] & 0xff);
            }
        } else {
            for (int i = n - 1; i >= 0; i--) {
                v = (v << 8) | (hb[offset + at + i] & 0xff);
            }
        }
        return v;
    }

    final void rvmStore(int at, int n, long v, boolean be) {
        if (be) {
            for (int i = n - 1; i >= 0; i--) {
                hb[offset + at + i] = (byte) v;
                v >>= 8;
            }
        } else {
            for (int i = 0; i < n; i++) {
                hb[offset + at + i] = (byte) v;
                v >>= 8;
            }
        }
    }

    public CharBuffer asCharBuffer() {
        int cap = remaining() >> 1;
        return new RvmCharBuffer(-1, 0, cap, cap, null, 0, this, position(), bigEndian, readOnly, "");
    }

    public ShortBuffer asShortBuffer() {
        int cap = remaining() >> 1;
        return new RvmShortBuffer(-1, 0, cap, cap, null, 0, this, position(), bigEndian, readOnly, "");
    }

    public IntBuffer asIntBuffer() {
        int cap = remaining() >> 2;
        return new RvmIntBuffer(-1, 0, cap, cap, null, 0, this, position(), bigEndian, readOnly, "");
    }

    public LongBuffer asLongBuffer() {
        int cap = remaining() >> 3;
        return new RvmLongBuffer(-1, 0, cap, cap, null, 0, this, position(), bigEndian, readOnly, "");
    }

    public FloatBuffer asFloatBuffer() {
        int cap = remaining() >> 2;
        return new RvmFloatBuffer(-1, 0, cap, cap, null, 0, this, position(), bigEndian, readOnly, "");
    }

    public DoubleBuffer asDoubleBuffer() {
        int cap = remaining() >> 3;
        return new RvmDoubleBuffer(-1, 0, cap, cap, null, 0, this, position(), bigEndian, readOnly, "");
    }

    // ---- multi-byte values ----

    private long load(int at, int n) {
        return rvmLoad(at, n, bigEndian);
    }

    private void store(int at, int n, long v) {
        writable();
        rvmStore(at, n, v, bigEndian);
    }

    private int putAt(int n) {
        writable();
        return nextPutIndex(n);
    }

    public char getChar() {
        return (char) load(nextGetIndex(2), 2);
    }

    public char getChar(int index) {
        return (char) load(checkIndex(index, 2), 2);
    }

    public ByteBuffer putChar(char value) {
        store(putAt(2), 2, value);
        return this;
    }

    public ByteBuffer putChar(int index, char value) {
        store(checkIndex(index, 2), 2, value);
        return this;
    }

    public short getShort() {
        return (short) load(nextGetIndex(2), 2);
    }

    public short getShort(int index) {
        return (short) load(checkIndex(index, 2), 2);
    }

    public ByteBuffer putShort(short value) {
        store(putAt(2), 2, value);
        return this;
    }

    public ByteBuffer putShort(int index, short value) {
        store(checkIndex(index, 2), 2, value);
        return this;
    }

    public int getInt() {
        return (int) load(nextGetIndex(4), 4);
    }

    public int getInt(int index) {
        return (int) load(checkIndex(index, 4), 4);
    }

    public ByteBuffer putInt(int value) {
        store(putAt(4), 4, value);
        return this;
    }

    public ByteBuffer putInt(int index, int value) {
        store(checkIndex(index, 4), 4, value);
        return this;
    }

    public long getLong() {
        return load(nextGetIndex(8), 8);
    }

    public long getLong(int index) {
        return load(checkIndex(index, 8), 8);
    }

    public ByteBuffer putLong(long value) {
        store(putAt(8), 8, value);
        return this;
    }

    public ByteBuffer putLong(int index, long value) {
        store(checkIndex(index, 8), 8, value);
        return this;
    }

    public float getFloat() {
        return Float.intBitsToFloat(getInt());
    }

    public float getFloat(int index) {
        return Float.intBitsToFloat(getInt(index));
    }

    public ByteBuffer putFloat(float value) {
        return putInt(Float.floatToRawIntBits(value));
    }

    public ByteBuffer putFloat(int index, float value) {
        return putInt(index, Float.floatToRawIntBits(value));
    }

    public double getDouble() {
        return Double.longBitsToDouble(getLong());
    }

    public double getDouble(int index) {
        return Double.longBitsToDouble(getLong(index));
    }

    public ByteBuffer putDouble(double value) {
        return putLong(Double.doubleToRawLongBits(value));
    }

    public ByteBuffer putDouble(int index, double value) {
        return putLong(index, Double.doubleToRawLongBits(value));
    }
}
