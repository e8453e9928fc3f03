package java.security;

/** rvm's java.security.PrivilegedAction: an action run by AccessController.doPrivileged. */
public interface PrivilegedAction<T> {
    T run();
}
