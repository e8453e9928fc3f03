package java.io;

/** rvm's java.io.Serializable (marker interface). */
public interface Serializable {
}
