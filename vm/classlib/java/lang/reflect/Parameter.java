package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class Parameter implements AnnotatedElement {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;

    Parameter(String name, int modifiers, Executable executable, int index) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
    }

    public String getName() {
        return name;
    }

    public boolean isNamePresent() {
        return !name.equals("arg" + index) || RvmReflect.parameterNames(executable.clazz, executable.slot, executable.getParameterCount()) != null;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public Class<?> getType() {
        return executable.parameterTypes[index];
    }

    public Type getParameterizedType() {
        return executable.getGenericParameterTypes()[index];
    }

    public boolean isImplicit() {
        return (modifiers & Modifier.MANDATED) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.getParameterCount() - 1;
    }

    public boolean equals(Object obj) {
        return obj instanceof Parameter && ((Parameter) obj).executable.equals(executable) && ((Parameter) obj).index == index;
    }

    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        String typename = getParameterizedType().getTypeName();
        sb.append(Modifier.toString(getModifiers()));
        if (0 != modifiers) {
            sb.append(' ');
        }
        if (isVarArgs()) {
            sb.append(typename.endsWith("[]") ? typename.substring(0, typename.length() - 2) + "..." : typename);
        } else {
            sb.append(typename);
        }
        sb.append(' ').append(name);
        return sb.toString();
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return RvmAnnotations.find(getDeclaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return executable.getParameterAnnotations()[index];
    }
}
