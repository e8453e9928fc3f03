package java.nio.channels;

public interface Channel extends java.io.Closeable {
    boolean isOpen();

    void close() throws java.io.IOException;
}
