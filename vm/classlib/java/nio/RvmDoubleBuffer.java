package java.nio;

/** The one implementation class of DoubleBuffer (see there). */
final class RvmDoubleBuffer extends DoubleBuffer {
    RvmDoubleBuffer(int mark, int pos, int lim, int cap, double[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap, hb, offset, bb, bbOffset, bigEndian, readOnly, kind);
    }
}
