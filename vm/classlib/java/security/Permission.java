package java.security;

/**
 * rvm's java.security.Permission. rvm runs without a security manager (JDK 17's default), so
 * checkGuard never refuses; the permission classes exist for code that builds and compares them.
 */
public abstract class Permission implements Guard, java.io.Serializable {
    private static final long serialVersionUID = -5636570222231596674L;

    private String name;

    public Permission(String name) {
        this.name = name;
    }

    public void checkGuard(Object object) throws SecurityException {
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            throw new SecurityException("rvm: security managers are not supported");
        }
    }

    public abstract boolean implies(Permission permission);

    public abstract boolean equals(Object obj);

    public abstract int hashCode();

    public final String getName() {
        return name;
    }

    public abstract String getActions();

    public PermissionCollection newPermissionCollection() {
        return null;
    }

    public String toString() {
        String actions = getActions();
        if (actions == null || actions.isEmpty()) {
            return "(\"" + getClass().getName() + "\" \"" + name + "\")";
        }
        return "(\"" + getClass().getName() + "\" \"" + name + "\" \"" + actions + "\")";
    }
}
