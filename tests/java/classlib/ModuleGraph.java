import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** The module graph as java.base-only programs see it: boot layer, descriptors, finders, builders, versions. */
public class ModuleGraph {
    static <T> TreeSet<String> names(Set<T> set) {
        TreeSet<String> out = new TreeSet<>();
        for (T t : set) {
            out.add(t.toString());
        }
        return out;
    }

    public static void main(String[] args) {
        Module mine = ModuleGraph.class.getModule();
        System.out.println("mine: named=" + mine.isNamed() + " name=" + mine.getName() + " descriptor=" + mine.getDescriptor()
                + " layer=" + mine.getLayer());
        ModuleLayer boot = ModuleLayer.boot();
        Module base = Object.class.getModule();
        System.out.println(base + " in boot layer: " + (base.getLayer() == boot) + ", found: "
                + (boot.findModule("java.base").get() == base) + ", loader: " + base.getClassLoader());
        System.out.println("int: " + int.class.getModule() + ", String[]: " + String[].class.getModule()
                + ", Logger: " + java.util.logging.Logger.class.getModule());
        System.out.println("boot has java.base, java.logging, java.sql: " + boot.findModule("java.base").isPresent() + " "
                + boot.findModule("java.logging").isPresent() + " " + boot.findModule("java.sql").isPresent());
        System.out.println("boot has no.such.module: " + boot.findModule("no.such.module").isPresent());
        System.out.println("boot contains mine: " + boot.modules().contains(mine));
        System.out.println("boot parents: " + boot.parents().size() + ", parent is empty layer: "
                + (boot.parents().get(0) == ModuleLayer.empty()) + ", empty layer: [" + ModuleLayer.empty() + "] "
                + ModuleLayer.empty().modules().size() + " " + ModuleLayer.empty().parents());
        try {
            boot.findLoader("no.such.module");
        } catch (IllegalArgumentException e) {
            System.out.println("findLoader: " + e.getMessage());
        }
        System.out.println("java.base loader: " + boot.findLoader("java.base"));

        ModuleDescriptor bd = base.getDescriptor();
        System.out.println(bd.name() + " open=" + bd.isOpen() + " automatic=" + bd.isAutomatic() + " modifiers="
                + bd.modifiers() + " requires=" + bd.requires() + " version present=" + bd.version().isPresent());
        System.out.println("java.base packages: java.lang " + bd.packages().contains("java.lang") + ", java.util.zip "
                + bd.packages().contains("java.util.zip") + ", java.sql " + bd.packages().contains("java.sql"));
        int qualified = 0;
        TreeSet<String> shown = new TreeSet<>();
        for (ModuleDescriptor.Exports e : bd.exports()) {
            if (e.source().equals("java.lang") || e.source().equals("jdk.internal.misc")) {
                shown.add("export " + e.source() + " qualified=" + e.isQualified() + " targets include java.logging="
                        + e.targets().contains("java.logging"));
            }
            if (e.isQualified()) {
                qualified++;
            }
        }
        System.out.println(shown);
        System.out.println("java.base has qualified exports: " + (qualified > 0) + ", opens: " + bd.opens().size());
        System.out.println("uses java.nio.channels.spi.SelectorProvider: " + bd.uses().contains("java.nio.channels.spi.SelectorProvider"));

        Module logging = boot.findModule("java.logging").get();
        Module sql = boot.findModule("java.sql").get();
        System.out.println("java.logging descriptor: " + logging.getDescriptor().exports() + " requires "
                + logging.getDescriptor().requires());
        System.out.println("java.sql requires: " + names(sql.getDescriptor().requires()));
        System.out.println("reads: sql->logging " + sql.canRead(logging) + ", logging->sql " + logging.canRead(sql)
                + ", logging->base " + logging.canRead(base) + ", base->mine " + base.canRead(mine) + ", mine->sql "
                + mine.canRead(sql) + ", base->base " + base.canRead(base));
        System.out.println("exported: java.lang " + base.isExported("java.lang") + ", java.lang to mine "
                + base.isExported("java.lang", mine) + ", jdk.internal.misc " + base.isExported("jdk.internal.misc")
                + ", jdk.internal.misc to java.logging " + base.isExported("jdk.internal.misc", logging)
                + ", jdk.internal.misc to mine " + base.isExported("jdk.internal.misc", mine) + ", no.such "
                + base.isExported("no.such"));
        System.out.println("open: java.lang " + base.isOpen("java.lang") + ", java.lang to mine " + base.isOpen("java.lang", mine)
                + ", mine's anything " + mine.isOpen("anything") + " " + mine.isExported("anything", base));
        try {
            base.addOpens("java.lang", mine);
        } catch (IllegalCallerException e) {
            System.out.println("addOpens: " + e.getClass().getName());
        }
        try {
            base.addReads(mine);
        } catch (IllegalCallerException e) {
            System.out.println("addReads: " + e.getClass().getName());
        }
        System.out.println("mine.addReads: " + (mine.addReads(sql) == mine) + ", annotations: " + base.getAnnotations().length);

        Configuration cf = boot.configuration();
        ResolvedModule rsql = cf.findModule("java.sql").get();
        System.out.println("configuration: has java.base " + cf.findModule("java.base").isPresent() + ", parents "
                + cf.parents().size() + " empty " + (cf.parents().get(0) == Configuration.empty()) + ", same modules "
                + (cf.modules().size() == boot.modules().size()));
        TreeSet<String> sqlReads = new TreeSet<>();
        for (ResolvedModule r : rsql.reads()) {
            sqlReads.add(r.name());
        }
        System.out.println("java.sql reads " + sqlReads + ", reference " + rsql.reference() + ", configuration "
                + (rsql.configuration() == cf));
        System.out.println("java.base reads " + cf.findModule("java.base").get().reads().size());

        ModuleFinder system = ModuleFinder.ofSystem();
        Optional<ModuleReference> ref = system.find("java.base");
        System.out.println("system finder: java.base " + ref.isPresent() + " at " + ref.get().location().get()
                + ", missing " + system.find("no.such.module").isPresent() + ", same descriptor "
                + ref.get().descriptor().equals(bd) + ", all >= boot " + (system.findAll().size() >= boot.modules().size()));
        ModuleFinder none = ModuleFinder.of();
        System.out.println("empty finder: " + none.findAll().size() + " " + none.find("java.base").isPresent());
        Configuration child = cf.resolve(none, none, Set.of("java.logging"));
        System.out.println("child configuration: " + child.modules().size() + " modules, parent boot "
                + (child.parents().get(0) == cf) + ", finds java.logging " + child.findModule("java.logging").isPresent());
        ModuleLayer childLayer = boot.defineModulesWithOneLoader(child, ClassLoader.getSystemClassLoader());
        System.out.println("child layer: " + childLayer.modules().size() + " modules, parent boot "
                + (childLayer.parents().get(0) == boot) + ", finds java.sql " + childLayer.findModule("java.sql").isPresent());
        try {
            cf.resolve(none, none, Set.of("no.such.module"));
        } catch (FindException e) {
            System.out.println("resolve: " + e);
        }
        try {
            ModuleLayer.empty().defineModulesWithOneLoader(child, null);
        } catch (IllegalArgumentException e) {
            System.out.println("define: " + e.getMessage());
        }

        ModuleDescriptor app = ModuleDescriptor.newModule("com.example.app")
                .requires("java.sql")
                .requires(Set.of(ModuleDescriptor.Requires.Modifier.TRANSITIVE), "com.example.lib")
                .exports("com.example.app.api")
                .exports("com.example.app.spi", Set.of("com.example.plugin"))
                .opens("com.example.app.model")
                .uses("com.example.app.spi.Plugin")
                .provides("com.example.app.spi.Plugin", List.of("com.example.app.impl.DefaultPlugin"))
                .packages(Set.of("com.example.app.impl", "com.example.app.util"))
                .version("2.1-beta+7")
                .mainClass("com.example.app.Main")
                .build();
        System.out.println(app.toNameAndVersion() + " main " + app.mainClass().get() + " packages " + names(app.packages()));
        System.out.println("requires " + names(app.requires()) + " provides " + app.provides() + " uses " + app.uses()
                + " opens " + app.opens());
        System.out.println("equal rebuilt: " + app.equals(ModuleDescriptor.newModule("com.example.app").build())
                + ", compare to lib: " + Integer.signum(app.compareTo(ModuleDescriptor.newModule("com.example.lib").build())));
        ModuleDescriptor open = ModuleDescriptor.newOpenModule("o.m").build();
        ModuleDescriptor auto = ModuleDescriptor.newAutomaticModule("a.m").packages(Set.of("a.m.x")).build();
        System.out.println(open + " | " + auto + " | " + open.modifiers() + " " + auto.modifiers() + " " + auto.requires());
        String[] bad = {"", "a..b", ".a", "a.", "1a", "a.class", "a b"};
        for (String name : bad) {
            try {
                ModuleDescriptor.newModule(name);
                System.out.println("accepted " + name);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        List<Runnable> misuse = new ArrayList<>();
        misuse.add(() -> ModuleDescriptor.newModule("m").requires("m"));
        misuse.add(() -> ModuleDescriptor.newModule("m").requires("x").requires("x"));
        misuse.add(() -> ModuleDescriptor.newModule("m").exports("p").exports("p"));
        misuse.add(() -> ModuleDescriptor.newModule("m").opens("p").opens("p"));
        misuse.add(() -> ModuleDescriptor.newOpenModule("m").opens("p"));
        misuse.add(() -> ModuleDescriptor.newAutomaticModule("m").requires("x"));
        misuse.add(() -> ModuleDescriptor.newModule("m").exports("p", Set.of()));
        misuse.add(() -> ModuleDescriptor.newModule("m").provides("S", List.of()));
        misuse.add(() -> ModuleDescriptor.newModule("m").mainClass("Main"));
        for (Runnable r : misuse) {
            try {
                r.run();
                System.out.println("no exception");
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }

        String[] versions = {"1", "1.0", "1.0.0", "1.1", "1-a", "1-b", "1+2", "1-a+2", "10", "2.0-rc1", "1.0-SNAPSHOT", "17.0.15", "1.10", "1.9"};
        for (String v1 : versions) {
            StringBuilder sb = new StringBuilder(v1 + ":");
            for (String v2 : versions) {
                int c = ModuleDescriptor.Version.parse(v1).compareTo(ModuleDescriptor.Version.parse(v2));
                sb.append(' ').append(c < 0 ? '<' : c > 0 ? '>' : '=');
            }
            System.out.println(sb + " equals 1.0: " + ModuleDescriptor.Version.parse(v1).equals(ModuleDescriptor.Version.parse("1.0")));
        }
        String[] badVersions = {"", "x1", "-1"};
        for (String v : badVersions) {
            try {
                ModuleDescriptor.Version.parse(v);
            } catch (IllegalArgumentException e) {
                System.out.println("version: " + e.getMessage());
            }
        }
    }
}
