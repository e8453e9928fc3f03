package java.lang.module;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * rvm's java.lang.module.ModuleDescriptor: a module's name, modifiers, version, requires, exports,
 * opens, uses, provides and packages, built through {@link Builder} (which checks names and
 * duplicates with the JDK's messages). The system modules' descriptors are built from
 * jdk.internal.module.RvmSystemModules by {@link #rvmParse}. Sets are handed out sorted (the
 * JDK's iterate in an unspecified order). Not provided: read(InputStream|ByteBuffer) of a
 * module-info class file.
 */
public class ModuleDescriptor implements Comparable<ModuleDescriptor> {

    public enum Modifier {
        OPEN, AUTOMATIC, SYNTHETIC, MANDATED
    }

    public static final class Requires implements Comparable<Requires> {
        public enum Modifier {
            TRANSITIVE, STATIC, SYNTHETIC, MANDATED
        }

        private final Set<Modifier> mods;
        private final String name;
        private final Version compiledVersion;
        private final String rawCompiledVersion;

        Requires(Set<Modifier> mods, String name, Version compiledVersion, String rawCompiledVersion) {
            this.mods = sortedView(mods);
            this.name = name;
            this.compiledVersion = compiledVersion;
            this.rawCompiledVersion = rawCompiledVersion;
        }

        public Set<Modifier> modifiers() {
            return mods;
        }

        public String name() {
            return name;
        }

        public Optional<Version> compiledVersion() {
            return Optional.ofNullable(compiledVersion);
        }

        public Optional<String> rawCompiledVersion() {
            return compiledVersion != null ? Optional.of(compiledVersion.toString()) : Optional.ofNullable(rawCompiledVersion);
        }

        /** By name, then modifiers (as a bit set), then compiled version (none first). */
        public int compareTo(Requires that) {
            if (this == that) {
                return 0;
            }
            int c = name.compareTo(that.name);
            if (c != 0) {
                return c;
            }
            c = Long.compare(modsValue(mods), modsValue(that.mods));
            if (c != 0) {
                return c;
            }
            String v1 = rawCompiledVersion().orElse(null);
            String v2 = that.rawCompiledVersion().orElse(null);
            if (v1 == null) {
                return v2 == null ? 0 : -1;
            }
            return v2 == null ? 1 : v1.compareTo(v2);
        }

        public boolean equals(Object ob) {
            if (!(ob instanceof Requires)) {
                return false;
            }
            Requires that = (Requires) ob;
            return name.equals(that.name) && mods.equals(that.mods)
                    && Objects.equals(rawCompiledVersion().orElse(null), that.rawCompiledVersion().orElse(null));
        }

        public int hashCode() {
            int hash = name.hashCode() * 43 + mods.hashCode();
            String v = rawCompiledVersion().orElse(null);
            return v != null ? hash * 43 + v.hashCode() : hash;
        }

        public String toString() {
            String what = compiledVersion != null || rawCompiledVersion != null
                    ? name + " (@" + rawCompiledVersion().get() + ")" : name;
            return ModuleDescriptor.toString(mods, what);
        }
    }

    public static final class Exports implements Comparable<Exports> {
        public enum Modifier {
            SYNTHETIC, MANDATED
        }

        private final Set<Modifier> mods;
        private final String source;
        private final Set<String> targets;

        Exports(Set<Modifier> mods, String source, Set<String> targets) {
            this.mods = sortedView(mods);
            this.source = source;
            this.targets = sortedView(targets);
        }

        public Set<Modifier> modifiers() {
            return mods;
        }

        public boolean isQualified() {
            return !targets.isEmpty();
        }

        public String source() {
            return source;
        }

        public Set<String> targets() {
            return targets;
        }

        public int compareTo(Exports that) {
            return comparePackageEntries(source, mods, targets, that.source, that.mods, that.targets);
        }

        public boolean equals(Object ob) {
            return ob instanceof Exports && sameEntry(source, mods, targets, ((Exports) ob).source, ((Exports) ob).mods, ((Exports) ob).targets);
        }

        public int hashCode() {
            return entryHash(source, mods, targets);
        }

        public String toString() {
            return entryString(source, mods, targets);
        }
    }

    public static final class Opens implements Comparable<Opens> {
        public enum Modifier {
            SYNTHETIC, MANDATED
        }

        private final Set<Modifier> mods;
        private final String source;
        private final Set<String> targets;

        Opens(Set<Modifier> mods, String source, Set<String> targets) {
            this.mods = sortedView(mods);
            this.source = source;
            this.targets = sortedView(targets);
        }

        public Set<Modifier> modifiers() {
            return mods;
        }

        public boolean isQualified() {
            return !targets.isEmpty();
        }

        public String source() {
            return source;
        }

        public Set<String> targets() {
            return targets;
        }

        public int compareTo(Opens that) {
            return comparePackageEntries(source, mods, targets, that.source, that.mods, that.targets);
        }

        public boolean equals(Object ob) {
            return ob instanceof Opens && sameEntry(source, mods, targets, ((Opens) ob).source, ((Opens) ob).mods, ((Opens) ob).targets);
        }

        public int hashCode() {
            return entryHash(source, mods, targets);
        }

        public String toString() {
            return entryString(source, mods, targets);
        }
    }

    public static final class Provides implements Comparable<Provides> {
        private final String service;
        private final List<String> providers;

        Provides(String service, List<String> providers) {
            this.service = service;
            this.providers = Collections.unmodifiableList(new ArrayList<>(providers));
        }

        public String service() {
            return service;
        }

        public List<String> providers() {
            return providers;
        }

        public int compareTo(Provides that) {
            if (this == that) {
                return 0;
            }
            int c = service.compareTo(that.service);
            if (c != 0) {
                return c;
            }
            int n = Math.min(providers.size(), that.providers.size());
            for (int i = 0; i < n; i++) {
                c = providers.get(i).compareTo(that.providers.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(providers.size(), that.providers.size());
        }

        public boolean equals(Object ob) {
            if (!(ob instanceof Provides)) {
                return false;
            }
            Provides that = (Provides) ob;
            return service.equals(that.service) && providers.equals(that.providers);
        }

        public int hashCode() {
            return service.hashCode() * 43 + providers.hashCode();
        }

        public String toString() {
            return service + " with " + providers;
        }
    }

    private final String name;
    private final Version version;
    private final String rawVersion;
    private final Set<Modifier> modifiers;
    private final boolean open;
    private final boolean automatic;
    private final Set<Requires> requires;
    private final Set<Exports> exports;
    private final Set<Opens> opens;
    private final Set<String> uses;
    private final Set<Provides> provides;
    private final Set<String> packages;
    private final String mainClass;

    private ModuleDescriptor(Builder b) {
        this.name = b.name;
        this.version = b.version;
        this.rawVersion = b.rawVersion;
        this.modifiers = Collections.unmodifiableSet(new TreeSet<>(b.modifiers));
        this.open = b.modifiers.contains(Modifier.OPEN);
        this.automatic = b.modifiers.contains(Modifier.AUTOMATIC);
        this.requires = Collections.unmodifiableSet(new TreeSet<>(b.requires.values()));
        this.exports = Collections.unmodifiableSet(new TreeSet<>(b.exports.values()));
        this.opens = Collections.unmodifiableSet(new TreeSet<>(b.opens.values()));
        this.uses = Collections.unmodifiableSet(new TreeSet<>(b.uses));
        this.provides = Collections.unmodifiableSet(new TreeSet<>(b.provides.values()));
        this.packages = Collections.unmodifiableSet(new TreeSet<>(b.packages));
        this.mainClass = b.mainClass;
    }

    public String name() {
        return name;
    }

    public Set<Modifier> modifiers() {
        return modifiers;
    }

    public boolean isOpen() {
        return open;
    }

    public boolean isAutomatic() {
        return automatic;
    }

    public Set<Requires> requires() {
        return requires;
    }

    public Set<Exports> exports() {
        return exports;
    }

    public Set<Opens> opens() {
        return opens;
    }

    public Set<String> uses() {
        return uses;
    }

    public Set<Provides> provides() {
        return provides;
    }

    public Optional<Version> version() {
        return Optional.ofNullable(version);
    }

    public Optional<String> rawVersion() {
        return version != null ? Optional.of(version.toString()) : Optional.ofNullable(rawVersion);
    }

    public String toNameAndVersion() {
        return version != null ? name + "@" + version : name;
    }

    public Optional<String> mainClass() {
        return Optional.ofNullable(mainClass);
    }

    public Set<String> packages() {
        return packages;
    }

    /** By name, then version (none first), then modifiers and the other components. */
    public int compareTo(ModuleDescriptor that) {
        if (this == that) {
            return 0;
        }
        int c = name.compareTo(that.name);
        if (c != 0) {
            return c;
        }
        if (version == null) {
            if (that.version != null) {
                return -1;
            }
        } else {
            if (that.version == null) {
                return 1;
            }
            c = version.compareTo(that.version);
            if (c != 0) {
                return c;
            }
        }
        c = Long.compare(modsValue(modifiers), modsValue(that.modifiers));
        if (c != 0) {
            return c;
        }
        return toString().compareTo(that.toString());
    }

    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof ModuleDescriptor)) {
            return false;
        }
        ModuleDescriptor that = (ModuleDescriptor) ob;
        return name.equals(that.name) && modifiers.equals(that.modifiers) && requires.equals(that.requires)
                && Objects.equals(packages, that.packages) && exports.equals(that.exports) && opens.equals(that.opens)
                && uses.equals(that.uses) && provides.equals(that.provides) && Objects.equals(version, that.version)
                && Objects.equals(rawVersion().orElse(null), that.rawVersion().orElse(null))
                && Objects.equals(mainClass, that.mainClass);
    }

    public int hashCode() {
        int hc = name.hashCode();
        hc = hc * 43 + modifiers.hashCode();
        hc = hc * 43 + requires.hashCode();
        hc = hc * 43 + Objects.hashCode(packages);
        hc = hc * 43 + exports.hashCode();
        hc = hc * 43 + opens.hashCode();
        hc = hc * 43 + uses.hashCode();
        hc = hc * 43 + provides.hashCode();
        hc = hc * 43 + Objects.hashCode(version);
        hc = hc * 43 + Objects.hashCode(rawVersion().orElse(null));
        hc = hc * 43 + Objects.hashCode(mainClass);
        return hc;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (isOpen()) {
            sb.append("open ");
        }
        sb.append("module { name: ").append(toNameAndVersion());
        if (!requires.isEmpty()) {
            sb.append(", ").append(requires);
        }
        if (!uses.isEmpty()) {
            sb.append(", uses: ").append(uses);
        }
        if (!exports.isEmpty()) {
            sb.append(", exports: ").append(exports);
        }
        if (!opens.isEmpty()) {
            sb.append(", opens: ").append(opens);
        }
        if (!provides.isEmpty()) {
            sb.append(", provides: ").append(provides);
        }
        sb.append(" }");
        return sb.toString();
    }

    public static Builder newModule(String name, Set<Modifier> ms) {
        Set<Modifier> mods = new HashSet<>(ms);
        if (mods.contains(Modifier.AUTOMATIC) && mods.size() > 1) {
            throw new IllegalArgumentException(mods + " contains modifiers other than AUTOMATIC");
        }
        return new Builder(name, true, mods);
    }

    public static Builder newModule(String name) {
        return new Builder(name, true, new HashSet<>());
    }

    public static Builder newOpenModule(String name) {
        HashSet<Modifier> mods = new HashSet<>();
        mods.add(Modifier.OPEN);
        return new Builder(name, true, mods);
    }

    public static Builder newAutomaticModule(String name) {
        HashSet<Modifier> mods = new HashSet<>();
        mods.add(Modifier.AUTOMATIC);
        return new Builder(name, true, mods);
    }

    public static ModuleDescriptor read(java.io.InputStream in) throws java.io.IOException {
        throw new UnsupportedOperationException("rvm: ModuleDescriptor.read (module-info class files) is not provided");
    }

    public static ModuleDescriptor read(java.nio.ByteBuffer bb) {
        throw new UnsupportedOperationException("rvm: ModuleDescriptor.read (module-info class files) is not provided");
    }

    /** One descriptor of jdk.internal.module.RvmSystemModules (the format is documented there). */
    public static ModuleDescriptor rvmParse(String text) {
        String[] lines = text.split("\n");
        String[] head = lines[0].split(" ");
        HashSet<Modifier> mods = new HashSet<>();
        for (String m : list(head[2])) {
            mods.add(Modifier.valueOf(m));
        }
        Builder b = new Builder(head[1], false, mods);
        if (!head[3].equals("-")) {
            b.version(head[3]);
        }
        if (!head[6].equals("-")) {
            b.mainClass = head[6];
        }
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(" ");
            switch (f[0].charAt(0)) {
                case 'R': {
                    HashSet<Requires.Modifier> rm = new HashSet<>();
                    for (String m : list(f[1])) {
                        rm.add(Requires.Modifier.valueOf(m));
                    }
                    b.requires(new Requires(rm, f[2], null, f[3].equals("-") ? null : f[3]));
                    break;
                }
                case 'E': {
                    HashSet<Exports.Modifier> em = new HashSet<>();
                    for (String m : list(f[1])) {
                        em.add(Exports.Modifier.valueOf(m));
                    }
                    b.exports(new Exports(em, f[2], new HashSet<>(list(f[3]))));
                    break;
                }
                case 'O': {
                    HashSet<Opens.Modifier> om = new HashSet<>();
                    for (String m : list(f[1])) {
                        om.add(Opens.Modifier.valueOf(m));
                    }
                    b.opens(new Opens(om, f[2], new HashSet<>(list(f[3]))));
                    break;
                }
                case 'U':
                    b.uses.add(f[1]);
                    break;
                case 'P':
                    b.provides(new Provides(f[1], list(f[2])));
                    break;
                case 'K':
                    b.packages.addAll(list(f[1]));
                    break;
                default:
                    break;
            }
        }
        return b.build();
    }

    /** The comma-separated items of a field of RvmSystemModules ('-' for none). */
    public static List<String> rvmList(String field) {
        return list(field);
    }

    private static List<String> list(String field) {
        ArrayList<String> out = new ArrayList<>();
        if (field.equals("-")) {
            return out;
        }
        int start = 0;
        while (true) {
            int comma = field.indexOf(',', start);
            if (comma < 0) {
                out.add(field.substring(start));
                return out;
            }
            out.add(field.substring(start, comma));
            start = comma + 1;
        }
    }

    private static <M extends Enum<M>> String toString(Set<M> mods, String what) {
        StringBuilder sb = new StringBuilder();
        for (M m : mods) {
            sb.append(m.name().toLowerCase()).append(' ');
        }
        return sb.append(what).toString();
    }

    private static <M extends Enum<M>> long modsValue(Set<M> mods) {
        long value = 0;
        for (M m : mods) {
            value += 1L << m.ordinal();
        }
        return value;
    }

    /** A sorted, unmodifiable copy (the shared empty set for none: most entries have no modifiers or targets). */
    private static <T> Set<T> sortedView(Set<T> set) {
        return set.isEmpty() ? Collections.emptySet() : Collections.unmodifiableSet(new TreeSet<>(set));
    }

    /** Exports and Opens are equal when source, modifiers and targets are. */
    private static boolean sameEntry(String s1, Set<?> m1, Set<String> t1, String s2, Set<?> m2, Set<String> t2) {
        return s1.equals(s2) && m1.equals(m2) && t1.equals(t2);
    }

    private static int entryHash(String source, Set<?> mods, Set<String> targets) {
        return (source.hashCode() * 43 + mods.hashCode()) * 43 + targets.hashCode();
    }

    /** "modifiers source" or "modifiers source to [targets]". */
    private static <M extends Enum<M>> String entryString(String source, Set<M> mods, Set<String> targets) {
        return toString(mods, targets.isEmpty() ? source : source + " to " + targets);
    }

    private static int comparePackageEntries(String s1, Set<? extends Enum<?>> m1, Set<String> t1, String s2,
            Set<? extends Enum<?>> m2, Set<String> t2) {
        int c = s1.compareTo(s2);
        if (c != 0) {
            return c;
        }
        long v1 = 0;
        long v2 = 0;
        for (Enum<?> m : m1) {
            v1 += 1L << m.ordinal();
        }
        for (Enum<?> m : m2) {
            v2 += 1L << m.ordinal();
        }
        c = Long.compare(v1, v2);
        if (c != 0) {
            return c;
        }
        Iterator<String> i1 = new TreeSet<>(t1).iterator();
        Iterator<String> i2 = new TreeSet<>(t2).iterator();
        while (i1.hasNext() && i2.hasNext()) {
            c = i1.next().compareTo(i2.next());
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(t1.size(), t2.size());
    }

    /** A module name is dot-separated Java identifiers; the JDK's message names the bad part. */
    static String checkModuleName(String name) {
        return checkQualifiedName(name, "module name");
    }

    static String checkPackageName(String name) {
        return checkQualifiedName(name, "package name");
    }

    static String checkServiceTypeName(String name) {
        return checkQualifiedName(name, "service type name");
    }

    static String checkClassName(String name, String what) {
        return checkQualifiedName(name, what);
    }

    private static String checkQualifiedName(String name, String what) {
        if (name == null) {
            throw new IllegalArgumentException("Null " + what);
        }
        int start = 0;
        while (true) {
            int dot = name.indexOf('.', start);
            String part = dot < 0 ? name.substring(start) : name.substring(start, dot);
            if (!isJavaIdentifier(part)) {
                throw new IllegalArgumentException(name + ": Invalid " + what + ": '" + part + "' is not a Java identifier");
            }
            if (dot < 0) {
                return name;
            }
            start = dot + 1;
        }
    }

    private static boolean isJavaIdentifier(String s) {
        if (s.isEmpty() || isKeyword(s)) {
            return false;
        }
        int first = s.codePointAt(0);
        if (!Character.isJavaIdentifierStart(first)) {
            return false;
        }
        for (int i = Character.charCount(first); i < s.length();) {
            int cp = s.codePointAt(i);
            if (!Character.isJavaIdentifierPart(cp)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    private static final String[] KEYWORDS = {"abstract", "assert", "boolean", "break", "byte", "case", "catch",
        "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final",
        "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long",
        "native", "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile",
        "while", "true", "false", "null", "_"};

    private static boolean isKeyword(String s) {
        for (String k : KEYWORDS) {
            if (k.equals(s)) {
                return true;
            }
        }
        return false;
    }

    public static final class Builder {
        final String name;
        final boolean strict;
        final Set<Modifier> modifiers;
        final boolean automatic;
        final java.util.TreeMap<String, Requires> requires = new java.util.TreeMap<>();
        final java.util.TreeMap<String, Exports> exports = new java.util.TreeMap<>();
        final java.util.TreeMap<String, Opens> opens = new java.util.TreeMap<>();
        final Set<String> uses = new HashSet<>();
        final java.util.TreeMap<String, Provides> provides = new java.util.TreeMap<>();
        final Set<String> packages = new HashSet<>();
        Version version;
        String rawVersion;
        String mainClass;

        Builder(String name, boolean strict, Set<Modifier> modifiers) {
            this.name = strict ? checkModuleName(name) : name;
            this.strict = strict;
            this.modifiers = modifiers;
            this.automatic = modifiers.contains(Modifier.AUTOMATIC);
        }

        public Builder requires(Requires req) {
            if (automatic) {
                throw new IllegalStateException("Automatic modules cannot declare dependences");
            }
            String mn = req.name();
            if (name.equals(mn)) {
                throw new IllegalArgumentException("Dependence on self");
            }
            if (requires.containsKey(mn)) {
                throw new IllegalStateException("Dependence upon " + mn + " already declared");
            }
            requires.put(mn, req);
            return this;
        }

        public Builder requires(Set<Requires.Modifier> ms, String mn, Version compiledVersion) {
            Objects.requireNonNull(compiledVersion);
            if (strict) {
                mn = checkModuleName(mn);
            }
            return requires(new Requires(ms, mn, compiledVersion, null));
        }

        public Builder requires(Set<Requires.Modifier> ms, String mn) {
            if (strict) {
                mn = checkModuleName(mn);
            }
            return requires(new Requires(ms, mn, null, null));
        }

        public Builder requires(String mn) {
            return requires(new HashSet<>(), mn);
        }

        public Builder exports(Exports e) {
            if (automatic) {
                throw new IllegalStateException("Automatic modules cannot declare exported packages");
            }
            String source = e.source();
            if (exports.containsKey(source)) {
                throw new IllegalStateException("Exported package " + source + " already declared");
            }
            exports.put(source, e);
            packages.add(source);
            return this;
        }

        public Builder exports(Set<Exports.Modifier> ms, String pn, Set<String> targets) {
            targets = new HashSet<>(targets);
            if (targets.isEmpty()) {
                throw new IllegalArgumentException("Empty target set");
            }
            if (strict) {
                checkPackageName(pn);
                for (String t : targets) {
                    checkModuleName(t);
                }
            }
            return exports(new Exports(ms, pn, targets));
        }

        public Builder exports(Set<Exports.Modifier> ms, String pn) {
            if (strict) {
                checkPackageName(pn);
            }
            return exports(new Exports(ms, pn, new HashSet<>()));
        }

        public Builder exports(String pn, Set<String> targets) {
            return exports(new HashSet<>(), pn, targets);
        }

        public Builder exports(String pn) {
            return exports(new HashSet<>(), pn);
        }

        public Builder opens(Opens obj) {
            if (modifiers.contains(Modifier.OPEN) || automatic) {
                throw new IllegalStateException("Open or automatic modules cannot declare open packages");
            }
            String source = obj.source();
            if (opens.containsKey(source)) {
                throw new IllegalStateException("Open package " + source + " already declared");
            }
            opens.put(source, obj);
            packages.add(source);
            return this;
        }

        public Builder opens(Set<Opens.Modifier> ms, String pn, Set<String> targets) {
            targets = new HashSet<>(targets);
            if (targets.isEmpty()) {
                throw new IllegalArgumentException("Empty target set");
            }
            if (strict) {
                checkPackageName(pn);
                for (String t : targets) {
                    checkModuleName(t);
                }
            }
            return opens(new Opens(ms, pn, targets));
        }

        public Builder opens(Set<Opens.Modifier> ms, String pn) {
            if (strict) {
                checkPackageName(pn);
            }
            return opens(new Opens(ms, pn, new HashSet<>()));
        }

        public Builder opens(String pn, Set<String> targets) {
            return opens(new HashSet<>(), pn, targets);
        }

        public Builder opens(String pn) {
            return opens(new HashSet<>(), pn);
        }

        public Builder uses(String service) {
            if (automatic) {
                throw new IllegalStateException("Automatic modules can not declare service dependences");
            }
            if (uses.contains(checkServiceTypeName(service))) {
                throw new IllegalStateException("Dependence upon service " + service + " already declared");
            }
            uses.add(service);
            return this;
        }

        public Builder provides(Provides p) {
            String service = p.service();
            if (provides.containsKey(service)) {
                throw new IllegalStateException("Providers of service " + service + " already declared");
            }
            provides.put(service, p);
            for (String provider : p.providers()) {
                int dot = provider.lastIndexOf('.');
                if (dot > 0) {
                    packages.add(provider.substring(0, dot));
                }
            }
            return this;
        }

        public Builder provides(String service, List<String> providers) {
            List<String> list = new ArrayList<>(providers);
            if (list.isEmpty()) {
                throw new IllegalArgumentException("Empty providers set");
            }
            if (strict) {
                checkServiceTypeName(service);
                for (String p : list) {
                    checkClassName(p, "provider class name");
                }
            }
            return provides(new Provides(service, list));
        }

        public Builder packages(Set<String> pns) {
            if (strict) {
                for (String pn : pns) {
                    checkPackageName(pn);
                }
            }
            packages.addAll(pns);
            return this;
        }

        public Builder version(Version v) {
            version = Objects.requireNonNull(v);
            rawVersion = null;
            return this;
        }

        public Builder version(String vs) {
            try {
                version = Version.parse(vs);
                rawVersion = null;
            } catch (IllegalArgumentException e) {
                if (strict) {
                    throw e;
                }
                version = null;
                rawVersion = vs;
            }
            return this;
        }

        public Builder mainClass(String mc) {
            String pn;
            if (strict) {
                mc = checkClassName(mc, "main class name");
                int dot = mc.lastIndexOf('.');
                if (dot < 0) {
                    throw new IllegalArgumentException(mc + ": is not a qualified name of a Java class in a named package");
                }
                pn = mc.substring(0, dot);
            } else {
                int dot = mc.lastIndexOf('.');
                pn = dot < 0 ? "" : mc.substring(0, dot);
            }
            if (!pn.isEmpty()) {
                packages.add(pn);
            }
            mainClass = mc;
            return this;
        }

        public ModuleDescriptor build() {
            // Every module but java.base requires java.base, as a mandated dependence if not declared.
            if (strict && !name.equals("java.base") && !requires.containsKey("java.base")) {
                HashSet<Requires.Modifier> mandated = new HashSet<>();
                mandated.add(Requires.Modifier.MANDATED);
                requires.put("java.base", new Requires(mandated, "java.base", null, null));
            }
            return new ModuleDescriptor(this);
        }
    }

    /**
     * A module version: a sequence of numbers separated by '.', then an optional pre-release
     * (after '-' or '+') and an optional build (after '+'); numbers compare numerically, other
     * tokens as strings (a number and a string compare as strings), trailing zeros do not count,
     * and a version with a pre-release comes before the same sequence without one.
     */
    public static final class Version implements Comparable<Version> {
        private final String version;
        private final List<Object> sequence;
        private final List<Object> pre;
        private final List<Object> build;

        private Version(String v) {
            if (v == null) {
                throw new IllegalArgumentException("Null version string");
            }
            int n = v.length();
            if (n == 0) {
                throw new IllegalArgumentException("Empty version string");
            }
            if (!Character.isDigit(v.charAt(0))) {
                throw new IllegalArgumentException(v + ": Version string does not start with a number");
            }
            version = v;
            sequence = new ArrayList<>(4);
            pre = new ArrayList<>(2);
            build = new ArrayList<>(2);
            int i = takeNumber(v, 0, sequence);
            while (i < n && v.charAt(i) == '.' && i + 1 < n && Character.isDigit(v.charAt(i + 1))) {
                i = takeNumber(v, i + 1, sequence);
            }
            if (i < n) {
                char c = v.charAt(i);
                if (c != '-' && c != '+') {
                    throw new IllegalArgumentException(v + ": Version string has an invalid sequence");
                }
                i = tokens(v, i + 1, pre, true);
                if (i < n && v.charAt(i) == '+') {
                    tokens(v, i + 1, build, false);
                }
            }
        }

        private static int tokens(String v, int i, List<Object> acc, boolean stopAtPlus) {
            int n = v.length();
            while (i < n) {
                char c = v.charAt(i);
                if (stopAtPlus && c == '+') {
                    return i;
                }
                if (c == '.' || c == '-' || (!stopAtPlus && c == '+')) {
                    i++;
                    continue;
                }
                if (Character.isDigit(c)) {
                    i = takeNumber(v, i, acc);
                } else {
                    i = takeString(v, i, acc);
                }
            }
            return i;
        }

        private static int takeNumber(String s, int i, List<Object> acc) {
            int n = s.length();
            int start = i;
            while (i < n && Character.isDigit(s.charAt(i))) {
                i++;
            }
            String digits = s.substring(start, i);
            if (digits.length() <= 9) {
                acc.add(Integer.valueOf(Integer.parseInt(digits)));
            } else {
                acc.add(new java.math.BigInteger(digits));
            }
            return i;
        }

        private static int takeString(String s, int i, List<Object> acc) {
            int n = s.length();
            int start = i;
            while (i < n) {
                char c = s.charAt(i);
                if (c == '.' || c == '-' || c == '+' || Character.isDigit(c)) {
                    break;
                }
                i++;
            }
            acc.add(s.substring(start, i));
            return i;
        }

        public static Version parse(String v) {
            return new Version(v);
        }

        @SuppressWarnings("unchecked")
        private static int compareTokens(List<Object> ts1, List<Object> ts2) {
            int n = Math.min(ts1.size(), ts2.size());
            for (int i = 0; i < n; i++) {
                Object o1 = ts1.get(i);
                Object o2 = ts2.get(i);
                int c;
                if (o1 instanceof String == o2 instanceof String) {
                    if (o1 instanceof String) {
                        c = ((String) o1).compareTo((String) o2);
                    } else {
                        c = toBig(o1).compareTo(toBig(o2));
                    }
                } else {
                    c = o1.toString().compareTo(o2.toString());
                }
                if (c != 0) {
                    return c;
                }
            }
            List<Object> rest = ts1.size() > ts2.size() ? ts1 : ts2;
            for (int i = n; i < rest.size(); i++) {
                Object o = rest.get(i);
                if (!(o instanceof String) && toBig(o).signum() == 0) {
                    continue;
                }
                return ts1.size() - ts2.size();
            }
            return 0;
        }

        private static java.math.BigInteger toBig(Object o) {
            return o instanceof Integer ? java.math.BigInteger.valueOf(((Integer) o).intValue())
                    : (java.math.BigInteger) o;
        }

        public int compareTo(Version that) {
            int c = compareTokens(this.sequence, that.sequence);
            if (c != 0) {
                return c;
            }
            if (this.pre.isEmpty()) {
                if (!that.pre.isEmpty()) {
                    return 1;
                }
            } else if (that.pre.isEmpty()) {
                return -1;
            }
            c = compareTokens(this.pre, that.pre);
            if (c != 0) {
                return c;
            }
            return compareTokens(this.build, that.build);
        }

        public boolean equals(Object ob) {
            if (!(ob instanceof Version)) {
                return false;
            }
            return compareTo((Version) ob) == 0;
        }

        public int hashCode() {
            return version.hashCode();
        }

        public String toString() {
            return version;
        }
    }
}
