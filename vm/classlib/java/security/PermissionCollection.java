package java.security;

import java.util.Enumeration;

public abstract class PermissionCollection implements java.io.Serializable {
    private static final long serialVersionUID = -6727011328946861783L;

    private volatile boolean readOnly;

    public PermissionCollection() {
    }

    public abstract void add(Permission permission);

    public abstract boolean implies(Permission permission);

    public abstract Enumeration<Permission> elements();

    public void setReadOnly() {
        readOnly = true;
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public String toString() {
        Enumeration<Permission> e = elements();
        StringBuilder sb = new StringBuilder();
        sb.append(super.toString() + " (\n");
        while (e.hasMoreElements()) {
            sb.append(" ");
            sb.append(e.nextElement().toString());
            sb.append("\n");
        }
        sb.append(")\n");
        return sb.toString();
    }
}
