package java.nio;

class DirectByteBuffer extends MappedByteBuffer {
    DirectByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, false);
    }
}
