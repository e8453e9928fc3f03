package java.lang;

/**
 * rvm's java.lang.ClassLoader. rvm has one class namespace: the built-in library (the bootstrap
 * loader, null from getClassLoader) and the class path (the system loader, an instance of the
 * nested AppClassLoader, named "app" as in the JDK). loadClass delegates to the parent, then to
 * findClass; the system loader finds classes and resources on the class path (natives
 * findResource0 and resourceBytes0, natives/reflect.rs). defineClass is not implemented: it throws
 * UnsupportedOperationException saying so.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;
    private static ClassLoader systemLoader;
    private static ClassLoader platformLoader;

    private static native String findResource0(String name);

    private static native byte[] resourceBytes0(String name);

    protected ClassLoader(String name, ClassLoader parent) {
        this.name = name;
        this.parent = parent;
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    public String getName() {
        return name;
    }

    private Module unnamedModule;

    public final synchronized Module getUnnamedModule() {
        if (unnamedModule == null) {
            unnamedModule = Module.rvmUnnamed(this);
        }
        return unnamedModule;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public static synchronized ClassLoader getPlatformClassLoader() {
        if (platformLoader == null) {
            platformLoader = new BuiltinLoader("platform", null);
        }
        return platformLoader;
    }

    public static synchronized ClassLoader getSystemClassLoader() {
        if (systemLoader == null) {
            systemLoader = new AppClassLoader(getPlatformClassLoader());
        }
        return systemLoader;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (this) {
            Class<?> c = findLoadedClass(name);
            if (c != null) {
                return c;
            }
            if (parent != null) {
                try {
                    return parent.loadClass(name, false);
                } catch (ClassNotFoundException e) {
                    // fall through to findClass
                }
            } else {
                c = findBootstrapClassOrNull(name);
                if (c != null) {
                    return c;
                }
            }
            return findClass(name);
        }
    }

    private static Class<?> findBootstrapClassOrNull(String name) {
        if (!name.startsWith("java.")) {
            return null;
        }
        try {
            return Class.forName0(name, false);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected final Class<?> findLoadedClass(String name) {
        return null;
    }

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        throw new UnsupportedOperationException("rvm: ClassLoader.defineClass is not implemented (one class namespace)");
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len,
            java.security.ProtectionDomain protectionDomain) throws ClassFormatError {
        return defineClass(name, b, off, len);
    }

    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len);
    }

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    public java.net.URL getResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        java.net.URL url = parent == null ? null : parent.getResource(name);
        return url != null ? url : findResource(name);
    }

    protected java.net.URL findResource(String name) {
        return null;
    }

    public java.io.InputStream getResourceAsStream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        java.net.URL url = getResource(name);
        if (url == null) {
            return null;
        }
        try {
            return url.openStream();
        } catch (java.io.IOException e) {
            return null;
        }
    }

    public java.util.Enumeration<java.net.URL> getResources(String name) throws java.io.IOException {
        java.util.Vector<java.net.URL> v = new java.util.Vector<>();
        java.net.URL url = getResource(name);
        if (url != null) {
            v.add(url);
        }
        return v.elements();
    }

    public static java.net.URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static java.io.InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    /** The bytes of a class-path resource (java.net.URL.openStream for rvm's own URLs). */
    public static byte[] rvmResourceBytes(String name) {
        return resourceBytes0(name);
    }

    private static class BuiltinLoader extends ClassLoader {
        BuiltinLoader(String name, ClassLoader parent) {
            super(name, parent);
        }

        @Override
        public String toString() {
            return "jdk.internal.loader.ClassLoaders$PlatformClassLoader@" + Integer.toHexString(hashCode());
        }
    }

    private static final class AppClassLoader extends BuiltinLoader {
        AppClassLoader(ClassLoader parent) {
            super("app", parent);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            return Class.forName0(name, false);
        }

        @Override
        protected java.net.URL findResource(String name) {
            String spec = findResource0(name);
            if (spec == null) {
                return null;
            }
            try {
                return new java.net.URL(spec);
            } catch (java.net.MalformedURLException e) {
                return null;
            }
        }

        @Override
        public String toString() {
            return "jdk.internal.loader.ClassLoaders$AppClassLoader@" + Integer.toHexString(hashCode());
        }
    }
}
