package java.security;

/**
 * rvm's java.security.AccessControlContext: an opaque token from AccessController.getContext.
 * rvm has no security manager (JDK 17's default) nor protection domains, so it carries nothing.
 */
public final class AccessControlContext {
    AccessControlContext() {
    }
}
