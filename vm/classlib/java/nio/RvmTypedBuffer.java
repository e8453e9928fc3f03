package java.nio;

/**
 * What the typed buffers (CharBuffer, ShortBuffer, IntBuffer, LongBuffer, FloatBuffer,
 * DoubleBuffer) share: their storage, either a primitive array (heap buffers) or a byte buffer's
 * array read in the view's byte order (ByteBuffer.asIntBuffer() ...), with elements moved as
 * canonical long bits (sign-extended, a char zero-extended, float and double as raw bits), and the
 * logic that does not depend on the element type. The public classes add the typed API.
 */
abstract class RvmTypedBuffer extends Buffer {
    static final int CHAR = 0;
    static final int SHORT = 1;
    static final int INT = 2;
    static final int LONG = 3;
    static final int FLOAT = 4;
    static final int DOUBLE = 5;
    private static final String[] NAMES = {"Char", "Short", "Int", "Long", "Float", "Double"};
    private static final int[] SIZES = {2, 2, 4, 8, 4, 8};

    final int type;
    final Object hb; // the primitive array of heap buffers, else null
    final int offset;
    final ByteBuffer bb; // views: the bytes, from byte bbOffset
    final int bbOffset;
    final boolean bigEndian;
    final boolean readOnly;
    final String kind; // the JDK class name of heap buffers ("HeapIntBuffer")

    RvmTypedBuffer(int type, int mark, int pos, int lim, int cap, Object hb, int offset, ByteBuffer bb, int bbOffset,
            boolean bigEndian, boolean readOnly, String kind) {
        super(mark, pos, lim, cap);
        this.type = type;
        this.hb = hb;
        this.offset = offset;
        this.bb = bb;
        this.bbOffset = bbOffset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
        this.kind = kind;
    }

    /** A buffer of the same class sharing this storage from element start. */
    abstract RvmTypedBuffer make(int mark, int pos, int lim, int cap, int start, boolean ro);

    final RvmTypedBuffer derive(int mark, int pos, int lim, int cap, int start, boolean ro) {
        return make(mark, pos, lim, cap, start, ro);
    }

    final int size() {
        return SIZES[type];
    }

    // ---- element bits ----

    private long canonical(long v) {
        switch (type) {
            case CHAR: return (char) v;
            case SHORT: return (short) v;
            case INT:
            case FLOAT: return (int) v;
            default: return v;
        }
    }

    static long arrayBits(Object a, int i) {
        if (a instanceof char[]) {
            return ((char[]) a)[i];
        }
        if (a instanceof short[]) {
            return ((short[]) a)[i];
        }
        if (a instanceof int[]) {
            return ((int[]) a)[i];
        }
        if (a instanceof long[]) {
            return ((long[]) a)[i];
        }
        if (a instanceof float[]) {
            return Float.floatToRawIntBits(((float[]) a)[i]);
        }
        return Double.doubleToRawLongBits(((double[]) a)[i]);
    }

    static void setArrayBits(Object a, int i, long v) {
        if (a instanceof char[]) {
            ((char[]) a)[i] = (char) v;
        } else if (a instanceof short[]) {
            ((short[]) a)[i] = (short) v;
        } else if (a instanceof int[]) {
            ((int[]) a)[i] = (int) v;
        } else if (a instanceof long[]) {
            ((long[]) a)[i] = v;
        } else if (a instanceof float[]) {
            ((float[]) a)[i] = Float.intBitsToFloat((int) v);
        } else {
            ((double[]) a)[i] = Double.longBitsToDouble(v);
        }
    }

    final long bitsAt(int i) {
        if (hb != null) {
            return arrayBits(hb, offset + i);
        }
        return canonical(bb.rvmLoad(bbOffset + i * size(), size(), bigEndian));
    }

    final void setBitsAt(int i, long v) {
        if (hb != null) {
            setArrayBits(hb, offset + i, v);
        } else {
            bb.rvmStore(bbOffset + i * size(), size(), v, bigEndian);
        }
    }

    final void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    final long nextBits() {
        return bitsAt(nextGetIndex());
    }

    final void putNextBits(long v) {
        writable();
        setBitsAt(nextPutIndex(), v);
    }

    final long bitsAtIndex(int index) {
        return bitsAt(checkIndex(index));
    }

    final void putBitsAtIndex(int index, long v) {
        writable();
        setBitsAt(checkIndex(index), v);
    }

    // ---- bulk moves (dst and src are arrays of the element type) ----

    final void getBulk(Object dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, java.lang.reflect.Array.getLength(dst));
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int pos = position();
        copyOut(pos, dst, off, length);
        position(pos + length);
    }

    final void getBulkAt(int index, Object dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, java.lang.reflect.Array.getLength(dst));
        copyOut(index, dst, off, length);
    }

    private void copyOut(int from, Object dst, int off, int length) {
        if (hb != null) {
            System.arraycopy(hb, offset + from, dst, off, length);
            return;
        }
        for (int i = 0; i < length; i++) {
            setArrayBits(dst, off + i, bitsAt(from + i));
        }
    }

    final void putBulk(Object src, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, java.lang.reflect.Array.getLength(src));
        writable();
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int pos = position();
        copyIn(pos, src, off, length);
        position(pos + length);
    }

    final void putBulkAt(int index, Object src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, java.lang.reflect.Array.getLength(src));
        writable();
        copyIn(index, src, off, length);
    }

    private void copyIn(int to, Object src, int off, int length) {
        if (hb != null) {
            System.arraycopy(src, off, hb, offset + to, length);
            return;
        }
        for (int i = 0; i < length; i++) {
            setBitsAt(to + i, arrayBits(src, off + i));
        }
    }

    final void putBuffer(RvmTypedBuffer src) {
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
        long[] tmp = new long[n]; // the two may share storage
        for (int i = 0; i < n; i++) {
            tmp[i] = src.bitsAt(spos + i);
        }
        for (int i = 0; i < n; i++) {
            setBitsAt(pos + i, tmp[i]);
        }
        src.position(spos + n);
        position(pos + n);
    }

    final void putBufferAt(int index, RvmTypedBuffer src, int off, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        java.util.Objects.checkFromIndexSize(off, length, src.limit());
        writable();
        for (int i = 0; i < length; i++) {
            setBitsAt(index + i, src.bitsAt(off + i));
        }
    }

    // ---- the rest of the API, untyped ----

    final RvmTypedBuffer slice0() {
        int rem = remaining();
        return make(-1, 0, rem, rem, position(), readOnly);
    }

    final RvmTypedBuffer slice0(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, readOnly);
    }

    final RvmTypedBuffer duplicate0(boolean ro) {
        return make(markValue(), position(), limit(), capacity(), 0, ro);
    }

    final void compact0() {
        writable();
        int pos = position();
        int rem = remaining();
        for (int i = 0; i < rem; i++) {
            setBitsAt(i, bitsAt(pos + i));
        }
        position(rem);
        limit(capacity());
        discardMark();
    }

    final Object array0() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final int arrayOffset() {
        array0();
        return offset;
    }

    public boolean isDirect() {
        return bb != null && bb.isDirect();
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public final ByteOrder order() {
        if (bb == null) {
            return ByteOrder.nativeOrder();
        }
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    /** The JDK's class name of this buffer, for toString. */
    final String kindName() {
        if (bb == null) {
            return readOnly ? kind + "R" : kind;
        }
        String b = NAMES[type] + "Buffer";
        if (bb.isDirect()) {
            boolean nativeOrder = bigEndian == (ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN);
            return "Direct" + b + (readOnly ? "R" : "") + (nativeOrder ? "U" : "S");
        }
        return "ByteBufferAs" + b + (readOnly ? "R" : "") + (bigEndian ? "B" : "L");
    }

    public String toString() {
        return "java.nio." + kindName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            long v = bitsAt(i);
            int term = type == FLOAT ? (int) Float.intBitsToFloat((int) v)
                    : type == DOUBLE ? (int) Double.longBitsToDouble(v) : (int) v;
            h = 31 * h + term;
        }
        return h;
    }

    final boolean equals0(RvmTypedBuffer that) {
        return this == that || (remaining() == that.remaining() && mismatch0(that) < 0);
    }

    /** Element order as the typed compare methods (Float.compare, Character.compare, ...). */
    private int compareBits(long x, long y) {
        if (type == FLOAT) {
            return Float.compare(Float.intBitsToFloat((int) x), Float.intBitsToFloat((int) y));
        }
        if (type == DOUBLE) {
            return Double.compare(Double.longBitsToDouble(x), Double.longBitsToDouble(y));
        }
        if (type == CHAR || type == SHORT) {
            return (int) (x - y); // Character.compare and Short.compare return the difference
        }
        return Long.compare(x, y);
    }

    /** Equal as the JDK's buffers compare: == on values, and NaN equal to NaN. */
    private boolean sameBits(long x, long y) {
        if (type == FLOAT) {
            float a = Float.intBitsToFloat((int) x), b = Float.intBitsToFloat((int) y);
            return a == b || (Float.isNaN(a) && Float.isNaN(b));
        }
        if (type == DOUBLE) {
            double a = Double.longBitsToDouble(x), b = Double.longBitsToDouble(y);
            return a == b || (Double.isNaN(a) && Double.isNaN(b));
        }
        return x == y;
    }

    final int compareTo0(RvmTypedBuffer that) {
        int i = mismatch0(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            return compareBits(bitsAt(position() + i), that.bitsAt(that.position() + i));
        }
        return remaining() - that.remaining();
    }

    final int mismatch0(RvmTypedBuffer that) {
        int length = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < length; i++) {
            if (!sameBits(bitsAt(p + i), that.bitsAt(q + i))) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : length;
    }
}
