package java.lang;

import java.lang.module.Configuration;
import java.lang.module.ResolvedModule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * rvm's java.lang.ModuleLayer: the empty layer and the boot layer, whose modules are the JDK 17
 * system modules that a class-path program's boot layer holds (jdk.internal.module.
 * SystemModuleGraph), each a java.lang.Module with its descriptor, class loader (null for the boot
 * loader, else the platform or application loader) and read edges. rvm's library classes belong to
 * these modules by package. Child layers can be defined over configurations that select no new
 * modules; defining modules of one's own in a layer is not provided (UnsupportedOperationException).
 */
public final class ModuleLayer {
    private static final ModuleLayer EMPTY = new ModuleLayer(Configuration.empty(), new ArrayList<>());

    private final Configuration cf;
    private final List<ModuleLayer> parents;
    private final Map<String, Module> nameToModule = new TreeMap<>();
    private final Map<String, Module> packageToModule = new HashMap<>();
    private Set<Module> modules;

    private ModuleLayer(Configuration cf, List<ModuleLayer> parents) {
        this.cf = cf;
        this.parents = Collections.unmodifiableList(new ArrayList<>(parents));
        this.modules = Collections.unmodifiableSet(new LinkedHashSet<>());
    }

    private static final class Boot {
        static final ModuleLayer LAYER = createBoot();

        private static ModuleLayer createBoot() {
            ArrayList<ModuleLayer> parents = new ArrayList<>();
            parents.add(EMPTY);
            ModuleLayer layer = new ModuleLayer(jdk.internal.module.SystemModuleGraph.bootConfiguration(), parents);
            for (ResolvedModule rm : layer.cf.modules()) {
                char loaderCode = jdk.internal.module.SystemModuleGraph.loaderOf(rm.name());
                ClassLoader loader = loaderCode == 'b' ? null
                        : loaderCode == 'p' ? ClassLoader.getPlatformClassLoader() : ClassLoader.getSystemClassLoader();
                Module m = Module.rvmNamed(rm.reference().descriptor(), loader, layer);
                layer.nameToModule.put(rm.name(), m);
                for (String pn : rm.reference().descriptor().packages()) {
                    layer.packageToModule.put(pn, m);
                }
            }
            for (ResolvedModule rm : layer.cf.modules()) {
                Module m = layer.nameToModule.get(rm.name());
                for (ResolvedModule other : rm.reads()) {
                    m.rvmAddStaticRead(layer.nameToModule.get(other.name()));
                }
            }
            layer.modules = Collections.unmodifiableSet(new LinkedHashSet<>(layer.nameToModule.values()));
            return layer;
        }
    }

    public static ModuleLayer boot() {
        return Boot.LAYER;
    }

    public static ModuleLayer empty() {
        return EMPTY;
    }

    /** The boot-layer module that holds package {@code pn} (java.base for rvm packages the JDK does not have). */
    static Module rvmModuleOfPackage(String pn) {
        Module m = Boot.LAYER.packageToModule.get(pn);
        return m != null ? m : Boot.LAYER.nameToModule.get("java.base");
    }

    public Configuration configuration() {
        return cf;
    }

    public List<ModuleLayer> parents() {
        return parents;
    }

    public Set<Module> modules() {
        return modules;
    }

    public Optional<Module> findModule(String name) {
        Objects.requireNonNull(name);
        if (this == EMPTY) {
            return Optional.empty();
        }
        Module m = nameToModule.get(name);
        if (m != null) {
            return Optional.of(m);
        }
        for (ModuleLayer parent : parents) {
            Optional<Module> o = parent.findModule(name);
            if (o.isPresent()) {
                return o;
            }
        }
        return Optional.empty();
    }

    public ClassLoader findLoader(String name) {
        Optional<Module> m = findModule(name);
        if (!m.isPresent()) {
            throw new IllegalArgumentException("Module " + name + " not known to this layer");
        }
        return m.get().getClassLoader();
    }

    public ModuleLayer defineModulesWithOneLoader(Configuration cf, ClassLoader parentLoader) {
        return define(cf, List.of(this));
    }

    public ModuleLayer defineModulesWithManyLoaders(Configuration cf, ClassLoader parentLoader) {
        return define(cf, List.of(this));
    }

    public ModuleLayer defineModules(Configuration cf, Function<String, ClassLoader> clf) {
        Objects.requireNonNull(clf);
        return define(cf, List.of(this));
    }

    public static Controller defineModulesWithOneLoader(Configuration cf, List<ModuleLayer> parentLayers,
            ClassLoader parentLoader) {
        return new Controller(define(cf, parentLayers));
    }

    public static Controller defineModulesWithManyLoaders(Configuration cf, List<ModuleLayer> parentLayers,
            ClassLoader parentLoader) {
        return new Controller(define(cf, parentLayers));
    }

    public static Controller defineModules(Configuration cf, List<ModuleLayer> parentLayers,
            Function<String, ClassLoader> clf) {
        Objects.requireNonNull(clf);
        return new Controller(define(cf, parentLayers));
    }

    /** A layer over {@code cf}, whose parents must be the parent layers' configurations. */
    private static ModuleLayer define(Configuration cf, List<ModuleLayer> parentLayers) {
        Objects.requireNonNull(cf);
        List<ModuleLayer> parents = new ArrayList<>(parentLayers);
        List<Configuration> parentConfigs = new ArrayList<>();
        for (ModuleLayer l : parents) {
            parentConfigs.add(l.configuration());
        }
        if (!parentConfigs.equals(cf.parents())) {
            throw new IllegalArgumentException("Parent of configuration != configuration of this Layer");
        }
        if (!cf.modules().isEmpty()) {
            throw new UnsupportedOperationException(
                    "rvm: defining modules in a layer is not provided (configuration: " + cf + ")");
        }
        return new ModuleLayer(cf, parents);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Module m : modules) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(m.getName());
        }
        return sb.toString();
    }

    /** Controls a layer defined by the static define methods. */
    public static final class Controller {
        private final ModuleLayer layer;

        Controller(ModuleLayer layer) {
            this.layer = layer;
        }

        public ModuleLayer layer() {
            return layer;
        }

        private void ensureInLayer(Module source) {
            if (source.getLayer() != layer) {
                throw new IllegalArgumentException(source + " not in layer");
            }
        }

        public Controller addReads(Module source, Module target) {
            ensureInLayer(source);
            Objects.requireNonNull(target);
            return this;
        }

        public Controller addExports(Module source, String pn, Module target) {
            ensureInLayer(source);
            Objects.requireNonNull(pn);
            Objects.requireNonNull(target);
            return this;
        }

        public Controller addOpens(Module source, String pn, Module target) {
            ensureInLayer(source);
            Objects.requireNonNull(pn);
            Objects.requireNonNull(target);
            return this;
        }
    }
}
