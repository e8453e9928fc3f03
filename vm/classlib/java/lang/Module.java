package java.lang;

import java.lang.annotation.Annotation;
import java.lang.module.ModuleDescriptor;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * rvm's java.lang.Module. Named modules are the boot layer's (ModuleLayer.boot(), built from the
 * JDK 17 system module graph): each has its descriptor, class loader and read edges, and answers
 * isExported/isOpen from the descriptor's exports and opens (qualified ones to the named targets).
 * rvm's library classes are in the module the JDK puts their package in. Every other class is in
 * its class loader's unnamed module, which reads every module and exports and opens every package.
 * Code outside a named module may not change it: its add* methods throw IllegalCallerException, as
 * the JDK's do for callers in another module (rvm's library never calls them). Named modules carry
 * no annotations (the JDK 17 system modules have none).
 */
public final class Module implements java.lang.reflect.AnnotatedElement {
    private final String name;
    private final ClassLoader loader;
    private final ModuleDescriptor descriptor;
    private final ModuleLayer layer;
    private final Set<Module> reads = new HashSet<>();

    private Module(String name, ClassLoader loader, ModuleDescriptor descriptor, ModuleLayer layer) {
        this.name = name;
        this.loader = loader;
        this.descriptor = descriptor;
        this.layer = layer;
    }

    /** The unnamed module of {@code loader} (ClassLoader.getUnnamedModule). */
    static Module rvmUnnamed(ClassLoader loader) {
        return new Module(null, loader, null, null);
    }

    /** A named module of {@code layer} (ModuleLayer's boot layer). */
    static Module rvmNamed(ModuleDescriptor descriptor, ClassLoader loader, ModuleLayer layer) {
        return new Module(descriptor.name(), loader, descriptor, layer);
    }

    /** Records a read edge of the boot configuration. */
    void rvmAddStaticRead(Module other) {
        reads.add(other);
    }

    /** The module of a library class in package {@code packageName}. */
    static Module rvmLibrary(String packageName) {
        return ModuleLayer.rvmModuleOfPackage(packageName);
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

    public ModuleDescriptor getDescriptor() {
        return descriptor;
    }

    public ModuleLayer getLayer() {
        return layer;
    }

    /** An unnamed module reads every module; a named module itself and its configuration's read edges. */
    public boolean canRead(Module other) {
        Objects.requireNonNull(other);
        if (!isNamed() || other == this) {
            return true;
        }
        return reads.contains(other);
    }

    public Module addReads(Module other) {
        Objects.requireNonNull(other);
        if (isNamed()) {
            checkCaller(StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass());
        }
        return this;
    }

    public boolean isExported(String pn) {
        Objects.requireNonNull(pn);
        return exportedOrOpen(pn, null, false);
    }

    public boolean isExported(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        return exportedOrOpen(pn, other, false);
    }

    public boolean isOpen(String pn) {
        Objects.requireNonNull(pn);
        return exportedOrOpen(pn, null, true);
    }

    public boolean isOpen(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        return exportedOrOpen(pn, other, true);
    }

    /** To everyone when {@code other} is null, else to {@code other}; open modules open every package. */
    private boolean exportedOrOpen(String pn, Module other, boolean open) {
        if (!isNamed()) {
            return true;
        }
        if (!descriptor.packages().contains(pn)) {
            return false;
        }
        if (descriptor.isOpen() || descriptor.isAutomatic() || other == this) {
            return true;
        }
        if (open) {
            for (ModuleDescriptor.Opens o : descriptor.opens()) {
                if (o.source().equals(pn)) {
                    return !o.isQualified() || (other != null && other.isNamed() && o.targets().contains(other.name));
                }
            }
            return false;
        }
        for (ModuleDescriptor.Exports e : descriptor.exports()) {
            if (e.source().equals(pn)) {
                return !e.isQualified() || (other != null && other.isNamed() && e.targets().contains(other.name));
            }
        }
        // An open package is exported at run time too.
        for (ModuleDescriptor.Opens o : descriptor.opens()) {
            if (o.source().equals(pn)) {
                return !o.isQualified() || (other != null && other.isNamed() && o.targets().contains(other.name));
            }
        }
        return false;
    }

    public Module addExports(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        if (isNamed()) {
            checkCaller(StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass());
        }
        return this;
    }

    public Module addOpens(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        if (isNamed()) {
            checkCaller(StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass());
        }
        return this;
    }

    public Module addUses(Class<?> service) {
        Objects.requireNonNull(service);
        if (isNamed()) {
            checkCaller(StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass());
        }
        return this;
    }

    /** A caller in another module may not change this one (the JDK's "caller != this" message). */
    private void checkCaller(Class<?> caller) {
        Module from = caller.getModule();
        if (from != this) {
            throw new IllegalCallerException(from + " != " + this);
        }
    }

    public boolean canUse(Class<?> service) {
        Objects.requireNonNull(service);
        if (!isNamed() || descriptor.isAutomatic()) {
            return true;
        }
        return service.getModule() == this || descriptor.uses().contains(service.getName());
    }

    /** A named module's packages come from its descriptor; rvm does not track an unnamed module's. */
    public Set<String> getPackages() {
        if (isNamed()) {
            return descriptor.packages();
        }
        throw new UnsupportedOperationException("rvm: Module.getPackages of an unnamed module is not provided");
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return null;
    }

    public Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
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
