package java.lang;

import java.util.Iterator;

/** rvm's java.lang.Iterable (pure Java interface; no forEach/spliterator yet). */
public interface Iterable<T> {
    Iterator<T> iterator();
}
