import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

// JsonParse: a recursive-descent JSON parser building a tree of node
// objects, over documents generated from a seed. Per document:
//   1. DocumentWriter generates the text directly (no tree) and records
//      what it wrote: node counts per kind, the sum of the integers and of
//      the decimals, the decoded string lengths, the nesting depth, the
//      sum of the "id" fields;
//   2. Parser turns the text into JsonValue nodes (seven classes: object,
//      array, string, integer, decimal, boolean, null);
//   3. a StatsVisitor (double dispatch through accept/JsonVisitor) recounts
//      all that from the tree; a HashVisitor folds the tree into a checksum;
//   4. the records are found with a Predicate lambda, their ids summed with
//      a ToLongFunction lambda, and they are sorted with a Comparator built
//      from Comparator.comparingDouble(...).thenComparingLong(...);
//   5. the tree writes itself back out (virtual writeTo per node class).
// The hot call sites are megamorphic: accept, writeTo and the visitor
// methods see all seven node classes. The types are nested so they cannot
// clash with other programs' classes.
//
// Usage: java JsonParse [documents]   (default documents = 100)
// Each document is about 77 KB of JSON with about 5900 values; the text,
// the tree and its strings, about 3.6 MB of allocation per document, are
// garbage after it (0.36 GB in total at the default size).
//
// Self-check, per document: the serialised tree must equal the generated
// text character for character; every statistic recomputed from the tree
// must equal the generator's record of it; the id sum found through the
// query must equal the generator's; the sorted records must be in order
// (checked pairwise without the Comparator).
public class JsonParse {
    static final int RECORDS_PER_DOCUMENT = 600;
    static final int MAX_DEPTH = 6;

    // ---------------------------------------------------------------- the tree

    interface JsonVisitor<R> {
        R visitObject(JsonObject object);

        R visitArray(JsonArray array);

        R visitString(JsonString string);

        R visitInteger(JsonInteger integer);

        R visitDecimal(JsonDecimal decimal);

        R visitBoolean(JsonBoolean bool);

        R visitNull(JsonNull nothing);
    }

    static abstract class JsonValue {
        abstract <R> R accept(JsonVisitor<R> visitor);

        /** Writes the canonical compact text of this value. */
        abstract void writeTo(StringBuilder out);

        boolean isObject() {
            return false;
        }

        final String toJson() {
            StringBuilder out = new StringBuilder();
            writeTo(out);
            return out.toString();
        }
    }

    record Member(String key, JsonValue value) {}

    static final class JsonObject extends JsonValue {
        final List<Member> members = new ArrayList<>();
        final Map<String, JsonValue> byKey = new HashMap<>();

        void put(String key, JsonValue value) {
            members.add(new Member(key, value));
            byKey.put(key, value);
        }

        JsonValue get(String key) {
            return byKey.get(key);
        }

        boolean has(String key) {
            return byKey.containsKey(key);
        }

        boolean isObject() {
            return true;
        }

        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitObject(this);
        }

        void writeTo(StringBuilder out) {
            out.append('{');
            for (int i = 0; i < members.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                Member member = members.get(i);
                writeString(member.key(), out);
                out.append(':');
                member.value().writeTo(out);
            }
            out.append('}');
        }
    }

    static final class JsonArray extends JsonValue {
        final List<JsonValue> elements = new ArrayList<>();

        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitArray(this);
        }

        void writeTo(StringBuilder out) {
            out.append('[');
            for (int i = 0; i < elements.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                elements.get(i).writeTo(out);
            }
            out.append(']');
        }
    }

    static final class JsonString extends JsonValue {
        final String value;

        JsonString(String value) {
            this.value = value;
        }

        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitString(this);
        }

        void writeTo(StringBuilder out) {
            writeString(value, out);
        }
    }

    static final class JsonInteger extends JsonValue {
        final long value;

        JsonInteger(long value) {
            this.value = value;
        }

        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitInteger(this);
        }

        void writeTo(StringBuilder out) {
            out.append(value);
        }
    }

    static final class JsonDecimal extends JsonValue {
        final double value;

        JsonDecimal(double value) {
            this.value = value;
        }

        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitDecimal(this);
        }

        void writeTo(StringBuilder out) {
            out.append(Double.toString(value));
        }
    }

    static final class JsonBoolean extends JsonValue {
        final boolean value;

        JsonBoolean(boolean value) {
            this.value = value;
        }

        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitBoolean(this);
        }

        void writeTo(StringBuilder out) {
            out.append(value ? "true" : "false");
        }
    }

    static final class JsonNull extends JsonValue {
        <R> R accept(JsonVisitor<R> visitor) {
            return visitor.visitNull(this);
        }

        void writeTo(StringBuilder out) {
            out.append("null");
        }
    }

    static final String HEX = "0123456789abcdef";

    /** The canonical escaping, shared by the tree and the generator. */
    static void writeString(String value, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    // ---------------------------------------------------------------- the parser

    static final class ParseException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ParseException(String message) {
            super(message);
        }
    }

    static final class Parser {
        final String text;
        int position;

        Parser(String text) {
            this.text = text;
        }

        JsonValue parseDocument() {
            JsonValue value = parseValue();
            skipWhitespace();
            if (position != text.length()) {
                throw error("trailing characters");
            }
            return value;
        }

        ParseException error(String what) {
            return new ParseException(what + " at offset " + position);
        }

        void skipWhitespace() {
            while (position < text.length()) {
                char c = text.charAt(position);
                if (c != ' ' && c != '\n' && c != '\t' && c != '\r') {
                    return;
                }
                position++;
            }
        }

        char peek() {
            if (position >= text.length()) {
                throw error("unexpected end");
            }
            return text.charAt(position);
        }

        void expect(char c) {
            if (peek() != c) {
                throw error("expected '" + c + "'");
            }
            position++;
        }

        JsonValue parseValue() {
            skipWhitespace();
            char c = peek();
            switch (c) {
                case '{':
                    return parseObject();
                case '[':
                    return parseArray();
                case '"':
                    return new JsonString(parseString());
                case 't':
                    expectWord("true");
                    return new JsonBoolean(true);
                case 'f':
                    expectWord("false");
                    return new JsonBoolean(false);
                case 'n':
                    expectWord("null");
                    return new JsonNull();
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        return parseNumber();
                    }
                    throw error("unexpected character '" + c + "'");
            }
        }

        void expectWord(String word) {
            if (!text.startsWith(word, position)) {
                throw error("expected " + word);
            }
            position += word.length();
        }

        JsonObject parseObject() {
            expect('{');
            JsonObject object = new JsonObject();
            skipWhitespace();
            if (peek() == '}') {
                position++;
                return object;
            }
            while (true) {
                skipWhitespace();
                String key = parseString();
                skipWhitespace();
                expect(':');
                object.put(key, parseValue());
                skipWhitespace();
                if (peek() == ',') {
                    position++;
                } else {
                    expect('}');
                    return object;
                }
            }
        }

        JsonArray parseArray() {
            expect('[');
            JsonArray array = new JsonArray();
            skipWhitespace();
            if (peek() == ']') {
                position++;
                return array;
            }
            while (true) {
                array.elements.add(parseValue());
                skipWhitespace();
                if (peek() == ',') {
                    position++;
                } else {
                    expect(']');
                    return array;
                }
            }
        }

        String parseString() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = peek();
                position++;
                if (c == '"') {
                    return out.toString();
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char escape = peek();
                position++;
                switch (escape) {
                    case '"', '\\', '/' -> out.append(escape);
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        int code = 0;
                        for (int i = 0; i < 4; i++) {
                            code = code * 16 + hexDigit(peek());
                            position++;
                        }
                        out.append((char) code);
                    }
                    default -> throw error("bad escape '\\" + escape + "'");
                }
            }
        }

        int hexDigit(char c) {
            if (c >= '0' && c <= '9') {
                return c - '0';
            }
            if (c >= 'a' && c <= 'f') {
                return c - 'a' + 10;
            }
            if (c >= 'A' && c <= 'F') {
                return c - 'A' + 10;
            }
            throw error("bad hex digit '" + c + "'");
        }

        JsonValue parseNumber() {
            int start = position;
            boolean negative = false;
            if (peek() == '-') {
                negative = true;
                position++;
            }
            long magnitude = 0;
            int digits = 0;
            while (position < text.length() && Character.isDigit(text.charAt(position))) {
                magnitude = magnitude * 10 + (text.charAt(position) - '0');
                position++;
                digits++;
            }
            if (digits == 0) {
                throw error("digit expected");
            }
            boolean decimal = false;
            if (position < text.length() && text.charAt(position) == '.') {
                decimal = true;
                position++;
                skipDigits();
            }
            if (position < text.length() && (text.charAt(position) == 'e' || text.charAt(position) == 'E')) {
                decimal = true;
                position++;
                if (peek() == '+' || peek() == '-') {
                    position++;
                }
                skipDigits();
            }
            if (decimal) {
                return new JsonDecimal(Double.parseDouble(text.substring(start, position)));
            }
            return new JsonInteger(negative ? -magnitude : magnitude);
        }

        void skipDigits() {
            int start = position;
            while (position < text.length() && Character.isDigit(text.charAt(position))) {
                position++;
            }
            if (position == start) {
                throw error("digit expected");
            }
        }
    }

    // ---------------------------------------------------------------- statistics

    /** What a document contains; filled by the generator and, independently, by StatsVisitor. */
    static final class Stats {
        long objects;
        long arrays;
        long strings;
        long integers;
        long decimals;
        long booleans;
        long nulls;
        long members;
        long integerSum;
        double decimalSum;
        long stringChars;
        int maxDepth;

        String describe() {
            return "objects=" + objects + " arrays=" + arrays + " strings=" + strings + " integers=" + integers
                    + " decimals=" + decimals + " booleans=" + booleans + " nulls=" + nulls + " members=" + members
                    + " integerSum=" + integerSum + " decimalSum=" + decimalSum + " stringChars=" + stringChars
                    + " maxDepth=" + maxDepth;
        }
    }

    static final class StatsVisitor implements JsonVisitor<Void> {
        final Stats stats = new Stats();
        int depth;

        void enter() {
            depth++;
            if (depth > stats.maxDepth) {
                stats.maxDepth = depth;
            }
        }

        public Void visitObject(JsonObject object) {
            stats.objects++;
            enter();
            for (Member member : object.members) {
                stats.members++;
                stats.stringChars += member.key().length();
                member.value().accept(this);
            }
            depth--;
            return null;
        }

        public Void visitArray(JsonArray array) {
            stats.arrays++;
            enter();
            for (JsonValue element : array.elements) {
                element.accept(this);
            }
            depth--;
            return null;
        }

        public Void visitString(JsonString string) {
            stats.strings++;
            stats.stringChars += string.value.length();
            return null;
        }

        public Void visitInteger(JsonInteger integer) {
            stats.integers++;
            stats.integerSum += integer.value;
            return null;
        }

        public Void visitDecimal(JsonDecimal decimal) {
            stats.decimals++;
            stats.decimalSum += decimal.value;
            return null;
        }

        public Void visitBoolean(JsonBoolean bool) {
            stats.booleans++;
            return null;
        }

        public Void visitNull(JsonNull nothing) {
            stats.nulls++;
            return null;
        }
    }

    /** Folds a tree into a 64-bit hash that depends on structure, order and values. */
    static final class HashVisitor implements JsonVisitor<Long> {
        public Long visitObject(JsonObject object) {
            long hash = 17;
            for (Member member : object.members) {
                hash = hash * 31 + member.key().hashCode();
                hash = hash * 31 + member.value().accept(this);
            }
            return hash;
        }

        public Long visitArray(JsonArray array) {
            long hash = 19;
            for (JsonValue element : array.elements) {
                hash = hash * 37 + element.accept(this);
            }
            return hash;
        }

        public Long visitString(JsonString string) {
            return (long) string.value.hashCode();
        }

        public Long visitInteger(JsonInteger integer) {
            return integer.value * 0x9E3779B97F4A7C15L;
        }

        public Long visitDecimal(JsonDecimal decimal) {
            return Double.doubleToLongBits(decimal.value) ^ 0x5DEECE66DL;
        }

        public Long visitBoolean(JsonBoolean bool) {
            return bool.value ? 1231L : 1237L;
        }

        public Long visitNull(JsonNull nothing) {
            return 7L;
        }
    }

    /** Collects every value in the tree (pre-order) that satisfies `test`. */
    static void collect(JsonValue value, Predicate<JsonValue> test, List<JsonValue> into) {
        if (test.test(value)) {
            into.add(value);
        }
        if (value instanceof JsonObject object) {
            for (Member member : object.members) {
                collect(member.value(), test, into);
            }
        } else if (value instanceof JsonArray array) {
            for (JsonValue element : array.elements) {
                collect(element, test, into);
            }
        }
    }

    // ---------------------------------------------------------------- the generator

    /** Writes a pseudo-random document as text, recording what it wrote in `stats`. */
    static final class DocumentWriter {
        static final String[] WORDS = {
            "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
            "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
        };
        static final String[] ODD_PIECES = {
            "\"quoted\"", "back\\slash", "line\nbreak", "tab\there", "caf\u00e9", "\u03bb-calculus", "\u20ac 12",
            "nul\u0001char", "bell\u0007", "cr\rlf", "form\ffeed", "back\bspace", "slash/ok", "\u4e2d\u6587",
        };

        final StringBuilder out = new StringBuilder();
        final Stats stats = new Stats();
        long idSum;
        long seed;
        int depth;

        DocumentWriter(long seed) {
            this.seed = seed;
        }

        int next(int bound) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            return (int) ((seed >>> 33) % bound);
        }

        void enter() {
            depth++;
            if (depth > stats.maxDepth) {
                stats.maxDepth = depth;
            }
        }

        String randomText() {
            StringBuilder text = new StringBuilder();
            int pieces = 1 + next(4);
            for (int i = 0; i < pieces; i++) {
                if (i > 0) {
                    text.append(' ');
                }
                text.append(next(8) == 0 ? ODD_PIECES[next(ODD_PIECES.length)] : WORDS[next(WORDS.length)]);
            }
            return text.toString();
        }

        void key(String key) {
            stats.members++;
            stats.stringChars += key.length();
            writeString(key, out);
            out.append(':');
        }

        void string(String value) {
            stats.strings++;
            stats.stringChars += value.length();
            writeString(value, out);
        }

        void integer(long value) {
            stats.integers++;
            stats.integerSum += value;
            out.append(value);
        }

        void decimal(double value) {
            stats.decimals++;
            stats.decimalSum += value;
            out.append(Double.toString(value));
        }

        void bool(boolean value) {
            stats.booleans++;
            out.append(value);
        }

        void nothing() {
            stats.nulls++;
            out.append("null");
        }

        double randomDecimal() {
            double value = (next(2_000_000) - 1_000_000) / 100.0;
            return switch (next(6)) {
                case 0 -> value * 1e9;
                case 1 -> value / 1e7;
                default -> value;
            };
        }

        long randomInteger() {
            long value = next(2_000_001) - 1_000_000;
            return next(5) == 0 ? value * 1_000_003_777L : value;
        }

        /** A random value; containers only while the depth allows. */
        void value() {
            int choice = next(depth < MAX_DEPTH ? 10 : 7);
            switch (choice) {
                case 0, 1 -> string(randomText());
                case 2, 3 -> integer(randomInteger());
                case 4 -> decimal(randomDecimal());
                case 5 -> bool(next(2) == 0);
                case 6 -> nothing();
                case 7, 8 -> {
                    enter();
                    stats.objects++;
                    out.append('{');
                    int size = next(5);
                    for (int i = 0; i < size; i++) {
                        if (i > 0) {
                            out.append(',');
                        }
                        key(WORDS[(i * 7 + next(3)) % WORDS.length] + i);
                        value();
                    }
                    out.append('}');
                    depth--;
                }
                default -> {
                    enter();
                    stats.arrays++;
                    out.append('[');
                    int size = next(6);
                    for (int i = 0; i < size; i++) {
                        if (i > 0) {
                            out.append(',');
                        }
                        value();
                    }
                    out.append(']');
                    depth--;
                }
            }
        }

        /** One record: fixed fields (id, name, price, active, tags) and a random payload. */
        void record(int index) {
            enter();
            stats.objects++;
            out.append('{');
            long id = index * 7919L + next(1000);
            idSum += id;
            key("id");
            integer(id);
            out.append(',');
            key("name");
            string(randomText());
            out.append(',');
            key("price");
            decimal(next(100_000) / 100.0);
            out.append(',');
            key("active");
            bool(next(3) != 0);
            out.append(',');
            key("tags");
            enter();
            stats.arrays++;
            out.append('[');
            int tags = next(4);
            for (int i = 0; i < tags; i++) {
                if (i > 0) {
                    out.append(',');
                }
                string(WORDS[next(WORDS.length)]);
            }
            out.append(']');
            depth--;
            out.append(',');
            key("payload");
            value();
            out.append('}');
            depth--;
        }

        String document() {
            enter();
            stats.objects++;
            out.append('{');
            key("version");
            integer(3);
            out.append(',');
            key("records");
            enter();
            stats.arrays++;
            out.append('[');
            for (int i = 0; i < RECORDS_PER_DOCUMENT; i++) {
                if (i > 0) {
                    out.append(',');
                }
                record(i);
            }
            out.append(']');
            depth--;
            out.append('}');
            depth--;
            return out.toString();
        }
    }

    // ---------------------------------------------------------------- the driver

    static double price(JsonValue record) {
        return ((JsonDecimal) ((JsonObject) record).get("price")).value;
    }

    static long id(JsonValue record) {
        return ((JsonInteger) ((JsonObject) record).get("id")).value;
    }

    /** Parses, checks and re-serialises one document; returns null or what went wrong. */
    static String checkDocument(int index, long[] checksum) {
        DocumentWriter writer = new DocumentWriter(index * 1_000_003L + 12345);
        String text = writer.document();
        JsonValue root = new Parser(text).parseDocument();

        StatsVisitor statsVisitor = new StatsVisitor();
        root.accept(statsVisitor);
        String expected = writer.stats.describe();
        String actual = statsVisitor.stats.describe();
        if (!actual.equals(expected)) {
            return "document " + index + ": tree has " + actual + "; generator wrote " + expected;
        }

        List<JsonValue> records = new ArrayList<>();
        // Only records have a "price" key (generated keys are a word and a digit).
        collect(root, value -> value.isObject() && ((JsonObject) value).has("price"), records);
        ToLongFunction<JsonValue> idOf = JsonParse::id;
        long idSum = 0;
        for (JsonValue record : records) {
            idSum += idOf.applyAsLong(record);
        }
        if (records.size() != RECORDS_PER_DOCUMENT || idSum != writer.idSum) {
            return "document " + index + ": query found " + records.size() + " records with id sum " + idSum
                    + "; generator wrote " + RECORDS_PER_DOCUMENT + " with id sum " + writer.idSum;
        }
        records.sort(Comparator.comparingDouble(JsonParse::price).thenComparingLong(JsonParse::id));
        for (int i = 1; i < records.size(); i++) {
            double before = price(records.get(i - 1));
            double after = price(records.get(i));
            if (before > after || (before == after && id(records.get(i - 1)) > id(records.get(i)))) {
                return "document " + index + ": records not sorted at position " + i;
            }
        }

        String written = root.toJson();
        if (!written.equals(text)) {
            int at = 0;
            while (at < written.length() && at < text.length() && written.charAt(at) == text.charAt(at)) {
                at++;
            }
            return "document " + index + ": re-serialised text differs from the original at offset " + at;
        }
        checksum[0] = checksum[0] * 31 + root.accept(new HashVisitor());
        checksum[1] += text.length();
        checksum[2] += statsVisitor.stats.objects + statsVisitor.stats.arrays + statsVisitor.stats.strings
                + statsVisitor.stats.integers + statsVisitor.stats.decimals + statsVisitor.stats.booleans
                + statsVisitor.stats.nulls;
        return null;
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int documents = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        long[] checksum = new long[3];
        String failure = null;
        for (int i = 0; i < documents && failure == null; i++) {
            failure = checkDocument(i, checksum);
        }
        String line = "JsonParse documents=" + documents + " chars=" + checksum[1] + " values=" + checksum[2]
                + " checksum=" + checksum[0];
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
