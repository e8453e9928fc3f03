package java.nio;

/** The one implementation class of FloatBuffer (see there). */
final class RvmFloatBuffer extends FloatBuffer {
    RvmFloatBuffer(int mark, int pos, int lim, int cap, float[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap, hb, offset, bb, bbOffset, bigEndian, readOnly, kind);
    }
}
