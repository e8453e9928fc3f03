package java.security;

/** rvm's java.security.BasicPermission: named permissions with the JDK's trailing "*" wildcard. */
public abstract class BasicPermission extends Permission implements java.io.Serializable {
    private static final long serialVersionUID = 6279438298436773498L;

    private transient boolean wildcard;
    private transient String path;

    public BasicPermission(String name) {
        super(name);
        init(name);
    }

    public BasicPermission(String name, String actions) {
        super(name);
        init(name);
    }

    private void init(String name) {
        if (name == null) {
            throw new NullPointerException("name can't be null");
        }
        int len = name.length();
        if (len == 0) {
            throw new IllegalArgumentException("name can't be empty");
        }
        char last = name.charAt(len - 1);
        if (name.equals("exitVM")) {
            // The JDK reads "exitVM" as "exitVM.*".
            wildcard = true;
            path = "exitVM.";
        } else if (last == '*' && (len == 1 || name.charAt(len - 2) == '.')) {
            wildcard = true;
            path = len == 1 ? "" : name.substring(0, len - 1);
        } else {
            path = name;
        }
    }

    public boolean implies(Permission p) {
        if (p == null || p.getClass() != getClass()) {
            return false;
        }
        BasicPermission that = (BasicPermission) p;
        if (this.wildcard) {
            if (that.wildcard) {
                return that.path.startsWith(path);
            }
            return (that.path.length() > this.path.length()) && that.path.startsWith(this.path);
        }
        if (that.wildcard) {
            return false;
        }
        return this.path.equals(that.path);
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (obj == null || obj.getClass() != getClass()) {
            return false;
        }
        return getName().equals(((BasicPermission) obj).getName());
    }

    public int hashCode() {
        return getName().hashCode();
    }

    public String getActions() {
        return "";
    }

    public PermissionCollection newPermissionCollection() {
        return new Permissions.Homogeneous();
    }
}
