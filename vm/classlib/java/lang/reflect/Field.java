package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * rvm's java.lang.reflect.Field: a field named by its declaring class and its index there
 * ({@code slot}); reads and writes go through the natives getObject0/getBits0/setObject0/setBits0
 * (natives/reflect.rs), with the JDK's access checks, widening conversions and messages here.
 */
public final class Field extends AccessibleObject implements Member {
    private final Class<?> clazz;
    private final int slot;
    private final String name;
    private final Class<?> type;
    private final int modifiers;

    Field(Class<?> clazz, int slot, String name, Class<?> type, int modifiers) {
        this.clazz = clazz;
        this.slot = slot;
        this.name = name;
        this.type = type;
        this.modifiers = modifiers;
    }

    private static native Object getObject0(Class<?> clazz, int slot, Object obj);

    private static native long getBits0(Class<?> clazz, int slot, Object obj);

    private static native void setObject0(Class<?> clazz, int slot, Object obj, Object value);

    private static native void setBits0(Class<?> clazz, int slot, Object obj, long bits);

    @Override
    Class<?> memberClass() {
        return clazz;
    }

    @Override
    int memberModifiers() {
        return modifiers;
    }

    int slot() {
        return slot;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public Class<?> getType() {
        return type;
    }

    public Type getGenericType() {
        String signature = RvmReflect.fieldSignature(clazz, slot);
        return signature == null ? type : RvmGenerics.parseFieldType(signature, clazz);
    }

    public boolean equals(Object obj) {
        if (obj instanceof Field) {
            Field other = (Field) obj;
            return clazz == other.clazz && name.equals(other.name) && type == other.type;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + type.getTypeName() + " " + clazz.getTypeName() + "." + name;
    }

    public String toGenericString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + getGenericType().getTypeName() + " " + clazz.getTypeName()
                + "." + name;
    }

    // ---------------------------------------------------------------- reading

    private Object receiver(Object obj) throws IllegalAccessException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            checkAccess(callerClass0(), clazz, isStatic || obj == null ? null : obj.getClass(), modifiers);
        }
        if (isStatic) {
            return null;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException("Can not set " + qualifier() + type.getName() + " field " + clazz.getName() + "."
                    + name + " to " + obj.getClass().getName());
        }
        return obj;
    }

    private String qualifier() {
        boolean isStatic = Modifier.isStatic(modifiers);
        boolean isFinal = Modifier.isFinal(modifiers);
        return (isStatic ? "static " : "") + (isFinal ? "final " : "") + (Modifier.isVolatile(modifiers) ? "volatile " : "");
    }

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object target = receiver(obj);
        if (!type.isPrimitive()) {
            return getObject0(clazz, slot, target);
        }
        return RvmReflect.box(type, getBits0(clazz, slot, target));
    }

    private IllegalArgumentException getError(String to) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + clazz.getName() + "." + name
                + "\" with illegal data type conversion to " + to);
    }

    private long bits(Object obj) throws IllegalAccessException {
        Object target = receiver(obj);
        return getBits0(clazz, slot, target);
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != boolean.class) {
            receiver(obj);
            throw getError("boolean");
        }
        return (bits(obj) & 1) != 0;
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != byte.class) {
            receiver(obj);
            throw getError("byte");
        }
        return (byte) bits(obj);
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != char.class) {
            receiver(obj);
            throw getError("char");
        }
        return (char) bits(obj);
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != short.class && type != byte.class) {
            receiver(obj);
            throw getError("short");
        }
        return (short) bits(obj);
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != int.class && type != short.class && type != char.class && type != byte.class) {
            receiver(obj);
            throw getError("int");
        }
        long b = bits(obj);
        return type == char.class ? (char) b : (int) b;
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type == long.class) {
            return bits(obj);
        }
        if (type != int.class && type != short.class && type != char.class && type != byte.class) {
            receiver(obj);
            throw getError("long");
        }
        return getInt(obj);
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type == float.class) {
            return Float.intBitsToFloat((int) bits(obj));
        }
        if (type == long.class) {
            return (float) bits(obj);
        }
        if (type != int.class && type != short.class && type != char.class && type != byte.class) {
            receiver(obj);
            throw getError("float");
        }
        return (float) getInt(obj);
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type == double.class) {
            return Double.longBitsToDouble(bits(obj));
        }
        if (type == float.class) {
            return Float.intBitsToFloat((int) bits(obj));
        }
        if (type == long.class) {
            return (double) bits(obj);
        }
        if (type != int.class && type != short.class && type != char.class && type != byte.class) {
            receiver(obj);
            throw getError("double");
        }
        return (double) getInt(obj);
    }

    // ---------------------------------------------------------------- writing

    private Object writableReceiver(Object obj, String valueDescription) throws IllegalAccessException {
        Object target = receiver(obj);
        if (Modifier.isFinal(modifiers) && (!override || Modifier.isStatic(modifiers) || clazz.isRecord())) {
            throw new IllegalAccessException("Can not set " + qualifier() + type.getName() + " field " + clazz.getName() + "."
                    + name + " to " + valueDescription);
        }
        return target;
    }

    private IllegalArgumentException setError(String valueDescription) {
        return new IllegalArgumentException("Can not set " + qualifier() + type.getName() + " field " + clazz.getName() + "."
                + name + " to " + valueDescription);
    }

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        String description = value == null ? "null value" : value.getClass().getName();
        Object target = writableReceiver(obj, description);
        if (!type.isPrimitive()) {
            if (value != null && !type.isInstance(value)) {
                throw setError(description);
            }
            setObject0(clazz, slot, target, value);
            return;
        }
        Object converted = value == null ? null : RvmReflect.widen(value, type);
        if (converted == null) {
            throw setError(description);
        }
        setBits0(clazz, slot, target, RvmReflect.unboxBits(converted));
    }

    private void setPrimitive(Object obj, Object boxed, String description) throws IllegalAccessException {
        Object target = writableReceiver(obj, description);
        Object converted = type.isPrimitive() ? RvmReflect.widen(boxed, type) : null;
        if (converted == null) {
            throw setError(description);
        }
        setBits0(clazz, slot, target, RvmReflect.unboxBits(converted));
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Boolean.valueOf(z), "(boolean)" + z);
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Byte.valueOf(b), "(byte)" + b);
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Character.valueOf(c), "(char)" + c);
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Short.valueOf(s), "(short)" + s);
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Integer.valueOf(i), "(int)" + i);
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Long.valueOf(l), "(long)" + l);
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Float.valueOf(f), "(float)" + f);
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Double.valueOf(d), "(double)" + d);
    }

    // ---------------------------------------------------------------- annotations

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return RvmAnnotations.find(getDeclaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return RvmAnnotations.declared(clazz, RvmAnnotations.FIELD, slot);
    }
}
