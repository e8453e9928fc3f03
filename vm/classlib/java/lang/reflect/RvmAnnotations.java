package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.LinkedHashMap;

/**
 * rvm's run-time annotations: parses RuntimeVisibleAnnotations (JVMS 4.7.16) into proxies of the
 * annotation interface whose handler implements the members, equals, hashCode and toString as the
 * JDK's AnnotationInvocationHandler does. Annotations whose type cannot be loaded are skipped, as
 * the JDK skips them. Not part of the JDK API.
 */
public final class RvmAnnotations implements InvocationHandler {
    private final Class<? extends Annotation> type;
    private final LinkedHashMap<String, Object> values;

    private RvmAnnotations(Class<? extends Annotation> type, LinkedHashMap<String, Object> values) {
        this.type = type;
        this.values = values;
    }

    private static final Annotation[] NONE = new Annotation[0];

    public static <T extends Annotation> T find(Annotation[] annotations, Class<T> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : annotations) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    public static Annotation[] parse(Class<?> c, byte[] attribute) {
        return attribute == null ? NONE : parseBytes(c, attribute, 0);
    }

    // ------------------------------------------------------------------ one instance per element
    // The JDK parses an element's annotations once and hands out the same instances afterwards
    // (Class.annotationData, Executable.declaredAnnotations, Field.declaredAnnotations), so
    // c.getAnnotation(A.class) == c.getAnnotation(A.class). rvm never unloads classes, so the
    // parsed arrays are kept in one map keyed by (class, kind of element, slot).

    public static final int CLASS = 0;
    public static final int METHOD = 1;
    public static final int FIELD = 2;

    private static final class Key {
        final Class<?> c;
        final int kind;
        final int slot;

        Key(Class<?> c, int kind, int slot) {
            this.c = c;
            this.kind = kind;
            this.slot = slot;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Key)) {
                return false;
            }
            Key k = (Key) o;
            return k.c == c && k.kind == kind && k.slot == slot;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(c) * 31 + kind * 65599 + slot;
        }
    }

    private static final java.util.HashMap<Key, Object> CACHE = new java.util.HashMap<>();

    private static Object cached(Key k) {
        synchronized (CACHE) {
            return CACHE.get(k);
        }
    }

    /** Keeps the first value stored for {@code k} (another thread may have parsed it too). */
    private static Object store(Key k, Object v) {
        synchronized (CACHE) {
            Object old = CACHE.get(k);
            if (old != null) {
                return old;
            }
            CACHE.put(k, v);
            return v;
        }
    }

    private static Annotation[] copy(Annotation[] a) {
        if (a.length == 0) {
            return a;
        }
        Annotation[] r = new Annotation[a.length];
        System.arraycopy(a, 0, r, 0, a.length);
        return r;
    }

    /** The declared annotations of a class (kind CLASS), method or constructor (METHOD) or field (FIELD). */
    public static Annotation[] declared(Class<?> c, int kind, int slot) {
        Key k = new Key(c, kind, slot);
        Annotation[] a = (Annotation[]) cached(k);
        if (a == null) {
            byte[] attr;
            if (kind == CLASS) {
                attr = c.classAttribute0("RuntimeVisibleAnnotations");
            } else if (kind == METHOD) {
                attr = RvmReflect.methodAttribute(c, slot, "RuntimeVisibleAnnotations");
            } else {
                attr = RvmReflect.fieldAttribute(c, slot, "RuntimeVisibleAnnotations");
            }
            a = (Annotation[]) store(k, parse(c, attr));
        }
        return copy(a);
    }

    /**
     * The annotations of {@code type} directly or indirectly present in {@code annotations}: the
     * direct ones and, when {@code type} is {@code @Repeatable}, those inside its container, in
     * declaration order (the container's contents first when the container comes first), as
     * AnnotatedElement specifies getDeclaredAnnotationsByType.
     */
    @SuppressWarnings("unchecked")
    public static <T extends Annotation> T[] byType(Annotation[] annotations, Class<T> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        Class<? extends Annotation> container = null;
        java.lang.annotation.Repeatable rep = type.getDeclaredAnnotation(java.lang.annotation.Repeatable.class);
        if (rep != null) {
            container = rep.value();
        }
        java.util.ArrayList<T> found = new java.util.ArrayList<>();
        for (Annotation a : annotations) {
            if (a.annotationType() == type) {
                found.add(type.cast(a));
            } else if (container != null && a.annotationType() == container) {
                InvocationHandler h = Proxy.getInvocationHandler(a);
                if (h instanceof sun.reflect.annotation.AnnotationInvocationHandler) {
                    h = ((sun.reflect.annotation.AnnotationInvocationHandler) h).rvmImpl();
                }
                if (h instanceof RvmAnnotations) {
                    Object contained = ((RvmAnnotations) h).values.get("value");
                    if (contained instanceof Object[]) {
                        for (Object o : (Object[]) contained) {
                            found.add(type.cast(o));
                        }
                    }
                }
            }
        }
        T[] result = (T[]) Array.newInstance(type, found.size());
        return found.toArray(result);
    }

    static Annotation[] parseBytes(Class<?> c, byte[] bytes, int at) {
        if (bytes == null) {
            return NONE;
        }
        Reader r = new Reader(c, bytes, at);
        int n = r.u2();
        java.util.ArrayList<Annotation> list = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            Annotation a = r.annotation();
            if (a != null) {
                list.add(a);
            }
        }
        return list.toArray(NONE);
    }

    static Annotation[][] parseParameters(Class<?> c, byte[] bytes, int count) {
        Annotation[][] result = new Annotation[count][];
        for (int i = 0; i < count; i++) {
            result[i] = NONE;
        }
        if (bytes == null) {
            return result;
        }
        Reader r = new Reader(c, bytes, 0);
        int n = bytes[0] & 0xff;
        r.at = 1;
        // javac may omit synthetic leading parameters; align to the end as the JDK does
        int offset = count - n;
        for (int p = 0; p < n; p++) {
            int k = r.u2();
            java.util.ArrayList<Annotation> list = new java.util.ArrayList<>();
            for (int i = 0; i < k; i++) {
                Annotation a = r.annotation();
                if (a != null) {
                    list.add(a);
                }
            }
            if (p + offset >= 0) {
                result[p + offset] = list.toArray(NONE);
            }
        }
        return result;
    }

    static Object defaultValue(Method m, Class<?> c, int slot) {
        byte[] a = RvmReflect.methodAttribute(c, slot, "AnnotationDefault");
        if (a == null) {
            return null;
        }
        return new Reader(c, a, 0).value(m.getReturnType());
    }

    /** A parser over attribute bytes whose constant-pool indices refer to class {@code c}. */
    private static final class Reader {
        final Class<?> c;
        final byte[] b;
        int at;

        Reader(Class<?> c, byte[] b, int at) {
            this.c = c;
            this.b = b;
            this.at = at;
        }

        int u2() {
            int v = RvmReflect.u2(b, at);
            at += 2;
            return v;
        }

        String utf8() {
            return c.cpUtf8_0(u2());
        }

        @SuppressWarnings("unchecked")
        Annotation annotation() {
            String descriptor = utf8();
            Class<?> t = null;
            try {
                t = Class.forDescriptor1(descriptor, c);
            } catch (LinkageError e) {
                t = null;
            }
            int pairs = u2();
            LinkedHashMap<String, Object> explicit = new LinkedHashMap<>();
            for (int i = 0; i < pairs; i++) {
                String name = utf8();
                Class<?> memberType = null;
                if (t != null) {
                    try {
                        memberType = t.getDeclaredMethod(name).getReturnType();
                    } catch (NoSuchMethodException e) {
                        memberType = null;
                    }
                }
                Object v = value(memberType);
                explicit.put(name, v);
            }
            if (t == null || !t.isAnnotation()) {
                return null;
            }
            return make((Class<? extends Annotation>) t, explicit);
        }

        long constBits() {
            return c.cpBits0(u2());
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        Object value(Class<?> expected) {
            char tag = (char) (b[at++] & 0xff);
            switch (tag) {
                case 'B': return Byte.valueOf((byte) constBits());
                case 'C': return Character.valueOf((char) constBits());
                case 'S': return Short.valueOf((short) constBits());
                case 'Z': return Boolean.valueOf(constBits() != 0);
                case 'I': return Integer.valueOf((int) constBits());
                case 'J': return Long.valueOf(constBits());
                case 'F': return Float.valueOf(Float.intBitsToFloat((int) constBits()));
                case 'D': return Double.valueOf(Double.longBitsToDouble(constBits()));
                case 's': return utf8();
                case 'e': {
                    String typeDescriptor = utf8();
                    String constant = utf8();
                    try {
                        Class<?> e = Class.forDescriptor1(typeDescriptor, c);
                        return Enum.valueOf((Class) e, constant);
                    } catch (LinkageError | IllegalArgumentException e) {
                        return null;
                    }
                }
                case 'c': {
                    String d = utf8();
                    try {
                        return Class.forDescriptor1(d, c);
                    } catch (LinkageError e) {
                        return null;
                    }
                }
                case '@': return annotation();
                case '[': {
                    int n = u2();
                    Class<?> component = expected != null && expected.isArray() ? expected.getComponentType() : Object.class;
                    Object array = Array.newInstance(component, n);
                    for (int i = 0; i < n; i++) {
                        Object v = value(component);
                        if (component.isPrimitive()) {
                            Array.set(array, i, v);
                        } else {
                            ((Object[]) array)[i] = v;
                        }
                    }
                    return array;
                }
                default:
                    throw new java.lang.annotation.AnnotationFormatError("Invalid member-value tag in annotation: " + tag);
            }
        }
    }

    /** An annotation of {@code type} with the given member values (defaults first, as the JDK orders them). */
    static Annotation make(Class<? extends Annotation> type, LinkedHashMap<String, Object> explicit) {
        java.util.HashMap<String, Object> defaults = new java.util.HashMap<>(0);
        for (Method m : type.getDeclaredMethods()) {
            Object d = m.getDefaultValue();
            if (d != null) {
                defaults.put(m.getName(), d);
            }
        }
        LinkedHashMap<String, Object> values = new LinkedHashMap<>(defaults);
        for (java.util.Map.Entry<String, Object> e : explicit.entrySet()) {
            values.put(e.getKey(), e.getValue());
        }
        return (Annotation) Proxy.rvmNewProxyInstance(new Class<?>[] {type},
                new sun.reflect.annotation.AnnotationInvocationHandler(new RvmAnnotations(type, values)));
    }

    public Object invoke(Object proxy, Method method, Object[] args) {
        String member = method.getName();
        int count = method.getParameterCount();
        if (count == 1 && member.equals("equals")) {
            return Boolean.valueOf(equalsImpl(proxy, args[0]));
        }
        if (count != 0) {
            throw new AssertionError("Too many parameters for an annotation method");
        }
        if (member.equals("toString")) {
            return toStringImpl();
        }
        if (member.equals("hashCode")) {
            return Integer.valueOf(hashCodeImpl());
        }
        if (member.equals("annotationType")) {
            return type;
        }
        Object result = values.get(member);
        if (result == null) {
            throw new java.lang.annotation.IncompleteAnnotationException(type, member);
        }
        if (result.getClass().isArray() && Array.getLength(result) != 0) {
            result = cloneArray(result);
        }
        return result;
    }

    private static Object cloneArray(Object array) {
        if (array instanceof Object[]) return ((Object[]) array).clone();
        if (array instanceof int[]) return ((int[]) array).clone();
        if (array instanceof long[]) return ((long[]) array).clone();
        if (array instanceof byte[]) return ((byte[]) array).clone();
        if (array instanceof char[]) return ((char[]) array).clone();
        if (array instanceof short[]) return ((short[]) array).clone();
        if (array instanceof boolean[]) return ((boolean[]) array).clone();
        if (array instanceof float[]) return ((float[]) array).clone();
        return ((double[]) array).clone();
    }

    private String toStringImpl() {
        StringBuilder sb = new StringBuilder(128);
        sb.append('@');
        sb.append(type.getName());
        sb.append('(');
        boolean first = true;
        boolean single = values.size() == 1;
        for (java.util.Map.Entry<String, Object> e : values.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            String key = e.getKey();
            if (!single || !key.equals("value")) {
                sb.append(key).append('=');
            }
            sb.append(valueToString(e.getValue()));
        }
        sb.append(')');
        return sb.toString();
    }

    private static String valueToString(Object value) {
        Class<?> t = value.getClass();
        if (!t.isArray()) {
            return single(value);
        }
        StringBuilder sb = new StringBuilder("{");
        int n = Array.getLength(value);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(single(Array.get(value, i)));
        }
        return sb.append('}').toString();
    }

    private static String single(Object value) {
        if (value instanceof Class) {
            Class<?> c = (Class<?>) value;
            int dims = 0;
            while (c.isArray()) {
                c = c.getComponentType();
                dims++;
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.append(".class").toString();
        }
        if (value instanceof String) {
            return '"' + quote((String) value) + '"';
        }
        if (value instanceof Character) {
            return '\'' + quote(String.valueOf(value)) + '\'';
        }
        if (value instanceof Float) {
            float f = ((Float) value).floatValue();
            if (Float.isNaN(f)) return "0.0f/0.0f";
            if (Float.isInfinite(f)) return f < 0 ? "-1.0f/0.0f" : "1.0f/0.0f";
            return f + "f";
        }
        if (value instanceof Double) {
            double d = ((Double) value).doubleValue();
            if (Double.isNaN(d)) return "0.0/0.0";
            if (Double.isInfinite(d)) return d < 0 ? "-1.0/0.0" : "1.0/0.0";
            return Double.toString(d);
        }
        if (value instanceof Long) {
            return value + "L";
        }
        if (value instanceof Byte) {
            String hex = Integer.toHexString(((Byte) value).byteValue() & 0xff);
            return "(byte)0x" + (hex.length() == 1 ? "0" + hex : hex);
        }
        if (value instanceof Short) {
            return "(short)" + value;
        }
        if (value instanceof Enum) {
            return ((Enum<?>) value).name();
        }
        return String.valueOf(value);
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                case '\'': sb.append("\\'"); break;
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                default:
                    if (ch < ' ' || ch > '~') {
                        String hex = Integer.toHexString(ch);
                        sb.append("\\u").append("0000".substring(hex.length())).append(hex);
                    } else {
                        sb.append(ch);
                    }
            }
        }
        return sb.toString();
    }

    private int hashCodeImpl() {
        int result = 0;
        for (java.util.Map.Entry<String, Object> e : values.entrySet()) {
            result += (127 * e.getKey().hashCode()) ^ memberHash(e.getValue());
        }
        return result;
    }

    private static int memberHash(Object v) {
        if (!v.getClass().isArray()) return v.hashCode();
        if (v instanceof Object[]) return java.util.Arrays.hashCode((Object[]) v);
        if (v instanceof int[]) return java.util.Arrays.hashCode((int[]) v);
        if (v instanceof long[]) return java.util.Arrays.hashCode((long[]) v);
        if (v instanceof byte[]) return java.util.Arrays.hashCode((byte[]) v);
        if (v instanceof char[]) return java.util.Arrays.hashCode((char[]) v);
        if (v instanceof short[]) return java.util.Arrays.hashCode((short[]) v);
        if (v instanceof boolean[]) return java.util.Arrays.hashCode((boolean[]) v);
        if (v instanceof float[]) return java.util.Arrays.hashCode((float[]) v);
        return java.util.Arrays.hashCode((double[]) v);
    }

    private boolean equalsImpl(Object proxy, Object o) {
        if (o == proxy) {
            return true;
        }
        if (!type.isInstance(o)) {
            return false;
        }
        for (Method m : type.getDeclaredMethods()) {
            if (m.getParameterCount() != 0 || Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            Object mine = values.get(m.getName());
            Object theirs;
            try {
                m.setAccessible(true);
                theirs = m.invoke(o);
            } catch (ReflectiveOperationException e) {
                return false;
            }
            if (mine == null || theirs == null) {
                if (mine != theirs) {
                    return false;
                }
            } else if (mine.getClass().isArray()) {
                if (!java.util.Objects.deepEquals(mine, theirs)) {
                    return false;
                }
            } else if (!mine.equals(theirs)) {
                return false;
            }
        }
        return true;
    }
}
