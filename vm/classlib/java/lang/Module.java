package java.lang;

/**
 * rvm's java.lang.Module, the basics: rvm's library classes are in the named module that the JDK
 * puts them in (java.base, or java.logging for java.util.logging), every other class in its class
 * loader's unnamed module (rvm has one application loader, so one unnamed module). Unnamed modules
 * read every module and export and open every package; the library's modules read java.base,
 * export their packages and open none, as the JDK's do. The add* methods change nothing (rvm does
 * not check module readability). Not provided: getDescriptor, getLayer, ModuleLayer, annotations.
 */
public final class Module {
    private static final java.util.HashMap<String, Module> NAMED = new java.util.HashMap<>();

    private final String name;
    private final ClassLoader loader;

    private Module(String name, ClassLoader loader) {
        this.name = name;
        this.loader = loader;
    }

    /** The unnamed module of {@code loader} (ClassLoader.getUnnamedModule). */
    static Module rvmUnnamed(ClassLoader loader) {
        return new Module(null, loader);
    }

    /** The module of a library class in package {@code packageName}. */
    static Module rvmLibrary(String packageName) {
        String moduleName = packageName.equals("java.util.logging") ? "java.logging" : "java.base";
        synchronized (NAMED) {
            Module m = NAMED.get(moduleName);
            if (m == null) {
                m = new Module(moduleName, null);
                NAMED.put(moduleName, m);
            }
            return m;
        }
    }

    public boolean isNamed() {
        return name != null;
    }

    public String getName() {
        return name;
    }

    public ClassLoader getClassLoader() {
        return loader;
    }

    /** An unnamed module reads every module; a library module reads itself and java.base. */
    public boolean canRead(Module other) {
        java.util.Objects.requireNonNull(other);
        return !isNamed() || other == this || "java.base".equals(other.name);
    }

    public Module addReads(Module other) {
        java.util.Objects.requireNonNull(other);
        return this;
    }

    public boolean isExported(String pn) {
        java.util.Objects.requireNonNull(pn);
        return !isNamed() || pn.startsWith("java.");
    }

    public boolean isExported(String pn, Module other) {
        java.util.Objects.requireNonNull(other);
        return isExported(pn);
    }

    public boolean isOpen(String pn) {
        java.util.Objects.requireNonNull(pn);
        return !isNamed();
    }

    public boolean isOpen(String pn, Module other) {
        java.util.Objects.requireNonNull(other);
        return isOpen(pn);
    }

    public Module addExports(String pn, Module other) {
        java.util.Objects.requireNonNull(pn);
        java.util.Objects.requireNonNull(other);
        return this;
    }

    public Module addOpens(String pn, Module other) {
        java.util.Objects.requireNonNull(pn);
        java.util.Objects.requireNonNull(other);
        return this;
    }

    public Module addUses(Class<?> service) {
        java.util.Objects.requireNonNull(service);
        return this;
    }

    public boolean canUse(Class<?> service) {
        java.util.Objects.requireNonNull(service);
        return true;
    }

    public java.io.InputStream getResourceAsStream(String name) throws java.io.IOException {
        if (isNamed()) {
            return null;
        }
        return loader != null ? loader.getResourceAsStream(name) : ClassLoader.getSystemResourceAsStream(name);
    }

    public String toString() {
        if (isNamed()) {
            return "module " + name;
        }
        return "unnamed module @" + Integer.toHexString(hashCode());
    }
}
