package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * rvm's java.io.ObjectStreamClass: a class's serialization descriptor. A local descriptor (lookup)
 * is built from the class by reflection: the default serializable fields (sorted primitives first,
 * then by name), the private writeObject/readObject hooks, writeReplace/readResolve, and the
 * serialVersionUID, declared or computed with SHA-1 as the serialization specification's section
 * 4.6 says. A stream descriptor (read by ObjectInputStream) carries the writer's name, UID, flags
 * and fields, and is bound to the local class of the same name.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private static final java.util.HashMap<Class<?>, ObjectStreamClass> CACHE = new java.util.HashMap<>();

    Class<?> cl;
    String name;
    private Long suid;
    boolean serializable;
    boolean externalizable;
    boolean isEnum;
    boolean isRecord;
    int flags; // stream descriptors: as read; local ones: computed
    ObjectStreamField[] fields = NO_FIELDS;
    ObjectStreamClass superDesc;
    ObjectStreamClass localDesc; // stream descriptors: the local class's descriptor
    Method writeObjectMethod;
    Method readObjectMethod;
    Method writeReplaceMethod;
    Method readResolveMethod;

    ObjectStreamClass() {
    }

    public static ObjectStreamClass lookup(Class<?> cl) {
        return lookup(cl, false);
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return lookup(cl, true);
    }

    static ObjectStreamClass lookup(Class<?> cl, boolean all) {
        if (!all && !Serializable.class.isAssignableFrom(cl)) {
            return null;
        }
        synchronized (CACHE) {
            ObjectStreamClass d = CACHE.get(cl);
            if (d != null) {
                return d;
            }
        }
        ObjectStreamClass d = new ObjectStreamClass(cl);
        synchronized (CACHE) {
            ObjectStreamClass old = CACHE.get(cl);
            if (old != null) {
                return old;
            }
            CACHE.put(cl, d);
        }
        return d;
    }

    private ObjectStreamClass(Class<?> cl) {
        this.cl = cl;
        this.name = cl.getName();
        serializable = Serializable.class.isAssignableFrom(cl);
        externalizable = Externalizable.class.isAssignableFrom(cl);
        isEnum = Enum.class.isAssignableFrom(cl);
        Class<?> superCl = cl.getSuperclass();
        superDesc = superCl != null ? lookup(superCl, false) : null;
        localDesc = this;
        if (!serializable) {
            suid = Long.valueOf(0);
            return;
        }
        if (isEnum) {
            suid = Long.valueOf(0);
            flags = ObjectStreamConstants.SC_SERIALIZABLE | ObjectStreamConstants.SC_ENUM;
            return;
        }
        if (cl.isArray()) {
            flags = ObjectStreamConstants.SC_SERIALIZABLE;
            return;
        }
        suid = declaredSUID(cl);
        if (cl == String.class) {
            // Strings have their own stream tag; their descriptor (for String.class) has no fields.
            suid = Long.valueOf(-6849794470754667710L);
            flags = ObjectStreamConstants.SC_SERIALIZABLE;
            return;
        }
        isRecord = cl.isRecord();
        if (isRecord && suid == null) {
            suid = Long.valueOf(0); // records: 0 unless declared
        }
        if (externalizable) {
            flags = ObjectStreamConstants.SC_EXTERNALIZABLE | ObjectStreamConstants.SC_BLOCK_DATA;
        } else {
            fields = defaultFields(cl);
            if (!isRecord) { // a record's state is its components: hooks are ignored
                writeObjectMethod = privateMethod(cl, "writeObject", ObjectOutputStream.class);
                readObjectMethod = privateMethod(cl, "readObject", ObjectInputStream.class);
            }
            flags = ObjectStreamConstants.SC_SERIALIZABLE
                    | (writeObjectMethod != null ? ObjectStreamConstants.SC_WRITE_METHOD : 0);
        }
        writeReplaceMethod = inheritableMethod(cl, "writeReplace");
        readResolveMethod = inheritableMethod(cl, "readResolve");
    }

    private static Long declaredSUID(Class<?> cl) {
        try {
            Field f = cl.getDeclaredField("serialVersionUID");
            int mask = Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask && f.getType() == long.class) {
                f.setAccessible(true);
                return Long.valueOf(f.getLong(null));
            }
        } catch (Exception e) {
        }
        return null;
    }

    private static ObjectStreamField[] defaultFields(Class<?> cl) {
        ObjectStreamField[] declaredFields = persistentFields(cl);
        if (declaredFields != null) {
            return declaredFields;
        }
        Field[] declared = cl.getDeclaredFields();
        java.util.ArrayList<ObjectStreamField> list = new java.util.ArrayList<>();
        for (Field f : declared) {
            if ((f.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                ObjectStreamField osf = new ObjectStreamField(f.getName(), f.getType());
                f.setAccessible(true);
                osf.field = f;
                list.add(osf);
            }
        }
        ObjectStreamField[] result = list.toArray(NO_FIELDS);
        java.util.Arrays.sort(result);
        return result;
    }

    /** The fields a class names in "private static final ObjectStreamField[] serialPersistentFields", or null. */
    private static ObjectStreamField[] persistentFields(Class<?> cl) {
        ObjectStreamField[] named;
        try {
            Field f = cl.getDeclaredField("serialPersistentFields");
            int mask = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) != mask) {
                return null;
            }
            f.setAccessible(true);
            named = (ObjectStreamField[]) f.get(null);
        } catch (Exception e) {
            return null;
        }
        if (named == null) {
            return null;
        }
        ObjectStreamField[] result = new ObjectStreamField[named.length];
        for (int i = 0; i < named.length; i++) {
            ObjectStreamField spf = named[i];
            ObjectStreamField osf = new ObjectStreamField(spf.getName(), spf.getType(), spf.isUnshared());
            try {
                Field lf = cl.getDeclaredField(spf.getName());
                if (lf.getType() == spf.getType() && (lf.getModifiers() & Modifier.STATIC) == 0) {
                    lf.setAccessible(true);
                    osf.field = lf;
                }
            } catch (NoSuchFieldException e) {
            }
            result[i] = osf;
        }
        java.util.Arrays.sort(result);
        return result;
    }

    private static Method privateMethod(Class<?> cl, String name, Class<?> arg) {
        try {
            Method m = cl.getDeclaredMethod(name, arg);
            int mods = m.getModifiers();
            if (m.getReturnType() == void.class && (mods & Modifier.STATIC) == 0 && (mods & Modifier.PRIVATE) != 0) {
                m.setAccessible(true);
                return m;
            }
        } catch (NoSuchMethodException e) {
        }
        return null;
    }

    /** A no-argument Object-returning method declared by cl or inherited (private only from cl itself). */
    private static Method inheritableMethod(Class<?> cl, String name) {
        for (Class<?> c = cl; c != null; c = c.getSuperclass()) {
            Method m;
            try {
                m = c.getDeclaredMethod(name);
            } catch (NoSuchMethodException e) {
                continue;
            }
            int mods = m.getModifiers();
            if (m.getReturnType() != Object.class || (mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0) {
                return null;
            }
            if ((mods & Modifier.PRIVATE) != 0 && c != cl) {
                return null;
            }
            if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE)) == 0
                    && !c.getPackageName().equals(cl.getPackageName())) {
                return null;
            }
            m.setAccessible(true);
            return m;
        }
        return null;
    }

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            suid = Long.valueOf(computeDefaultSUID(cl));
        }
        return suid.longValue();
    }

    void setSerialVersionUID(long value) {
        suid = Long.valueOf(value);
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        ObjectStreamField[] copy = new ObjectStreamField[fields.length];
        System.arraycopy(fields, 0, copy, 0, fields.length);
        return copy;
    }

    public ObjectStreamField getField(String name) {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        return null;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    boolean hasWriteObjectData() {
        return (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
    }

    /** The descriptors of cl and its serializable superclasses, the top-most first. */
    ObjectStreamClass[] hierarchy() {
        java.util.ArrayList<ObjectStreamClass> list = new java.util.ArrayList<>();
        for (ObjectStreamClass d = this; d != null; d = d.superDesc) {
            list.add(0, d);
        }
        return list.toArray(new ObjectStreamClass[0]);
    }

    /** A new instance of cl, made by running the no-argument constructor of its first non-serializable superclass. */
    Object newInstance() throws InvalidClassException {
        if (cl == null) {
            throw new InvalidClassException(name, "no valid constructor");
        }
        if (externalizable) {
            try {
                Constructor<?> c = cl.getDeclaredConstructor();
                if (!Modifier.isPublic(c.getModifiers())) {
                    throw new InvalidClassException(name, "no valid constructor");
                }
                c.setAccessible(true);
                return c.newInstance();
            } catch (InvalidClassException e) {
                throw e;
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw new InvalidClassException(name, "no valid constructor", e.getCause());
            } catch (Exception e) {
                throw new InvalidClassException(name, "no valid constructor");
            }
        }
        Class<?> init = cl;
        while (init != null && Serializable.class.isAssignableFrom(init)) {
            init = init.getSuperclass();
        }
        Constructor<?> ctor;
        try {
            ctor = init.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw new InvalidClassException(name, "no valid constructor");
        }
        int mods = ctor.getModifiers();
        if ((mods & Modifier.PRIVATE) != 0
                || ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0
                        && !init.getPackageName().equals(cl.getPackageName()))) {
            throw new InvalidClassException(name, "no valid constructor");
        }
        try {
            return java.lang.reflect.RvmReflect.newSerialInstance(cl, ctor);
        } catch (InstantiationException e) {
            throw new InvalidClassException(name, "no valid constructor");
        }
    }

    // ---- the default serialVersionUID (serialization specification, section 4.6) ----

    private static long computeDefaultSUID(Class<?> cl) {
        if (!Serializable.class.isAssignableFrom(cl) || java.lang.reflect.Proxy.isProxyClass(cl)) {
            return 0L;
        }
        try {
            ByteArrayOutputStream bout = new ByteArrayOutputStream();
            DataOutputStream dout = new DataOutputStream(bout);
            dout.writeUTF(cl.getName());
            int classMods = cl.getModifiers()
                    & (Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT);
            Method[] methods = cl.getDeclaredMethods();
            if ((classMods & Modifier.INTERFACE) != 0) {
                classMods = methods.length > 0 ? classMods | Modifier.ABSTRACT : classMods & ~Modifier.ABSTRACT;
            }
            dout.writeInt(classMods);
            if (!cl.isArray()) {
                Class<?>[] interfaces = cl.getInterfaces();
                String[] names = new String[interfaces.length];
                for (int i = 0; i < interfaces.length; i++) {
                    names[i] = interfaces[i].getName();
                }
                java.util.Arrays.sort(names);
                for (String n : names) {
                    dout.writeUTF(n);
                }
            }
            Field[] fields = cl.getDeclaredFields();
            java.util.Arrays.sort(fields, (a, b) -> a.getName().compareTo(b.getName()));
            for (Field f : fields) {
                int mods = f.getModifiers() & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
                        | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT);
                if ((mods & Modifier.PRIVATE) == 0 || (mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                    dout.writeUTF(f.getName());
                    dout.writeInt(mods);
                    dout.writeUTF(f.getType().descriptorString());
                }
            }
            if (!cl.isArray() && hasStaticInitializer(cl)) {
                dout.writeUTF("<clinit>");
                dout.writeInt(Modifier.STATIC);
                dout.writeUTF("()V");
            }
            int methodMask = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
                    | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;
            Constructor<?>[] cons = cl.getDeclaredConstructors();
            String[][] consSigs = new String[cons.length][];
            for (int i = 0; i < cons.length; i++) {
                consSigs[i] = new String[] {descriptor(cons[i].getParameterTypes(), void.class),
                        String.valueOf(cons[i].getModifiers())};
            }
            java.util.Arrays.sort(consSigs, (a, b) -> a[0].compareTo(b[0]));
            for (String[] sig : consSigs) {
                int mods = Integer.parseInt(sig[1]) & methodMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF("<init>");
                    dout.writeInt(mods);
                    dout.writeUTF(sig[0].replace('/', '.'));
                }
            }
            String[][] methSigs = new String[methods.length][];
            for (int i = 0; i < methods.length; i++) {
                methSigs[i] = new String[] {methods[i].getName(),
                        descriptor(methods[i].getParameterTypes(), methods[i].getReturnType()),
                        String.valueOf(methods[i].getModifiers())};
            }
            java.util.Arrays.sort(methSigs, (a, b) -> {
                int c = a[0].compareTo(b[0]);
                return c != 0 ? c : a[1].compareTo(b[1]);
            });
            for (String[] sig : methSigs) {
                int mods = Integer.parseInt(sig[2]) & methodMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF(sig[0]);
                    dout.writeInt(mods);
                    dout.writeUTF(sig[1].replace('/', '.'));
                }
            }
            dout.flush();
            byte[] hash = java.security.MessageDigest.getInstance("SHA-1").digest(bout.toByteArray());
            long h = 0;
            for (int i = Math.min(hash.length, 8) - 1; i >= 0; i--) {
                h = (h << 8) | (hash[i] & 0xFF);
            }
            return h;
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            throw new InternalError(e);
        }
    }

    private static String descriptor(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) {
            sb.append(p.descriptorString());
        }
        return sb.append(')').append(ret.descriptorString()).toString();
    }

    private static boolean hasStaticInitializer(Class<?> cl) {
        int n = cl.methodCount0();
        for (int i = 0; i < n; i++) {
            if (cl.methodName0(i).equals("<clinit>")) {
                return true;
            }
        }
        return false;
    }
}
