package java.security;

/** rvm's java.security.PrivilegedExceptionAction: a privileged action that may throw a checked exception. */
public interface PrivilegedExceptionAction<T> {
    T run() throws Exception;
}
