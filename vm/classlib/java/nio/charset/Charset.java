package java.nio.charset;

/**
 * rvm's java.nio.charset.Charset: UTF-8, ISO-8859-1, US-ASCII, UTF-16, UTF-16BE and UTF-16LE, by name or
 * alias. There are no
 * ByteBuffers in rvm's library, so the coders are rvmEncode/rvmDecode on byte arrays (not JDK API).
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        String n = charsetName.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return StandardCharsets.UTF_8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("LATIN1") || n.equals("ISO-LATIN-1")) {
            return StandardCharsets.ISO_8859_1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII")) {
            return StandardCharsets.US_ASCII;
        }
        for (Charset c : new Charset[] {StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE}) {
            if (c.name.equalsIgnoreCase(n)) {
                return c;
            }
            for (String alias : c.aliases) {
                if (alias.equalsIgnoreCase(n)) {
                    return c;
                }
            }
        }
        return null;
    }

    public static Charset forName(String charsetName) {
        Charset c = lookup(charsetName);
        if (c == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return c;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        Charset c = lookup(charsetName);
        return c == null ? fallback : c;
    }

    public static Charset defaultCharset() {
        return StandardCharsets.UTF_8;
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final java.util.Set<String> aliases() {
        java.util.HashSet<String> set = new java.util.HashSet<>();
        for (String a : aliases) {
            set.add(a);
        }
        return set;
    }

    /** The encoder of rvm's charsets (see RvmCoders); errors are reported until told otherwise. */
    public CharsetEncoder newEncoder() {
        return RvmCoders.encoder(this);
    }

    public CharsetDecoder newDecoder() {
        return RvmCoders.decoder(this);
    }

    /** Whether every character this charset has is in {@code cs} too (among rvm's charsets). */
    public boolean contains(Charset cs) {
        if (equals(cs)) {
            return true;
        }
        int me = RvmCoders.kind(this);
        int other = RvmCoders.kind(cs);
        if (me == RvmCoders.US_ASCII) {
            return false;
        }
        if (me == RvmCoders.ISO_8859_1) {
            return other == RvmCoders.US_ASCII;
        }
        return true;
    }

    /** rvm's six charsets by canonical name, ordered ignoring case as the JDK orders them. */
    public static java.util.SortedMap<String, Charset> availableCharsets() {
        java.util.TreeMap<String, Charset> map = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        Charset[] all = {StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII, StandardCharsets.UTF_16,
            StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE, StandardCharsets.UTF_8};
        for (Charset c : all) {
            map.put(c.name(), c);
        }
        return java.util.Collections.unmodifiableSortedMap(map);
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    /** The JDK coders' output sizing: averageBytesPerChar times the input, grown by 2n + 1. */
    private static int codedCapacity(int inputLength, float average, int needed) {
        int n = (int) (inputLength * average);
        while (n < needed) {
            n = 2 * n + 1;
        }
        return n;
    }

    public final java.nio.ByteBuffer encode(String str) {
        return encode(java.nio.CharBuffer.wrap(str));
    }

    public final java.nio.ByteBuffer encode(java.nio.CharBuffer cb) {
        String s = cb.toString();
        cb.position(cb.limit());
        byte[] b = rvmEncode(s);
        String n = name();
        float average = n.equals("UTF-8") ? 1.1f : n.startsWith("UTF-16") ? 2.0f : 1.0f;
        java.nio.ByteBuffer out = java.nio.ByteBuffer.allocate(codedCapacity(s.length(), average, b.length));
        out.put(b);
        out.flip();
        return out;
    }

    public final java.nio.CharBuffer decode(java.nio.ByteBuffer bb) {
        byte[] b = new byte[bb.remaining()];
        bb.get(b);
        String s = rvmDecode(b, 0, b.length);
        float average = name().startsWith("UTF-16") ? 0.5f : 1.0f;
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(codedCapacity(b.length, average, s.length()));
        out.put(s);
        out.flip();
        return out;
    }

    public abstract byte[] rvmEncode(String s);

    public abstract String rvmDecode(byte[] b, int off, int len);

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        return ob instanceof Charset && name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
