package java.io;

/** rvm's java.io.Closeable (pure Java interface). */
public interface Closeable extends AutoCloseable {
    public void close() throws IOException;
}
