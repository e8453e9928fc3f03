package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * rvm's java.io.ObjectOutputStream: writes objects in the JDK's stream format (Java Object
 * Serialization Specification, chapter 6, protocol version 2), so that java reads what rvm writes.
 * Primitive data written by the program goes into block-data records of at most 1024 bytes;
 * objects, class descriptors and default field values are written outside blocks. Every object,
 * string, array, enum and class descriptor gets the next handle; a second write of the same object
 * (identity) writes a back reference. See ObjectStreamClass for the descriptors.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private static final int MAX_BLOCK_SIZE = 1024;

    private final DataOutputStream out;
    private final byte[] block = new byte[MAX_BLOCK_SIZE];
    private int blockPos;
    private boolean blockMode;
    private final java.util.IdentityHashMap<Object, Integer> handles = new java.util.IdentityHashMap<>();
    private int depth;

    // The object and class whose writeObject hook is running (for defaultWriteObject/putFields).
    private Object curObj;
    private ObjectStreamClass curDesc;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        this.out = new DataOutputStream(out);
        writeStreamHeader();
        setBlockMode(true);
    }

    protected ObjectOutputStream() throws IOException {
        this.out = null;
    }

    protected void writeStreamHeader() throws IOException {
        out.writeShort(STREAM_MAGIC);
        out.writeShort(STREAM_VERSION);
    }

    public void useProtocolVersion(int version) throws IOException {
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2) {
            throw new IllegalArgumentException("unknown version: " + version);
        }
    }

    // ---- block data ----

    private boolean setBlockMode(boolean mode) throws IOException {
        boolean old = blockMode;
        if (old != mode) {
            drain();
            blockMode = mode;
        }
        return old;
    }

    private void drain() throws IOException {
        if (blockPos == 0) {
            return;
        }
        if (blockPos <= 0xFF) {
            out.writeByte(TC_BLOCKDATA);
            out.writeByte(blockPos);
        } else {
            out.writeByte(TC_BLOCKDATALONG);
            out.writeInt(blockPos);
        }
        out.write(block, 0, blockPos);
        blockPos = 0;
    }

    private void put(byte[] b, int off, int len) throws IOException {
        if (!blockMode) {
            out.write(b, off, len);
            return;
        }
        while (len > 0) {
            if (blockPos >= MAX_BLOCK_SIZE) {
                drain();
            }
            int n = Math.min(len, MAX_BLOCK_SIZE - blockPos);
            System.arraycopy(b, off, block, blockPos, n);
            blockPos += n;
            off += n;
            len -= n;
        }
    }

    private final byte[] scratch = new byte[8];

    private void putBits(long v, int size) throws IOException {
        for (int i = size - 1; i >= 0; i--) {
            scratch[i] = (byte) v;
            v >>>= 8;
        }
        put(scratch, 0, size);
    }

    // ---- DataOutput ----

    public void write(int b) throws IOException {
        putBits(b, 1);
    }

    public void write(byte[] b) throws IOException {
        put(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off + len > b.length) {
            throw new IndexOutOfBoundsException();
        }
        put(b, off, len);
    }

    public void writeBoolean(boolean v) throws IOException {
        putBits(v ? 1 : 0, 1);
    }

    public void writeByte(int v) throws IOException {
        putBits(v, 1);
    }

    public void writeShort(int v) throws IOException {
        putBits(v, 2);
    }

    public void writeChar(int v) throws IOException {
        putBits(v, 2);
    }

    public void writeInt(int v) throws IOException {
        putBits(v, 4);
    }

    public void writeLong(long v) throws IOException {
        putBits(v, 8);
    }

    public void writeFloat(float v) throws IOException {
        putBits(Float.floatToIntBits(v), 4);
    }

    public void writeDouble(double v) throws IOException {
        putBits(Double.doubleToLongBits(v), 8);
    }

    public void writeBytes(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            putBits(s.charAt(i), 1);
        }
    }

    public void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            putBits(s.charAt(i), 2);
        }
    }

    public void writeUTF(String s) throws IOException {
        byte[] utf = utf(s);
        if (utf.length > 0xFFFF) {
            throw new UTFDataFormatException();
        }
        putBits(utf.length, 2);
        put(utf, 0, utf.length);
    }

    /** Modified UTF-8 (NUL and surrogates as in class files). */
    static byte[] utf(String s) {
        ByteArrayOutputStream b = new ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 1 && c <= 0x7F) {
                b.write(c);
            } else if (c <= 0x7FF) {
                b.write(0xC0 | (c >> 6));
                b.write(0x80 | (c & 0x3F));
            } else {
                b.write(0xE0 | (c >> 12));
                b.write(0x80 | ((c >> 6) & 0x3F));
                b.write(0x80 | (c & 0x3F));
            }
        }
        return b.toByteArray();
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    public void close() throws IOException {
        flush();
        out.close();
    }

    public void reset() throws IOException {
        if (depth != 0) {
            throw new IOException("stream active");
        }
        boolean old = setBlockMode(false);
        out.writeByte(TC_RESET);
        handles.clear();
        setBlockMode(old);
    }

    // ---- objects ----

    public final void writeObject(Object obj) throws IOException {
        writeTop(obj, false);
    }

    public void writeUnshared(Object obj) throws IOException {
        writeTop(obj, true);
    }

    private void writeTop(Object obj, boolean unshared) throws IOException {
        boolean old = setBlockMode(false);
        depth++;
        try {
            writeObject0(obj, unshared);
        } finally {
            depth--;
            setBlockMode(old);
        }
    }

    private void assign(Object obj) {
        if (obj != null) {
            handles.put(obj, Integer.valueOf(handles.size()));
        } else {
            handles.put(new Object(), Integer.valueOf(handles.size()));
        }
    }

    private boolean writeHandle(Object obj) throws IOException {
        Integer h = handles.get(obj);
        if (h == null) {
            return false;
        }
        out.writeByte(TC_REFERENCE);
        out.writeInt(baseWireHandle + h.intValue());
        return true;
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        if (obj == null) {
            out.writeByte(TC_NULL);
            return;
        }
        if (!unshared && writeHandle(obj)) {
            return;
        }
        if (obj instanceof Class) {
            out.writeByte(TC_CLASS);
            writeClassDesc(ObjectStreamClass.lookup((Class<?>) obj, true));
            assign(unshared ? null : obj);
            return;
        }
        if (obj instanceof ObjectStreamClass) {
            writeClassDesc((ObjectStreamClass) obj);
            return;
        }
        // writeReplace, once per class along the chain of replacements
        Object orig = obj;
        for (;;) {
            ObjectStreamClass d = ObjectStreamClass.lookup(obj.getClass(), true);
            if (d.writeReplaceMethod == null) {
                break;
            }
            Object rep = invoke(d.writeReplaceMethod, obj);
            if (rep == null || rep.getClass() == obj.getClass()) {
                obj = rep;
                break;
            }
            obj = rep;
        }
        if (obj != orig) {
            if (obj == null) {
                out.writeByte(TC_NULL);
                return;
            }
            if (!unshared && writeHandle(obj)) {
                return;
            }
        }
        if (obj instanceof String) {
            writeString((String) obj, unshared);
        } else if (obj.getClass().isArray()) {
            writeArray(obj, unshared);
        } else if (obj instanceof Enum) {
            out.writeByte(TC_ENUM);
            Class<?> ec = ((Enum<?>) obj).getDeclaringClass();
            writeClassDesc(ObjectStreamClass.lookup(ec, true));
            assign(unshared ? null : obj);
            writeString(((Enum<?>) obj).name(), false);
        } else if (obj instanceof Serializable) {
            writeOrdinaryObject(obj, unshared);
        } else {
            throw new NotSerializableException(obj.getClass().getName());
        }
    }

    private void writeString(String s, boolean unshared) throws IOException {
        assign(unshared ? null : s);
        byte[] utf = utf(s);
        if (utf.length <= 0xFFFF) {
            out.writeByte(TC_STRING);
            out.writeShort(utf.length);
        } else {
            out.writeByte(TC_LONGSTRING);
            out.writeLong(utf.length);
        }
        out.write(utf, 0, utf.length);
    }

    private void writeArray(Object array, boolean unshared) throws IOException {
        out.writeByte(TC_ARRAY);
        writeClassDesc(ObjectStreamClass.lookup(array.getClass(), true));
        assign(unshared ? null : array);
        Class<?> ct = array.getClass().getComponentType();
        if (ct == int.class) {
            int[] a = (int[]) array;
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        } else if (ct == byte.class) {
            byte[] a = (byte[]) array;
            out.writeInt(a.length);
            out.write(a, 0, a.length);
        } else if (ct == long.class) {
            long[] a = (long[]) array;
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        } else if (ct == float.class) {
            float[] a = (float[]) array;
            out.writeInt(a.length);
            for (float v : a) {
                out.writeFloat(v);
            }
        } else if (ct == double.class) {
            double[] a = (double[]) array;
            out.writeInt(a.length);
            for (double v : a) {
                out.writeDouble(v);
            }
        } else if (ct == short.class) {
            short[] a = (short[]) array;
            out.writeInt(a.length);
            for (short v : a) {
                out.writeShort(v);
            }
        } else if (ct == char.class) {
            char[] a = (char[]) array;
            out.writeInt(a.length);
            for (char v : a) {
                out.writeChar(v);
            }
        } else if (ct == boolean.class) {
            boolean[] a = (boolean[]) array;
            out.writeInt(a.length);
            for (boolean v : a) {
                out.writeBoolean(v);
            }
        } else {
            Object[] a = (Object[]) array;
            out.writeInt(a.length);
            for (Object v : a) {
                writeObject0(v, false);
            }
        }
    }

    private void writeClassDesc(ObjectStreamClass desc) throws IOException {
        if (desc == null) {
            out.writeByte(TC_NULL);
            return;
        }
        if (writeHandle(desc)) {
            return;
        }
        out.writeByte(TC_CLASSDESC);
        assign(desc);
        writeClassDescriptor(desc);
        Class<?> cl = desc.forClass();
        setBlockMode(true);
        if (cl != null) {
            annotateClass(cl);
        }
        setBlockMode(false);
        out.writeByte(TC_ENDBLOCKDATA);
        writeClassDesc(desc.superDesc);
    }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        out.writeUTF(desc.getName());
        out.writeLong(desc.getSerialVersionUID());
        out.writeByte(desc.flags);
        ObjectStreamField[] fields = desc.fields;
        out.writeShort(fields.length);
        for (ObjectStreamField f : fields) {
            out.writeByte(f.getTypeCode());
            out.writeUTF(f.getName());
            if (!f.isPrimitive()) {
                String sig = f.getSignature();
                if (!writeHandle(sig)) {
                    writeString(sig, false);
                }
            }
        }
    }

    private void writeOrdinaryObject(Object obj, boolean unshared) throws IOException {
        ObjectStreamClass desc = ObjectStreamClass.lookup(obj.getClass(), true);
        out.writeByte(TC_OBJECT);
        writeClassDesc(desc);
        assign(unshared ? null : obj);
        if (desc.externalizable) {
            Object savedObj = curObj;
            ObjectStreamClass savedDesc = curDesc;
            curObj = null;
            curDesc = null;
            setBlockMode(true);
            ((Externalizable) obj).writeExternal(this);
            setBlockMode(false);
            out.writeByte(TC_ENDBLOCKDATA);
            curObj = savedObj;
            curDesc = savedDesc;
            return;
        }
        for (ObjectStreamClass slot : desc.hierarchy()) {
            if (slot.writeObjectMethod != null) {
                Object savedObj = curObj;
                ObjectStreamClass savedDesc = curDesc;
                PutFieldImpl savedPut = curPut;
                curObj = obj;
                curDesc = slot;
                curPut = null;
                setBlockMode(true);
                try {
                    invoke(slot.writeObjectMethod, obj, this);
                } finally {
                    curObj = savedObj;
                    curDesc = savedDesc;
                    curPut = savedPut;
                }
                setBlockMode(false);
                out.writeByte(TC_ENDBLOCKDATA);
            } else {
                writeFields(obj, slot);
            }
        }
    }

    private void writeFields(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamField[] fields = desc.fields;
        try {
            for (ObjectStreamField f : fields) {
                if (f.isPrimitive()) {
                    writePrimitive(f.getTypeCode(), f.field == null ? PutFieldImpl.zero(f.getTypeCode()) : f.field.get(obj));
                }
            }
            for (ObjectStreamField f : fields) {
                if (!f.isPrimitive()) {
                    writeObject0(f.field == null ? null : f.field.get(obj), f.isUnshared());
                }
            }
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    private void writePrimitive(char code, Object v) throws IOException {
        switch (code) {
            case 'Z': out.writeBoolean(((Boolean) v).booleanValue()); break;
            case 'B': out.writeByte(((Byte) v).byteValue()); break;
            case 'C': out.writeChar(((Character) v).charValue()); break;
            case 'S': out.writeShort(((Short) v).shortValue()); break;
            case 'I': out.writeInt(((Integer) v).intValue()); break;
            case 'J': out.writeLong(((Long) v).longValue()); break;
            case 'F': out.writeFloat(((Float) v).floatValue()); break;
            case 'D': out.writeDouble(((Double) v).doubleValue()); break;
            default: throw new InternalError("type code " + code);
        }
    }

    static Object invoke(Method m, Object target, Object... args) throws IOException {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException) {
                throw (IOException) t;
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            if (t instanceof ClassNotFoundException) {
                throw new RvmClassNotFound((ClassNotFoundException) t);
            }
            throw new IOException(t);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    /** Carries a ClassNotFoundException from a readObject hook out through invoke. */
    static final class RvmClassNotFound extends IOException {
        final ClassNotFoundException cause;

        RvmClassNotFound(ClassNotFoundException cause) {
            this.cause = cause;
        }
    }

    // ---- inside writeObject hooks ----

    public void defaultWriteObject() throws IOException {
        if (curObj == null || curDesc == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        boolean old = setBlockMode(false);
        writeFields(curObj, curDesc);
        setBlockMode(old);
    }

    public ObjectOutputStream.PutField putFields() throws IOException {
        if (curObj == null || curDesc == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        if (curPut == null) {
            curPut = new PutFieldImpl(curDesc);
        }
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null) {
            throw new NotActiveException("no current PutField object");
        }
        boolean old = setBlockMode(false);
        ObjectStreamField[] fields = curPut.desc.fields;
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].isPrimitive()) {
                writePrimitive(fields[i].getTypeCode(), curPut.values[i]);
            }
        }
        for (int i = 0; i < fields.length; i++) {
            if (!fields[i].isPrimitive()) {
                writeObject0(curPut.values[i], false);
            }
        }
        setBlockMode(old);
    }

    public abstract static class PutField {
        public PutField() {
        }

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        public abstract void write(ObjectOutput out) throws IOException;
    }

    private static final class PutFieldImpl extends PutField {
        final ObjectStreamClass desc;
        final Object[] values;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            values = new Object[desc.fields.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = zero(desc.fields[i].getTypeCode());
            }
        }

        static Object zero(char code) {
            switch (code) {
                case 'Z': return Boolean.FALSE;
                case 'B': return Byte.valueOf((byte) 0);
                case 'C': return Character.valueOf((char) 0);
                case 'S': return Short.valueOf((short) 0);
                case 'I': return Integer.valueOf(0);
                case 'J': return Long.valueOf(0);
                case 'F': return Float.valueOf(0);
                case 'D': return Double.valueOf(0);
                default: return null;
            }
        }

        private void set(String name, char code, Object v) {
            ObjectStreamField[] fields = desc.fields;
            for (int i = 0; i < fields.length; i++) {
                if (fields[i].getName().equals(name)
                        && (fields[i].getTypeCode() == code || (code == 'L' && !fields[i].isPrimitive()))) {
                    values[i] = v;
                    return;
                }
            }
            throw new IllegalArgumentException("no such field " + name + " with type "
                    + (code == 'L' ? "class java.lang.Object" : String.valueOf(ObjectStreamField.primitive(code))));
        }

        public void put(String name, boolean val) {
            set(name, 'Z', Boolean.valueOf(val));
        }

        public void put(String name, byte val) {
            set(name, 'B', Byte.valueOf(val));
        }

        public void put(String name, char val) {
            set(name, 'C', Character.valueOf(val));
        }

        public void put(String name, short val) {
            set(name, 'S', Short.valueOf(val));
        }

        public void put(String name, int val) {
            set(name, 'I', Integer.valueOf(val));
        }

        public void put(String name, long val) {
            set(name, 'J', Long.valueOf(val));
        }

        public void put(String name, float val) {
            set(name, 'F', Float.valueOf(val));
        }

        public void put(String name, double val) {
            set(name, 'D', Double.valueOf(val));
        }

        public void put(String name, Object val) {
            set(name, 'L', val);
        }

        public void write(ObjectOutput out) throws IOException {
            throw new UnsupportedOperationException("rvm: PutField.write (deprecated); use writeFields");
        }
    }
}
