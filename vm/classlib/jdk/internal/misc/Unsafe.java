package jdk.internal.misc;

/**
 * rvm's subset of the JDK's Unsafe: the atomic operations the class library's
 * java.util.concurrent.atomic classes are built on, as real atomic instructions
 * (vm/src/natives/atomics.rs). Offsets are byte offsets in the object; every
 * native checks that the offset is an aligned slot inside the object and throws
 * InternalError otherwise, so a wrong offset cannot touch memory outside it.
 */
public final class Unsafe {
    private static final Unsafe THE_ONE = new Unsafe();

    private Unsafe() {
    }

    public static Unsafe getUnsafe() {
        return THE_ONE;
    }

    public long objectFieldOffset(Class<?> c, String name) {
        return objectFieldOffset0(c, name);
    }

    public int arrayBaseOffset(Class<?> arrayClass) {
        return arrayBaseOffset0(arrayClass);
    }

    public int arrayIndexScale(Class<?> arrayClass) {
        return arrayIndexScale0(arrayClass);
    }

    private native long objectFieldOffset0(Class<?> c, String name);

    private native int arrayBaseOffset0(Class<?> arrayClass);

    private native int arrayIndexScale0(Class<?> arrayClass);

    public native boolean compareAndSetInt(Object o, long offset, int expected, int x);

    public native boolean compareAndSetLong(Object o, long offset, long expected, long x);

    public native boolean compareAndSetReference(Object o, long offset, Object expected, Object x);

    public native int getAndAddInt(Object o, long offset, int delta);

    public native long getAndAddLong(Object o, long offset, long delta);

    public native int getAndSetInt(Object o, long offset, int newValue);

    public native long getAndSetLong(Object o, long offset, long newValue);

    public native Object getAndSetReference(Object o, long offset, Object newValue);

    public native int getIntVolatile(Object o, long offset);

    public native long getLongVolatile(Object o, long offset);

    public native Object getReferenceVolatile(Object o, long offset);

    public native void putIntVolatile(Object o, long offset, int x);

    public native void putLongVolatile(Object o, long offset, long x);

    public native void putReferenceVolatile(Object o, long offset, Object x);
}
