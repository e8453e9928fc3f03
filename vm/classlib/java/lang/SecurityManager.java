package java.lang;

/**
 * rvm's java.lang.SecurityManager: the type only. rvm never installs a security manager (JDK 17's
 * default: System.getSecurityManager() is null) and has no System.setSecurityManager; the check
 * methods, which need java.security's permission classes, are not provided.
 */
public class SecurityManager {
    public SecurityManager() {
    }

    public Object getSecurityContext() {
        return java.security.AccessController.getContext();
    }

    public ThreadGroup getThreadGroup() {
        return Thread.currentThread().getThreadGroup();
    }
}
