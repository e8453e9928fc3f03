package java.util;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;

/**
 * The XML form of Properties (storeToXML/loadFromXML): the JDK's properties DTD
 * (http://java.sun.com/dtd/properties.dtd), written as the JDK writes it and read by a small parser
 * for exactly that document shape: an optional XML declaration (its encoding chooses the charset,
 * UTF-8 by default), the required DOCTYPE, comments, a {@code properties} element with an optional
 * {@code comment} and {@code entry key="..."} elements whose text may hold character references,
 * the predefined entities and CDATA sections. Errors are InvalidPropertiesFormatException with the
 * JDK's texts for a missing DOCTYPE; other malformed input gets the JDK's bare parser-exception text.
 */
final class RvmPropertiesXml {
    private RvmPropertiesXml() {}

    private static final String PARSE_ERROR = "jdk.internal.org.xml.sax.SAXParseException; ";

    static void store(Properties props, OutputStream os, String comment, Charset charset) throws IOException {
        CharsetEncoder encoder = charset.newEncoder();
        Writer w = new OutputStreamWriter(os, charset);
        w.write("<?xml version=\"1.0\" encoding=\"" + charset.name() + "\"?>\n");
        w.write("<!DOCTYPE properties SYSTEM \"http://java.sun.com/dtd/properties.dtd\">\n");
        w.write("<properties>\n");
        if (comment != null) {
            w.write("<comment>" + escape(comment, encoder, false) + "</comment>\n");
        }
        synchronized (props) {
            for (Map.Entry<Object, Object> e : props.entrySet()) {
                Object k = e.getKey();
                Object v = e.getValue();
                if (k instanceof String && v instanceof String) {
                    w.write("<entry key=\"" + escape((String) k, encoder, true) + "\">" + escape((String) v, encoder, false)
                            + "</entry>\n");
                }
            }
        }
        w.write("</properties>\n");
        w.flush();
    }

    private static String escape(String s, CharsetEncoder encoder, boolean attribute) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '&') {
                sb.append("&amp;");
            } else if (c == '<') {
                sb.append("&lt;");
            } else if (c == '>') {
                sb.append("&gt;");
            } else if (attribute && c == '"') {
                sb.append("&quot;");
            } else if (c >= 0x80 && (Character.isSurrogate(c) || !encoder.canEncode(c))) {
                // One reference per char, surrogates too (as the JDK writes them)
                sb.append("&#x").append(Integer.toHexString(c)).append(';');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static void load(Properties props, InputStream in) throws IOException {
        Objects.requireNonNull(in);
        byte[] bytes;
        try {
            bytes = in.readAllBytes();
        } finally {
            in.close();
        }
        String text = new String(bytes, Charset.forName(declaredEncoding(bytes)));
        new Parser(text, props).document();
    }

    /** The encoding named by the XML declaration, UTF-8 without one. */
    private static String declaredEncoding(byte[] bytes) {
        int n = Math.min(bytes.length, 200);
        String head = new String(bytes, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (!head.startsWith("<?xml")) {
            return "UTF-8";
        }
        int end = head.indexOf("?>");
        int enc = head.indexOf("encoding");
        if (end < 0 || enc < 0 || enc > end) {
            return "UTF-8";
        }
        int q = enc + "encoding".length();
        while (q < end && (head.charAt(q) == ' ' || head.charAt(q) == '=')) {
            q++;
        }
        char quote = head.charAt(q);
        int close = head.indexOf(quote, q + 1);
        return close > q ? head.substring(q + 1, close) : "UTF-8";
    }

    private static final class Parser {
        private final String s;
        private final Properties props;
        private int pos;

        Parser(String s, Properties props) {
            this.s = s;
            this.props = props;
        }

        private InvalidPropertiesFormatException error(String detail) {
            return new InvalidPropertiesFormatException(PARSE_ERROR + detail);
        }

        void document() throws InvalidPropertiesFormatException {
            if (s.startsWith("\uFEFF")) {
                pos = 1;
            }
            boolean doctype = false;
            skipMisc();
            while (s.startsWith("<!DOCTYPE", pos)) {
                skipPast(">");
                doctype = true;
                skipMisc();
            }
            if (!s.startsWith("<", pos)) {
                throw error("");
            }
            if (!doctype) {
                throw error("An XML properties document must contain the DOCTYPE declaration as defined by java.util.Properties.");
            }
            String root = startTag();
            if (!root.equals("properties")) {
                throw error("Document root element \"" + root + "\", must match DOCTYPE root \"properties\".");
            }
            if (!selfClosing) {
                content("properties");
            }
            skipMisc();
            if (pos < s.length()) {
                throw error("");
            }
        }

        private boolean selfClosing;
        private final HashMap<String, String> attributes = new HashMap<>();

        /** Reads {@code <name attr="v" ...>} or {@code <name .../>}; returns the name. */
        private String startTag() throws InvalidPropertiesFormatException {
            pos++;
            String name = name();
            attributes.clear();
            while (true) {
                skipSpace();
                if (s.startsWith("/>", pos)) {
                    pos += 2;
                    selfClosing = true;
                    return name;
                }
                if (s.startsWith(">", pos)) {
                    pos++;
                    selfClosing = false;
                    return name;
                }
                String attr = name();
                skipSpace();
                expect('=');
                skipSpace();
                if (pos >= s.length() || (s.charAt(pos) != '"' && s.charAt(pos) != '\'')) {
                    throw error("");
                }
                char quote = s.charAt(pos++);
                int end = s.indexOf(quote, pos);
                if (end < 0) {
                    throw error("");
                }
                attributes.put(attr, decode(s.substring(pos, end)));
                pos = end + 1;
            }
        }

        /** The children of {@code element}, up to its end tag. */
        private void content(String element) throws InvalidPropertiesFormatException {
            while (true) {
                skipMisc();
                if (s.startsWith("</", pos)) {
                    endTag(element);
                    return;
                }
                if (!s.startsWith("<", pos)) {
                    throw error("");
                }
                String child = startTag();
                if (child.equals("comment")) {
                    if (!selfClosing) {
                        text("comment");
                    }
                } else if (child.equals("entry")) {
                    String key = attributes.get("key");
                    if (key == null) {
                        throw error("Attribute \"key\" is required and must be specified for element type \"entry\".");
                    }
                    props.put(key, selfClosing ? "" : text("entry"));
                } else {
                    throw error("Element type \"" + child + "\" must be declared.");
                }
            }
        }

        /** Character data (with references and CDATA) up to {@code </element>}. */
        private String text(String element) throws InvalidPropertiesFormatException {
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (pos >= s.length()) {
                    throw error("");
                }
                if (s.startsWith("<![CDATA[", pos)) {
                    int end = s.indexOf("]]>", pos);
                    if (end < 0) {
                        throw error("");
                    }
                    sb.append(s, pos + 9, end);
                    pos = end + 3;
                } else if (s.startsWith("<!--", pos)) {
                    skipPast("-->");
                } else if (s.startsWith("</", pos)) {
                    endTag(element);
                    return sb.toString();
                } else if (s.charAt(pos) == '<') {
                    throw error("");
                } else {
                    int next = s.indexOf('<', pos);
                    if (next < 0) {
                        throw error("");
                    }
                    sb.append(decode(s.substring(pos, next)));
                    pos = next;
                }
            }
        }

        /** Reads {@code </element>} (the parser stands at "</"). */
        private void endTag(String element) throws InvalidPropertiesFormatException {
            pos += 2;
            String name = name();
            skipSpace();
            expect('>');
            if (!name.equals(element)) {
                throw error("");
            }
        }

        /** Replaces the predefined entities and character references. */
        private String decode(String raw) throws InvalidPropertiesFormatException {
            if (raw.indexOf('&') < 0) {
                return raw;
            }
            StringBuilder sb = new StringBuilder();
            int i = 0;
            while (i < raw.length()) {
                char c = raw.charAt(i);
                if (c != '&') {
                    sb.append(c);
                    i++;
                    continue;
                }
                int semi = raw.indexOf(';', i);
                if (semi < 0) {
                    throw error("");
                }
                String ref = raw.substring(i + 1, semi);
                if (ref.equals("amp")) {
                    sb.append('&');
                } else if (ref.equals("lt")) {
                    sb.append('<');
                } else if (ref.equals("gt")) {
                    sb.append('>');
                } else if (ref.equals("quot")) {
                    sb.append('"');
                } else if (ref.equals("apos")) {
                    sb.append('\'');
                } else if (ref.startsWith("#")) {
                    try {
                        int cp = ref.startsWith("#x") ? Integer.parseInt(ref.substring(2), 16) : Integer.parseInt(ref.substring(1));
                        sb.appendCodePoint(cp);
                    } catch (IllegalArgumentException e) {
                        throw error("");
                    }
                } else {
                    throw error("");
                }
                i = semi + 1;
            }
            return sb.toString();
        }

        private String name() throws InvalidPropertiesFormatException {
            int start = pos;
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == ':') {
                    pos++;
                } else {
                    break;
                }
            }
            if (pos == start) {
                throw error("");
            }
            return s.substring(start, pos);
        }

        private void expect(char c) throws InvalidPropertiesFormatException {
            if (pos >= s.length() || s.charAt(pos) != c) {
                throw error("");
            }
            pos++;
        }

        private void skipPast(String end) throws InvalidPropertiesFormatException {
            int at = s.indexOf(end, pos);
            if (at < 0) {
                throw error("");
            }
            pos = at + end.length();
        }

        private void skipSpace() {
            while (pos < s.length() && (s.charAt(pos) == ' ' || s.charAt(pos) == '\t' || s.charAt(pos) == '\n'
                    || s.charAt(pos) == '\r')) {
                pos++;
            }
        }

        /** Whitespace, comments and processing instructions between elements. */
        private void skipMisc() throws InvalidPropertiesFormatException {
            while (true) {
                skipSpace();
                if (s.startsWith("<!--", pos)) {
                    skipPast("-->");
                } else if (s.startsWith("<?", pos)) {
                    skipPast("?>");
                } else {
                    return;
                }
            }
        }
    }
}
