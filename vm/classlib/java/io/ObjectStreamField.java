package java.io;

/** One serializable field: its name and type (a local Class, or the stream's type code and signature). */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final String signature;
    private final Class<?> type;
    private final boolean unshared;
    java.lang.reflect.Field field; // the local field, when the class has one of this name and type

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        this.signature = type.descriptorString().intern();
    }

    ObjectStreamField(String name, String signature) {
        this.name = name;
        this.signature = signature.intern();
        this.type = null;
        this.unshared = false;
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        if (type != null) {
            return type;
        }
        return isPrimitive() ? primitive(signature.charAt(0)) : Object.class;
    }

    static Class<?> primitive(char code) {
        switch (code) {
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'D': return double.class;
            case 'F': return float.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'S': return short.class;
            case 'Z': return boolean.class;
            default: return null;
        }
    }

    public char getTypeCode() {
        return signature.charAt(0);
    }

    public String getTypeString() {
        return isPrimitive() ? null : signature;
    }

    String getSignature() {
        return signature;
    }

    public boolean isPrimitive() {
        char c = signature.charAt(0);
        return c != 'L' && c != '[';
    }

    public boolean isUnshared() {
        return unshared;
    }

    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean isPrim = isPrimitive();
        if (isPrim != other.isPrimitive()) {
            return isPrim ? -1 : 1;
        }
        return name.compareTo(other.name);
    }

    public String toString() {
        return signature + ' ' + name;
    }
}
