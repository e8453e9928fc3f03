package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * rvm's java.lang.reflect.AccessibleObject: the {@code override} flag set by setAccessible, and the
 * JDK's access rules (Reflection.verifyMemberAccess, with nestmates) for callers that did not set it.
 * The caller is the nearest frame outside reflection (native callerClass0, natives/reflect.rs).
 * Every class is in the unnamed module except rvm's library, which plays java.base: its non-public
 * members cannot be made accessible (InaccessibleObjectException, as the JDK's module check).
 */
public class AccessibleObject implements AnnotatedElement {
    boolean override;

    protected AccessibleObject() {}

    /** The class whose code called into reflection (null when called from the VM itself). */
    static native Class<?> callerClass0();

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject ao : array) {
            ao.setAccessible(flag);
        }
    }

    public void setAccessible(boolean flag) {
        if (flag) {
            checkCanSetAccessible(true);
        }
        override = flag;
    }

    public final boolean trySetAccessible() {
        if (!checkCanSetAccessible(false)) {
            return false;
        }
        override = true;
        return true;
    }

    @Deprecated(since = "9")
    public boolean isAccessible() {
        return override;
    }

    public final boolean canAccess(Object obj) {
        Class<?> declaring = memberClass();
        int modifiers = memberModifiers();
        if (Modifier.isStatic(modifiers) || this instanceof Constructor) {
            if (obj != null) {
                throw new IllegalArgumentException("non-null object for " + this);
            }
        } else if (obj == null || !declaring.isInstance(obj)) {
            throw new IllegalArgumentException("object is not an instance of " + declaring.getName());
        }
        if (override) {
            return true;
        }
        Class<?> caller = callerClass0();
        return caller == null || verifyMemberAccess(caller, declaring, obj == null ? null : obj.getClass(), modifiers);
    }

    Class<?> memberClass() {
        throw new InternalError();
    }

    int memberModifiers() {
        throw new InternalError();
    }

    private boolean checkCanSetAccessible(boolean throwIfDenied) {
        Class<?> declaring = memberClass();
        if (!declaring.isLibrary0()) {
            return true;
        }
        Class<?> caller = callerClass0();
        if (caller == null || caller.isLibrary0()) {
            return true;
        }
        int modifiers = memberModifiers();
        boolean publicClass = Modifier.isPublic(declaring.rawAccessFlags0());
        if (publicClass && Modifier.isPublic(modifiers)) {
            return true;
        }
        if (publicClass && Modifier.isProtected(modifiers) && Modifier.isStatic(modifiers)
                && declaring.isAssignableFrom(caller)) {
            return true;
        }
        if (throwIfDenied) {
            String what = this instanceof Field ? "field " : (this instanceof Constructor ? "" : "");
            throw new InaccessibleObjectException("Unable to make " + what + this + " accessible: " + declaring.getModule()
                    + " does not \"opens " + declaring.getPackageName() + "\" to " + caller.getModule());
        }
        return false;
    }

    /** Throws the JDK's IllegalAccessException unless the caller may use the member. */
    final void checkAccess(Class<?> caller, Class<?> memberClass, Class<?> targetClass, int modifiers)
            throws IllegalAccessException {
        if (caller == null || verifyMemberAccess(caller, memberClass, targetClass, modifiers)) {
            return;
        }
        String memberSuffix = memberClass.isLibrary0() ? " (in module java.base)" : "";
        throw new IllegalAccessException(caller + " cannot access a member of " + memberClass + memberSuffix
                + " with modifiers \"" + Modifier.toString(modifiers) + "\"");
    }

    static boolean verifyMemberAccess(Class<?> current, Class<?> memberClass, Class<?> targetClass, int modifiers) {
        if (current == memberClass) {
            return true;
        }
        // The same runtime package: the same package name and defining loader (JVMS 5.3).
        boolean samePackage = current.getPackageName().equals(memberClass.getPackageName())
                && current.getClassLoader() == memberClass.getClassLoader();
        if (!Modifier.isPublic(memberClass.rawAccessFlags0()) && !samePackage) {
            return false;
        }
        if (Modifier.isPublic(modifiers)) {
            return true;
        }
        if (Modifier.isPrivate(modifiers) && current.getNestHost() == memberClass.getNestHost()) {
            return true;
        }
        boolean ok = false;
        if (Modifier.isProtected(modifiers) && memberClass.isAssignableFrom(current)) {
            ok = true;
        }
        if (!ok && !Modifier.isPrivate(modifiers) && samePackage) {
            ok = true;
        }
        if (!ok) {
            return false;
        }
        if (targetClass != null && Modifier.isProtected(modifiers) && targetClass != current && !samePackage) {
            return current.isAssignableFrom(targetClass);
        }
        return true;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return AnnotatedElement.super.isAnnotationPresent(annotationClass);
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }
}
