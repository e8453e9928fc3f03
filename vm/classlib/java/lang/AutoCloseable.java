package java.lang;

/** rvm's java.lang.AutoCloseable (pure Java interface). */
public interface AutoCloseable {
    void close() throws Exception;
}
