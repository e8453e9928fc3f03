package java.lang.invoke;

import java.util.Arrays;
import java.util.List;

/** rvm's MethodType: a return type and parameter types, with the JDK's spellings. */
public final class MethodType implements java.io.Serializable {
    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null) {
            throw new NullPointerException();
        }
        for (Class<?> p : ptypes) {
            if (p == null) {
                throw new NullPointerException();
            }
            if (p == void.class) {
                throw new IllegalArgumentException("parameter type cannot be void");
            }
        }
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(new Class<?>[0]));
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return new MethodType(rtype, all);
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, new Class<?>[0]);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] {ptype0});
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        Class<?>[] p = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(p, Object.class);
        if (finalArray) {
            p[objectArgCount] = Object[].class;
        }
        return new MethodType(Object.class, p);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader) {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        java.util.ArrayList<Class<?>> params = new java.util.ArrayList<>();
        int i = 1;
        while (descriptor.charAt(i) != ')') {
            int end = i;
            while (descriptor.charAt(end) == '[') {
                end++;
            }
            end = descriptor.charAt(end) == 'L' ? descriptor.indexOf(';', end) + 1 : end + 1;
            params.add(Class.forDescriptor0(descriptor.substring(i, end)));
            i = end;
        }
        Class<?> r = Class.forDescriptor0(descriptor.substring(i + 1));
        return new MethodType(r, params.toArray(new Class<?>[0]));
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] p = ptypes.clone();
        p[num] = nptype;
        return new MethodType(rtype, p);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        if (num < 0 || num > ptypes.length) {
            throw new IndexOutOfBoundsException(Integer.toString(num));
        }
        Class<?>[] p = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, p, 0, num);
        System.arraycopy(ptypesToInsert, 0, p, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, p, num + ptypesToInsert.length, ptypes.length - num);
        return new MethodType(rtype, p);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(new Class<?>[0]));
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length) {
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        }
        Class<?>[] p = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, p, 0, start);
        System.arraycopy(ptypes, end, p, start, ptypes.length - end);
        return new MethodType(rtype, p);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return new MethodType(nrtype, ptypes);
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) {
            return true;
        }
        for (Class<?> p : ptypes) {
            if (p.isPrimitive()) {
                return true;
            }
        }
        return false;
    }

    public boolean hasWrappers() {
        return unwrap() != this && !unwrap().equals(this);
    }

    public MethodType erase() {
        Class<?>[] p = ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            if (!p[i].isPrimitive()) {
                p[i] = Object.class;
            }
        }
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, p);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    static Class<?> wrapperOf(Class<?> c) {
        if (!c.isPrimitive()) return c;
        if (c == int.class) return Integer.class;
        if (c == long.class) return Long.class;
        if (c == boolean.class) return Boolean.class;
        if (c == double.class) return Double.class;
        if (c == float.class) return Float.class;
        if (c == char.class) return Character.class;
        if (c == byte.class) return Byte.class;
        if (c == short.class) return Short.class;
        return Void.class;
    }

    static Class<?> primitiveOf(Class<?> c) {
        if (c == Integer.class) return int.class;
        if (c == Long.class) return long.class;
        if (c == Boolean.class) return boolean.class;
        if (c == Double.class) return double.class;
        if (c == Float.class) return float.class;
        if (c == Character.class) return char.class;
        if (c == Byte.class) return byte.class;
        if (c == Short.class) return short.class;
        if (c == Void.class) return void.class;
        return c;
    }

    public MethodType wrap() {
        Class<?>[] p = ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            p[i] = wrapperOf(p[i]);
        }
        return new MethodType(wrapperOf(rtype), p);
    }

    public MethodType unwrap() {
        Class<?>[] p = ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            p[i] = primitiveOf(p[i]);
        }
        return new MethodType(primitiveOf(rtype), p);
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return List.of(ptypes);
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    public boolean equals(Object x) {
        return x instanceof MethodType && rtype == ((MethodType) x).rtype && Arrays.equals(ptypes, ((MethodType) x).ptypes);
    }

    public int hashCode() {
        int hashCode = 31 + rtype.hashCode();
        for (Class<?> ptype : ptypes) {
            hashCode = 31 * hashCode + ptype.hashCode();
        }
        return hashCode;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : ptypes) {
            sb.append(p.descriptorString());
        }
        return sb.append(')').append(rtype.descriptorString()).toString();
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }
}
