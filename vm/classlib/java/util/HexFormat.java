package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * JDK 17's HexFormat: bytes to and from hexadecimal text, with an optional delimiter between
 * values and a prefix and suffix around each, and single values to and from hex digits. The
 * messages of its exceptions are the JDK's.
 */
public final class HexFormat {
    private static final char[] LOWER = "0123456789abcdef".toCharArray();
    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final HexFormat HEX_FORMAT = new HexFormat("", "", "", false);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final boolean upperCase;

    private HexFormat(String delimiter, String prefix, String suffix, boolean upperCase) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.upperCase = upperCase;
    }

    public static HexFormat of() {
        return HEX_FORMAT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", false);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, prefix, suffix, upperCase);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(delimiter, prefix, suffix, upperCase);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(delimiter, prefix, suffix, upperCase);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(delimiter, prefix, suffix, true);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, false);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return upperCase;
    }

    private char[] digits() {
        return upperCase ? UPPER : LOWER;
    }

    // -- formatting

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        appendHex(sb, bytes, fromIndex, toIndex);
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        appendHex(sb, bytes, fromIndex, toIndex);
        try {
            out.append(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return out;
    }

    private void appendHex(StringBuilder sb, byte[] bytes, int fromIndex, int toIndex) {
        char[] d = digits();
        for (int i = fromIndex; i < toIndex; i++) {
            if (i > fromIndex) {
                sb.append(delimiter);
            }
            sb.append(prefix).append(d[(bytes[i] >> 4) & 15]).append(d[bytes[i] & 15]).append(suffix);
        }
    }

    public char toLowHexDigit(int value) {
        return digits()[value & 15];
    }

    public char toHighHexDigit(int value) {
        return digits()[(value >> 4) & 15];
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return out;
    }

    public String toHexDigits(byte value) {
        return hexDigits(value, 2);
    }

    public String toHexDigits(char value) {
        return hexDigits(value, 4);
    }

    public String toHexDigits(short value) {
        return hexDigits(value, 4);
    }

    public String toHexDigits(int value) {
        return hexDigits(value, 8);
    }

    public String toHexDigits(long value) {
        return hexDigits(value, 16);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) {
            throw new IllegalArgumentException("number of digits: " + digits);
        }
        return hexDigits(value, digits);
    }

    /** The low {@code count} hex digits of value, most significant first. */
    private String hexDigits(long value, int count) {
        char[] d = digits();
        char[] out = new char[count];
        for (int i = count - 1; i >= 0; i--) {
            out[i] = d[(int) (value & 15)];
            value >>>= 4;
        }
        return new String(out);
    }

    // -- parsing

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        CharSequence s = string.subSequence(fromIndex, toIndex);
        int length = s.length();
        if (length == 0) {
            return new byte[0];
        }
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            if ((length & 1) != 0) {
                throw new IllegalArgumentException("string length not even: " + length);
            }
            byte[] bytes = new byte[length / 2];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) twoDigits(s, 2 * i);
            }
            return bytes;
        }
        long valueChars = prefix.length() + 2L + suffix.length();
        long stride = valueChars + delimiter.length();
        if ((length - valueChars) % stride != 0) {
            throw new IllegalArgumentException("extra or missing delimiters "
                    + "or values consisting of prefix, two hexadecimal digits, and suffix");
        }
        expect(s, 0, prefix);
        expect(s, length - suffix.length(), suffix);
        String between = suffix + delimiter + prefix;
        int count = (int) ((length - valueChars) / stride + 1L);
        byte[] bytes = new byte[count];
        int at = prefix.length();
        for (int i = 0; i < count; i++) {
            bytes[i] = (byte) twoDigits(s, at);
            if (i < count - 1) {
                expect(s, at + 2, between);
                at += 2 + between.length();
            }
        }
        return bytes;
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parseHex(new String(chars, fromIndex, toIndex - fromIndex));
    }

    private static void expect(CharSequence s, int index, String literal) {
        for (int i = 0; i < literal.length(); i++) {
            if (s.charAt(index + i) != literal.charAt(i)) {
                String found = s.subSequence(index, index + literal.length()).toString();
                String message = "found: \"" + found + "\", expected: \"" + literal + "\", index: " + index + " ch: "
                        + (int) s.charAt(index + i);
                throw new IllegalArgumentException(message.replace("\n", "\\n").replace("\r", "\\r"));
            }
        }
    }

    private static int twoDigits(CharSequence s, int index) {
        return (fromHexDigit(s.charAt(index)) << 4) | fromHexDigit(s.charAt(index + 1));
    }

    public static boolean isHexDigit(int ch) {
        return ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f' || ch >= 'A' && ch <= 'F';
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'f') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'F') {
            return ch - 'A' + 10;
        }
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    public static int fromHexDigits(CharSequence string) {
        Objects.requireNonNull(string, "string");
        return (int) digitsValue(string, 0, string.length(), 8);
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return (int) digitsValue(string, fromIndex, toIndex, 8);
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        Objects.requireNonNull(string, "string");
        return digitsValue(string, 0, string.length(), 16);
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return digitsValue(string, fromIndex, toIndex, 16);
    }

    private static long digitsValue(CharSequence s, int fromIndex, int toIndex, int limit) {
        int length = toIndex - fromIndex;
        if (length > limit) {
            throw new IllegalArgumentException("string length greater than " + limit + ": " + length);
        }
        long value = 0;
        for (int i = fromIndex; i < toIndex; i++) {
            value = (value << 4) + fromHexDigit(s.charAt(i));
        }
        return value;
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof HexFormat)) {
            return false;
        }
        HexFormat other = (HexFormat) o;
        return upperCase == other.upperCase && delimiter.equals(other.delimiter) && prefix.equals(other.prefix)
                && suffix.equals(other.suffix);
    }

    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        return 31 * result + Boolean.hashCode(upperCase);
    }

    public String toString() {
        return "uppercase: " + upperCase + ", delimiter: \"" + delimiter + "\", prefix: \"" + prefix + "\", suffix: \""
                + suffix + "\"";
    }
}
