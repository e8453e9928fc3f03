package java.nio.channels;

public interface ReadableByteChannel extends Channel {
    int read(java.nio.ByteBuffer dst) throws java.io.IOException;
}
