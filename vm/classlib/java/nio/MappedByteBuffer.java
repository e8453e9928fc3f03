package java.nio;

/**
 * rvm's MappedByteBuffer: the superclass of the direct buffers, as in the JDK. FileChannel.map
 * returns one holding a copy of the file region (READ_ONLY and PRIVATE mappings; see RvmFileChannel).
 */
public abstract class MappedByteBuffer extends ByteBuffer {
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
        return this;
    }

    public final MappedByteBuffer force(int index, int length) {
        return this;
    }

    /** rvm: a region of the file copied into a direct buffer (read-only unless writable). */
    public static MappedByteBuffer rvmCopyOf(byte[] bytes, boolean writable) {
        return writable ? new DirectByteBuffer(bytes, -1, 0, bytes.length, bytes.length, 0)
                : new DirectByteBufferR(bytes, -1, 0, bytes.length, bytes.length, 0);
    }
}
