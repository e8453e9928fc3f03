package java.util;

/** rvm's java.util.Iterator (pure Java interface; no forEachRemaining yet). */
public interface Iterator<E> {
    boolean hasNext();

    E next();

    default void remove() {
        throw new UnsupportedOperationException("remove");
    }
}
