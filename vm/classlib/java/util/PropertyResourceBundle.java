package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * rvm's java.util.PropertyResourceBundle: a bundle read from a properties file. A stream is read
 * as UTF-8, or as ISO-8859-1 if it is not valid UTF-8 (as JDK 9 and later do).
 */
public class PropertyResourceBundle extends ResourceBundle {
    private final Map<String, Object> lookup;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public PropertyResourceBundle(InputStream stream) throws IOException {
        byte[] bytes = stream.readAllBytes();
        String text = isUtf8(bytes) ? new String(bytes, "UTF-8") : new String(bytes, "ISO-8859-1");
        Properties properties = new Properties();
        properties.load(new java.io.StringReader(text));
        lookup = new HashMap(properties);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public PropertyResourceBundle(Reader reader) throws IOException {
        Properties properties = new Properties();
        properties.load(reader);
        lookup = new HashMap(properties);
    }

    /** Whether bytes are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF). */
    private static boolean isUtf8(byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            int b = bytes[i] & 0xff;
            if (b < 0x80) {
                i++;
                continue;
            }
            int count;
            int min;
            int cp;
            if (b >= 0xc2 && b <= 0xdf) {
                count = 1;
                min = 0x80;
                cp = b & 0x1f;
            } else if (b >= 0xe0 && b <= 0xef) {
                count = 2;
                min = 0x800;
                cp = b & 0x0f;
            } else if (b >= 0xf0 && b <= 0xf4) {
                count = 3;
                min = 0x10000;
                cp = b & 0x07;
            } else {
                return false;
            }
            if (i + count >= bytes.length) {
                return false;
            }
            for (int k = 1; k <= count; k++) {
                int c = bytes[i + k] & 0xff;
                if ((c & 0xc0) != 0x80) {
                    return false;
                }
                cp = (cp << 6) | (c & 0x3f);
            }
            if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
                return false;
            }
            i += count + 1;
        }
        return true;
    }

    public Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return lookup.get(key);
    }

    public Enumeration<String> getKeys() {
        ResourceBundle parent = this.parent;
        return new ResourceBundleEnumeration(lookup.keySet(), (parent != null) ? parent.getKeys() : null);
    }

    protected Set<String> handleKeySet() {
        return lookup.keySet();
    }
}
