package java.lang;

/** rvm's java.lang.Package: a name (no manifest attributes: the version queries return null). */
public class Package {
    private final String name;
    private static final java.util.HashMap<String, Package> PACKAGES = new java.util.HashMap<>();

    private Package(String name) {
        this.name = name;
    }

    static synchronized Package of(String name) {
        Package p = PACKAGES.get(name);
        if (p == null) {
            p = new Package(name);
            PACKAGES.put(name, p);
        }
        return p;
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return null;
    }

    public String getSpecificationVersion() {
        return null;
    }

    public String getSpecificationVendor() {
        return null;
    }

    public String getImplementationTitle() {
        return null;
    }

    public String getImplementationVersion() {
        return null;
    }

    public String getImplementationVendor() {
        return null;
    }

    public boolean isSealed() {
        return false;
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        return "package " + name;
    }
}
