package java.lang.reflect;

/**
 * rvm's reflection helpers shared by java.lang.Class and the member classes: building Field,
 * Method and Constructor objects from the VM's tables (the Class natives of natives/reflect.rs),
 * boxing and widening values, and reading the class-file attributes reflection keeps
 * (Exceptions, MethodParameters, Signature). Not part of the JDK API.
 */
public final class RvmReflect {
    private RvmReflect() {}

    private static final int FIELD_FLAGS = 0x50DF;
    private static final int METHOD_FLAGS = 0x1DFF;

    public static Field[] fields(Class<?> c, boolean publicOnly) {
        int n = c.fieldCount0();
        java.util.ArrayList<Field> list = new java.util.ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int mods = c.fieldModifiers0(i) & FIELD_FLAGS;
            if (publicOnly && !Modifier.isPublic(mods)) {
                continue;
            }
            list.add(new Field(c, i, c.fieldName0(i), c.fieldType0(i), mods));
        }
        return list.toArray(new Field[0]);
    }

    /** Declared methods (constructors excluded), or only the public ones. */
    public static Method[] methods(Class<?> c, boolean publicOnly) {
        int n = c.methodCount0();
        java.util.ArrayList<Method> list = new java.util.ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = c.methodName0(i);
            if (name.charAt(0) == '<') {
                continue;
            }
            int mods = c.methodModifiers0(i) & METHOD_FLAGS;
            if (publicOnly && !Modifier.isPublic(mods)) {
                continue;
            }
            list.add(new Method(c, i, name, c.methodParameterTypes0(i), c.methodReturnType0(i), mods));
        }
        return list.toArray(new Method[0]);
    }

    @SuppressWarnings("unchecked")
    public static <T> Constructor<T>[] constructors(Class<T> c, boolean publicOnly) {
        if (c.isInterface() || c.isArray() || c.isPrimitive()) {
            return (Constructor<T>[]) new Constructor<?>[0];
        }
        int n = c.methodCount0();
        java.util.ArrayList<Constructor<T>> list = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!c.methodName0(i).equals("<init>")) {
                continue;
            }
            int mods = c.methodModifiers0(i) & METHOD_FLAGS;
            if (publicOnly && !Modifier.isPublic(mods)) {
                continue;
            }
            list.add(new Constructor<T>(c, i, c.methodParameterTypes0(i), mods));
        }
        return list.toArray((Constructor<T>[]) new Constructor<?>[0]);
    }

    /** The nearest calling class outside reflection and java.lang.invoke (MethodHandles.lookup's caller). */
    /**
     * For ObjectInputStream: a new cl whose only constructor run is ctor, the no-argument constructor
     * of cl's first non-serializable superclass (serialization specification, section 3.1).
     */
    public static Object newSerialInstance(Class<?> cl, Constructor<?> ctor) throws InstantiationException {
        if (Modifier.isAbstract(cl.getModifiers()) || cl.isInterface()) {
            throw new InstantiationException(cl.getName());
        }
        Object obj = cl.allocateInstance0();
        Method.invokeObject0(ctor.clazz, ctor.slot, obj, new Object[0], false);
        return obj;
    }

    public static Class<?> callerClass() {
        return AccessibleObject.callerClass0();
    }

    public static boolean sameParameters(Executable e, Class<?>[] types) {
        Class<?>[] mine = e.parameterTypes;
        int n = types == null ? 0 : types.length;
        if (mine.length != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (mine[i] != types[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean sameSignature(Method a, Method b) {
        return a.name.equals(b.name) && java.util.Arrays.equals(a.parameterTypes, b.parameterTypes);
    }

    public static String methodDescriptor(Method m) {
        return m.clazz.methodDescriptor0(m.slot);
    }

    // ---------------------------------------------------------------- values

    /** The wrapper of a primitive type's raw bits (as the field and invoke natives return them). */
    public static Object box(Class<?> type, long bits) {
        if (type == int.class) return Integer.valueOf((int) bits);
        if (type == long.class) return Long.valueOf(bits);
        if (type == boolean.class) return Boolean.valueOf((bits & 1) != 0);
        if (type == double.class) return Double.valueOf(Double.longBitsToDouble(bits));
        if (type == float.class) return Float.valueOf(Float.intBitsToFloat((int) bits));
        if (type == char.class) return Character.valueOf((char) bits);
        if (type == byte.class) return Byte.valueOf((byte) bits);
        if (type == short.class) return Short.valueOf((short) bits);
        return null;
    }

    /** The raw bits of a wrapper, as setBits0 takes them. */
    static long unboxBits(Object w) {
        if (w instanceof Integer) return ((Integer) w).intValue();
        if (w instanceof Long) return ((Long) w).longValue();
        if (w instanceof Boolean) return ((Boolean) w).booleanValue() ? 1 : 0;
        if (w instanceof Double) return Double.doubleToRawLongBits(((Double) w).doubleValue());
        if (w instanceof Float) return Float.floatToRawIntBits(((Float) w).floatValue()) & 0xffffffffL;
        if (w instanceof Character) return ((Character) w).charValue();
        if (w instanceof Byte) return ((Byte) w).byteValue();
        if (w instanceof Short) return ((Short) w).shortValue();
        throw new IllegalArgumentException("argument type mismatch");
    }

    /**
     * A wrapper converted to the wrapper of primitive type {@code to} by JLS 5.1.2 widening (the
     * only conversions reflection makes), or null if there is none.
     */
    public static Object widen(Object value, Class<?> to) {
        if (value instanceof Boolean) {
            return to == boolean.class ? value : null;
        }
        if (value instanceof Character) {
            char c = ((Character) value).charValue();
            if (to == char.class) return value;
            if (to == int.class) return Integer.valueOf(c);
            if (to == long.class) return Long.valueOf(c);
            if (to == float.class) return Float.valueOf(c);
            if (to == double.class) return Double.valueOf(c);
            return null;
        }
        int rank;
        if (value instanceof Byte) rank = 0;
        else if (value instanceof Short) rank = 1;
        else if (value instanceof Integer) rank = 2;
        else if (value instanceof Long) rank = 3;
        else if (value instanceof Float) rank = 4;
        else if (value instanceof Double) rank = 5;
        else return null;
        Number n = (Number) value;
        if (to == byte.class) return rank == 0 ? value : null;
        if (to == short.class) return rank <= 1 ? Short.valueOf(n.shortValue()) : null;
        if (to == int.class) return rank <= 2 ? Integer.valueOf(n.intValue()) : null;
        if (to == long.class) return rank <= 3 ? Long.valueOf(n.longValue()) : null;
        if (to == float.class) return rank <= 4 ? Float.valueOf(n.floatValue()) : null;
        if (to == double.class) return Double.valueOf(n.doubleValue());
        return null;
    }

    // ---------------------------------------------------------------- attributes

    static byte[] fieldAttribute(Class<?> c, int slot, String name) {
        return c.fieldAttribute0(slot, name);
    }

    static byte[] methodAttribute(Class<?> c, int slot, String name) {
        return c.methodAttribute0(slot, name);
    }

    static int u2(byte[] b, int at) {
        return ((b[at] & 0xff) << 8) | (b[at + 1] & 0xff);
    }

    static String fieldSignature(Class<?> c, int slot) {
        byte[] a = c.fieldAttribute0(slot, "Signature");
        return a == null ? null : c.cpUtf8_0(u2(a, 0));
    }

    static String methodSignature(Class<?> c, int slot) {
        byte[] a = c.methodAttribute0(slot, "Signature");
        return a == null ? null : c.cpUtf8_0(u2(a, 0));
    }

    public static String classSignature(Class<?> c) {
        byte[] a = c.classAttribute0("Signature");
        return a == null ? null : c.cpUtf8_0(u2(a, 0));
    }

    static Class<?>[] exceptionTypes(Class<?> c, int slot) {
        byte[] a = c.methodAttribute0(slot, "Exceptions");
        if (a == null) {
            return new Class<?>[0];
        }
        int n = u2(a, 0);
        Class<?>[] result = new Class<?>[n];
        for (int i = 0; i < n; i++) {
            result[i] = classAt(c, u2(a, 2 + 2 * i));
        }
        return result;
    }

    /** The class named by a CONSTANT_Class entry of {@code c}'s pool. */
    public static Class<?> classAt(Class<?> c, int index) {
        String internal = c.cpUtf8_0(index);
        return Class.forDescriptor1(internal.charAt(0) == '[' ? internal : "L" + internal + ";", c);
    }

    /** Names from the MethodParameters attribute (null entries where a name is absent), or null. */
    static String[] parameterNames(Class<?> c, int slot, int count) {
        byte[] a = c.methodAttribute0(slot, "MethodParameters");
        if (a == null || (a[0] & 0xff) != count) {
            return null;
        }
        String[] names = new String[count];
        for (int i = 0; i < count; i++) {
            int index = u2(a, 1 + 4 * i);
            names[i] = index == 0 ? null : c.cpUtf8_0(index);
        }
        return names;
    }

    static int parameterModifiers(Class<?> c, int slot, int i) {
        byte[] a = c.methodAttribute0(slot, "MethodParameters");
        return a == null ? 0 : u2(a, 3 + 4 * i);
    }

    // ---------------------------------------------------------------- classes

    /** InnerClasses entry of {@code c} for itself: {outer cp index, inner-name cp index, flags}, or null. */
    public static int[] innerClassEntry(Class<?> c) {
        byte[] a = c.classAttribute0("InnerClasses");
        if (a == null) {
            return null;
        }
        String me = c.getName().replace('.', '/');
        int n = u2(a, 0);
        for (int i = 0; i < n; i++) {
            int at = 2 + 8 * i;
            int inner = u2(a, at);
            if (inner != 0 && c.cpUtf8_0(inner).equals(me)) {
                return new int[] {u2(a, at + 2), u2(a, at + 4), u2(a, at + 6)};
            }
        }
        return null;
    }

    /** Member classes declared by {@code c} (InnerClasses entries whose outer class is c). */
    public static Class<?>[] declaredClasses(Class<?> c) {
        byte[] a = c.classAttribute0("InnerClasses");
        java.util.ArrayList<Class<?>> list = new java.util.ArrayList<>();
        if (a != null) {
            String me = c.getName().replace('.', '/');
            int n = u2(a, 0);
            for (int i = 0; i < n; i++) {
                int at = 2 + 8 * i;
                int outer = u2(a, at + 2);
                if (outer != 0 && u2(a, at + 4) != 0 && c.cpUtf8_0(outer).equals(me)) {
                    list.add(classAt(c, u2(a, at)));
                }
            }
        }
        return list.toArray(new Class<?>[0]);
    }

    /** The class of an EnclosingMethod attribute (local and anonymous classes), or null. */
    public static Class<?> enclosingMethodClass(Class<?> c) {
        byte[] a = c.classAttribute0("EnclosingMethod");
        return a == null ? null : classAt(c, u2(a, 0));
    }

    /**
     * The method or constructor an EnclosingMethod attribute (JVMS 4.7.7) names: its class, then
     * the NameAndType (cpBits0 packs its name index high, descriptor index low) matched against
     * the enclosing class's members by slot. Null for a class in an initializer (no method).
     */
    public static Executable enclosingMember(Class<?> c) {
        byte[] a = c.classAttribute0("EnclosingMethod");
        if (a == null || u2(a, 2) == 0) {
            return null;
        }
        Class<?> enclosing = classAt(c, u2(a, 0));
        long nt = c.cpBits0(u2(a, 2));
        String name = c.cpUtf8_0((int) (nt >>> 32));
        String descriptor = c.cpUtf8_0((int) (nt & 0xffffffffL));
        Executable[] members = name.equals("<init>") ? constructors(enclosing, false) : methods(enclosing, false);
        for (Executable e : members) {
            if (name.equals(enclosing.methodName0(e.slot)) && descriptor.equals(enclosing.methodDescriptor0(e.slot))) {
                return e;
            }
        }
        return null;
    }

    public static Class<?> nestHost(Class<?> c) {
        byte[] a = c.classAttribute0("NestHost");
        if (a == null) {
            return c;
        }
        try {
            return classAt(c, u2(a, 0));
        } catch (LinkageError e) {
            return c;
        }
    }

    public static RecordComponent[] recordComponents(Class<?> c) {
        byte[] a = c.classAttribute0("Record");
        if (a == null) {
            return null;
        }
        int n = u2(a, 0);
        RecordComponent[] result = new RecordComponent[n];
        int at = 2;
        for (int i = 0; i < n; i++) {
            String name = c.cpUtf8_0(u2(a, at));
            String descriptor = c.cpUtf8_0(u2(a, at + 2));
            int attributes = u2(a, at + 4);
            at += 6;
            String signature = null;
            byte[] annotations = null;
            for (int k = 0; k < attributes; k++) {
                String attributeName = c.cpUtf8_0(u2(a, at));
                int length = ((a[at + 2] & 0xff) << 24) | ((a[at + 3] & 0xff) << 16) | ((a[at + 4] & 0xff) << 8) | (a[at + 5] & 0xff);
                if (attributeName.equals("Signature")) {
                    signature = c.cpUtf8_0(u2(a, at + 6));
                } else if (attributeName.equals("RuntimeVisibleAnnotations")) {
                    annotations = new byte[length];
                    System.arraycopy(a, at + 6, annotations, 0, length);
                }
                at += 6 + length;
            }
            result[i] = new RecordComponent(c, name, Class.forDescriptor0(descriptor), signature, annotations);
        }
        return result;
    }

    public static Class<?>[] permittedSubclasses(Class<?> c) {
        byte[] a = c.classAttribute0("PermittedSubclasses");
        if (a == null) {
            return null;
        }
        int n = u2(a, 0);
        Class<?>[] result = new Class<?>[n];
        for (int i = 0; i < n; i++) {
            result[i] = classAt(c, u2(a, 2 + 2 * i));
        }
        return result;
    }
}
