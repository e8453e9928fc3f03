package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * rvm's MethodHandles: Lookup finds methods, constructors and fields through reflection and wraps
 * them in handles that call them with reflection's natives (access is checked at lookup, as the
 * JDK does, against the lookup class); a few combinators (insertArguments, dropArguments,
 * filterReturnValue, constant, identity).
 */
public class MethodHandles {
    private MethodHandles() {}

    public static Lookup lookup() {
        Class<?> caller = Lookup.callerClass0();
        return new Lookup(caller == null ? Object.class : caller, true);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, false);
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive() || targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is a primitive or array class");
        }
        return new Lookup(targetClass, true);
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }

    private static MethodType typeOf(Method m) {
        return MethodType.methodType(m.getReturnType(), m.getParameterTypes());
    }

    /** A handle on a reflected method; {@code receiver} adds the receiver as parameter 0. */
    static final class Direct extends MethodHandle {
        private final Method method;
        private final Constructor<?> constructor;
        private final boolean isStatic;
        private final boolean varargs;

        /** findSpecial: the method itself, not what the receiver's class overrides it with. */
        private boolean special;

        Direct(MethodType type, Method method, Constructor<?> constructor) {
            super(type);
            this.method = method;
            this.constructor = constructor;
            this.isStatic = method == null || Modifier.isStatic(method.getModifiers());
            this.varargs = method != null ? method.isVarArgs() : constructor.isVarArgs();
            if (method != null) {
                method.setAccessible(true);
            } else {
                constructor.setAccessible(true);
            }
        }

        Object invokeImpl(Object[] args) throws Throwable {
            try {
                if (constructor != null) {
                    return constructor.newInstance(args);
                }
                if (isStatic) {
                    return method.invoke(null, args);
                }
                Object receiver = args[0];
                if (receiver == null) {
                    throw new NullPointerException();
                }
                Object[] rest = new Object[args.length - 1];
                System.arraycopy(args, 1, rest, 0, rest.length);
                return special ? method.rvmInvokeSpecial(receiver, rest) : method.invoke(receiver, rest);
            } catch (InvocationTargetException e) {
                throw sneaky(e.getCause());
            }
        }

        public boolean isVarargsCollector() {
            return varargs;
        }
    }

    static final class FieldHandle extends MethodHandle {
        private final Field field;
        private final boolean setter;
        private final boolean isStatic;

        FieldHandle(MethodType type, Field field, boolean setter) {
            super(type);
            this.field = field;
            this.setter = setter;
            this.isStatic = Modifier.isStatic(field.getModifiers());
            field.setAccessible(true);
        }

        Object invokeImpl(Object[] args) throws Throwable {
            Object target = isStatic ? null : args[0];
            if (!isStatic && target == null) {
                throw new NullPointerException();
            }
            if (setter) {
                field.set(target, args[isStatic ? 0 : 1]);
                return null;
            }
            return field.get(target);
        }
    }

    public static final class Lookup {
        public static final int PUBLIC = Modifier.PUBLIC;
        public static final int PRIVATE = Modifier.PRIVATE;
        public static final int PROTECTED = Modifier.PROTECTED;
        public static final int PACKAGE = Modifier.STATIC;
        public static final int MODULE = PACKAGE << 1;
        public static final int UNCONDITIONAL = PACKAGE << 2;
        public static final int ORIGINAL = PACKAGE << 3;

        private final Class<?> lookupClass;
        private final boolean full;

        Lookup(Class<?> lookupClass, boolean full) {
            this.lookupClass = lookupClass;
            this.full = full;
        }

        static Class<?> callerClass0() {
            return RvmCaller.caller();
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public int lookupModes() {
            return full ? (PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | ORIGINAL) : UNCONDITIONAL;
        }

        public Lookup in(Class<?> requestedLookupClass) {
            return new Lookup(requestedLookupClass, full && requestedLookupClass == lookupClass);
        }

        public Lookup dropLookupMode(int modeToDrop) {
            return new Lookup(lookupClass, false);
        }

        private String describe(Class<?> refc, String name, MethodType type, String kind) {
            return refc.getName() + "." + name + type + "/" + kind;
        }

        private void checkAccess(Class<?> refc, int modifiers, String what) throws IllegalAccessException {
            boolean ok;
            if (!full) {
                ok = Modifier.isPublic(modifiers) && Modifier.isPublic(refc.getModifiers());
            } else if (Modifier.isPublic(modifiers)) {
                ok = true;
            } else if (Modifier.isPrivate(modifiers)) {
                ok = refc == lookupClass || refc.getNestHost() == lookupClass.getNestHost();
            } else {
                ok = refc.getPackageName().equals(lookupClass.getPackageName())
                        || (Modifier.isProtected(modifiers) && refc.isAssignableFrom(lookupClass));
            }
            if (!ok) {
                String access = Modifier.isPrivate(modifiers) ? "private" : Modifier.isProtected(modifiers) ? "protected" : "package-private";
                throw new IllegalAccessException("member is " + access + ": " + what + ", from " + lookupClass);
            }
        }

        private Method findMethod(Class<?> refc, String name, MethodType type, String kind) throws NoSuchMethodException {
            for (Class<?> c = refc; c != null; c = c.getSuperclass()) {
                for (Method m : c.getDeclaredMethods()) {
                    if (m.getName().equals(name) && typeOf(m).equals(type)) {
                        return m;
                    }
                }
            }
            for (Method m : refc.getMethods()) {
                if (m.getName().equals(name) && typeOf(m).equals(type)) {
                    return m;
                }
            }
            throw new NoSuchMethodException("no such method: " + describe(refc, name, type, kind));
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type) throws NoSuchMethodException, IllegalAccessException {
            Method m = findMethod(refc, name, type, "invokeVirtual");
            if (Modifier.isStatic(m.getModifiers())) {
                throw new IllegalAccessException("static method: " + describe(refc, name, type, "invokeVirtual") + ", from " + lookupClass);
            }
            checkAccess(m.getDeclaringClass(), m.getModifiers(), describe(refc, name, type, "invokeVirtual"));
            return new Direct(type.insertParameterTypes(0, refc), m, null);
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type) throws NoSuchMethodException, IllegalAccessException {
            Method m = findMethod(refc, name, type, "invokeStatic");
            if (!Modifier.isStatic(m.getModifiers())) {
                throw new IllegalAccessException("expected a static field or method: " + describe(refc, name, type, "invokeStatic"));
            }
            checkAccess(m.getDeclaringClass(), m.getModifiers(), describe(refc, name, type, "invokeStatic"));
            return new Direct(type, m, null);
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            Method m = findMethod(refc, name, type, "invokeSpecial");
            if (Modifier.isStatic(m.getModifiers())) {
                throw new IllegalAccessException("static method: " + describe(refc, name, type, "invokeSpecial") + ", from " + lookupClass);
            }
            checkAccess(m.getDeclaringClass(), m.getModifiers(), describe(refc, name, type, "invokeSpecial"));
            Direct d = new Direct(type.insertParameterTypes(0, specialCaller), m, null);
            d.special = true;
            return d;
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type) throws NoSuchMethodException, IllegalAccessException {
            if (type.returnType() != void.class) {
                throw new NoSuchMethodException("no such constructor: " + describe(refc, "<init>", type, "newInvokeSpecial"));
            }
            Constructor<?> c;
            try {
                c = refc.getDeclaredConstructor(type.parameterArray());
            } catch (NoSuchMethodException e) {
                throw new NoSuchMethodException("no such constructor: " + describe(refc, "<init>", type, "newInvokeSpecial"));
            }
            checkAccess(refc, c.getModifiers(), describe(refc, "<init>", type, "newInvokeSpecial"));
            return new Direct(type.changeReturnType(refc), null, c);
        }

        private Field findField(Class<?> refc, String name, Class<?> type, boolean wantStatic, String kind) throws NoSuchFieldException {
            for (Class<?> c = refc; c != null; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(name) && f.getType() == type && Modifier.isStatic(f.getModifiers()) == wantStatic) {
                        return f;
                    }
                }
            }
            throw new NoSuchFieldException("no such field: " + refc.getName() + "." + name + "/" + type.getName() + "/" + kind);
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
            Field f = findField(refc, name, type, false, "getField");
            checkAccess(f.getDeclaringClass(), f.getModifiers(), refc.getName() + "." + name + "/" + type.getName() + "/getField");
            return new FieldHandle(MethodType.methodType(type, refc), f, false);
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
            Field f = findField(refc, name, type, false, "putField");
            checkAccess(f.getDeclaringClass(), f.getModifiers(), refc.getName() + "." + name + "/" + type.getName() + "/putField");
            if (Modifier.isFinal(f.getModifiers())) {
                throw new IllegalAccessException("member is final: " + refc.getName() + "." + name + "/" + type.getName() + "/putField");
            }
            return new FieldHandle(MethodType.methodType(void.class, refc, type), f, true);
        }

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
            Field f = findField(recv, name, type, false, "getField");
            checkAccess(f.getDeclaringClass(), f.getModifiers(), recv.getName() + "." + name + "/" + type.getName() + "/getField");
            return new VarHandle.FieldHandle(f, false);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
            Field f = findField(decl, name, type, true, "getStatic");
            checkAccess(f.getDeclaringClass(), f.getModifiers(), decl.getName() + "." + name + "/" + type.getName() + "/getStatic");
            return new VarHandle.FieldHandle(f, true);
        }

        public VarHandle unreflectVarHandle(Field f) throws IllegalAccessException {
            return new VarHandle.FieldHandle(f, Modifier.isStatic(f.getModifiers()));
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
            Field f = findField(refc, name, type, true, "getStatic");
            checkAccess(f.getDeclaringClass(), f.getModifiers(), refc.getName() + "." + name + "/" + type.getName() + "/getStatic");
            return new FieldHandle(MethodType.methodType(type), f, false);
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
            Field f = findField(refc, name, type, true, "putStatic");
            checkAccess(f.getDeclaringClass(), f.getModifiers(), refc.getName() + "." + name + "/" + type.getName() + "/putStatic");
            if (Modifier.isFinal(f.getModifiers())) {
                throw new IllegalAccessException("member is final: " + refc.getName() + "." + name + "/" + type.getName() + "/putStatic");
            }
            return new FieldHandle(MethodType.methodType(void.class, type), f, true);
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            MethodType t = typeOf(m);
            return new Direct(Modifier.isStatic(m.getModifiers()) ? t : t.insertParameterTypes(0, m.getDeclaringClass()), m, null);
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            return new Direct(MethodType.methodType(c.getDeclaringClass(), c.getParameterTypes()), null, c);
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            boolean s = Modifier.isStatic(f.getModifiers());
            return new FieldHandle(s ? MethodType.methodType(f.getType()) : MethodType.methodType(f.getType(), f.getDeclaringClass()), f, false);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            boolean s = Modifier.isStatic(f.getModifiers());
            return new FieldHandle(s ? MethodType.methodType(void.class, f.getType())
                    : MethodType.methodType(void.class, f.getDeclaringClass(), f.getType()), f, true);
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            return Class.forName(targetName, false, null);
        }

        public String toString() {
            return lookupClass.getName() + (full ? "" : "/publicLookup");
        }
    }

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) throws IllegalArgumentException {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return new VarHandle.ArrayHandle(arrayClass);
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        Object v = MethodHandle.convertArgument(value, type);
        return new MethodHandle(MethodType.methodType(type)) {
            Object invokeImpl(Object[] args) {
                return v;
            }
        };
    }

    public static MethodHandle identity(Class<?> type) {
        return new MethodHandle(MethodType.methodType(type, type)) {
            Object invokeImpl(Object[] args) {
                return args[0];
            }
        };
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type().dropParameterTypes(pos, pos + values.length);
        Object[] inserted = values.clone();
        return new MethodHandle(t) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] all = new Object[args.length + inserted.length];
                System.arraycopy(args, 0, all, 0, pos);
                System.arraycopy(inserted, 0, all, pos, inserted.length);
                System.arraycopy(args, pos, all, pos + inserted.length, args.length - pos);
                return target.invokeWithArguments(all);
            }
        };
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        MethodType t = target.type().insertParameterTypes(pos, valueTypes);
        int n = valueTypes.length;
        return new MethodHandle(t) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] kept = new Object[args.length - n];
                System.arraycopy(args, 0, kept, 0, pos);
                System.arraycopy(args, pos + n, kept, pos, args.length - pos - n);
                return target.invokeImpl(kept);
            }
        };
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, java.util.List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        return new MethodHandle(target.type().changeReturnType(filter.type().returnType())) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object r = target.invokeImpl(args);
                return target.type().returnType() == void.class ? filter.invokeWithArguments() : filter.invokeWithArguments(r);
            }
        };
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos, MethodHandle... filters) {
        MethodType t = target.type();
        for (int i = 0; i < filters.length; i++) {
            if (filters[i] != null) {
                t = t.changeParameterType(pos + i, filters[i].type().parameterType(0));
            }
        }
        return new MethodHandle(t) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] all = args.clone();
                for (int i = 0; i < filters.length; i++) {
                    if (filters[i] != null) {
                        all[pos + i] = filters[i].invokeWithArguments(args[pos + i]);
                    }
                }
                return target.invokeWithArguments(all);
            }
        };
    }

    // ---------------------------------------------------------------- more combinators
    // Each builds a handle of the JDK's type (MethodHandles' javadoc) whose invokeImpl gets the
    // arguments already converted to that type and calls its parts through invokeWithArguments.

    private static IllegalArgumentException misMatchedTypes(String what, MethodType t1, MethodType t2) {
        return new IllegalArgumentException(what + " must match: " + t1 + " != " + t2);
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
        MethodType gtype = test.type();
        MethodType ttype = target.type();
        MethodType ftype = fallback.type();
        if (!ttype.equals(ftype)) {
            throw misMatchedTypes("target and fallback types", ttype, ftype);
        }
        if (gtype.returnType() != boolean.class || gtype.parameterCount() > ttype.parameterCount()) {
            throw misMatchedTypes("target and test types", ttype, gtype);
        }
        for (int i = 0; i < gtype.parameterCount(); i++) {
            if (gtype.parameterType(i) != ttype.parameterType(i)) {
                throw misMatchedTypes("target and test types", ttype, gtype);
            }
        }
        int n = gtype.parameterCount();
        return new MethodHandle(ttype) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] head = new Object[n];
                System.arraycopy(args, 0, head, 0, n);
                boolean ok = ((Boolean) test.invokeWithArguments(head)).booleanValue();
                return (ok ? target : fallback).invokeWithArguments(args);
            }
        };
    }

    public static MethodHandle catchException(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
        MethodType ttype = target.type();
        MethodType htype = handler.type();
        if (htype.parameterCount() < 1 || !htype.parameterType(0).isAssignableFrom(exType)
                || htype.returnType() != ttype.returnType() || htype.parameterCount() - 1 > ttype.parameterCount()) {
            throw misMatchedTypes("target and handler types", ttype, htype);
        }
        int n = htype.parameterCount() - 1;
        return new MethodHandle(ttype) {
            Object invokeImpl(Object[] args) throws Throwable {
                try {
                    return target.invokeWithArguments(args);
                } catch (Throwable t) {
                    if (!exType.isInstance(t)) {
                        throw t;
                    }
                    Object[] hargs = new Object[n + 1];
                    hargs[0] = t;
                    System.arraycopy(args, 0, hargs, 1, n);
                    return handler.invokeWithArguments(hargs);
                }
            }
        };
    }

    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        return new MethodHandle(MethodType.methodType(returnType, exType)) {
            Object invokeImpl(Object[] args) throws Throwable {
                throw (Throwable) args[0];
            }
        };
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType, int... reorder) {
        MethodType ttype = target.type();
        if (reorder.length != ttype.parameterCount()) {
            throw new IllegalArgumentException("bad reorder array: " + java.util.Arrays.toString(reorder));
        }
        if (newType.returnType() != ttype.returnType()) {
            throw new IllegalArgumentException("return types do not match: " + ttype + " != " + newType);
        }
        for (int i = 0; i < reorder.length; i++) {
            int j = reorder[i];
            if (j < 0 || j >= newType.parameterCount()) {
                throw new IllegalArgumentException("index is out of bounds for new type: " + j + " " + newType);
            }
            if (newType.parameterType(j) != ttype.parameterType(i)) {
                throw new IllegalArgumentException("parameter types do not match after reorder: " + ttype + ", " + newType);
            }
        }
        int[] order = reorder.clone();
        return new MethodHandle(newType) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] out = new Object[order.length];
                for (int i = 0; i < order.length; i++) {
                    out[i] = args[order[i]];
                }
                return target.invokeWithArguments(out);
            }
        };
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    public static MethodHandle foldArguments(MethodHandle target, int pos, MethodHandle combiner) {
        MethodType ttype = target.type();
        MethodType ctype = combiner.type();
        boolean keep = ctype.returnType() != void.class;
        MethodType t = keep ? ttype.dropParameterTypes(pos, pos + 1) : ttype;
        int n = ctype.parameterCount();
        return new MethodHandle(t) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] cargs = new Object[n];
                System.arraycopy(args, pos, cargs, 0, n);
                Object folded = combiner.invokeWithArguments(cargs);
                if (!keep) {
                    return target.invokeWithArguments(args);
                }
                Object[] all = new Object[args.length + 1];
                System.arraycopy(args, 0, all, 0, pos);
                all[pos] = folded;
                System.arraycopy(args, pos, all, pos + 1, args.length - pos);
                return target.invokeWithArguments(all);
            }
        };
    }

    public static MethodHandle collectArguments(MethodHandle target, int pos, MethodHandle filter) {
        MethodType ttype = target.type();
        MethodType ftype = filter.type();
        boolean keep = ftype.returnType() != void.class;
        MethodType t = keep ? ttype.dropParameterTypes(pos, pos + 1) : ttype;
        t = t.insertParameterTypes(pos, ftype.parameterArray());
        int n = ftype.parameterCount();
        return new MethodHandle(t) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] fargs = new Object[n];
                System.arraycopy(args, pos, fargs, 0, n);
                Object r = filter.invokeWithArguments(fargs);
                int rest = args.length - pos - n;
                Object[] all = new Object[pos + (keep ? 1 : 0) + rest];
                System.arraycopy(args, 0, all, 0, pos);
                if (keep) {
                    all[pos] = r;
                }
                System.arraycopy(args, pos + n, all, pos + (keep ? 1 : 0), rest);
                return target.invokeWithArguments(all);
            }
        };
    }

    private static void checkArray(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        checkArray(arrayClass);
        return new MethodHandle(MethodType.methodType(arrayClass.getComponentType(), arrayClass, int.class)) {
            Object invokeImpl(Object[] args) {
                return java.lang.reflect.Array.get(args[0], ((Integer) args[1]).intValue());
            }
        };
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        checkArray(arrayClass);
        return new MethodHandle(MethodType.methodType(void.class, arrayClass, int.class, arrayClass.getComponentType())) {
            Object invokeImpl(Object[] args) {
                java.lang.reflect.Array.set(args[0], ((Integer) args[1]).intValue(), args[2]);
                return null;
            }
        };
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        checkArray(arrayClass);
        return new MethodHandle(MethodType.methodType(int.class, arrayClass)) {
            Object invokeImpl(Object[] args) {
                return Integer.valueOf(java.lang.reflect.Array.getLength(args[0]));
            }
        };
    }

    public static MethodHandle arrayConstructor(Class<?> arrayClass) {
        checkArray(arrayClass);
        return new MethodHandle(MethodType.methodType(arrayClass, int.class)) {
            Object invokeImpl(Object[] args) {
                return java.lang.reflect.Array.newInstance(arrayClass.getComponentType(), ((Integer) args[0]).intValue());
            }
        };
    }

    public static MethodHandle zero(Class<?> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        Object value = type == int.class ? (Object) Integer.valueOf(0)
                : type == long.class ? (Object) Long.valueOf(0)
                : type == boolean.class ? (Object) Boolean.FALSE
                : type == byte.class ? (Object) Byte.valueOf((byte) 0)
                : type == short.class ? (Object) Short.valueOf((short) 0)
                : type == char.class ? (Object) Character.valueOf((char) 0)
                : type == float.class ? (Object) Float.valueOf(0f)
                : type == double.class ? (Object) Double.valueOf(0d)
                : null;
        return new MethodHandle(MethodType.methodType(type)) {
            Object invokeImpl(Object[] args) {
                return value;
            }
        };
    }

    public static MethodHandle empty(MethodType type) {
        MethodHandle z = zero(type.returnType());
        return new MethodHandle(type) {
            Object invokeImpl(Object[] args) throws Throwable {
                return z.invokeImpl(args);
            }
        };
    }

    public static MethodHandle exactInvoker(MethodType type) {
        return invoker(type);
    }

    public static MethodHandle invoker(MethodType type) {
        return new MethodHandle(type.insertParameterTypes(0, MethodHandle.class)) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] rest = new Object[args.length - 1];
                System.arraycopy(args, 1, rest, 0, rest.length);
                return ((MethodHandle) args[0]).invokeWithArguments(rest);
            }
        };
    }
}
