package java.lang.invoke;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * rvm's java.lang.invoke.VarHandle: a typed reference to an instance field, a static field or the
 * elements of an array type. Its access-mode methods (get, set, compareAndSet, getAndAdd, ...) are
 * signature polymorphic, like MethodHandle.invoke: resolution (class/resolve.rs) links each call
 * site to an adapter (natives/invoke.rs) that boxes the arguments and calls rvmAccess with the
 * site's descriptor id and the access mode's index in MODES. Every mode runs under one lock, so
 * the read-modify-write modes are atomic with respect to each other; plain, opaque,
 * acquire/release and volatile reads and writes are all sequentially consistent here.
 */
public abstract class VarHandle {
    /** The access modes, in the order of natives/invoke.rs's VAR_HANDLE_MODES. */
    static final String[] MODES = {"get", "set", "getVolatile", "setVolatile", "getAcquire", "setRelease", "getOpaque",
        "setOpaque", "compareAndSet", "compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease",
        "weakCompareAndSetPlain", "weakCompareAndSet", "weakCompareAndSetAcquire", "weakCompareAndSetRelease",
        "getAndSet", "getAndSetAcquire", "getAndSetRelease", "getAndAdd", "getAndAddAcquire", "getAndAddRelease",
        "getAndBitwiseOr", "getAndBitwiseOrRelease", "getAndBitwiseOrAcquire", "getAndBitwiseAnd",
        "getAndBitwiseAndRelease", "getAndBitwiseAndAcquire", "getAndBitwiseXor", "getAndBitwiseXorRelease",
        "getAndBitwiseXorAcquire"};

    private static final Object LOCK = new Object();

    final Class<?> varType;
    final Class<?>[] coordinates;
    final boolean readOnly;

    VarHandle(Class<?> varType, Class<?>[] coordinates, boolean readOnly) {
        this.varType = varType;
        this.coordinates = coordinates;
        this.readOnly = readOnly;
    }

    abstract Object read(Object[] c);

    abstract void write(Object[] c, Object value);

    public Class<?> varType() {
        return varType;
    }

    public java.util.List<Class<?>> coordinateTypes() {
        return java.util.List.of(coordinates);
    }

    public boolean isAccessModeSupported(AccessMode mode) {
        return supported(mode.methodName());
    }

    private boolean supported(String mode) {
        if (mode.startsWith("get") && !mode.startsWith("getAnd")) {
            return true;
        }
        if (readOnly) {
            return false;
        }
        if (mode.startsWith("getAndAdd")) {
            return varType != boolean.class && varType.isPrimitive();
        }
        if (mode.startsWith("getAndBitwise")) {
            return varType == boolean.class || (varType.isPrimitive() && varType != float.class && varType != double.class);
        }
        return true;
    }

    public String toString() {
        return "VarHandle[varType=" + varType.getName() + ", coord=" + coordinateTypes() + "]";
    }

    public static void fullFence() {
    }

    public static void acquireFence() {
    }

    public static void releaseFence() {
    }

    public static void loadLoadFence() {
    }

    public static void storeStoreFence() {
    }

    /** The adapters' entry: access mode MODES[mode] at the call site with descriptor id site. */
    static Object rvmAccess(VarHandle vh, int site, int mode, Object[] args) {
        String name = MODES[mode];
        MethodType siteType = MethodType.fromMethodDescriptorString(MethodHandle.callSiteDescriptor0(site), null);
        int nc = vh.coordinates.length;
        int values = name.startsWith("get") && !name.startsWith("getAnd") ? 0
                : name.startsWith("compareAnd") || name.startsWith("weakCompare") ? 2 : 1;
        if (args.length != nc + values) {
            throw new WrongMethodTypeException("cannot convert " + vh.accessModeTypeString(name) + " to " + siteType);
        }
        if (!vh.supported(name)) {
            throw new UnsupportedOperationException();
        }
        Object[] c = new Object[nc];
        System.arraycopy(args, 0, c, 0, nc);
        Object a = values > 0 ? MethodHandle.convertArgument(args[nc], vh.varType) : null;
        Object b = values > 1 ? MethodHandle.convertArgument(args[nc + 1], vh.varType) : null;
        Object result;
        synchronized (LOCK) {
            Object old = vh.read(c);
            if (values == 0) {
                result = old;
            } else if (name.startsWith("set")) {
                vh.write(c, a);
                result = null;
            } else if (name.startsWith("compareAndSet") || name.startsWith("weakCompare")) {
                boolean same = same(old, a);
                if (same) {
                    vh.write(c, b);
                }
                result = Boolean.valueOf(same);
            } else if (name.startsWith("compareAndExchange")) {
                if (same(old, a)) {
                    vh.write(c, b);
                }
                result = old;
            } else if (name.startsWith("getAndSet")) {
                vh.write(c, a);
                result = old;
            } else {
                vh.write(c, vh.combine(name, old, a));
                result = old;
            }
        }
        Class<?> to = siteType.returnType();
        return to == void.class ? null : MethodHandle.convertArgument(result, to);
    }

    private String accessModeTypeString(String name) {
        return "VarHandle." + name + " on " + this;
    }

    private static boolean same(Object x, Object y) {
        if (x instanceof Float && y instanceof Float) {
            return Float.floatToRawIntBits((Float) x) == Float.floatToRawIntBits((Float) y);
        }
        if (x instanceof Double && y instanceof Double) {
            return Double.doubleToRawLongBits((Double) x) == Double.doubleToRawLongBits((Double) y);
        }
        if (x != null && x.getClass().getClassLoader() == null && y != null && isBox(x)) {
            return x.equals(y);
        }
        return x == y;
    }

    private static boolean isBox(Object o) {
        return o instanceof Number || o instanceof Boolean || o instanceof Character;
    }

    private Object combine(String name, Object old, Object delta) {
        if (varType == boolean.class) {
            boolean x = (Boolean) old, y = (Boolean) delta;
            return Boolean.valueOf(name.startsWith("getAndBitwiseOr") ? x | y : name.startsWith("getAndBitwiseAnd") ? x & y : x ^ y);
        }
        if (varType == float.class) {
            return Float.valueOf((Float) old + (Float) delta);
        }
        if (varType == double.class) {
            return Double.valueOf((Double) old + (Double) delta);
        }
        long x = varType == char.class ? (Character) old : ((Number) old).longValue();
        long y = varType == char.class ? (Character) delta : ((Number) delta).longValue();
        long r = name.startsWith("getAndAdd") ? x + y
                : name.startsWith("getAndBitwiseOr") ? x | y : name.startsWith("getAndBitwiseAnd") ? x & y : x ^ y;
        if (varType == int.class) {
            return Integer.valueOf((int) r);
        }
        if (varType == long.class) {
            return Long.valueOf(r);
        }
        if (varType == short.class) {
            return Short.valueOf((short) r);
        }
        if (varType == byte.class) {
            return Byte.valueOf((byte) r);
        }
        return Character.valueOf((char) r);
    }

    /** The access modes (JDK 17's enum constants, with their method names). */
    public enum AccessMode {
        GET("get"), SET("set"), GET_VOLATILE("getVolatile"), SET_VOLATILE("setVolatile"), GET_ACQUIRE("getAcquire"),
        SET_RELEASE("setRelease"), GET_OPAQUE("getOpaque"), SET_OPAQUE("setOpaque"), COMPARE_AND_SET("compareAndSet"),
        COMPARE_AND_EXCHANGE("compareAndExchange"), COMPARE_AND_EXCHANGE_ACQUIRE("compareAndExchangeAcquire"),
        COMPARE_AND_EXCHANGE_RELEASE("compareAndExchangeRelease"), WEAK_COMPARE_AND_SET_PLAIN("weakCompareAndSetPlain"),
        WEAK_COMPARE_AND_SET("weakCompareAndSet"), WEAK_COMPARE_AND_SET_ACQUIRE("weakCompareAndSetAcquire"),
        WEAK_COMPARE_AND_SET_RELEASE("weakCompareAndSetRelease"), GET_AND_SET("getAndSet"),
        GET_AND_SET_ACQUIRE("getAndSetAcquire"), GET_AND_SET_RELEASE("getAndSetRelease"), GET_AND_ADD("getAndAdd"),
        GET_AND_ADD_ACQUIRE("getAndAddAcquire"), GET_AND_ADD_RELEASE("getAndAddRelease"),
        GET_AND_BITWISE_OR("getAndBitwiseOr"), GET_AND_BITWISE_OR_RELEASE("getAndBitwiseOrRelease"),
        GET_AND_BITWISE_OR_ACQUIRE("getAndBitwiseOrAcquire"), GET_AND_BITWISE_AND("getAndBitwiseAnd"),
        GET_AND_BITWISE_AND_RELEASE("getAndBitwiseAndRelease"), GET_AND_BITWISE_AND_ACQUIRE("getAndBitwiseAndAcquire"),
        GET_AND_BITWISE_XOR("getAndBitwiseXor"), GET_AND_BITWISE_XOR_RELEASE("getAndBitwiseXorRelease"),
        GET_AND_BITWISE_XOR_ACQUIRE("getAndBitwiseXorAcquire");

        private final String methodName;

        AccessMode(String methodName) {
            this.methodName = methodName;
        }

        public String methodName() {
            return methodName;
        }

        public static AccessMode valueFromMethodName(String methodName) {
            for (AccessMode m : values()) {
                if (m.methodName.equals(methodName)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("No AccessMode value for method name " + methodName);
        }
    }

    /** An instance or static field, read and written through reflection. */
    static final class FieldHandle extends VarHandle {
        private final Field field;
        private final boolean isStatic;

        FieldHandle(Field field, boolean isStatic) {
            super(field.getType(), isStatic ? new Class<?>[0] : new Class<?>[] {field.getDeclaringClass()},
                    Modifier.isFinal(field.getModifiers()));
            field.setAccessible(true);
            this.field = field;
            this.isStatic = isStatic;
        }

        private Object target(Object[] c) {
            if (isStatic) {
                return null;
            }
            Object o = c[0];
            if (o == null) {
                throw new NullPointerException();
            }
            if (!coordinates[0].isInstance(o)) {
                throw new ClassCastException("Cannot cast " + o.getClass().getName() + " to " + coordinates[0].getName());
            }
            return o;
        }

        Object read(Object[] c) {
            try {
                return field.get(target(c));
            } catch (IllegalAccessException e) {
                throw new InternalError(e);
            }
        }

        void write(Object[] c, Object value) {
            try {
                field.set(target(c), value);
            } catch (IllegalAccessException e) {
                throw new InternalError(e);
            }
        }
    }

    /** The elements of arrays of one type; the coordinates are the array and an int index. */
    static final class ArrayHandle extends VarHandle {
        ArrayHandle(Class<?> arrayClass) {
            super(arrayClass.getComponentType(), new Class<?>[] {arrayClass, int.class}, false);
        }

        private Object array(Object[] c) {
            Object a = c[0];
            if (a == null) {
                throw new NullPointerException();
            }
            if (!coordinates[0].isInstance(a)) {
                throw new ClassCastException("Cannot cast " + a.getClass().getName() + " to " + coordinates[0].getName());
            }
            return a;
        }

        private static int index(Object[] c, Object array) {
            int i = ((Number) c[1]).intValue();
            int n = java.lang.reflect.Array.getLength(array);
            if (i < 0 || i >= n) {
                throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
            }
            return i;
        }

        Object read(Object[] c) {
            Object a = array(c);
            return java.lang.reflect.Array.get(a, index(c, a));
        }

        void write(Object[] c, Object value) {
            Object a = array(c);
            int i = index(c, a);
            if (!varType.isPrimitive() && value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new ArrayStoreException(value.getClass().getName());
            }
            java.lang.reflect.Array.set(a, i, value);
        }
    }
}
