package java.io;

import java.lang.reflect.Array;
import java.lang.reflect.Field;

/**
 * rvm's java.io.ObjectInputStream: reads the JDK's stream format (see ObjectOutputStream). Class
 * descriptors from the stream are bound to local classes by name (Class.forName), checked for a
 * matching serialVersionUID, and their fields matched to local fields by name; new objects are made
 * by running the no-argument constructor of the first non-serializable superclass, then filled
 * class by class from the top, through readObject hooks where the class has them. Block data
 * records are unpacked transparently for primitive reads.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private final DataInputStream in;
    private int peeked = -2; // a byte read ahead, or -2

    private boolean blockMode;
    private int blockRemaining; // bytes left in the current block record; -1: at the end of the custom data

    private final java.util.ArrayList<Object> handles = new java.util.ArrayList<>();
    private Object curObj;
    private ObjectStreamClass curDesc;
    private java.util.ArrayList<Object[]> validations;
    private int depth;

    public ObjectInputStream(InputStream in) throws IOException {
        this.in = new DataInputStream(in);
        readStreamHeader();
        setBlockMode(true);
    }

    protected ObjectInputStream() throws IOException {
        this.in = null;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        short magic = (short) ((rawByte() << 8) | rawByte());
        short version = (short) ((rawByte() << 8) | rawByte());
        if (magic != STREAM_MAGIC || version != STREAM_VERSION) {
            throw new StreamCorruptedException("invalid stream header: " + hex2(magic >> 8) + hex2(magic)
                    + hex2(version >> 8) + hex2(version));
        }
    }

    private static String hex2(int b) {
        String s = Integer.toHexString(b & 0xFF).toUpperCase();
        return s.length() == 1 ? "0" + s : s;
    }

    // ---- raw bytes ----

    private int rawRead() throws IOException {
        if (peeked != -2) {
            int b = peeked;
            peeked = -2;
            return b;
        }
        return in.read();
    }

    private int rawByte() throws IOException {
        int b = rawRead();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    private int peek() throws IOException {
        if (peeked == -2) {
            peeked = in.read();
        }
        return peeked;
    }

    private int peekByte() throws IOException {
        int b = peek();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    private void rawFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n;
            if (peeked != -2) {
                if (peeked < 0) {
                    throw new EOFException();
                }
                b[off] = (byte) peeked;
                peeked = -2;
                n = 1;
            } else {
                n = in.read(b, off, len);
                if (n < 0) {
                    throw new EOFException();
                }
            }
            off += n;
            len -= n;
        }
    }

    private long rawBits(int size) throws IOException {
        long v = 0;
        for (int i = 0; i < size; i++) {
            v = (v << 8) | rawByte();
        }
        return v;
    }

    // ---- block data ----

    private boolean setBlockMode(boolean mode) throws IOException {
        boolean old = blockMode;
        if (old == mode) {
            return old;
        }
        if (!mode && blockRemaining > 0) {
            throw new IllegalStateException("unread block data");
        }
        blockMode = mode;
        blockRemaining = 0;
        return old;
    }

    /** In block mode: makes a block record current if one follows; false at the end of the custom data. */
    private boolean refill() throws IOException {
        while (blockRemaining == 0) {
            int tc = peek();
            if (tc == TC_BLOCKDATA) {
                rawRead();
                blockRemaining = rawByte();
            } else if (tc == TC_BLOCKDATALONG) {
                rawRead();
                blockRemaining = (int) rawBits(4);
                if (blockRemaining < 0) {
                    throw new StreamCorruptedException("illegal block data header length: " + blockRemaining);
                }
            } else if (tc == TC_RESET) {
                rawRead();
                handles.clear();
            } else {
                return false;
            }
        }
        return true;
    }

    private int dataRead() throws IOException {
        if (!blockMode) {
            return rawRead();
        }
        if (!refill()) {
            return -1;
        }
        blockRemaining--;
        return rawByte();
    }

    private int dataByte() throws IOException {
        int b = dataRead();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    private long dataBits(int size) throws IOException {
        long v = 0;
        for (int i = 0; i < size; i++) {
            v = (v << 8) | dataByte();
        }
        return v;
    }

    // ---- DataInput ----

    public int read() throws IOException {
        return dataRead();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off + len > b.length) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        if (!blockMode) {
            int first = rawRead();
            if (first < 0) {
                return -1;
            }
            b[off] = (byte) first;
            return 1 + Math.max(0, in.read(b, off + 1, Math.min(len - 1, in.available())));
        }
        if (!refill()) {
            return -1;
        }
        int n = Math.min(len, blockRemaining);
        rawFully(b, off, n);
        blockRemaining -= n;
        return n;
    }

    public int available() throws IOException {
        if (blockMode) {
            if (blockRemaining == 0 && in.available() > 0) {
                refill();
            }
            return Math.max(blockRemaining, 0);
        }
        return in.available();
    }

    public void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = read(b, off, len);
            if (n < 0) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }

    public int skipBytes(int n) throws IOException {
        int done = 0;
        while (done < n && dataRead() >= 0) {
            done++;
        }
        return done;
    }

    public boolean readBoolean() throws IOException {
        return dataByte() != 0;
    }

    public byte readByte() throws IOException {
        return (byte) dataByte();
    }

    public int readUnsignedByte() throws IOException {
        return dataByte();
    }

    public short readShort() throws IOException {
        return (short) dataBits(2);
    }

    public int readUnsignedShort() throws IOException {
        return (int) dataBits(2);
    }

    public char readChar() throws IOException {
        return (char) dataBits(2);
    }

    public int readInt() throws IOException {
        return (int) dataBits(4);
    }

    public long readLong() throws IOException {
        return dataBits(8);
    }

    public float readFloat() throws IOException {
        return Float.intBitsToFloat((int) dataBits(4));
    }

    public double readDouble() throws IOException {
        return Double.longBitsToDouble(dataBits(8));
    }

    @SuppressWarnings("deprecation")
    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = dataRead();
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n') {
            if (c == '\r') {
                break;
            }
            sb.append((char) c);
            c = dataRead();
        }
        return sb.toString();
    }

    public String readUTF() throws IOException {
        int len = (int) dataBits(2);
        byte[] b = new byte[len];
        readFully(b, 0, len);
        return fromUtf(b);
    }

    static String fromUtf(byte[] b) throws UTFDataFormatException {
        StringBuilder sb = new StringBuilder(b.length);
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xFF;
            if (c < 0x80) {
                sb.append((char) c);
                i++;
            } else if ((c >> 5) == 6 && i + 1 < b.length) {
                sb.append((char) (((c & 0x1F) << 6) | (b[i + 1] & 0x3F)));
                i += 2;
            } else if ((c >> 4) == 14 && i + 2 < b.length) {
                sb.append((char) (((c & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6) | (b[i + 2] & 0x3F)));
                i += 3;
            } else {
                throw new UTFDataFormatException("malformed input around byte " + i);
            }
        }
        return sb.toString();
    }

    public void close() throws IOException {
        in.close();
    }

    // ---- objects ----

    public final Object readObject() throws IOException, ClassNotFoundException {
        return readTop(false);
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readTop(true);
    }

    private Object readTop(boolean unshared) throws IOException, ClassNotFoundException {
        depth++;
        Object obj;
        try {
            obj = readObject0(unshared);
        } catch (ObjectOutputStream.RvmClassNotFound e) {
            throw e.cause;
        } finally {
            depth--;
        }
        if (depth == 0 && validations != null) {
            java.util.ArrayList<Object[]> list = validations;
            validations = null;
            list.sort((a, b) -> ((Integer) b[1]).compareTo((Integer) a[1]));
            for (Object[] v : list) {
                ((ObjectInputValidation) v[0]).validateObject();
            }
        }
        return obj;
    }

    private Object readObject0(boolean unshared) throws IOException, ClassNotFoundException {
        boolean old = blockMode;
        if (old) {
            if (blockRemaining > 0) {
                throw new OptionalDataException(blockRemaining);
            }
            if (!refill()) {
                if (peek() == TC_ENDBLOCKDATA) {
                    throw new OptionalDataException(true);
                }
            } else {
                throw new OptionalDataException(blockRemaining);
            }
            setBlockMode(false);
        }
        try {
            return readContent(unshared);
        } finally {
            if (old) {
                setBlockMode(true);
            }
        }
    }

    private Object readContent(boolean unshared) throws IOException, ClassNotFoundException {
        for (;;) {
            int tc = peekByte();
            switch (tc) {
                case TC_NULL:
                    rawRead();
                    return null;
                case TC_REFERENCE: {
                    rawRead();
                    int h = (int) rawBits(4) - baseWireHandle;
                    if (h < 0 || h >= handles.size()) {
                        throw new StreamCorruptedException("invalid handle value: " + hex8(h + baseWireHandle));
                    }
                    Object o = handles.get(h);
                    if (o instanceof ClassNotFoundException) {
                        throw (ClassNotFoundException) o;
                    }
                    return o;
                }
                case TC_CLASS: {
                    rawRead();
                    ObjectStreamClass d = readClassDesc();
                    Class<?> c = d.forClass();
                    handles.add(c);
                    if (c == null) {
                        throw new ClassNotFoundException(d.getName());
                    }
                    return c;
                }
                case TC_CLASSDESC:
                case TC_PROXYCLASSDESC:
                    return readClassDesc();
                case TC_STRING:
                case TC_LONGSTRING:
                    return readString();
                case TC_ARRAY:
                    rawRead();
                    return readArray();
                case TC_ENUM: {
                    rawRead();
                    ObjectStreamClass d = readClassDesc();
                    int h = handles.size();
                    handles.add(null);
                    String name = (String) readContent(false);
                    if (d.forClass() == null) {
                        throw new ClassNotFoundException(d.getName());
                    }
                    Object e = enumValue(d.forClass(), name);
                    handles.set(h, e);
                    return e;
                }
                case TC_OBJECT:
                    rawRead();
                    return readOrdinaryObject();
                case TC_EXCEPTION: {
                    rawRead();
                    handles.clear();
                    Object ex = readContent(false);
                    handles.clear();
                    throw new WriteAbortedException("writing aborted", (Exception) ex);
                }
                case TC_RESET:
                    rawRead();
                    handles.clear();
                    continue;
                case TC_BLOCKDATA:
                case TC_BLOCKDATALONG:
                    throw new StreamCorruptedException("unexpected block data");
                case TC_ENDBLOCKDATA:
                    throw new StreamCorruptedException("unexpected end of block data");
                default:
                    throw new StreamCorruptedException("invalid type code: " + hex2(tc));
            }
        }
    }

    private static String hex8(int v) {
        String s = Integer.toHexString(v).toUpperCase();
        while (s.length() < 8) {
            s = "0" + s;
        }
        return s;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumValue(Class<?> c, String name) throws InvalidObjectException {
        try {
            return Enum.valueOf((Class) c, name);
        } catch (IllegalArgumentException e) {
            InvalidObjectException x = new InvalidObjectException("enum constant " + name + " does not exist in " + c);
            x.initCause(e);
            throw x;
        }
    }

    private String readString() throws IOException {
        int tc = rawByte();
        long len = tc == TC_STRING ? rawBits(2) : rawBits(8);
        byte[] b = new byte[(int) len];
        rawFully(b, 0, b.length);
        String s = fromUtf(b);
        handles.add(s);
        return s;
    }

    private Object readArray() throws IOException, ClassNotFoundException {
        ObjectStreamClass d = readClassDesc();
        int len = (int) rawBits(4);
        Class<?> cl = d.forClass();
        if (cl == null) {
            throw new ClassNotFoundException(d.getName());
        }
        Class<?> ct = cl.getComponentType();
        Object array = Array.newInstance(ct, len);
        handles.add(array);
        if (ct == int.class) {
            int[] a = (int[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = (int) rawBits(4);
            }
        } else if (ct == byte.class) {
            rawFully((byte[]) array, 0, len);
        } else if (ct == long.class) {
            long[] a = (long[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = rawBits(8);
            }
        } else if (ct == float.class) {
            float[] a = (float[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = Float.intBitsToFloat((int) rawBits(4));
            }
        } else if (ct == double.class) {
            double[] a = (double[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = Double.longBitsToDouble(rawBits(8));
            }
        } else if (ct == short.class) {
            short[] a = (short[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = (short) rawBits(2);
            }
        } else if (ct == char.class) {
            char[] a = (char[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = (char) rawBits(2);
            }
        } else if (ct == boolean.class) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = rawByte() != 0;
            }
        } else {
            Object[] a = (Object[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = readContent(false);
            }
        }
        return array;
    }

    private ObjectStreamClass readClassDesc() throws IOException, ClassNotFoundException {
        int tc = rawByte();
        if (tc == TC_NULL) {
            return null;
        }
        if (tc == TC_REFERENCE) {
            int h = (int) rawBits(4) - baseWireHandle;
            if (h < 0 || h >= handles.size() || !(handles.get(h) instanceof ObjectStreamClass)) {
                throw new StreamCorruptedException("invalid handle value: " + hex8(h + baseWireHandle));
            }
            return (ObjectStreamClass) handles.get(h);
        }
        if (tc == TC_PROXYCLASSDESC) {
            throw new InvalidClassException("rvm: proxy class descriptors are not supported");
        }
        if (tc != TC_CLASSDESC) {
            throw new StreamCorruptedException("invalid type code: " + hex2(tc));
        }
        ObjectStreamClass d = new ObjectStreamClass();
        int h = handles.size();
        handles.add(d);
        readClassDescriptorInto(d);
        skipCustomData();
        d.superDesc = readClassDesc();
        bind(d);
        return d;
    }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        ObjectStreamClass d = new ObjectStreamClass();
        readClassDescriptorInto(d);
        return d;
    }

    private void readClassDescriptorInto(ObjectStreamClass d) throws IOException {
        d.name = fromUtf(rawBytes((int) rawBits(2)));
        d.setSerialVersionUID(rawBits(8));
        d.flags = rawByte();
        d.externalizable = (d.flags & SC_EXTERNALIZABLE) != 0;
        d.serializable = (d.flags & SC_SERIALIZABLE) != 0 || d.externalizable;
        d.isEnum = (d.flags & SC_ENUM) != 0;
        int n = (int) rawBits(2);
        ObjectStreamField[] fields = new ObjectStreamField[n];
        for (int i = 0; i < n; i++) {
            char code = (char) rawByte();
            String fname = fromUtf(rawBytes((int) rawBits(2)));
            String sig;
            if (code == 'L' || code == '[') {
                try {
                    sig = (String) readContent(false);
                } catch (ClassNotFoundException e) {
                    throw new StreamCorruptedException("bad field type");
                }
            } else {
                sig = String.valueOf(code);
            }
            fields[i] = new ObjectStreamField(fname, sig);
        }
        d.fields = fields;
    }

    private byte[] rawBytes(int n) throws IOException {
        byte[] b = new byte[n];
        rawFully(b, 0, n);
        return b;
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        Class<?> p = PRIMITIVES.get(name);
        if (p != null) {
            return p;
        }
        return Class.forName(name, false, ClassLoader.getSystemClassLoader());
    }

    private static final java.util.HashMap<String, Class<?>> PRIMITIVES = new java.util.HashMap<>();

    static {
        Class<?>[] prims = {boolean.class, byte.class, char.class, short.class, int.class, long.class, float.class,
            double.class, void.class};
        for (Class<?> c : prims) {
            PRIMITIVES.put(c.getName(), c);
        }
    }

    /** Binds a stream descriptor to its local class and checks that they are compatible. */
    private void bind(ObjectStreamClass d) throws IOException {
        Class<?> cl;
        try {
            cl = resolveClass(d);
        } catch (ClassNotFoundException e) {
            d.cl = null;
            return;
        }
        ObjectStreamClass local = ObjectStreamClass.lookup(cl, true);
        d.cl = cl;
        d.localDesc = local;
        if (local.isEnum != d.isEnum) {
            throw new InvalidClassException(d.name,
                    d.isEnum ? "cannot bind enum descriptor to a non-enum class" : "cannot bind non-enum descriptor to an enum class");
        }
        if (local.serializable == d.serializable && !cl.isArray() && d.getSerialVersionUID() != local.getSerialVersionUID()) {
            throw new InvalidClassException(local.name, "local class incompatible: stream classdesc serialVersionUID = "
                    + d.getSerialVersionUID() + ", local class serialVersionUID = " + local.getSerialVersionUID());
        }
        if (local.serializable != d.serializable || local.externalizable != d.externalizable) {
            if (!local.serializable && !cl.isArray()) {
                throw new InvalidClassException(local.name, "class invalid for deserialization");
            }
            throw new InvalidClassException(local.name, "Serializable incompatible with Externalizable");
        }
        d.writeObjectMethod = local.writeObjectMethod;
        d.readObjectMethod = local.readObjectMethod;
        d.readResolveMethod = local.readResolveMethod;
        for (ObjectStreamField f : d.fields) {
            ObjectStreamField lf = local.getField(f.getName());
            if (lf == null) {
                continue;
            }
            if (lf.isPrimitive() || f.isPrimitive()) {
                if (lf.getTypeCode() != f.getTypeCode()) {
                    throw new InvalidClassException(local.name, "incompatible types for field " + f.getName());
                }
            }
            f.field = lf.field;
        }
    }

    private Object readOrdinaryObject() throws IOException, ClassNotFoundException {
        ObjectStreamClass d = readClassDesc();
        if (d == null) {
            throw new StreamCorruptedException("null class descriptor");
        }
        Class<?> cl = d.forClass();
        if (cl == null) {
            throw new ClassNotFoundException(d.getName());
        }
        if (d.localDesc.isRecord && !d.externalizable) {
            int h = handles.size();
            handles.add(null);
            Object rec = readRecord(d);
            handles.set(h, rec);
            if (d.readResolveMethod != null) {
                rec = ObjectOutputStream.invoke(d.readResolveMethod, rec);
                handles.set(h, rec);
            }
            return rec;
        }
        Object obj = d.localDesc.newInstance();
        int h = handles.size();
        handles.add(obj);
        if (d.externalizable) {
            Object savedObj = curObj;
            ObjectStreamClass savedDesc = curDesc;
            curObj = null;
            curDesc = null;
            setBlockMode(true);
            try {
                ((Externalizable) obj).readExternal(this);
            } finally {
                curObj = savedObj;
                curDesc = savedDesc;
            }
            skipCustomData();
        } else {
            readSerialData(obj, d);
        }
        if (d.readResolveMethod != null) {
            Object rep = ObjectOutputStream.invoke(d.readResolveMethod, obj);
            if (rep != obj) {
                obj = rep;
                handles.set(h, obj);
            }
        }
        return obj;
    }

    private void readSerialData(Object obj, ObjectStreamClass d) throws IOException, ClassNotFoundException {
        for (ObjectStreamClass slot : d.hierarchy()) {
            boolean local = slot.cl != null && slot.cl.isInstance(obj);
            if (local && slot.readObjectMethod != null) {
                Object savedObj = curObj;
                ObjectStreamClass savedDesc = curDesc;
                curObj = obj;
                curDesc = slot;
                setBlockMode(true);
                try {
                    ObjectOutputStream.invoke(slot.readObjectMethod, obj, this);
                } finally {
                    curObj = savedObj;
                    curDesc = savedDesc;
                }
                if (slot.hasWriteObjectData()) {
                    skipCustomData();
                } else {
                    setBlockMode(false);
                }
            } else {
                readFields(local ? obj : null, slot);
                if (slot.hasWriteObjectData()) {
                    setBlockMode(true);
                    skipCustomData();
                }
            }
        }
    }

    /** A record is made by its canonical constructor from the stream's values, matched by name. */
    private Object readRecord(ObjectStreamClass d) throws IOException, ClassNotFoundException {
        ObjectStreamClass[] slots = d.hierarchy();
        Object[] values = null;
        for (ObjectStreamClass slot : slots) {
            Object[] v = readFieldValues(slot);
            if (slot == d) {
                values = v;
            }
        }
        Class<?> cl = d.forClass();
        java.lang.reflect.RecordComponent[] rc = cl.getRecordComponents();
        Class<?>[] types = new Class<?>[rc.length];
        Object[] args = new Object[rc.length];
        for (int i = 0; i < rc.length; i++) {
            types[i] = rc[i].getType();
            args[i] = types[i].isPrimitive() ? zero(types[i]) : null;
            for (int k = 0; k < d.fields.length; k++) {
                if (d.fields[k].getName().equals(rc[i].getName())) {
                    args[i] = values[k];
                }
            }
        }
        try {
            java.lang.reflect.Constructor<?> c = cl.getDeclaredConstructor(types);
            c.setAccessible(true);
            return c.newInstance(args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            Throwable t = e.getCause();
            InvalidObjectException x = new InvalidObjectException(String.valueOf(t.getMessage()));
            x.initCause(t);
            throw x;
        } catch (NoSuchMethodException | InstantiationException | IllegalAccessException e) {
            throw new InvalidClassException(cl.getName(), "record canonical constructor not found");
        }
    }

    private static Object zero(Class<?> t) {
        if (t == boolean.class) {
            return Boolean.FALSE;
        }
        if (t == char.class) {
            return Character.valueOf((char) 0);
        }
        if (t == byte.class) {
            return Byte.valueOf((byte) 0);
        }
        if (t == short.class) {
            return Short.valueOf((short) 0);
        }
        if (t == int.class) {
            return Integer.valueOf(0);
        }
        if (t == long.class) {
            return Long.valueOf(0);
        }
        if (t == float.class) {
            return Float.valueOf(0);
        }
        return Double.valueOf(0);
    }

    /** Skips what is left of a class's custom data, up to and including its end marker. */
    private void skipCustomData() throws IOException, ClassNotFoundException {
        setBlockMode(true);
        for (;;) {
            if (blockRemaining > 0) {
                rawFully(new byte[blockRemaining], 0, blockRemaining);
                blockRemaining = 0;
            }
            if (refill()) {
                continue;
            }
            if (peekByte() == TC_ENDBLOCKDATA) {
                rawRead();
                break;
            }
            setBlockMode(false);
            readContent(false);
            setBlockMode(true);
        }
        setBlockMode(false);
    }

    private Object[] readFieldValues(ObjectStreamClass d) throws IOException, ClassNotFoundException {
        ObjectStreamField[] fields = d.fields;
        Object[] values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].isPrimitive()) {
                values[i] = readPrimitive(fields[i].getTypeCode());
            }
        }
        for (int i = 0; i < fields.length; i++) {
            if (!fields[i].isPrimitive()) {
                values[i] = readContent(fields[i].isUnshared());
            }
        }
        return values;
    }

    private void readFields(Object obj, ObjectStreamClass d) throws IOException, ClassNotFoundException {
        Object[] values = readFieldValues(d);
        if (obj == null) {
            return;
        }
        ObjectStreamField[] fields = d.fields;
        for (int i = 0; i < fields.length; i++) {
            Field f = fields[i].field;
            if (f == null) {
                continue;
            }
            Object v = values[i];
            if (v != null && !f.getType().isPrimitive() && !f.getType().isInstance(v)) {
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                        + f.getDeclaringClass().getName() + "." + f.getName() + " of type " + f.getType().getName()
                        + " in instance of " + obj.getClass().getName());
            }
            try {
                f.set(obj, v);
            } catch (IllegalAccessException e) {
                throw new InternalError(e);
            }
        }
    }

    private Object readPrimitive(char code) throws IOException {
        switch (code) {
            case 'Z': return Boolean.valueOf(rawByte() != 0);
            case 'B': return Byte.valueOf((byte) rawByte());
            case 'C': return Character.valueOf((char) rawBits(2));
            case 'S': return Short.valueOf((short) rawBits(2));
            case 'I': return Integer.valueOf((int) rawBits(4));
            case 'J': return Long.valueOf(rawBits(8));
            case 'F': return Float.valueOf(Float.intBitsToFloat((int) rawBits(4)));
            case 'D': return Double.valueOf(Double.longBitsToDouble(rawBits(8)));
            default: throw new InvalidClassException("invalid field type code: " + code);
        }
    }

    // ---- inside readObject hooks ----

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curObj == null || curDesc == null) {
            throw new NotActiveException("not in call to readObject");
        }
        setBlockMode(false);
        readFields(curObj, curDesc);
        setBlockMode(true);
    }

    public GetField readFields() throws IOException, ClassNotFoundException {
        if (curObj == null || curDesc == null) {
            throw new NotActiveException("not in call to readObject");
        }
        setBlockMode(false);
        Object[] values = readFieldValues(curDesc);
        setBlockMode(true);
        return new GetFieldImpl(curDesc, values);
    }

    public void registerValidation(ObjectInputValidation obj, int prio) throws NotActiveException, InvalidObjectException {
        if (depth == 0) {
            throw new NotActiveException("stream inactive");
        }
        if (obj == null) {
            throw new InvalidObjectException("null callback");
        }
        if (validations == null) {
            validations = new java.util.ArrayList<>();
        }
        validations.add(new Object[] {obj, Integer.valueOf(prio)});
    }

    public abstract static class GetField {
        public GetField() {
        }

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    private static final class GetFieldImpl extends GetField {
        private final ObjectStreamClass desc;
        private final Object[] values;

        GetFieldImpl(ObjectStreamClass desc, Object[] values) {
            this.desc = desc;
            this.values = values;
        }

        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        private int index(String name, char code) {
            ObjectStreamField[] fields = desc.fields;
            for (int i = 0; i < fields.length; i++) {
                if (fields[i].getName().equals(name)
                        && (fields[i].getTypeCode() == code || (code == 'L' && !fields[i].isPrimitive()))) {
                    return i;
                }
            }
            ObjectStreamClass local = desc.localDesc;
            if (local != null && local.getField(name) != null) {
                return -1;
            }
            throw new IllegalArgumentException("no such field " + name + " with type "
                    + (code == 'L' ? "class java.lang.Object" : String.valueOf(ObjectStreamField.primitive(code))));
        }

        public boolean defaulted(String name) {
            for (ObjectStreamField f : desc.fields) {
                if (f.getName().equals(name)) {
                    return false;
                }
            }
            if (desc.localDesc != null && desc.localDesc.getField(name) != null) {
                return true;
            }
            throw new IllegalArgumentException("no such field " + name);
        }

        private Object value(String name, char code, Object dflt) {
            int i = index(name, code);
            return i < 0 ? dflt : values[i];
        }

        public boolean get(String name, boolean val) {
            return ((Boolean) value(name, 'Z', Boolean.valueOf(val))).booleanValue();
        }

        public byte get(String name, byte val) {
            return ((Byte) value(name, 'B', Byte.valueOf(val))).byteValue();
        }

        public char get(String name, char val) {
            return ((Character) value(name, 'C', Character.valueOf(val))).charValue();
        }

        public short get(String name, short val) {
            return ((Short) value(name, 'S', Short.valueOf(val))).shortValue();
        }

        public int get(String name, int val) {
            return ((Integer) value(name, 'I', Integer.valueOf(val))).intValue();
        }

        public long get(String name, long val) {
            return ((Long) value(name, 'J', Long.valueOf(val))).longValue();
        }

        public float get(String name, float val) {
            return ((Float) value(name, 'F', Float.valueOf(val))).floatValue();
        }

        public double get(String name, double val) {
            return ((Double) value(name, 'D', Double.valueOf(val))).doubleValue();
        }

        public Object get(String name, Object val) {
            return value(name, 'L', val);
        }
    }
}
