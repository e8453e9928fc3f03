package java.lang.module;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A resolved module graph: the modules selected by resolving root modules against finders and
 * parent configurations, and each module's read edges (JLS 7.7.1: a module reads what it requires
 * and what those modules require transitively; an automatic module reads every module).
 *
 * <pre>
 *   roots --find (before finder, parents, after finder)--> selected modules
 *   selected --requires, recursively--> more selected (a missing one: FindException)
 *   selected --requires + requires transitive closure--> reads
 * </pre>
 *
 * The boot configuration comes from jdk.internal.module.SystemModuleGraph with the read edges the
 * JDK computed ({@link #rvmOf}). Not done: service binding (resolveAndBind resolves only), and the
 * JDK's checks for cycles and split packages.
 */
public final class Configuration {
    private static final Configuration EMPTY = new Configuration(new ArrayList<>(), new ArrayList<>());

    private final List<Configuration> parents;
    private final Map<String, ResolvedModule> nameToModule = new TreeMap<>();
    private final Map<ResolvedModule, Set<ResolvedModule>> graph = new HashMap<>();
    private final Set<ResolvedModule> modules;

    private Configuration(List<Configuration> parents, Collection<ModuleReference> refs) {
        this.parents = Collections.unmodifiableList(new ArrayList<>(parents));
        for (ModuleReference ref : refs) {
            nameToModule.put(ref.descriptor().name(), new ResolvedModule(this, ref));
        }
        this.modules = Collections.unmodifiableSet(new LinkedHashSet<>(nameToModule.values()));
    }

    /** A configuration whose read edges are given by module name (the boot configuration's). */
    public static Configuration rvmOf(List<Configuration> parents, List<ModuleReference> refs,
            Map<String, List<String>> reads) {
        Configuration cf = new Configuration(parents, refs);
        for (ResolvedModule m : cf.modules) {
            LinkedHashSet<ResolvedModule> set = new LinkedHashSet<>();
            List<String> names = reads.get(m.name());
            if (names != null) {
                for (String n : names) {
                    set.add(cf.findModule(n).get());
                }
            }
            cf.graph.put(m, Collections.unmodifiableSet(set));
        }
        return cf;
    }

    public static Configuration empty() {
        return EMPTY;
    }

    public List<Configuration> parents() {
        return parents;
    }

    public Set<ResolvedModule> modules() {
        return modules;
    }

    public Optional<ResolvedModule> findModule(String name) {
        Objects.requireNonNull(name);
        ResolvedModule m = nameToModule.get(name);
        if (m != null) {
            return Optional.of(m);
        }
        for (Configuration parent : parents) {
            Optional<ResolvedModule> o = parent.findModule(name);
            if (o.isPresent()) {
                return o;
            }
        }
        return Optional.empty();
    }

    Set<ResolvedModule> reads(ResolvedModule m) {
        Set<ResolvedModule> set = graph.get(m);
        return set != null ? set : Collections.emptySet();
    }

    public Configuration resolve(ModuleFinder before, ModuleFinder after, Collection<String> roots) {
        return resolve(before, List.of(this), after, roots);
    }

    public Configuration resolveAndBind(ModuleFinder before, ModuleFinder after, Collection<String> roots) {
        return resolve(before, List.of(this), after, roots);
    }

    public static Configuration resolveAndBind(ModuleFinder before, List<Configuration> parents, ModuleFinder after,
            Collection<String> roots) {
        return resolve(before, parents, after, roots);
    }

    public static Configuration resolve(ModuleFinder before, List<Configuration> parents, ModuleFinder after,
            Collection<String> roots) {
        Objects.requireNonNull(before);
        Objects.requireNonNull(after);
        Objects.requireNonNull(roots);
        List<Configuration> parentList = new ArrayList<>(parents);
        if (parentList.isEmpty()) {
            throw new IllegalArgumentException("'parents' is empty");
        }
        TreeMap<String, ModuleReference> selected = new TreeMap<>();
        ArrayDeque<ModuleDescriptor> queue = new ArrayDeque<>();
        for (String root : roots) {
            Objects.requireNonNull(root);
            if (selected.containsKey(root)) {
                continue;
            }
            ModuleReference ref = find(root, before, parentList, after);
            if (ref == null) {
                if (inParents(root, parentList)) {
                    continue;
                }
                throw new FindException("Module " + root + " not found");
            }
            selected.put(root, ref);
            queue.add(ref.descriptor());
        }
        while (!queue.isEmpty()) {
            ModuleDescriptor d = queue.poll();
            for (ModuleDescriptor.Requires r : d.requires()) {
                String dn = r.name();
                if (selected.containsKey(dn)) {
                    continue;
                }
                ModuleReference ref = find(dn, before, parentList, after);
                if (ref == null) {
                    if (inParents(dn, parentList) || r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC)) {
                        continue;
                    }
                    throw new FindException("Module " + dn + " not found, required by " + d.name());
                }
                selected.put(dn, ref);
                queue.add(ref.descriptor());
            }
        }
        Configuration cf = new Configuration(parentList, selected.values());
        for (ResolvedModule m : cf.modules) {
            LinkedHashSet<ResolvedModule> reads = new LinkedHashSet<>();
            if (m.descriptor().isAutomatic()) {
                cf.addAllModules(reads, m);
            } else {
                for (ModuleDescriptor.Requires r : m.descriptor().requires()) {
                    Optional<ResolvedModule> target = cf.findModule(r.name());
                    if (target.isPresent()) {
                        reads.add(target.get());
                        addTransitive(target.get(), reads, new HashSet<>());
                    }
                }
            }
            cf.graph.put(m, Collections.unmodifiableSet(reads));
        }
        return cf;
    }

    /** Before-finder first; a module already in a parent is not found again by the after-finder. */
    private static ModuleReference find(String name, ModuleFinder before, List<Configuration> parents,
            ModuleFinder after) {
        Optional<ModuleReference> ref = before.find(name);
        if (ref.isPresent()) {
            return ref.get();
        }
        if (inParents(name, parents)) {
            return null;
        }
        return after.find(name).orElse(null);
    }

    private static boolean inParents(String name, List<Configuration> parents) {
        for (Configuration p : parents) {
            if (p.findModule(name).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /** The modules that {@code m} requires transitively, found in {@code m}'s own configuration. */
    private static void addTransitive(ResolvedModule m, Set<ResolvedModule> reads, Set<ResolvedModule> seen) {
        if (!seen.add(m)) {
            return;
        }
        for (ModuleDescriptor.Requires r : m.descriptor().requires()) {
            if (r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE)) {
                Optional<ResolvedModule> t = m.configuration().findModule(r.name());
                if (t.isPresent()) {
                    reads.add(t.get());
                    addTransitive(t.get(), reads, seen);
                }
            }
        }
    }

    private void addAllModules(Set<ResolvedModule> reads, ResolvedModule self) {
        for (ResolvedModule m : modules) {
            if (m != self) {
                reads.add(m);
            }
        }
        for (Configuration p : parents) {
            p.addAllModules(reads, self);
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (ResolvedModule m : modules) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(m.name());
        }
        return sb.toString();
    }
}
