package java.lang;

/**
 * rvm's java.lang.ClassLoader. The built-in library (the bootstrap loader, null from
 * getClassLoader) and the class path (the system loader, an instance of the nested
 * AppClassLoader, named "app" as in the JDK) share one class namespace. loadClass delegates to
 * the parent, then to findClass; the system loader finds classes and resources on the class path
 * (natives findResource0 and resourceBytes0, natives/reflect.rs). Every other loader has a
 * namespace of its own in the VM (class/namespaces.rs), keyed by rvmLoaderId: defineClass defines
 * a class from bytes into it (native defineClass0, natives/class_loader.rs), the class records
 * this loader (Class.classLoader), the names it refers to are loaded through this loader's
 * loadClass and recorded as initiated, and findLoadedClass answers from it. Two loaders may each
 * define the same name and get two distinct classes; one loader defining a name twice gets
 * HotSpot's duplicate-definition LinkageError.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;
    private static ClassLoader systemLoader;
    private static ClassLoader platformLoader;

    private static native String findResource0(String name);

    private static native byte[] resourceBytes0(String name);

    private static native Class<?> defineClass0(ClassLoader loader, String name, byte[] b, int off, int len);

    private static native Class<?> findLoadedClass0(ClassLoader loader, String name);

    /** Class.forName(name, initialize, loader) for a loader other than the builtin ones. */
    static native Class<?> forName0(String name, boolean initialize, ClassLoader loader) throws ClassNotFoundException;

    /** This loader's class namespace in the VM (0 until the VM first needs it; read and set by the VM). */
    private int rvmLoaderId;

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

    /**
     * The lock loadClass holds for a name: the loader itself (rvm's loaders are not parallel
     * capable: registerAsParallelCapable records nothing and answers false, so this stays the
     * JDK's answer for a loader that did not register).
     */
    protected Object getClassLoadingLock(String className) {
        return this;
    }

    protected static boolean registerAsParallelCapable() {
        return false;
    }

    public final boolean isRegisteredAsParallelCapable() {
        return false;
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
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

    /** Whether the bootstrap loader (rvm's built-in library) has a class of this binary name. */
    private static native boolean isLibraryClass0(String name);

    private static Class<?> findBootstrapClassOrNull(String name) {
        if (!isLibraryClass0(name)) {
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
        if (rvmIsBuiltin()) {
            return null;
        }
        return findLoadedClass0(this, name);
    }

    /** True for the platform and application loaders, which find classes by the VM's class path. */
    boolean rvmIsBuiltin() {
        return this instanceof BuiltinLoader;
    }

    /** How HotSpot names a loader in its messages: 'app', 'bootstrap', or Class @hash. */
    static String rvmDescribe(ClassLoader loader) {
        if (loader == null) {
            return "'bootstrap'";
        }
        if (loader instanceof BuiltinLoader) {
            return "'" + loader.name + "'";
        }
        String id = Integer.toHexString(System.identityHashCode(loader));
        return loader.name != null ? "'" + loader.name + "' @" + id : loader.getClass().getName() + " @" + id;
    }

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(name, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len,
            java.security.ProtectionDomain protectionDomain) throws ClassFormatError {
        if (name != null && (name.indexOf('/') >= 0 || name.startsWith("["))) {
            throw new NoClassDefFoundError("IllegalName: " + name);
        }
        if (name != null && name.startsWith("java.")) {
            throw new SecurityException("Prohibited package name: " + name.substring(0, name.lastIndexOf('.')));
        }
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (protectionDomain == null) {
            protectionDomain = new java.security.ProtectionDomain(
                    new java.security.CodeSource(null, (java.security.cert.Certificate[]) null), null, this, null);
        }
        // The VM checks for a duplicate definition and records this loader in the class.
        Class<?> c = defineClass0(this, name, b, off, len);
        c.definedDomain = protectionDomain;
        return c;
    }

    protected final Class<?> defineClass(String name, java.nio.ByteBuffer b,
            java.security.ProtectionDomain protectionDomain) throws ClassFormatError {
        byte[] bytes = new byte[b.remaining()];
        b.get(bytes);
        return defineClass(name, bytes, 0, bytes.length, protectionDomain);
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

    /** The parent's resources (the class path's for the system loader), then findResources's. */
    public java.util.Enumeration<java.net.URL> getResources(String name) throws java.io.IOException {
        java.util.Vector<java.net.URL> v = new java.util.Vector<>();
        if (parent != null) {
            v.addAll(java.util.Collections.list(parent.getResources(name)));
        }
        v.addAll(java.util.Collections.list(findResources(name)));
        return v.elements();
    }

    protected java.util.Enumeration<java.net.URL> findResources(String name) throws java.io.IOException {
        return java.util.Collections.emptyEnumeration();
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
        protected java.util.Enumeration<java.net.URL> findResources(String name) {
            java.util.Vector<java.net.URL> v = new java.util.Vector<>();
            java.net.URL url = findResource(name);
            if (url != null) {
                v.add(url);
            }
            return v.elements();
        }

        @Override
        public String toString() {
            return "jdk.internal.loader.ClassLoaders$AppClassLoader@" + Integer.toHexString(hashCode());
        }
    }
}
