package java.lang;

/** rvm's java.lang.Cloneable (marker interface). */
public interface Cloneable {
}
