package java.lang;

/**
 * rvm's java.lang.Class. Native (VM, natives/lang.rs): getName0, isInterface, isArray, isPrimitive,
 * getSuperclass, getComponentType, isInstance, isAssignableFrom, getPrimitiveClass. The VM sets
 * {@code vmClass}. Reflection reads the VM's tables through the public natives ending in 0
 * (natives/reflect.rs): they are rvm's, not the JDK's API. Member order is the class file's
 * (declaration) order, which is what HotSpot gives for javac's classes in the common cases;
 * getMethods lists the class's superclass chain first, then its interfaces.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.GenericDeclaration, java.lang.reflect.Type {
    /** VM-private: the VM's class handle. */
    private transient long vmClass;
    /** Cached result of getName0(). */
    private transient String name;
    /** The defining loader of a class defined by ClassLoader.defineClass (null for the VM's own; set and read by the VM). */
    transient ClassLoader classLoader;
    /** The protection domain given to defineClass. */
    transient java.security.ProtectionDomain definedDomain;

    private Class() {}

    private native String getName0();

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    static native Class<?> getPrimitiveClass(String name);

    /** For an enum class, the result of its static values() method, else null. */
    private native Object[] getEnumConstants0();

    /** True for classes declared as enums (not for the classes of enum constants with bodies). */
    public boolean isEnum() {
        return (rawAccessFlags0() & 0x4000) != 0 && getSuperclass() == Enum.class;
    }

    /** The constants of an enum class in declaration order, or null if this is not an enum class. */
    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] constants = isEnum() ? getEnumConstants0() : null;
        return constants == null ? null : (T[]) constants.clone();
    }

    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dims = 0;
            while (c.isArray()) {
                dims++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return dot == -1 ? "" : cn.substring(0, dot);
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    /** What -ea/-da decided for this class (library classes: off, as without -esa). */
    public boolean desiredAssertionStatus() {
        if (isPrimitive() || isArray() || isLibrary0()) {
            return false;
        }
        return desiredAssertionStatus0(getName());
    }

    private static native boolean desiredAssertionStatus0(String name);

    // ------------------------------------------------------------------ reflection (natives/reflect.rs)

    public static native Class<?> forName0(String name, boolean initialize) throws ClassNotFoundException;

    public static native Class<?> forDescriptor0(String descriptor);

    /** The class a type descriptor names, resolved as {@code context} resolves names (its loader). */
    public static native Class<?> forDescriptor1(String descriptor, Class<?> context);

    private native Class<?>[] getInterfaces0();

    public native void ensureInitialized0();

    public native Object allocateInstance0();

    public native boolean isLibrary0();

    public native int rawAccessFlags0();

    public native byte[] classAttribute0(String name);

    public native byte[] fieldAttribute0(int slot, String name);

    public native byte[] methodAttribute0(int slot, String name);

    public native String cpUtf8_0(int index);

    public native long cpBits0(int index);

    public native int fieldCount0();

    public native String fieldName0(int slot);

    public native int fieldModifiers0(int slot);

    public native Class<?> fieldType0(int slot);

    public native int methodCount0();

    public native String methodName0(int slot);

    public native String methodDescriptor0(int slot);

    public native int methodModifiers0(int slot);

    public native Class<?>[] methodParameterTypes0(int slot);

    public native Class<?> methodReturnType0(int slot);

    /** Through the caller's defining loader (JLS 12.2: the class loader of the current class). */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        Class<?> caller = java.lang.reflect.RvmReflect.callerClass();
        if (caller != null && caller.classLoader != null) {
            return forName(className, true, caller.classLoader);
        }
        return forName0(className, true);
    }

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader) throws ClassNotFoundException {
        if (loader == null || loader.rvmIsBuiltin()) {
            return forName0(name, initialize);
        }
        return ClassLoader.forName0(name, initialize, loader);
    }

    public java.security.ProtectionDomain getProtectionDomain() {
        if (definedDomain != null) {
            return definedDomain;
        }
        return java.security.ProtectionDomain.rvmDomainOf(this);
    }

    public ClassLoader getClassLoader() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.classLoader != null) {
            return c.classLoader;
        }
        return c.isPrimitive() || c.isLibrary0() ? null : ClassLoader.getSystemClassLoader();
    }

    /** The library's classes are in their JDK module, every other class in the unnamed module. */
    public Module getModule() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive() || c.isLibrary0()) {
            return Module.rvmLibrary(c.isPrimitive() ? "java.lang" : c.getPackageName());
        }
        if (c.classLoader != null) {
            return c.classLoader.getUnnamedModule();
        }
        return ClassLoader.getSystemClassLoader().getUnnamedModule();
    }

    public Package getPackage() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        return Package.of(getPackageName());
    }

    /** The class's modifiers (JVMS access flags; for nested classes those of the InnerClasses entry). */
    public int getModifiers() {
        if (isArray()) {
            int c = getComponentType().getModifiers() & (java.lang.reflect.Modifier.PUBLIC | java.lang.reflect.Modifier.PRIVATE
                    | java.lang.reflect.Modifier.PROTECTED);
            return c | java.lang.reflect.Modifier.ABSTRACT | java.lang.reflect.Modifier.FINAL;
        }
        if (isPrimitive()) {
            return java.lang.reflect.Modifier.PUBLIC | java.lang.reflect.Modifier.ABSTRACT | java.lang.reflect.Modifier.FINAL;
        }
        int[] inner = java.lang.reflect.RvmReflect.innerClassEntry(this);
        int flags = inner != null ? inner[2] : rawAccessFlags0();
        return flags & 0x761F & ~0x20;
    }

    public Class<?>[] getInterfaces() {
        return getInterfaces0();
    }

    public java.lang.reflect.Type[] getGenericInterfaces() {
        String signature = java.lang.reflect.RvmReflect.classSignature(this);
        if (signature == null) {
            return getInterfaces();
        }
        java.lang.reflect.Type[] supers = java.lang.reflect.RvmGenerics.parseClassSupers(signature, this);
        java.lang.reflect.Type[] result = new java.lang.reflect.Type[supers.length - 1];
        System.arraycopy(supers, 1, result, 0, result.length);
        return result;
    }

    public java.lang.reflect.Type getGenericSuperclass() {
        Class<?> sup = getSuperclass();
        if (sup == null || isInterface()) {
            return null;
        }
        String signature = java.lang.reflect.RvmReflect.classSignature(this);
        return signature == null ? sup : java.lang.reflect.RvmGenerics.parseClassSupers(signature, this)[0];
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        return (java.lang.reflect.TypeVariable<Class<T>>[]) (Object) java.lang.reflect.RvmGenerics.classTypeParameters(this);
    }

    public boolean isAnnotation() {
        return (rawAccessFlags0() & 0x2000) != 0 && !isArray() && !isPrimitive();
    }

    public boolean isSynthetic() {
        return (rawAccessFlags0() & 0x1000) != 0 && !isArray() && !isPrimitive();
    }

    public boolean isHidden() {
        return false;
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class && (getModifiers() & java.lang.reflect.Modifier.FINAL) != 0
                && classAttribute0("Record") != null;
    }

    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        return isRecord() ? java.lang.reflect.RvmReflect.recordComponents(this) : null;
    }

    public boolean isSealed() {
        return !isArray() && !isPrimitive() && java.lang.reflect.RvmReflect.permittedSubclasses(this) != null;
    }

    public Class<?>[] getPermittedSubclasses() {
        return isArray() || isPrimitive() ? null : java.lang.reflect.RvmReflect.permittedSubclasses(this);
    }

    // nesting

    private boolean isLocalOrAnonymousClass() {
        return !isArray() && !isPrimitive() && classAttribute0("EnclosingMethod") != null;
    }

    private Class<?> getDeclaringClass0() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        int[] inner = java.lang.reflect.RvmReflect.innerClassEntry(this);
        return inner == null || inner[0] == 0 ? null : java.lang.reflect.RvmReflect.classAt(this, inner[0]);
    }

    /** The inner name of an InnerClasses entry for this class (null for anonymous and top-level classes). */
    private String getSimpleBinaryName0() {
        int[] inner = java.lang.reflect.RvmReflect.innerClassEntry(this);
        return inner == null || inner[1] == 0 ? null : cpUtf8_0(inner[1]);
    }

    public Class<?> getDeclaringClass() {
        return isLocalOrAnonymousClass() ? null : getDeclaringClass0();
    }

    public Class<?> getEnclosingClass() {
        if (isLocalOrAnonymousClass()) {
            return java.lang.reflect.RvmReflect.enclosingMethodClass(this);
        }
        return getDeclaringClass0();
    }

    public java.lang.reflect.Method getEnclosingMethod() {
        if (!isLocalOrAnonymousClass()) {
            return null;
        }
        java.lang.reflect.Executable e = java.lang.reflect.RvmReflect.enclosingMember(this);
        return e instanceof java.lang.reflect.Method ? (java.lang.reflect.Method) e : null;
    }

    public java.lang.reflect.Constructor<?> getEnclosingConstructor() {
        if (!isLocalOrAnonymousClass()) {
            return null;
        }
        java.lang.reflect.Executable e = java.lang.reflect.RvmReflect.enclosingMember(this);
        return e instanceof java.lang.reflect.Constructor ? (java.lang.reflect.Constructor<?>) e : null;
    }

    public boolean isAnonymousClass() {
        return isLocalOrAnonymousClass() && getSimpleBinaryName0() == null;
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && getSimpleBinaryName0() != null;
    }

    public boolean isMemberClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass0() != null;
    }

    public Class<?> getNestHost() {
        if (isArray() || isPrimitive()) {
            return this;
        }
        return java.lang.reflect.RvmReflect.nestHost(this);
    }

    public boolean isNestmateOf(Class<?> c) {
        return this == c || getNestHost() == c.getNestHost();
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        if (isPrimitive()) {
            return getName();
        }
        boolean topLevel = !isLocalOrAnonymousClass() && getDeclaringClass0() == null;
        if (!topLevel) {
            String simple = getSimpleBinaryName0();
            return simple == null ? "" : simple;
        }
        String n = getName();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c != null ? c + "[]" : null;
        }
        if (isPrimitive()) {
            return getName();
        }
        if (isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String enclosingName = enclosing.getCanonicalName();
        return enclosingName == null ? null : enclosingName + "." + getSimpleName();
    }

    public String descriptorString() {
        if (isPrimitive()) {
            String n = getName();
            if (n.equals("int")) return "I";
            if (n.equals("long")) return "J";
            if (n.equals("boolean")) return "Z";
            if (n.equals("byte")) return "B";
            if (n.equals("char")) return "C";
            if (n.equals("short")) return "S";
            if (n.equals("float")) return "F";
            if (n.equals("double")) return "D";
            return "V";
        }
        if (isArray()) {
            return getName().replace('.', '/');
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    public Class<?> arrayType() {
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    public Class<?>[] getDeclaredClasses() {
        if (isArray() || isPrimitive()) {
            return new Class<?>[0];
        }
        return java.lang.reflect.RvmReflect.declaredClasses(this);
    }

    public Class<?>[] getClasses() {
        java.util.ArrayList<Class<?>> list = new java.util.ArrayList<>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> m : c.getDeclaredClasses()) {
                if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                    list.add(m);
                }
            }
        }
        return list.toArray(new Class<?>[0]);
    }

    // fields

    public java.lang.reflect.Field[] getDeclaredFields() {
        if (isArray() || isPrimitive()) {
            return new java.lang.reflect.Field[0];
        }
        return java.lang.reflect.RvmReflect.fields(this, false);
    }

    public java.lang.reflect.Field[] getFields() {
        java.util.ArrayList<java.lang.reflect.Field> list = new java.util.ArrayList<>();
        java.util.HashSet<Class<?>> seen = new java.util.HashSet<>();
        collectPublicFields(this, list, seen);
        return list.toArray(new java.lang.reflect.Field[0]);
    }

    private static void collectPublicFields(Class<?> c, java.util.ArrayList<java.lang.reflect.Field> list,
            java.util.HashSet<Class<?>> seen) {
        if (c == null || c.isArray() || c.isPrimitive() || !seen.add(c)) {
            return;
        }
        for (java.lang.reflect.Field f : java.lang.reflect.RvmReflect.fields(c, true)) {
            list.add(f);
        }
        for (Class<?> i : c.getInterfaces()) {
            collectPublicFields(i, list, seen);
        }
        if (!c.isInterface()) {
            collectPublicFields(c.getSuperclass(), list, seen);
        }
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (java.lang.reflect.Field f : getDeclaredFields()) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (java.lang.reflect.Field f : getFields()) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    // methods

    public java.lang.reflect.Method[] getDeclaredMethods() {
        if (isArray() || isPrimitive()) {
            return new java.lang.reflect.Method[0];
        }
        return java.lang.reflect.RvmReflect.methods(this, false);
    }

    public java.lang.reflect.Method[] getMethods() {
        java.util.ArrayList<java.lang.reflect.Method> list = new java.util.ArrayList<>();
        if (isPrimitive()) {
            return new java.lang.reflect.Method[0];
        }
        java.util.ArrayList<Class<?>> interfaces = new java.util.ArrayList<>();
        Class<?> start = isArray() ? Object.class : this;
        for (Class<?> c = start; c != null; c = c.getSuperclass()) {
            addPublicMethods(c, list, true);
            for (Class<?> i : c.getInterfaces()) {
                collectInterfaces(i, interfaces);
            }
        }
        for (Class<?> i : interfaces) {
            addPublicMethods(i, list, i == this);
        }
        return list.toArray(new java.lang.reflect.Method[0]);
    }

    private static void collectInterfaces(Class<?> i, java.util.ArrayList<Class<?>> out) {
        if (out.contains(i)) {
            return;
        }
        out.add(i);
        for (Class<?> s : i.getInterfaces()) {
            collectInterfaces(s, out);
        }
    }

    private static void addPublicMethods(Class<?> c, java.util.ArrayList<java.lang.reflect.Method> list, boolean statics) {
        outer:
        for (java.lang.reflect.Method m : java.lang.reflect.RvmReflect.methods(c, true)) {
            if (!statics && java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            for (java.lang.reflect.Method existing : list) {
                if (java.lang.reflect.RvmReflect.sameSignature(existing, m)) {
                    continue outer;
                }
            }
            list.add(m);
        }
    }

    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    private static java.lang.reflect.Method pick(java.lang.reflect.Method[] methods, String name, Class<?>[] parameterTypes) {
        java.lang.reflect.Method best = null;
        for (java.lang.reflect.Method m : methods) {
            if (m.getName().equals(name) && java.lang.reflect.RvmReflect.sameParameters(m, parameterTypes)) {
                if (best == null || (best.getReturnType().isAssignableFrom(m.getReturnType()) && !m.isBridge())) {
                    best = m;
                }
            }
        }
        return best;
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Method m = pick(getDeclaredMethods(), name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return m;
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Method m = pick(getMethods(), name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return m;
    }

    // constructors

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return java.lang.reflect.RvmReflect.constructors(this, false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return java.lang.reflect.RvmReflect.constructors(this, true);
    }

    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : java.lang.reflect.RvmReflect.constructors(this, false)) {
            if (java.lang.reflect.RvmReflect.sameParameters(c, parameterTypes)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : java.lang.reflect.RvmReflect.constructors(this, true)) {
            if (java.lang.reflect.RvmReflect.sameParameters(c, parameterTypes)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    @Deprecated(since = "9")
    public T newInstance() throws InstantiationException, IllegalAccessException {
        java.lang.reflect.Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw new InstantiationException(getName());
        }
        try {
            return c.newInstance();
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw Class.<RuntimeException>sneaky(e.getCause());
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }

    // annotations

    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        return java.lang.reflect.RvmAnnotations.find(getAnnotations(), annotationClass);
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        if (isArray() || isPrimitive()) {
            return new java.lang.annotation.Annotation[0];
        }
        return java.lang.reflect.RvmAnnotations.declared(this, java.lang.reflect.RvmAnnotations.CLASS, 0);
    }

    public <A extends java.lang.annotation.Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return java.lang.reflect.RvmAnnotations.byType(getDeclaredAnnotations(), annotationClass);
    }

    /** Directly or indirectly present, else inherited from the superclass when the type is {@code @Inherited}. */
    public <A extends java.lang.annotation.Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        A[] result = getDeclaredAnnotationsByType(annotationClass);
        Class<?> sup = getSuperclass();
        if (result.length == 0 && sup != null && !isInterface()
                && annotationClass.isAnnotationPresent(java.lang.annotation.Inherited.class)) {
            result = sup.getAnnotationsByType(annotationClass);
        }
        return result;
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        java.lang.annotation.Annotation[] declared = getDeclaredAnnotations();
        Class<?> sup = getSuperclass();
        if (sup == null || isInterface()) {
            return declared;
        }
        java.util.ArrayList<java.lang.annotation.Annotation> list = new java.util.ArrayList<>();
        for (java.lang.annotation.Annotation a : sup.getAnnotations()) {
            if (a.annotationType().isAnnotationPresent(java.lang.annotation.Inherited.class)) {
                boolean overridden = false;
                for (java.lang.annotation.Annotation d : declared) {
                    overridden |= d.annotationType() == a.annotationType();
                }
                if (!overridden) {
                    list.add(a);
                }
            }
        }
        if (list.isEmpty()) {
            return declared;
        }
        for (java.lang.annotation.Annotation d : declared) {
            list.add(d);
        }
        return list.toArray(new java.lang.annotation.Annotation[0]);
    }

    public <A extends java.lang.annotation.Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        return java.lang.reflect.RvmAnnotations.find(getDeclaredAnnotations(), annotationClass);
    }

    // resources

    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String pkg = c.getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    /** The loader a resource of this class is looked up in: its own, else the system loader. */
    private ClassLoader resourceLoader() {
        ClassLoader loader = getClassLoader();
        return loader != null ? loader : ClassLoader.getSystemClassLoader();
    }

    public java.net.URL getResource(String name) {
        return resourceLoader().getResource(resolveName(name));
    }

    public java.io.InputStream getResourceAsStream(String name) {
        return resourceLoader().getResourceAsStream(resolveName(name));
    }
}
