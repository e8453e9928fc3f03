package java.util.zip;

/** rvm's java.util.zip.Checksum. */
public interface Checksum {
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    /** The buffer's remaining bytes; its position moves to its limit (as the JDK's default does). */
    default void update(java.nio.ByteBuffer buffer) {
        int pos = buffer.position();
        int limit = buffer.limit();
        if (pos > limit) {
            pos = limit;
        }
        int rem = limit - pos;
        if (rem <= 0) {
            return;
        }
        if (buffer.hasArray()) {
            update(buffer.array(), pos + buffer.arrayOffset(), rem);
        } else {
            byte[] b = new byte[Math.min(rem, 4096)];
            while (buffer.hasRemaining()) {
                int length = Math.min(buffer.remaining(), b.length);
                buffer.get(b, 0, length);
                update(b, 0, length);
            }
        }
        buffer.position(limit);
    }

    long getValue();

    void reset();
}
