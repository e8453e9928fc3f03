package java.lang.invoke;

import java.util.List;

/**
 * rvm's MethodHandle: an abstract handle whose invokeWithArguments runs the target with boxed
 * arguments (converted to the handle's type as invoke does). invoke and invokeExact are not
 * declared here: their call sites resolve to VM-made adapters (natives/invoke.rs) that box the
 * arguments and call rvmInvoke, which checks the call site's type (exactly, for invokeExact) and
 * converts the result to the call site's return type.
 */
public abstract class MethodHandle {
    final MethodType type;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    /** Runs the target with arguments already converted to {@code type()}'s parameter types. */
    abstract Object invokeImpl(Object[] args) throws Throwable;

    static native String callSiteDescriptor0(int id);

    /** Called by invoke/invokeExact call-site adapters (natives/invoke.rs). */
    static Object rvmInvoke(MethodHandle mh, int site, boolean exact, Object[] args) throws Throwable {
        String descriptor = callSiteDescriptor0(site);
        MethodType siteType = MethodType.fromMethodDescriptorString(descriptor, null);
        if (exact) {
            if (!siteType.equals(mh.type)) {
                throw new WrongMethodTypeException("expected " + mh.type + " but found " + siteType);
            }
            return mh.invokeImpl(args);
        }
        if (siteType.parameterCount() != mh.type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + mh + " to " + siteType);
        }
        Object result = mh.invokeWithArguments(args);
        return convertReturn(result, mh.type.returnType(), siteType.returnType());
    }

    private static Object convertReturn(Object value, Class<?> from, Class<?> to) {
        if (to == void.class) {
            return null;
        }
        if (from == void.class) {
            return to.isPrimitive() ? java.lang.reflect.RvmReflect.widen(Integer.valueOf(0), to) : null;
        }
        if (to.isPrimitive()) {
            if (value == null) {
                throw new NullPointerException();
            }
            Object w = java.lang.reflect.RvmReflect.widen(value, to);
            if (w == null) {
                throw new ClassCastException("Cannot cast " + value.getClass().getName() + " to " + MethodType.wrapperOf(to).getName());
            }
            return w;
        }
        return to.cast(value);
    }

    static Object convertArgument(Object value, Class<?> to) {
        if (to.isPrimitive()) {
            if (value == null) {
                throw new NullPointerException();
            }
            Object w = java.lang.reflect.RvmReflect.widen(value, to);
            if (w == null) {
                throw new ClassCastException("Cannot cast " + value.getClass().getName() + " to " + MethodType.wrapperOf(to).getName());
            }
            return w;
        }
        return to.cast(value);
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments == null ? new Object[0] : arguments;
        int n = type.parameterCount();
        if (isVarargsCollector() && (args.length != n || (args[n - 1] != null && !type.parameterType(n - 1).isInstance(args[n - 1])))) {
            args = collectTrailing(args, n);
        }
        if (args.length != n) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + MethodType.genericMethodType(args.length));
        }
        Object[] converted = new Object[n];
        for (int i = 0; i < n; i++) {
            converted[i] = convertArgument(args[i], type.parameterType(i));
        }
        return invokeImpl(converted);
    }

    private Object[] collectTrailing(Object[] args, int n) {
        Class<?> arrayType = type.parameterType(n - 1);
        int extra = args.length - (n - 1);
        if (extra < 0) {
            return args;
        }
        Object array = java.lang.reflect.Array.newInstance(arrayType.getComponentType(), extra);
        for (int i = 0; i < extra; i++) {
            java.lang.reflect.Array.set(array, i, args[n - 1 + i]);
        }
        Object[] result = new Object[n];
        System.arraycopy(args, 0, result, 0, n - 1);
        result[n - 1] = array;
        return result;
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        if (newType.parameterCount() != type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        MethodHandle target = this;
        return new MethodHandle(newType) {
            Object invokeImpl(Object[] args) throws Throwable {
                return convertReturn(target.invokeWithArguments(args), target.type.returnType(), newType.returnType());
            }
        };
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        Object bound = type.parameterType(0).cast(x);
        MethodHandle target = this;
        return new MethodHandle(type.dropParameterTypes(0, 1)) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] all = new Object[args.length + 1];
                all[0] = bound;
                System.arraycopy(args, 0, all, 1, args.length);
                return target.invokeImpl(all);
            }
        };
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        MethodHandle target = this;
        return new MethodHandle(type) {
            Object invokeImpl(Object[] args) throws Throwable {
                return target.invokeImpl(args);
            }

            public boolean isVarargsCollector() {
                return true;
            }

            public MethodHandle asFixedArity() {
                return target;
            }
        };
    }

    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        MethodHandle target = this;
        int keep = type.parameterCount() - arrayLength;
        return new MethodHandle(type.dropParameterTypes(keep, type.parameterCount()).appendParameterTypes(arrayType)) {
            Object invokeImpl(Object[] args) throws Throwable {
                Object[] all = new Object[target.type.parameterCount()];
                System.arraycopy(args, 0, all, 0, keep);
                Object array = args[keep];
                for (int i = 0; i < arrayLength; i++) {
                    all[keep + i] = java.lang.reflect.Array.get(array, i);
                }
                return target.invokeWithArguments(all);
            }
        };
    }

    public String toString() {
        return "MethodHandle" + type;
    }
}
