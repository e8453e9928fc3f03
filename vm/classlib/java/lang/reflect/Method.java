package java.lang.reflect;

/**
 * rvm's java.lang.reflect.Method. invoke checks access, the receiver and the arguments as the JDK
 * does, then calls the natives invokeObject0/invokeBits0 (natives/reflect.rs), which dispatch
 * through the receiver's vtable unless the method is static or private; whatever the method throws
 * comes back wrapped in InvocationTargetException.
 */
public final class Method extends Executable {
    private final Class<?> returnType;

    Method(Class<?> clazz, int slot, String name, Class<?>[] parameterTypes, Class<?> returnType, int modifiers) {
        super(clazz, slot, name, parameterTypes, modifiers);
        this.returnType = returnType;
    }

    static native Object invokeObject0(Class<?> clazz, int slot, Object receiver, Object[] args, boolean virtual);

    static native long invokeBits0(Class<?> clazz, int slot, Object receiver, Object[] args, boolean virtual);

    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public Type getGenericReturnType() {
        String signature = signature();
        return signature == null ? returnType : RvmGenerics.parseMethodReturn(signature, clazz);
    }

    public boolean isDefault() {
        return ((modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC)
                && clazz.isInterface();
    }

    public boolean isBridge() {
        return (modifiers & Modifier.BRIDGE) != 0;
    }

    public Object getDefaultValue() {
        return RvmAnnotations.defaultValue(this, clazz, slot);
    }

    public boolean equals(Object obj) {
        if (obj instanceof Method) {
            Method other = (Method) obj;
            return clazz == other.clazz && name.equals(other.name) && returnType == other.returnType
                    && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.methodModifiers();
        boolean isDefault = isDefault();
        if (isDefault) {
            mod &= ~Modifier.ABSTRACT;
        }
        StringBuilder sb = new StringBuilder();
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
        if (isDefault) {
            sb.append("default ");
        }
        sb.append(returnType.getTypeName()).append(' ').append(clazz.getTypeName()).append('.').append(name);
        sb.append(parameterList(false));
        return sb.toString();
    }

    public String toGenericString() {
        int mod = modifiers & Modifier.methodModifiers();
        boolean isDefault = isDefault();
        if (isDefault) {
            mod &= ~Modifier.ABSTRACT;
        }
        StringBuilder sb = new StringBuilder();
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
        if (isDefault) {
            sb.append("default ");
        }
        TypeVariable<?>[] vars = getTypeParameters();
        if (vars.length > 0) {
            sb.append('<');
            for (int i = 0; i < vars.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(RvmGenerics.typeVariableDeclaration(vars[i]));
            }
            sb.append("> ");
        }
        sb.append(getGenericReturnType().getTypeName()).append(' ').append(clazz.getTypeName()).append('.').append(name);
        sb.append(parameterList(true));
        return sb.toString();
    }

    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            checkAccess(callerClass0(), clazz, isStatic || obj == null ? null : obj.getClass(), modifiers);
        }
        if (!isStatic) {
            if (obj == null) {
                throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        Object[] converted = convertArguments(args);
        if (isStatic) {
            clazz.ensureInitialized0();
        }
        try {
            if (!returnType.isPrimitive()) {
                return invokeObject0(clazz, slot, obj, converted, true);
            }
            long bits = invokeBits0(clazz, slot, obj, converted, true);
            return returnType == void.class ? null : RvmReflect.box(returnType, bits);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    /** rvm (for MethodHandles.Lookup.findSpecial): runs this very method on {@code obj}, without
     *  virtual dispatch, as invokespecial does; no access check. Not part of the JDK API. */
    public Object rvmInvokeSpecial(Object obj, Object[] args) throws InvocationTargetException {
        if (obj == null) {
            throw new NullPointerException();
        }
        Object[] converted = convertArguments(args);
        try {
            if (!returnType.isPrimitive()) {
                return invokeObject0(clazz, slot, obj, converted, false);
            }
            long bits = invokeBits0(clazz, slot, obj, converted, false);
            return returnType == void.class ? null : RvmReflect.box(returnType, bits);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }
}
