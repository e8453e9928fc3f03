package java.lang.reflect;

import java.lang.annotation.Annotation;

/** rvm's java.lang.reflect.Executable: what Method and Constructor share (a method of a class, by index). */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    final Class<?> clazz;
    final int slot;
    final String name;
    final Class<?>[] parameterTypes;
    final int modifiers;
    private Class<?>[] exceptionTypes;

    Executable(Class<?> clazz, int slot, String name, Class<?>[] parameterTypes, int modifiers) {
        this.clazz = clazz;
        this.slot = slot;
        this.name = name;
        this.parameterTypes = parameterTypes;
        this.modifiers = modifiers;
    }

    @Override
    Class<?> memberClass() {
        return clazz;
    }

    @Override
    int memberModifiers() {
        return modifiers;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public boolean isVarArgs() {
        return (modifiers & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public Class<?>[] getExceptionTypes() {
        if (exceptionTypes == null) {
            exceptionTypes = RvmReflect.exceptionTypes(clazz, slot);
        }
        return exceptionTypes.clone();
    }

    public Type[] getGenericExceptionTypes() {
        return getExceptionTypes();
    }

    String signature() {
        return RvmReflect.methodSignature(clazz, slot);
    }

    public Type[] getGenericParameterTypes() {
        String signature = signature();
        if (signature == null) {
            return getParameterTypes();
        }
        Type[] types = RvmGenerics.parseMethodParameters(signature, clazz);
        return types.length == parameterTypes.length ? types : getParameterTypes();
    }

    public TypeVariable<?>[] getTypeParameters() {
        String signature = signature();
        return signature == null ? new TypeVariable<?>[0] : RvmGenerics.parseTypeParameters(signature, this);
    }

    public Parameter[] getParameters() {
        String[] names = RvmReflect.parameterNames(clazz, slot, parameterTypes.length);
        Parameter[] result = new Parameter[parameterTypes.length];
        for (int i = 0; i < result.length; i++) {
            int mods = names == null || names[i] == null ? 0 : RvmReflect.parameterModifiers(clazz, slot, i);
            String n = names == null || names[i] == null ? "arg" + i : names[i];
            result[i] = new Parameter(n, mods, this, i);
        }
        return result;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return RvmAnnotations.find(getDeclaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return RvmAnnotations.declared(clazz, RvmAnnotations.METHOD, slot);
    }

    public Annotation[][] getParameterAnnotations() {
        // parsed on each call, as the JDK does (its parameter annotations are not cached)
        return RvmAnnotations.parseParameters(clazz, RvmReflect.methodAttribute(clazz, slot, "RuntimeVisibleParameterAnnotations"),
                parameterTypes.length);
    }

    String parameterList(boolean generic) {
        StringBuilder sb = new StringBuilder("(");
        Type[] types = generic ? getGenericParameterTypes() : parameterTypes;
        for (int i = 0; i < types.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String t = types[i].getTypeName();
            if (generic && isVarArgs() && i == types.length - 1) {
                t = t.substring(0, t.length() - 2) + "...";
            }
            sb.append(t);
        }
        sb.append(')');
        Class<?>[] exceptions = getExceptionTypes();
        if (exceptions.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < exceptions.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(exceptions[i].getTypeName());
            }
        }
        return sb.toString();
    }

    /** Arguments converted to the parameter types (wrappers widened), as Method.invoke does. */
    Object[] convertArguments(Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != parameterTypes.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] converted = new Object[n];
        for (int i = 0; i < n; i++) {
            Class<?> p = parameterTypes[i];
            Object a = args[i];
            if (p.isPrimitive()) {
                if (a == null) {
                    throw new IllegalArgumentException();
                }
                Object w = RvmReflect.widen(a, p);
                if (w == null) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                converted[i] = w;
            } else {
                if (a != null && !p.isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                converted[i] = a;
            }
        }
        return converted;
    }
}
