package java.security;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * rvm's java.security.Permissions: a heterogeneous collection; implies holds when AllPermission
 * or any member permission implies the permission (rvm keeps one list, not one collection per class).
 */
public final class Permissions extends PermissionCollection implements java.io.Serializable {
    private static final long serialVersionUID = 4858622370623524688L;

    private final List<Permission> perms = new ArrayList<>();
    boolean allPermission;

    public Permissions() {
    }

    public void add(Permission permission) {
        if (isReadOnly()) {
            throw new SecurityException("attempt to add a Permission to a readonly Permissions object");
        }
        synchronized (this) {
            perms.add(permission);
            if (permission instanceof AllPermission) {
                allPermission = true;
            }
        }
    }

    public synchronized boolean implies(Permission permission) {
        if (allPermission) {
            return true;
        }
        for (Permission p : perms) {
            if (p.implies(permission)) {
                return true;
            }
        }
        return false;
    }

    public synchronized Enumeration<Permission> elements() {
        return Collections.enumeration(new ArrayList<>(perms));
    }

    /** The collection a BasicPermission or AllPermission makes: one class of permission. */
    static final class Homogeneous extends PermissionCollection {
        private static final long serialVersionUID = 739301742472979399L;

        private final List<Permission> perms = new ArrayList<>();

        public void add(Permission permission) {
            if (isReadOnly()) {
                throw new SecurityException("attempt to add a Permission to a readonly PermissionCollection object");
            }
            synchronized (this) {
                perms.add(permission);
            }
        }

        public synchronized boolean implies(Permission permission) {
            for (Permission p : perms) {
                if (p.implies(permission)) {
                    return true;
                }
            }
            return false;
        }

        public synchronized Enumeration<Permission> elements() {
            return Collections.enumeration(new ArrayList<>(perms));
        }
    }
}
