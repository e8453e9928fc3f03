package java.lang.reflect;

import java.lang.annotation.Annotation;

public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    Annotation[] getDeclaredAnnotations();

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : getDeclaredAnnotations()) {
            if (annotationClass == a.annotationType()) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        java.util.ArrayList<T> found = new java.util.ArrayList<>();
        for (Annotation a : getAnnotations()) {
            if (annotationClass == a.annotationType()) {
                found.add(annotationClass.cast(a));
            }
        }
        T[] result = (T[]) Array.newInstance(annotationClass, found.size());
        return found.toArray(result);
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }
}
