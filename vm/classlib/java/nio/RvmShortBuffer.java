package java.nio;

/** The one implementation class of ShortBuffer (see there). */
final class RvmShortBuffer extends ShortBuffer {
    RvmShortBuffer(int mark, int pos, int lim, int cap, short[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap, hb, offset, bb, bbOffset, bigEndian, readOnly, kind);
    }
}
