package java.lang;

/** rvm's java.lang.Comparable (pure Java interface). */
public interface Comparable<T> {
    public int compareTo(T o);
}
