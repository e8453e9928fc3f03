package java.nio;

/**
 * rvm's MappedByteBuffer: the superclass of the direct buffers, as in the JDK. FileChannel.map
 * returns one holding a copy of the file region (see RvmFileChannel). A READ_WRITE mapping carries
 * a write-back action: force() writes the whole region to the file (so do closing the channel and
 * the end of the program); READ_ONLY and PRIVATE mappings have none, and force() does nothing.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    /** Writes the mapping's bytes back to its file region (READ_WRITE mappings only). */
    private java.util.function.Consumer<byte[]> rvmWriteBack;

    MappedByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(hb, mark, pos, lim, cap, offset, readOnly, true);
    }

    public final boolean isLoaded() {
        return true;
    }

    public final MappedByteBuffer load() {
        return this;
    }

    public final MappedByteBuffer force() {
        if (rvmWriteBack != null) {
            rvmWriteBack.accept(hb);
        }
        return this;
    }

    public final MappedByteBuffer force(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return force();
    }

    @Override
    public final MappedByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public final MappedByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public final MappedByteBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public final MappedByteBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public final MappedByteBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public final MappedByteBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public final MappedByteBuffer rewind() {
        super.rewind();
        return this;
    }

    // covariant results as in JDK 17 (the direct buffers made from a mapping are MappedByteBuffers)
    @Override
    public MappedByteBuffer slice() {
        return (MappedByteBuffer) super.slice();
    }

    @Override
    public MappedByteBuffer slice(int index, int length) {
        return (MappedByteBuffer) super.slice(index, length);
    }

    @Override
    public MappedByteBuffer duplicate() {
        return (MappedByteBuffer) super.duplicate();
    }

    @Override
    public MappedByteBuffer compact() {
        super.compact();
        return this;
    }

    /** rvm: a region of the file copied into a direct buffer (read-only unless writable). */
    public static MappedByteBuffer rvmCopyOf(byte[] bytes, boolean writable) {
        return writable ? new DirectByteBuffer(bytes, -1, 0, bytes.length, bytes.length, 0)
                : new DirectByteBufferR(bytes, -1, 0, bytes.length, bytes.length, 0);
    }

    /** rvm: a READ_WRITE mapping: a writable copy whose force() calls {@code writeBack} with its bytes. */
    public static MappedByteBuffer rvmShared(byte[] bytes, java.util.function.Consumer<byte[]> writeBack) {
        MappedByteBuffer b = new DirectByteBuffer(bytes, -1, 0, bytes.length, bytes.length, 0);
        b.rvmWriteBack = writeBack;
        return b;
    }
}
