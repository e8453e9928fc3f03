package java.nio;

class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, false, false);
    }
}
