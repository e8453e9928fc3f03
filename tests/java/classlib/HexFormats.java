import java.util.HexFormat;

// java.util.HexFormat (JDK 17): formatting and parsing bytes with delimiters, prefixes and
// suffixes, single values as hex digits, and the exceptions with their messages.
public class HexFormats {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        byte[] bytes = {0, 1, 127, -128, -1, 0x3c};
        HexFormat hex = HexFormat.of();
        System.out.println(hex.formatHex(bytes) + " " + hex.withUpperCase().formatHex(bytes, 2, 5));
        HexFormat fancy = HexFormat.ofDelimiter(", ").withPrefix("#").withSuffix(";").withUpperCase();
        String text = fancy.formatHex(bytes);
        System.out.println(text + " | " + fancy);
        System.out.println(java.util.Arrays.toString(fancy.parseHex(text)) + " " + java.util.Arrays.toString(hex.parseHex("00ff7F")));
        System.out.println(java.util.Arrays.toString(hex.parseHex("xx0aff", 2, 6)) + " " + java.util.Arrays.toString(hex.parseHex(new char[] {'1', '2', '3', '4'}, 0, 2)));
        System.out.println(hex.toHexDigits((byte) -2) + " " + hex.toHexDigits('A') + " " + hex.toHexDigits((short) -1) + " " + hex.toHexDigits(0xCAFE) + " " + hex.toHexDigits(-2L) + " " + hex.withUpperCase().toHexDigits(0xabcdefL, 4));
        System.out.println(hex.toHighHexDigit(0xab) + "" + hex.toLowHexDigit(0xab) + " " + hex.toHexDigits(new StringBuilder("x="), (byte) 0x5a));
        System.out.println(HexFormat.isHexDigit('f') + " " + HexFormat.isHexDigit('g') + " " + HexFormat.fromHexDigit('C') + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigits("ffffffff") + " " + HexFormat.fromHexDigitsToLong("123456789abcdef0") + " " + HexFormat.fromHexDigits("zz12", 2, 4));
        System.out.println(hex.equals(HexFormat.of()) + " " + hex.equals(hex.withUpperCase()) + " " + (hex.hashCode() == HexFormat.of().hashCode()) + " " + fancy.hashCode() + " " + hex.hashCode() + " " + hex);
        System.out.println(hex.formatHex(new StringBuilder("bytes: "), bytes, 0, 2) + " " + fancy.delimiter() + fancy.prefix() + fancy.suffix() + fancy.isUpperCase());
        attempt("odd length", () -> hex.parseHex("abc"));
        attempt("bad digit", () -> hex.parseHex("0g"));
        attempt("bad delimiter", () -> fancy.parseHex("#00; #01;"));
        attempt("wrong delimiter char", () -> fancy.parseHex("#00;,,#01;"));
        attempt("wrong prefix", () -> fancy.parseHex("$00;"));
        attempt("newline in literal", () -> HexFormat.ofDelimiter("\n").parseHex("00\r01"));
        attempt("too many digits", () -> HexFormat.fromHexDigits("123456789"));
        attempt("too many long digits", () -> HexFormat.fromHexDigitsToLong("12345678901234567"));
        attempt("digit count", () -> hex.toHexDigits(1L, 17));
        attempt("range", () -> hex.formatHex(bytes, 4, 2));
        attempt("null delimiter", () -> HexFormat.ofDelimiter(null));
        attempt("fromHexDigit", () -> HexFormat.fromHexDigit(0x100));
    }
}
