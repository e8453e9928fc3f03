package java.lang;

/**
 * rvm's java.lang.Class. Native (VM): getName0, isInterface, isArray, isPrimitive, getSuperclass,
 * getComponentType, isInstance, isAssignableFrom, getPrimitiveClass. The VM sets {@code vmClass}.
 */
public final class Class<T> implements java.io.Serializable {
    /** VM-private: the VM's class handle. */
    private transient long vmClass;
    /** Cached result of getName0(). */
    private transient String name;

    private Class() {}

    private native String getName0();

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    static native Class<?> getPrimitiveClass(String name);

    /** The class's access flags as in the class file (ACC_ENUM = 0x4000 included). */
    public native int getModifiers();

    /** For an enum class, the result of its static values() method, else null. */
    private native Object[] getEnumConstants0();

    /** True for classes declared as enums (not for the classes of enum constants with bodies). */
    public boolean isEnum() {
        return (getModifiers() & 0x4000) != 0 && getSuperclass() == Enum.class;
    }

    /** The constants of an enum class in declaration order, or null if this is not an enum class. */
    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] constants = isEnum() ? getEnumConstants0() : null;
        return constants == null ? null : (T[]) constants.clone();
    }

    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String n = getName();
        int dot = n.lastIndexOf('.');
        int dollar = n.lastIndexOf('$');
        if (dollar > dot) {
            // nested, local ("Outer$1Local" -> "Local") or anonymous ("Outer$1" -> "") class
            int i = dollar + 1;
            while (i < n.length() && n.charAt(i) >= '0' && n.charAt(i) <= '9') {
                i++;
            }
            return n.substring(i);
        }
        return n.substring(dot + 1);
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dims = 0;
            while (c.isArray()) {
                dims++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return dot == -1 ? "" : cn.substring(0, dot);
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    public boolean desiredAssertionStatus() {
        return false;
    }
}
