package java.lang.invoke;

/** The caller of MethodHandles.lookup(): reflection's frame walk (AccessibleObject.callerClass0). Not JDK API. */
final class RvmCaller {
    private RvmCaller() {}

    static Class<?> caller() {
        return java.lang.reflect.RvmReflect.callerClass();
    }
}
