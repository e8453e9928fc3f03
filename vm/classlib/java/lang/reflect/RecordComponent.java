package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class RecordComponent implements AnnotatedElement {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final String signature;
    private final byte[] annotations;

    RecordComponent(Class<?> clazz, String name, Class<?> type, String signature, byte[] annotations) {
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.signature = signature;
        this.annotations = annotations;
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public String getGenericSignature() {
        return signature;
    }

    public Type getGenericType() {
        return signature == null ? type : RvmGenerics.parseFieldType(signature, clazz);
    }

    public Method getAccessor() {
        for (Method m : RvmReflect.methods(clazz, false)) {
            if (m.getName().equals(name) && m.getParameterCount() == 0) {
                return m;
            }
        }
        return null;
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
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
        return RvmAnnotations.parseBytes(clazz, annotations, 0);
    }

    public String toString() {
        return type.getTypeName() + " " + name;
    }
}
