package java.security;

/** rvm's java.security.SecureClassLoader: a ClassLoader whose defineClass takes a CodeSource. */
public class SecureClassLoader extends ClassLoader {
    private final java.util.HashMap<CodeSource, ProtectionDomain> pdcache = new java.util.HashMap<>();

    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }

    protected SecureClassLoader(String name, ClassLoader parent) {
        super(name, parent);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len, CodeSource cs) {
        return defineClass(name, b, off, len, getProtectionDomain(cs));
    }

    protected PermissionCollection getPermissions(CodeSource codesource) {
        return new Permissions();
    }

    private ProtectionDomain getProtectionDomain(CodeSource cs) {
        if (cs == null) {
            return null;
        }
        synchronized (pdcache) {
            ProtectionDomain pd = pdcache.get(cs);
            if (pd == null) {
                pd = new ProtectionDomain(cs, getPermissions(cs), this, null);
                pdcache.put(cs, pd);
            }
            return pd;
        }
    }
}
