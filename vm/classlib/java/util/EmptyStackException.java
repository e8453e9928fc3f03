package java.util;

/** Thrown by {@link Stack} when it is empty. */
public class EmptyStackException extends RuntimeException {
    public EmptyStackException() {
    }
}
