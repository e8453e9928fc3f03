package java.security;

/**
 * rvm's java.security.ProtectionDomain. Class.getProtectionDomain gives library classes a domain
 * with no code source and AllPermission, and class-path classes a domain whose code source is the
 * class-path directory or jar they came from (found from the class file's resource URL), with the
 * system loader and no certificates; one domain per location, as the JDK's loaders share them.
 */
public class ProtectionDomain {
    private final CodeSource codesource;
    private final ClassLoader classloader;
    private final Principal[] principals;
    private PermissionCollection permissions;
    private boolean hasAllPerm;
    private final boolean staticPermissions;

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions) {
        this.codesource = codesource;
        if (permissions != null) {
            this.permissions = permissions;
            this.permissions.setReadOnly();
            if (permissions instanceof Permissions && ((Permissions) permissions).allPermission) {
                hasAllPerm = true;
            }
        }
        this.classloader = null;
        this.principals = new Principal[0];
        staticPermissions = true;
    }

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions, ClassLoader classloader,
            Principal[] principals) {
        this.codesource = codesource;
        if (permissions != null) {
            this.permissions = permissions;
            this.permissions.setReadOnly();
            if (permissions instanceof Permissions && ((Permissions) permissions).allPermission) {
                hasAllPerm = true;
            }
        }
        this.classloader = classloader;
        if (principals == null) {
            this.principals = new Principal[0];
        } else {
            this.principals = new Principal[principals.length];
            System.arraycopy(principals, 0, this.principals, 0, principals.length);
        }
        staticPermissions = false;
    }

    public final CodeSource getCodeSource() {
        return codesource;
    }

    public final ClassLoader getClassLoader() {
        return classloader;
    }

    public final Principal[] getPrincipals() {
        Principal[] p = new Principal[principals.length];
        System.arraycopy(principals, 0, p, 0, p.length);
        return p;
    }

    public final PermissionCollection getPermissions() {
        return permissions;
    }

    public final boolean staticPermissionsOnly() {
        return staticPermissions;
    }

    public boolean implies(Permission perm) {
        if (hasAllPerm) {
            return true;
        }
        return permissions != null && permissions.implies(perm);
    }

    public String toString() {
        String pals = "<no principals>";
        if (principals != null && principals.length > 0) {
            StringBuilder palBuf = new StringBuilder("(principals ");
            for (int i = 0; i < principals.length; i++) {
                palBuf.append(principals[i].getClass().getName() + " \"" + principals[i].getName() + "\"");
                if (i < principals.length - 1) {
                    palBuf.append(",\n");
                } else {
                    palBuf.append(")\n");
                }
            }
            pals = palBuf.toString();
        }
        return "ProtectionDomain " + " " + codesource + "\n" + " " + classloader + "\n" + " " + pals + "\n" + " "
                + permissions + "\n";
    }

    private static ProtectionDomain allPermDomain;
    private static final java.util.HashMap<String, ProtectionDomain> BY_LOCATION = new java.util.HashMap<>();

    /** The domain of a class (Class.getProtectionDomain). */
    public static synchronized ProtectionDomain rvmDomainOf(Class<?> c) {
        ClassLoader loader = c.getClassLoader();
        String location = null;
        if (loader != null) {
            java.net.URL url = loader.getResource(c.getName().replace('.', '/') + ".class");
            if (url != null) {
                String spec = url.toString();
                String entry = c.getName().replace('.', '/') + ".class";
                if (spec.startsWith("jar:") && spec.endsWith("!/" + entry)) {
                    location = spec.substring(4, spec.length() - entry.length() - 2);
                } else if (spec.endsWith(entry)) {
                    location = spec.substring(0, spec.length() - entry.length());
                }
            }
        }
        if (location == null) {
            if (allPermDomain == null) {
                Permissions perms = new Permissions();
                perms.add(new AllPermission());
                allPermDomain = new ProtectionDomain(null, perms);
            }
            return allPermDomain;
        }
        ProtectionDomain pd = BY_LOCATION.get(location);
        if (pd == null) {
            java.net.URL url;
            try {
                url = new java.net.URL(location);
            } catch (java.net.MalformedURLException e) {
                url = null;
            }
            pd = new ProtectionDomain(new CodeSource(url, (java.security.cert.Certificate[]) null), new Permissions(),
                    loader, null);
            BY_LOCATION.put(location, pd);
        }
        return pd;
    }
}
