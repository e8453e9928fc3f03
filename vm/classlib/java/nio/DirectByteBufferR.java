package java.nio;

class DirectByteBufferR extends MappedByteBuffer {
    DirectByteBufferR(byte[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
