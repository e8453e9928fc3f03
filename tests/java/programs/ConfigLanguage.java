import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A recursive-descent parser for a small configuration language (sections, typed values, lists,
 * nested maps, references to earlier keys) with checked exceptions that carry line and column,
 * exception chaining (a bad include wraps the cause), suppressed exceptions from a closing
 * resource, and a pretty printer that writes the parsed tree back.
 */
public class ConfigLanguage {
    static class ConfigException extends Exception {
        final int line;
        final int column;

        ConfigException(String message, int line, int column) {
            super(message + " at " + line + ":" + column);
            this.line = line;
            this.column = column;
        }

        ConfigException(String message, Throwable cause) {
            super(message, cause);
            this.line = -1;
            this.column = -1;
        }
    }

    static final class UnresolvedReferenceException extends ConfigException {
        UnresolvedReferenceException(String name, int line, int column) {
            super("unresolved reference ${" + name + "}", line, column);
        }
    }

    static final class Parser {
        private final String text;
        private int pos;
        private int line = 1;
        private int lineStart;
        private final Map<String, Object> root = new LinkedHashMap<>();
        private final Map<String, String> includes;

        Parser(String text, Map<String, String> includes) {
            this.text = text;
            this.includes = includes;
        }

        ConfigException error(String message) {
            return new ConfigException(message, line, pos - lineStart + 1);
        }

        char peek() {
            return pos < text.length() ? text.charAt(pos) : '\0';
        }

        void skipSpaceAndComments(boolean newlines) {
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (c == '#') {
                    while (pos < text.length() && text.charAt(pos) != '\n') {
                        pos++;
                    }
                } else if (c == '\n' && newlines) {
                    pos++;
                    line++;
                    lineStart = pos;
                } else if (c == ' ' || c == '\t' || c == '\r') {
                    pos++;
                } else {
                    return;
                }
            }
        }

        void expect(char c) throws ConfigException {
            skipSpaceAndComments(true);
            if (peek() != c) {
                throw error("expected '" + c + "' but found " + describe(peek()));
            }
            pos++;
        }

        static String describe(char c) {
            return c == '\0' ? "end of input" : c == '\n' ? "end of line" : "'" + c + "'";
        }

        String identifier() throws ConfigException {
            skipSpaceAndComments(false);
            int start = pos;
            while (Character.isLetterOrDigit(peek()) || peek() == '_' || peek() == '-' || peek() == '.') {
                pos++;
            }
            if (start == pos) {
                throw error("expected a name but found " + describe(peek()));
            }
            return text.substring(start, pos);
        }

        Map<String, Object> parse() throws ConfigException {
            Map<String, Object> section = root;
            String sectionName = "";
            while (true) {
                skipSpaceAndComments(true);
                if (pos >= text.length()) {
                    return root;
                }
                if (peek() == '[') {
                    pos++;
                    sectionName = identifier();
                    expect(']');
                    section = new LinkedHashMap<>();
                    if (root.put(sectionName, section) != null) {
                        throw error("duplicate section " + sectionName);
                    }
                } else if (peek() == '@') {
                    pos++;
                    String directive = identifier();
                    if (!directive.equals("include")) {
                        throw error("unknown directive @" + directive);
                    }
                    String name = identifier();
                    include(name, section);
                } else {
                    String key = identifier();
                    expect('=');
                    Object value = value(sectionName);
                    section.put(key, value);
                    skipSpaceAndComments(false);
                    if (peek() != '\n' && peek() != '\0') {
                        throw error("unexpected " + describe(peek()) + " after value of " + key);
                    }
                }
            }
        }

        void include(String name, Map<String, Object> into) throws ConfigException {
            String body = includes.get(name);
            if (body == null) {
                throw error("no such include " + name);
            }
            try {
                into.putAll(new Parser(body, includes).parse());
            } catch (ConfigException e) {
                throw new ConfigException("in include " + name, e);
            }
        }

        Object value(String section) throws ConfigException {
            skipSpaceAndComments(false);
            char c = peek();
            if (c == '"') {
                return string();
            } else if (c == '[') {
                pos++;
                List<Object> list = new ArrayList<>();
                skipSpaceAndComments(true);
                if (peek() == ']') {
                    pos++;
                    return list;
                }
                while (true) {
                    list.add(value(section));
                    skipSpaceAndComments(true);
                    if (peek() == ',') {
                        pos++;
                        skipSpaceAndComments(true);
                    } else {
                        expect(']');
                        return list;
                    }
                }
            } else if (c == '{') {
                pos++;
                Map<String, Object> map = new LinkedHashMap<>();
                skipSpaceAndComments(true);
                while (peek() != '}') {
                    String key = identifier();
                    expect(':');
                    map.put(key, value(section));
                    skipSpaceAndComments(true);
                    if (peek() == ',') {
                        pos++;
                        skipSpaceAndComments(true);
                    } else if (peek() != '}') {
                        throw error("expected ',' or '}' but found " + describe(peek()));
                    }
                }
                pos++;
                return map;
            } else if (c == '$') {
                int col = pos - lineStart + 1;
                pos++;
                expect('{');
                String name = identifier();
                expect('}');
                Object found = lookup(section, name);
                if (found == null) {
                    throw new UnresolvedReferenceException(name, line, col);
                }
                return found;
            } else if (c == '-' || Character.isDigit(c)) {
                int start = pos;
                pos++;
                while (Character.isDigit(peek()) || peek() == '.' || peek() == 'e' || peek() == '_') {
                    pos++;
                }
                String number = text.substring(start, pos).replace("_", "");
                try {
                    if (number.contains(".") || number.contains("e")) {
                        return Double.parseDouble(number);
                    }
                    return Long.parseLong(number);
                } catch (NumberFormatException e) {
                    ConfigException ce = error("bad number " + number);
                    ce.initCause(e);
                    throw ce;
                }
            } else {
                String word = identifier();
                switch (word) {
                    case "true": return Boolean.TRUE;
                    case "false": return Boolean.FALSE;
                    case "null": return "null";
                    default: throw error("bare word " + word + " is not a value");
                }
            }
        }

        Object lookup(String section, String name) {
            Object v = null;
            if (!section.isEmpty() && root.get(section) instanceof Map<?, ?> m) {
                v = m.get(name);
            }
            if (v == null) {
                v = root.get(name);
            }
            if (v == null && name.contains(".")) {
                int dot = name.indexOf('.');
                if (root.get(name.substring(0, dot)) instanceof Map<?, ?> m) {
                    v = m.get(name.substring(dot + 1));
                }
            }
            return v;
        }

        String string() throws ConfigException {
            pos++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = peek();
                if (c == '\0' || c == '\n') {
                    throw error("unterminated string");
                }
                pos++;
                if (c == '"') {
                    return sb.toString();
                }
                if (c == '\\') {
                    char e = peek();
                    pos++;
                    switch (e) {
                        case 'n': sb.append('\n'); break;
                        case 't': sb.append('\t'); break;
                        case '"': sb.append('"'); break;
                        case '\\': sb.append('\\'); break;
                        case 'u':
                            if (pos + 4 > text.length()) {
                                throw error("short unicode escape");
                            }
                            sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                            pos += 4;
                            break;
                        default: throw error("bad escape \\" + e);
                    }
                } else {
                    sb.append(c);
                }
            }
        }
    }

    static void print(Object value, StringBuilder out, int indent) {
        if (value instanceof Map<?, ?> map) {
            out.append("{\n");
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append("  ".repeat(indent + 1)).append(e.getKey()).append(": ");
                print(e.getValue(), out, indent + 1);
                out.append('\n');
            }
            out.append("  ".repeat(indent)).append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                print(list.get(i), out, indent);
            }
            out.append(']');
        } else if (value instanceof String s) {
            out.append('"').append(s.replace("\\", "\\\\").replace("\n", "\\n").replace("\"", "\\\"")).append('"');
        } else {
            out.append(value).append(" (").append(value.getClass().getSimpleName()).append(')');
        }
    }

    static class Source implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Source(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
        }

        String read(Map<String, String> files) throws IOException {
            String body = files.get(name);
            if (body == null) {
                throw new java.io.FileNotFoundException(name);
            }
            StringBuilder sb = new StringBuilder();
            try (BufferedReader r = new BufferedReader(new StringReader(body))) {
                for (String l = r.readLine(); l != null; l = r.readLine()) {
                    sb.append(l).append('\n');
                }
            }
            return sb.toString();
        }

        @Override
        public void close() throws IOException {
            if (failOnClose) {
                throw new IOException("could not close " + name);
            }
        }
    }

    public static void main(String[] args) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("common", "timeout = 30\nretries = 3 # default\n");
        files.put("broken", "x = [1, 2\n");
        files.put("good.conf", String.join("\n",
                "# service configuration",
                "name = \"orders\\tservice \\u00e9\"",
                "port = 8_080",
                "ratio = 0.75",
                "debug = false",
                "@include common",
                "[db]",
                "url = \"jdbc:x://db\"",
                "pool = { min: 2, max: 16, tags: [\"a\", \"b\"] }",
                "wait = ${timeout}",
                "[cache]",
                "hosts = [",
                "  \"c1\", \"c2\",",
                "  \"c3\"",
                "]",
                "ttl = ${db.wait}",
                "empty = []",
                ""));
        files.put("bad1.conf", "a = 1\nb = \"open string\n");
        files.put("bad2.conf", "a = 1\n[s]\nb = ${nope}\n");
        files.put("bad3.conf", "a = 1 2\n");
        files.put("bad4.conf", "@include broken\n");
        files.put("bad5.conf", "a = 12e\n");
        files.put("bad6.conf", "a = { x: 1 y: 2 }\n");
        files.put("bad7.conf", "[s]\n[s]\n");
        files.put("bad8.conf", "flag = maybe\n");
        for (String name : new String[] {"good.conf", "bad1.conf", "bad2.conf", "bad3.conf", "bad4.conf", "bad5.conf", "bad6.conf", "bad7.conf", "bad8.conf", "missing.conf"}) {
            try (Source src = new Source(name, name.equals("bad3.conf") || name.equals("missing.conf"))) {
                Map<String, Object> config = new Parser(src.read(files), files).parse();
                StringBuilder out = new StringBuilder();
                print(config, out, 0);
                System.out.println(name + " = " + out);
            } catch (UnresolvedReferenceException e) {
                System.out.println(name + ": unresolved (" + e.line + "," + e.column + ") " + e.getMessage());
            } catch (ConfigException e) {
                System.out.println(name + ": " + e.getMessage() + (e.getCause() != null ? " <- " + e.getCause() : ""));
                for (Throwable s : e.getSuppressed()) {
                    System.out.println("  suppressed " + s);
                }
            } catch (IOException e) {
                System.out.println(name + ": " + e + " suppressed " + e.getSuppressed().length);
            }
        }
    }
}
