package java.io;

/** rvm's java.io.Flushable (pure Java interface). */
public interface Flushable {
    void flush() throws IOException;
}
