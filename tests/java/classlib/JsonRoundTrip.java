import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small JSON parser and printer: parses a document, queries it, changes it, prints it compactly and indented, reports syntax errors. */
public class JsonRoundTrip {
    static final class Parser {
        private final String s;
        private int i;

        Parser(String s) {
            this.s = s;
        }

        Object parse() {
            Object v = value();
            ws();
            if (i != s.length()) {
                throw error("trailing characters");
            }
            return v;
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException(what + " at offset " + i);
        }

        private void ws() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        private Object value() {
            ws();
            if (i >= s.length()) {
                throw error("unexpected end");
            }
            char c = s.charAt(i);
            switch (c) {
                case '{': {
                    i++;
                    Map<String, Object> m = new LinkedHashMap<>();
                    ws();
                    if (s.charAt(i) == '}') {
                        i++;
                        return m;
                    }
                    while (true) {
                        ws();
                        String k = string();
                        ws();
                        expect(':');
                        m.put(k, value());
                        ws();
                        if (s.charAt(i) == ',') {
                            i++;
                        } else {
                            expect('}');
                            return m;
                        }
                    }
                }
                case '[': {
                    i++;
                    List<Object> l = new ArrayList<>();
                    ws();
                    if (s.charAt(i) == ']') {
                        i++;
                        return l;
                    }
                    while (true) {
                        l.add(value());
                        ws();
                        if (s.charAt(i) == ',') {
                            i++;
                        } else {
                            expect(']');
                            return l;
                        }
                    }
                }
                case '"':
                    return string();
                case 't':
                    return literal("true", Boolean.TRUE);
                case 'f':
                    return literal("false", Boolean.FALSE);
                case 'n':
                    return literal("null", null);
                default:
                    return number();
            }
        }

        private Object literal(String word, Object v) {
            if (!s.startsWith(word, i)) {
                throw error("bad literal");
            }
            i += word.length();
            return v;
        }

        private void expect(char c) {
            if (i >= s.length() || s.charAt(i) != c) {
                throw error("expected '" + c + "'");
            }
            i++;
        }

        private String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (i >= s.length()) {
                    throw error("unterminated string");
                }
                char c = s.charAt(i++);
                if (c == '"') {
                    return sb.toString();
                }
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n': sb.append('\n'); break;
                        case 't': sb.append('\t'); break;
                        case 'u': sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                        default: sb.append(e);
                    }
                } else {
                    sb.append(c);
                }
            }
        }

        private Object number() {
            int start = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            String n = s.substring(start, i);
            if (n.isEmpty()) {
                throw error("unexpected character '" + s.charAt(i) + "'");
            }
            if (n.contains(".") || n.contains("e") || n.contains("E")) {
                return Double.parseDouble(n);
            }
            long v = Long.parseLong(n);
            return v == (int) v ? (Object) (int) v : (Object) v;
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c < 0x20 || c > 0x7e) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static void print(Object v, StringBuilder out, int indent, int depth) {
        String pad = indent < 0 ? "" : "\n" + " ".repeat(indent * (depth + 1));
        String end = indent < 0 ? "" : "\n" + " ".repeat(indent * depth);
        if (v instanceof Map<?, ?> m) {
            out.append('{');
            int n = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(n++ > 0 ? "," : "").append(pad).append(quote((String) e.getKey())).append(indent < 0 ? ":" : ": ");
                print(e.getValue(), out, indent, depth + 1);
            }
            out.append(m.isEmpty() ? "" : end).append('}');
        } else if (v instanceof List<?> l) {
            out.append('[');
            for (int k = 0; k < l.size(); k++) {
                out.append(k > 0 ? "," : "").append(pad);
                print(l.get(k), out, indent, depth + 1);
            }
            out.append(l.isEmpty() ? "" : end).append(']');
        } else if (v instanceof String str) {
            out.append(quote(str));
        } else {
            out.append(v);
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        String doc = "{\"name\": \"rvm\", \"version\": 1.5, \"tags\": [\"jvm\", \"rust\", \"caf\\u00e9\"], \"stars\": 12345678901,"
                + " \"nested\": {\"ok\": true, \"none\": null, \"list\": [1, -2, 3.5e2, {}, []]}, \"quote\": \"say \\\"hi\\\"\\n\"}";
        Map<String, Object> root = (Map<String, Object>) new Parser(doc).parse();
        System.out.println("keys " + root.keySet() + " types " + root.get("stars").getClass().getSimpleName() + " "
                + root.get("version").getClass().getSimpleName());
        Map<String, Object> nested = (Map<String, Object>) root.get("nested");
        List<Object> list = (List<Object>) nested.get("list");
        System.out.println("list " + list + " sum " + list.stream().filter(o -> o instanceof Number).mapToDouble(o -> ((Number) o).doubleValue()).sum());
        ((List<Object>) root.get("tags")).add("new");
        root.put("count", ((List<Object>) root.get("tags")).size());
        root.remove("quote");
        StringBuilder compact = new StringBuilder();
        print(root, compact, -1, 0);
        System.out.println(compact);
        StringBuilder pretty = new StringBuilder();
        print(root, pretty, 2, 0);
        System.out.println(pretty);
        System.out.println("reparse equal: " + new Parser(compact.toString()).parse().equals(root));
        for (String bad : new String[] {"{\"a\": }", "[1, 2", "{\"a\" 1}", "\"open", "[1] x", "tru"}) {
            try {
                new Parser(bad).parse();
                System.out.println("parsed?? " + bad);
            } catch (IllegalArgumentException | StringIndexOutOfBoundsException e) {
                System.out.println(bad + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
