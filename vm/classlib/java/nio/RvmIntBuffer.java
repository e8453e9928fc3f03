package java.nio;

/** The one implementation class of IntBuffer (see there). */
final class RvmIntBuffer extends IntBuffer {
    RvmIntBuffer(int mark, int pos, int lim, int cap, int[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap, hb, offset, bb, bbOffset, bigEndian, readOnly, kind);
    }
}
