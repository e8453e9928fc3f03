package java.security;

/**
 * rvm's java.security.AccessController. Without a security manager (JDK 17's default, and the only
 * mode rvm has) a privileged action simply runs: doPrivileged calls run() and returns its result;
 * a checked exception from a PrivilegedExceptionAction comes back wrapped in
 * PrivilegedActionException, unchecked ones pass through. The context argument is accepted and
 * ignored. checkPermission and the overloads taking permissions are not provided (java.security's
 * permission classes are not in rvm).
 */
public final class AccessController {
    private AccessController() {}

    public static <T> T doPrivileged(PrivilegedAction<T> action) {
        return action.run();
    }

    public static <T> T doPrivileged(PrivilegedAction<T> action, AccessControlContext context) {
        return action.run();
    }


    public static <T> T doPrivilegedWithCombiner(PrivilegedAction<T> action) {
        return action.run();
    }


    public static <T> T doPrivileged(PrivilegedExceptionAction<T> action) throws PrivilegedActionException {
        return runChecked(action);
    }

    public static <T> T doPrivileged(PrivilegedExceptionAction<T> action, AccessControlContext context)
            throws PrivilegedActionException {
        return runChecked(action);
    }


    public static <T> T doPrivilegedWithCombiner(PrivilegedExceptionAction<T> action)
            throws PrivilegedActionException {
        return runChecked(action);
    }


    private static <T> T runChecked(PrivilegedExceptionAction<T> action) throws PrivilegedActionException {
        try {
            return action.run();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new PrivilegedActionException(e);
        }
    }

    public static AccessControlContext getContext() {
        return new AccessControlContext();
    }

}
