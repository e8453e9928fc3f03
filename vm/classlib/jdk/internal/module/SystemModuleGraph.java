package jdk.internal.module;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.net.URI;
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

/**
 * The JDK 17 system module graph that rvm describes, parsed once from {@link RvmSystemModules}
 * (generated from the JDK image): every system module's descriptor and reference (location
 * jrt:/NAME), which modules the boot layer of a class-path program holds, their class loaders and
 * read edges. ModuleFinder.ofSystem() and ModuleLayer.boot() are built from it. rvm's own library
 * classes sit in these modules by package; the modules' other classes do not exist in rvm, and
 * their references cannot be opened (rvm has no jrt image).
 */
public final class SystemModuleGraph {
    private SystemModuleGraph() {}

    /** A system module's reference: "[module NAME, location=jrt:/NAME]" as the JDK prints it. */
    static final class SystemReference extends ModuleReference {
        SystemReference(ModuleDescriptor d) {
            super(d, URI.create("jrt:/" + d.name()));
        }

        public ModuleReader open() throws java.io.IOException {
            throw new java.io.IOException("rvm: the contents of system module " + descriptor().name()
                    + " cannot be read (there is no jrt image)");
        }

        public String toString() {
            return "[module " + descriptor().name() + ", location=" + location().get() + "]";
        }
    }

    private static final class Graph {
        static final TreeMap<String, ModuleReference> REFS = new TreeMap<>();
        static final TreeMap<String, Character> BOOT_LOADERS = new TreeMap<>();
        static final HashMap<String, List<String>> READS = new HashMap<>();

        static {
            for (String text : RvmSystemModules.MODULES) {
                ModuleDescriptor d = ModuleDescriptor.rvmParse(text);
                REFS.put(d.name(), new SystemReference(d));
                int nl = text.indexOf('\n');
                String[] head = text.substring(0, nl).split(" ");
                if (head[5].equals("1")) {
                    BOOT_LOADERS.put(d.name(), Character.valueOf(head[4].charAt(0)));
                    int at = text.lastIndexOf("\nD ");
                    int end = text.indexOf('\n', at + 1);
                    READS.put(d.name(), ModuleDescriptor.rvmList(text.substring(at + 3, end)));
                }
            }
        }
    }

    private static final class Finder implements ModuleFinder {
        static final Finder INSTANCE = new Finder();

        public Optional<ModuleReference> find(String name) {
            Objects.requireNonNull(name);
            return Optional.ofNullable(Graph.REFS.get(name));
        }

        public Set<ModuleReference> findAll() {
            return Collections.unmodifiableSet(new LinkedHashSet<>(Graph.REFS.values()));
        }
    }

    public static ModuleFinder finder() {
        return Finder.INSTANCE;
    }

    /** The boot layer's configuration (its parent is the empty configuration). */
    public static Configuration bootConfiguration() {
        ArrayList<ModuleReference> refs = new ArrayList<>();
        for (String name : Graph.BOOT_LOADERS.keySet()) {
            refs.add(Graph.REFS.get(name));
        }
        ArrayList<Configuration> parents = new ArrayList<>();
        parents.add(Configuration.empty());
        return Configuration.rvmOf(parents, refs, Graph.READS);
    }

    /** The class loader of boot module {@code name}: 'b' the boot loader, 'p' platform, 'a' application. */
    public static char loaderOf(String name) {
        return Graph.BOOT_LOADERS.get(name).charValue();
    }

    /** Every boot-layer module name with its packages. */
    public static Map<String, Set<String>> bootPackages() {
        TreeMap<String, Set<String>> out = new TreeMap<>();
        for (String name : Graph.BOOT_LOADERS.keySet()) {
            out.put(name, Graph.REFS.get(name).descriptor().packages());
        }
        return out;
    }
}
