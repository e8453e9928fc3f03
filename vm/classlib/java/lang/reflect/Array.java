package java.lang.reflect;

/** rvm's java.lang.reflect.Array: array creation by component class (used by
 *  Arrays.copyOf and collections' toArray). Natives: newArray, getLength. */
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

    public static native int getLength(Object array) throws IllegalArgumentException;

    private static native Object newArray(Class<?> componentType, int length) throws NegativeArraySizeException;
}
