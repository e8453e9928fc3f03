package java.lang.reflect;

/**
 * rvm's java.lang.reflect.Constructor: newInstance allocates the object (allocateInstance0, which
 * initializes the class) and runs the {@code <init>} method through Method's invoke natives.
 */
public final class Constructor<T> extends Executable {
    Constructor(Class<T> clazz, int slot, Class<?>[] parameterTypes, int modifiers) {
        super(clazz, slot, "<init>", parameterTypes, modifiers);
    }

    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    public String getName() {
        return clazz.getName();
    }

    public boolean equals(Object obj) {
        if (obj instanceof Constructor) {
            Constructor<?> other = (Constructor<?>) obj;
            return clazz == other.clazz && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.constructorModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + clazz.getTypeName() + parameterList(false);
    }

    public String toGenericString() {
        int mod = modifiers & Modifier.constructorModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + clazz.getTypeName() + parameterList(true);
    }

    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (!override) {
            checkAccess(callerClass0(), clazz, null, modifiers);
        }
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        if (clazz.isEnum()) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        Object[] converted = convertArguments(initargs);
        Object obj = clazz.allocateInstance0();
        try {
            Method.invokeObject0(clazz, slot, obj, converted, false);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
        return (T) obj;
    }
}
