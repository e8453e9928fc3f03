package java.util.jar;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * rvm's java.util.jar.Attributes: a manifest section, names case-insensitive and kept in the
 * order added, read and written in the JDK's manifest format (72-byte lines, UTF-8 values).
 */
public class Attributes implements Map<Object, Object>, Cloneable {
    protected Map<Object, Object> map;

    public Attributes() {
        this(11);
    }

    public Attributes(int size) {
        map = new LinkedHashMap<>(size);
    }

    public Attributes(Attributes attr) {
        map = new LinkedHashMap<>(attr);
    }

    public Object get(Object name) {
        return map.get(name);
    }

    public String getValue(String name) {
        return (String) get(Name.of(name));
    }

    public String getValue(Name name) {
        return (String) get(name);
    }

    public Object put(Object name, Object value) {
        return map.put((Attributes.Name) name, (String) value);
    }

    public String putValue(String name, String value) {
        return (String) put(Name.of(name), value);
    }

    public Object remove(Object name) {
        return map.remove(name);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object name) {
        return map.containsKey(name);
    }

    public void putAll(Map<?, ?> attr) {
        if (!Attributes.class.isInstance(attr)) {
            throw new ClassCastException();
        }
        for (Map.Entry<?, ?> me : (attr).entrySet()) {
            put(me.getKey(), me.getValue());
        }
    }

    public void clear() {
        map.clear();
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Set<Object> keySet() {
        return map.keySet();
    }

    public Collection<Object> values() {
        return map.values();
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    public boolean equals(Object o) {
        return this == o || map.equals(o);
    }

    public int hashCode() {
        return map.hashCode();
    }

    public Object clone() {
        return new Attributes(this);
    }

    /** Writes "name: value" lines and the blank line ending the section. */
    void write(OutputStream out) throws IOException {
        for (Map.Entry<Object, Object> e : entrySet()) {
            Manifest.println72(out, ((Name) e.getKey()).toString() + ": " + e.getValue());
        }
        Manifest.println(out);
    }

    /** The main section: the version first, and nothing at all without a version (as the JDK). */
    void writeMain(OutputStream out) throws IOException {
        String vername = Name.MANIFEST_VERSION.toString();
        String version = getValue(vername);
        if (version == null) {
            vername = Name.SIGNATURE_VERSION.toString();
            version = getValue(vername);
        }
        if (version != null) {
            Manifest.println72(out, vername + ": " + version);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            String name = ((Name) e.getKey()).toString();
            if ((version != null) && !(name.equalsIgnoreCase(vername))) {
                Manifest.println72(out, name + ": " + e.getValue());
            }
        }
        Manifest.println(out);
    }

    /**
     * Reads header lines from lines[at] on until a blank line; returns the index after it.
     * A line starting with a space continues the previous value.
     */
    int read(String[] lines, int at, int firstLineNumber) throws IOException {
        String name = null;
        StringBuilder value = null;
        int i = at;
        for (; i < lines.length; i++) {
            String line = lines[i];
            int lineNumber = firstLineNumber + (i - at);
            if (line.isEmpty()) {
                i++;
                break;
            }
            if (line.charAt(0) == ' ') {
                if (name == null) {
                    throw new IOException("misplaced continuation line (line " + lineNumber + ")");
                }
                value.append(line, 1, line.length());
                continue;
            }
            if (name != null) {
                putValue(name, value.toString());
            }
            int colon = line.indexOf(':');
            if (colon <= 0 || colon + 1 >= line.length() + 1) {
                throw new IOException("invalid header field (line " + lineNumber + ")");
            }
            if (colon + 1 >= line.length() || line.charAt(colon + 1) != ' ') {
                throw new IOException("invalid header field (line " + lineNumber + ")");
            }
            name = line.substring(0, colon);
            try {
                new Name(name);
            } catch (IllegalArgumentException e) {
                throw new IOException("invalid header field name: " + name + " (line " + lineNumber + ")");
            }
            value = new StringBuilder(line.substring(colon + 2));
        }
        if (name != null) {
            putValue(name, value.toString());
        }
        return i;
    }

    /** A header name: 1 to 70 ASCII letters, digits, '_' or '-', compared ignoring case. */
    public static class Name {
        private final String name;
        private final int hashCode;

        public Name(String name) {
            this.hashCode = hash(name);
            this.name = name.intern();
        }

        static Name of(String name) {
            return new Name(name);
        }

        /** The JDK's hash: upper-case letters, so that it ignores case; refuses invalid names. */
        private static int hash(String name) {
            Objects.requireNonNull(name, "name");
            int len = name.length();
            if (len > 70 || len == 0) {
                throw new IllegalArgumentException(name);
            }
            int h = 0;
            for (int i = 0; i < len; i++) {
                char c = name.charAt(i);
                if (c >= 'a' && c <= 'z') {
                    h = h * 31 + (c - 0x20);
                } else if (c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
                    h = h * 31 + c;
                } else {
                    throw new IllegalArgumentException(name);
                }
            }
            return h;
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            return o instanceof Name && hashCode == ((Name) o).hashCode && name.equalsIgnoreCase(((Name) o).name);
        }

        public int hashCode() {
            return hashCode;
        }

        public String toString() {
            return name;
        }

        public static final Name MANIFEST_VERSION = new Name("Manifest-Version");
        public static final Name SIGNATURE_VERSION = new Name("Signature-Version");
        public static final Name CONTENT_TYPE = new Name("Content-Type");
        public static final Name CLASS_PATH = new Name("Class-Path");
        public static final Name MAIN_CLASS = new Name("Main-Class");
        public static final Name SEALED = new Name("Sealed");
        public static final Name EXTENSION_LIST = new Name("Extension-List");
        public static final Name EXTENSION_NAME = new Name("Extension-Name");
        public static final Name EXTENSION_INSTALLATION = new Name("Extension-Installation");
        public static final Name IMPLEMENTATION_TITLE = new Name("Implementation-Title");
        public static final Name IMPLEMENTATION_VERSION = new Name("Implementation-Version");
        public static final Name IMPLEMENTATION_VENDOR = new Name("Implementation-Vendor");
        public static final Name IMPLEMENTATION_VENDOR_ID = new Name("Implementation-Vendor-Id");
        public static final Name IMPLEMENTATION_URL = new Name("Implementation-URL");
        public static final Name SPECIFICATION_TITLE = new Name("Specification-Title");
        public static final Name SPECIFICATION_VERSION = new Name("Specification-Version");
        public static final Name SPECIFICATION_VENDOR = new Name("Specification-Vendor");
        public static final Name MULTI_RELEASE = new Name("Multi-Release");
    }
}
