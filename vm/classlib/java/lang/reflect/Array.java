package java.lang.reflect;

/**
 * rvm's java.lang.reflect.Array. Natives (natives/lang.rs): newArray, getLength. Element access is
 * plain Java over the eight primitive array types and Object[], with the JDK's widening rules and
 * messages.
 */
public final class Array {
    private Array() {}

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0) {
            throw new IllegalArgumentException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(String.valueOf(d));
            }
        }
        return make(componentType, dimensions, 0);
    }

    private static Object make(Class<?> componentType, int[] dimensions, int level) {
        Class<?> element = componentType;
        for (int i = level + 1; i < dimensions.length; i++) {
            element = newArray(element, 0).getClass();
        }
        Object array = newArray(element, dimensions[level]);
        if (level + 1 < dimensions.length) {
            Object[] outer = (Object[]) array;
            for (int i = 0; i < outer.length; i++) {
                outer[i] = make(componentType, dimensions, level + 1);
            }
        }
        return array;
    }

    public static native int getLength(Object array) throws IllegalArgumentException;

    private static native Object newArray(Class<?> componentType, int length) throws NegativeArraySizeException;

    private static IllegalArgumentException notAnArray() {
        return new IllegalArgumentException("Argument is not an array");
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    /** The JDK's native array access throws without a message. */
    private static void checkIndex(Object array, int index) {
        if (index < 0 || index >= getLength(array)) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array != null && array.getClass().isArray()) {
            checkIndex(array, index);
        }
        if (array instanceof Object[]) return ((Object[]) array)[index];
        if (array instanceof int[]) return ((int[]) array)[index];
        if (array instanceof long[]) return ((long[]) array)[index];
        if (array instanceof double[]) return ((double[]) array)[index];
        if (array instanceof boolean[]) return ((boolean[]) array)[index];
        if (array instanceof char[]) return ((char[]) array)[index];
        if (array instanceof byte[]) return ((byte[]) array)[index];
        if (array instanceof short[]) return ((short[]) array)[index];
        if (array instanceof float[]) return ((float[]) array)[index];
        if (array == null) throw new NullPointerException();
        throw notAnArray();
    }

    private static Object primitive(Object array, int index, Class<?> to) {
        if (array == null) throw new NullPointerException();
        if (!array.getClass().isArray()) throw notAnArray();
        if (array instanceof Object[]) throw mismatch();
        Object w = RvmReflect.widen(get(array, index), to);
        if (w == null) throw mismatch();
        return w;
    }

    public static boolean getBoolean(Object array, int index) {
        return ((Boolean) primitive(array, index, boolean.class)).booleanValue();
    }

    public static byte getByte(Object array, int index) {
        return ((Byte) primitive(array, index, byte.class)).byteValue();
    }

    public static char getChar(Object array, int index) {
        return ((Character) primitive(array, index, char.class)).charValue();
    }

    public static short getShort(Object array, int index) {
        return ((Short) primitive(array, index, short.class)).shortValue();
    }

    public static int getInt(Object array, int index) {
        return ((Integer) primitive(array, index, int.class)).intValue();
    }

    public static long getLong(Object array, int index) {
        return ((Long) primitive(array, index, long.class)).longValue();
    }

    public static float getFloat(Object array, int index) {
        return ((Float) primitive(array, index, float.class)).floatValue();
    }

    public static double getDouble(Object array, int index) {
        return ((Double) primitive(array, index, double.class)).doubleValue();
    }

    public static void set(Object array, int index, Object value) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array == null) {
            throw new NullPointerException();
        }
        Class<?> c = array.getClass();
        if (!c.isArray()) {
            throw notAnArray();
        }
        if (array instanceof Object[]) {
            checkIndex(array, index);
            if (value != null && !c.getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            ((Object[]) array)[index] = value;
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        Object w = RvmReflect.widen(value, c.getComponentType());
        if (w == null) {
            throw mismatch();
        }
        store(array, index, w);
    }

    private static void store(Object array, int index, Object w) {
        checkIndex(array, index);
        if (array instanceof int[]) ((int[]) array)[index] = ((Integer) w).intValue();
        else if (array instanceof long[]) ((long[]) array)[index] = ((Long) w).longValue();
        else if (array instanceof double[]) ((double[]) array)[index] = ((Double) w).doubleValue();
        else if (array instanceof boolean[]) ((boolean[]) array)[index] = ((Boolean) w).booleanValue();
        else if (array instanceof char[]) ((char[]) array)[index] = ((Character) w).charValue();
        else if (array instanceof byte[]) ((byte[]) array)[index] = ((Byte) w).byteValue();
        else if (array instanceof short[]) ((short[]) array)[index] = ((Short) w).shortValue();
        else ((float[]) array)[index] = ((Float) w).floatValue();
    }

    private static void setPrimitive(Object array, int index, Object boxed) {
        if (array == null) {
            throw new NullPointerException();
        }
        Class<?> c = array.getClass();
        if (!c.isArray()) {
            throw notAnArray();
        }
        if (array instanceof Object[]) {
            throw mismatch();
        }
        Object w = RvmReflect.widen(boxed, c.getComponentType());
        if (w == null) {
            throw mismatch();
        }
        store(array, index, w);
    }

    public static void setBoolean(Object array, int index, boolean z) { setPrimitive(array, index, Boolean.valueOf(z)); }
    public static void setByte(Object array, int index, byte b) { setPrimitive(array, index, Byte.valueOf(b)); }
    public static void setChar(Object array, int index, char c) { setPrimitive(array, index, Character.valueOf(c)); }
    public static void setShort(Object array, int index, short s) { setPrimitive(array, index, Short.valueOf(s)); }
    public static void setInt(Object array, int index, int i) { setPrimitive(array, index, Integer.valueOf(i)); }
    public static void setLong(Object array, int index, long l) { setPrimitive(array, index, Long.valueOf(l)); }
    public static void setFloat(Object array, int index, float f) { setPrimitive(array, index, Float.valueOf(f)); }
    public static void setDouble(Object array, int index, double d) { setPrimitive(array, index, Double.valueOf(d)); }
}
