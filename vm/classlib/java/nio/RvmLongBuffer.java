package java.nio;

/** The one implementation class of LongBuffer (see there). */
final class RvmLongBuffer extends LongBuffer {
    RvmLongBuffer(int mark, int pos, int lim, int cap, long[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap, hb, offset, bb, bbOffset, bigEndian, readOnly, kind);
    }
}
