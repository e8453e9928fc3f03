package java.lang;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.Consumer;

/** rvm's java.lang.Iterable (pure Java interface). */
public interface Iterable<T> {
    Iterator<T> iterator();

    default void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        for (T t : this) {
            action.accept(t);
        }
    }

    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }
}
