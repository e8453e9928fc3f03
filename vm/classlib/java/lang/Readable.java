package java.lang;

/**
 * rvm's java.lang.Readable: a marker for character sources (java.io.Reader implements it). The
 * JDK's read(CharBuffer) is not declared: rvm's library has no java.nio buffers.
 */
public interface Readable {
}
