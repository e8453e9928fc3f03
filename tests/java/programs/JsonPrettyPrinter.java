import java.util.*;

public class JsonPrettyPrinter {
    static final class JsonParser {
        final String s; int i;
        JsonParser(String s) { this.s = s; }
        Object parse() { Object v = value(); ws(); if (i != s.length()) throw error("trailing characters"); return v; }
        RuntimeException error(String m) { return new IllegalArgumentException(m + " at " + i); }
        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        char peek() { ws(); if (i >= s.length()) throw error("unexpected end"); return s.charAt(i); }
        void expect(char c) { if (peek() != c) throw error("expected '" + c + "' but found '" + s.charAt(i) + "'"); i++; }
        Object value() {
            char c = peek();
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': literal("true"); return Boolean.TRUE;
                case 'f': literal("false"); return Boolean.FALSE;
                case 'n': literal("null"); return null;
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw error("unexpected '" + c + "'");
            }
        }
        void literal(String w) { if (!s.startsWith(w, i)) throw error("bad literal"); i += w.length(); }
        Map<String, Object> object() {
            expect('{');
            Map<String, Object> m = new LinkedHashMap<>();
            if (peek() == '}') { i++; return m; }
            do {
                String k = string();
                expect(':');
                if (m.containsKey(k)) throw error("duplicate key \"" + k + "\"");
                m.put(k, value());
            } while (tryEat(','));
            expect('}');
            return m;
        }
        List<Object> array() {
            expect('[');
            List<Object> l = new ArrayList<>();
            if (peek() == ']') { i++; return l; }
            do { l.add(value()); } while (tryEat(','));
            expect(']');
            return l;
        }
        boolean tryEat(char c) { if (peek() == c) { i++; return true; } return false; }
        String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (i >= s.length()) throw error("unterminated string");
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n' -> sb.append('\n');
                        case 't' -> sb.append('\t');
                        case '"' -> sb.append('"');
                        case '\\' -> sb.append('\\');
                        case '/' -> sb.append('/');
                        case 'u' -> { sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; }
                        default -> throw error("bad escape \\" + e);
                    }
                } else sb.append(c);
            }
        }
        Number number() {
            int start = i;
            if (s.charAt(i) == '-') i++;
            boolean frac = false;
            while (i < s.length() && "0123456789.eE+-".indexOf(s.charAt(i)) >= 0) { if (".eE".indexOf(s.charAt(i)) >= 0) frac = true; i++; }
            String t = s.substring(start, i);
            if (frac) return Double.parseDouble(t);
            long v = Long.parseLong(t);
            return v == (int) v ? (Number) Integer.valueOf((int) v) : (Number) Long.valueOf(v);
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> { if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c)); else sb.append(c); }
            }
        }
        return sb.append('"').toString();
    }

    @SuppressWarnings("unchecked")
    static void print(Object v, StringBuilder out, int indent, boolean sortKeys) {
        String pad = "  ".repeat(indent);
        if (v instanceof Map) {
            Map<String, Object> m = (Map<String, Object>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            Collection<String> keys = sortKeys ? new TreeSet<>(m.keySet()) : m.keySet();
            int n = 0;
            for (String k : keys) {
                out.append(pad).append("  ").append(quote(k)).append(": ");
                print(m.get(k), out, indent + 1, sortKeys);
                out.append(++n < m.size() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List) {
            List<Object> l = (List<Object>) v;
            boolean simple = true;
            for (Object o : l) simple &= !(o instanceof Map || o instanceof List);
            if (simple) {
                StringJoiner j = new StringJoiner(", ", "[", "]");
                for (Object o : l) { StringBuilder sb = new StringBuilder(); print(o, sb, 0, sortKeys); j.add(sb); }
                out.append(j);
                return;
            }
            out.append("[\n");
            for (int k = 0; k < l.size(); k++) {
                out.append(pad).append("  ");
                print(l.get(k), out, indent + 1, sortKeys);
                out.append(k + 1 < l.size() ? ",\n" : "\n");
            }
            out.append(pad).append(']');
        } else if (v instanceof String str) {
            out.append(quote(str));
        } else {
            out.append(v);
        }
    }

    static int depth(Object v) {
        int d = 0;
        if (v instanceof Map<?, ?> m) for (Object o : m.values()) d = Math.max(d, depth(o));
        else if (v instanceof List<?> l) for (Object o : l) d = Math.max(d, depth(o));
        else return 0;
        return d + 1;
    }

    public static void main(String[] args) {
        String doc = "{\"name\":\"rvm\",\"version\":[0,3,1],\"tags\":[\"jvm\",\"rust\",\"\\\"quoted\\\"\"],"
            + "\"stats\":{\"classes\":1234,\"bytes\":9876543210,\"ratio\":0.75,\"neg\":-12.5e-3,\"ok\":true,\"missing\":null},"
            + "\"authors\":[{\"name\":\"A. Person\",\"langs\":[\"en\",\"fr\"]},{\"name\":\"Caf\\u00e9\\tTab\",\"langs\":[]}],"
            + "\"empty\":{},\"nested\":[[1,[2,[3,[]]]],{\"z\":1,\"a\":{\"y\":[true,false,null]}}], \"path\":\"a\\/b\\\\c\\nnext\"}";
        Object parsed = new JsonParser(doc).parse();
        StringBuilder sb = new StringBuilder();
        print(parsed, sb, 0, false);
        System.out.println(sb);
        sb.setLength(0);
        print(parsed, sb, 0, true);
        String sorted = sb.toString();
        System.out.println(sorted.length() + " chars, " + sorted.split("\n").length + " lines, depth " + depth(parsed));
        Object reparsed = new JsonParser(sorted).parse();
        System.out.println("round trip equal: " + reparsed.equals(parsed) + ", hash equal: " + (reparsed.hashCode() == parsed.hashCode()));
        @SuppressWarnings("unchecked") Map<String, Object> root = (Map<String, Object>) parsed;
        System.out.println(root.keySet() + " " + root.get("version") + " " + ((Map<?, ?>) root.get("stats")).get("bytes").getClass().getSimpleName() + " " + ((Map<?, ?>) root.get("stats")).get("classes").getClass().getSimpleName());
        String[] bad = {"{\"a\":1,}", "[1 2]", "{\"a\" 1}", "\"unterminated", "{\"k\":1,\"k\":2}", "[tru]", "{} x", "", "[\"bad \\q escape\"]", "-"};
        for (String b : bad) {
            try {
                new JsonParser(b).parse();
                System.out.println("parsed?! " + b);
            } catch (IllegalArgumentException e) {
                System.out.println(quote(b) + " -> " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println(quote(b) + " -> " + e.getClass().getName());
            }
        }
    }
}
