package java.lang.module;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Finds modules by name. ofSystem() finds the JDK 17 system modules that rvm describes
 * (jdk.internal.module.SystemModuleGraph); of(paths) finds nothing in paths that do not exist or
 * are empty folders, and says clearly that rvm does not read modular jars or exploded modules.
 */
public interface ModuleFinder {
    Optional<ModuleReference> find(String name);

    Set<ModuleReference> findAll();

    static ModuleFinder ofSystem() {
        return jdk.internal.module.SystemModuleGraph.finder();
    }

    static ModuleFinder of(Path... entries) {
        final ArrayList<Path> paths = new ArrayList<>();
        for (Path p : entries) {
            paths.add(Objects.requireNonNull(p));
        }
        return new ModuleFinder() {
            public Optional<ModuleReference> find(String name) {
                Objects.requireNonNull(name);
                scan();
                return Optional.empty();
            }

            public Set<ModuleReference> findAll() {
                scan();
                return new HashSet<>();
            }

            private void scan() {
                for (Path p : paths) {
                    if (!Files.exists(p)) {
                        continue;
                    }
                    if (Files.isDirectory(p)) {
                        try (java.util.stream.Stream<Path> s = Files.list(p)) {
                            if (s.findAny().isEmpty()) {
                                continue;
                            }
                        } catch (java.io.IOException e) {
                            throw new FindException(e);
                        }
                    }
                    throw new UnsupportedOperationException("rvm: ModuleFinder.of does not read modules (" + p + ")");
                }
            }
        };
    }

    static ModuleFinder compose(ModuleFinder... finders) {
        final List<ModuleFinder> list = new ArrayList<>();
        for (ModuleFinder f : finders) {
            list.add(Objects.requireNonNull(f));
        }
        return new ModuleFinder() {
            public Optional<ModuleReference> find(String name) {
                Objects.requireNonNull(name);
                for (ModuleFinder f : list) {
                    Optional<ModuleReference> r = f.find(name);
                    if (r.isPresent()) {
                        return r;
                    }
                }
                return Optional.empty();
            }

            public Set<ModuleReference> findAll() {
                HashMap<String, ModuleReference> byName = new HashMap<>();
                for (ModuleFinder f : list) {
                    for (ModuleReference r : f.findAll()) {
                        byName.putIfAbsent(r.descriptor().name(), r);
                    }
                }
                return new HashSet<>(byName.values());
            }
        };
    }
}
