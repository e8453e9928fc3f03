package java.nio;

/** The one implementation class of CharBuffer (see there). */
final class RvmCharBuffer extends CharBuffer {
    RvmCharBuffer(int mark, int pos, int lim, int cap, char[] hb, int offset, ByteBuffer bb, int bbOffset, boolean bigEndian,
            boolean readOnly, String kind) {
        super(mark, pos, lim, cap, hb, offset, bb, bbOffset, bigEndian, readOnly, kind);
    }
}
