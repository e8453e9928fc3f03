package java.util;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;

/**
 * rvm's java.util.Scanner without regular expressions: tokens are separated by runs of whitespace
 * (the JDK's default delimiter) or by a literal delimiter string set with useDelimiter; the
 * whitespace patterns "\\s+", "\\s*", "\\s" and "\\p{javaWhitespace}+" are recognized as the default,
 * "\\n", "\\r?\\n" and "\\R" as line breaks. Any other regular expression is refused with
 * UnsupportedOperationException. Numbers follow the JDK's syntax for the default (US) locale
 * without group separators; a token that is not a number throws InputMismatchException and is not
 * consumed, one out of range throws it with NumberFormatException's message, as the JDK does.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final int WHITESPACE = 0;
    private static final int LITERAL = 1;
    private static final int LINES = 2;

    private final Reader source;
    private final StringBuilder buf = new StringBuilder();
    private int pos;
    private boolean eof;
    private boolean closed;
    private int mode = WHITESPACE;
    private String literal;
    private IOException lastException;

    public Scanner(Readable source) {
        this(asReader(source));
    }

    private static Reader asReader(Readable source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        if (!(source instanceof Reader)) {
            throw new UnsupportedOperationException("rvm: Scanner reads only java.io.Reader sources, not " + source.getClass().getName());
        }
        return (Reader) source;
    }

    private Scanner(Reader source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        this.source = source;
    }

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(makeReader(source, charsetName));
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), charset));
    }

    private static Reader makeReader(InputStream source, String charsetName) {
        try {
            return new InputStreamReader(Objects.requireNonNull(source, "source"), charsetName);
        } catch (java.io.UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    public Scanner(String source) {
        this(new StringReader(source));
    }

    public Scanner(java.io.File source) throws java.io.FileNotFoundException {
        this(new InputStreamReader(new java.io.FileInputStream(source)));
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(new InputStreamReader(java.nio.file.Files.newInputStream(source)));
    }

    public Scanner(java.nio.file.Path source, String charsetName) throws IOException {
        this(makeReader(java.nio.file.Files.newInputStream(source), charsetName));
    }

    public Scanner(java.nio.file.Path source, java.nio.charset.Charset charset) throws IOException {
        this(new InputStreamReader(java.nio.file.Files.newInputStream(source), charset));
    }

    // ---------------------------------------------------------------- input

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /** Reads more input into the buffer; false at the end of input. */
    private boolean fill() {
        if (eof) {
            return false;
        }
        if (pos > 8192 && pos > buf.length() / 2) {
            buf.delete(0, pos);
            pos = 0;
        }
        char[] chunk = new char[1024];
        try {
            int n = source.read(chunk, 0, chunk.length);
            if (n < 0) {
                eof = true;
                return false;
            }
            buf.append(chunk, 0, n);
            return true;
        } catch (IOException e) {
            lastException = e;
            eof = true;
            return false;
        }
    }

    /** True if position i is inside the buffer, reading more input as needed. */
    private boolean available(int i) {
        while (i >= buf.length()) {
            if (!fill()) {
                return false;
            }
        }
        return true;
    }

    /** The length of the delimiter match starting at i (0 if none). */
    private int delimiterAt(int i) {
        if (!available(i)) {
            return 0;
        }
        switch (mode) {
            case WHITESPACE: {
                int j = i;
                while (available(j) && Character.isWhitespace(buf.charAt(j))) {
                    j++;
                }
                return j - i;
            }
            case LINES: {
                char c = buf.charAt(i);
                if (c == '\n') {
                    return 1;
                }
                if (c == '\r' && available(i + 1) && buf.charAt(i + 1) == '\n') {
                    return 2;
                }
                return 0;
            }
            default: {
                if (!available(i + literal.length() - 1)) {
                    return 0;
                }
                for (int k = 0; k < literal.length(); k++) {
                    if (buf.charAt(i + k) != literal.charAt(k)) {
                        return 0;
                    }
                }
                return literal.length();
            }
        }
    }

    /** {start, end} of the next token without consuming it, or null at the end of input. */
    private int[] peekToken() {
        ensureOpen();
        int start = pos;
        start += delimiterAt(start);
        if (!available(start)) {
            return null;
        }
        int end = start;
        while (available(end) && delimiterAt(end) == 0) {
            end++;
        }
        return new int[] {start, end};
    }

    private String tokenText(int[] t) {
        return buf.substring(t[0], t[1]);
    }

    public boolean hasNext() {
        return peekToken() != null;
    }

    public String next() {
        int[] t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        pos = t[1];
        return tokenText(t);
    }

    public boolean hasNextLine() {
        ensureOpen();
        return available(pos);
    }

    public String nextLine() {
        ensureOpen();
        if (!available(pos)) {
            throw new NoSuchElementException("No line found");
        }
        int i = pos;
        while (available(i)) {
            char c = buf.charAt(i);
            if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                String line = buf.substring(pos, i);
                pos = i + 1;
                return line;
            }
            if (c == '\r') {
                String line = buf.substring(pos, i);
                pos = i + 1;
                if (available(pos) && buf.charAt(pos) == '\n') {
                    pos++;
                }
                return line;
            }
            i++;
        }
        String line = buf.substring(pos, i);
        pos = i;
        return line;
    }

    // ---------------------------------------------------------------- numbers

    private static boolean isInteger(String s, int radix) {
        int i = 0;
        if (s.isEmpty()) {
            return false;
        }
        if (s.charAt(0) == '-' || s.charAt(0) == '+') {
            i = 1;
        }
        if (i == s.length()) {
            return false;
        }
        for (; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), radix) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDecimal(String s) {
        if (s.equals("NaN") || s.equals("Infinity") || s.equals("+Infinity") || s.equals("-Infinity")) {
            return true;
        }
        int i = 0;
        int n = s.length();
        if (n > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            i = 1;
        }
        int digits = 0;
        while (i < n && Character.isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && Character.isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            int exp = 0;
            while (i < n && Character.isDigit(s.charAt(i))) {
                i++;
                exp++;
            }
            if (exp == 0) {
                return false;
            }
        }
        return i == n;
    }

    private String integerToken(int radix) {
        int[] t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = tokenText(t);
        if (!isInteger(s, radix)) {
            throw new InputMismatchException();
        }
        return s;
    }

    private long parseInteger(int radix, long min, long max) {
        String s = integerToken(radix);
        String digits = s.startsWith("+") ? s.substring(1) : s;
        long v;
        try {
            v = Long.parseLong(digits, radix);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(rangeMessage(s, radix));
        }
        if (v < min || v > max) {
            throw new InputMismatchException(rangeMessage(s, radix));
        }
        next();
        return v;
    }

    private static String rangeMessage(String s, int radix) {
        return "For input string: \"" + s + "\"" + (radix == 10 ? "" : " under radix " + radix);
    }

    private boolean hasInteger(int radix, long min, long max) {
        int[] t = peekToken();
        if (t == null) {
            return false;
        }
        String s = tokenText(t);
        if (!isInteger(s, radix)) {
            return false;
        }
        try {
            long v = Long.parseLong(s.startsWith("+") ? s.substring(1) : s, radix);
            return v >= min && v <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public boolean hasNextInt() {
        return hasInteger(10, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public boolean hasNextInt(int radix) {
        return hasInteger(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public int nextInt() {
        return (int) parseInteger(10, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public int nextInt(int radix) {
        return (int) parseInteger(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public boolean hasNextLong() {
        return hasInteger(10, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public boolean hasNextLong(int radix) {
        return hasInteger(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public long nextLong() {
        return parseInteger(10, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public long nextLong(int radix) {
        return parseInteger(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public boolean hasNextShort() {
        return hasInteger(10, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public short nextShort() {
        return (short) parseInteger(10, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public boolean hasNextByte() {
        return hasInteger(10, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public byte nextByte() {
        return (byte) parseInteger(10, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public boolean hasNextDouble() {
        int[] t = peekToken();
        return t != null && isDecimal(tokenText(t));
    }

    public double nextDouble() {
        int[] t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = tokenText(t);
        if (!isDecimal(s)) {
            throw new InputMismatchException();
        }
        next();
        return Double.parseDouble(s);
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        return (float) nextDouble();
    }

    public boolean hasNextBoolean() {
        int[] t = peekToken();
        if (t == null) {
            return false;
        }
        String s = tokenText(t);
        return s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false");
    }

    public boolean nextBoolean() {
        int[] t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = tokenText(t);
        if (!s.equalsIgnoreCase("true") && !s.equalsIgnoreCase("false")) {
            throw new InputMismatchException();
        }
        next();
        return s.equalsIgnoreCase("true");
    }

    // ---------------------------------------------------------------- configuration

    public Scanner useDelimiter(String pattern) {
        if (pattern.equals("\\s+") || pattern.equals("\\s*") || pattern.equals("\\s") || pattern.equals("\\p{javaWhitespace}+")) {
            mode = WHITESPACE;
            return this;
        }
        if (pattern.equals("\\n") || pattern.equals("\n") || pattern.equals("\\r?\\n") || pattern.equals("\\R")) {
            mode = LINES;
            return this;
        }
        for (int i = 0; i < pattern.length(); i++) {
            if ("\\[](){}.*+?^$|".indexOf(pattern.charAt(i)) >= 0) {
                throw new UnsupportedOperationException("rvm: Scanner.useDelimiter(\"" + pattern
                        + "\"): regular-expression delimiters other than whitespace and line breaks are not implemented");
            }
        }
        if (pattern.isEmpty()) {
            throw new UnsupportedOperationException("rvm: Scanner.useDelimiter(\"\") is not implemented");
        }
        mode = LITERAL;
        literal = pattern;
        return this;
    }

    public Scanner useLocale(Locale locale) {
        return this;
    }

    public Locale locale() {
        return Locale.getDefault();
    }

    public IOException ioException() {
        return lastException;
    }

    public Scanner reset() {
        mode = WHITESPACE;
        literal = null;
        return this;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            source.close();
        } catch (IOException e) {
            lastException = e;
        }
    }

    public String toString() {
        return "java.util.Scanner[delimiters=" + (mode == LITERAL ? literal : mode == LINES ? "\\r?\\n" : "\\p{javaWhitespace}+")
                + "][position=" + pos + "]";
    }
}
