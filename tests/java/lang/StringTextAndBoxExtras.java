import java.util.Iterator;
import java.util.function.Function;

/**
 * String's text-block helpers (indent, stripIndent, translateEscapes), transform, matches and
 * join over an Iterable, locale case mapping, code point methods, and the static helpers of the
 * box classes (unsigned arithmetic, Boolean.logical*, Character.getNumericValue/isAlphabetic/toChars).
 */
public class StringTextAndBoxExtras {
    static String show(String s) {
        return "<" + s.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t") + ">";
    }

    public static void main(String[] args) {
        String[] texts = { "", "a", "a\nb", "  a\n    b\n", "\tx\r\n  y\rz", "line\n\n", "   \n  a  \n     ", "  one\n  two",
                "    x\n  y\n", "\u2003wide\n ok" };
        for (String t : texts) {
            System.out.println(show(t) + " indent(2)=" + show(t.indent(2)) + " indent(-1)=" + show(t.indent(-1))
                    + " indent(0)=" + show(t.indent(0)) + " indent(MIN)=" + show(t.indent(Integer.MIN_VALUE))
                    + " stripIndent=" + show(t.stripIndent()));
        }
        String[] escapes = { "plain", "a\\tb\\nc", "\\'\\\"\\\\", "\\s\\b\\f\\r", "oct \\0 \\7 \\12 \\101 \\377 \\400 \\8",
                "cont\\\nnext", "cont\\\r\nnext", "\\u0041" };
        for (String e : escapes) {
            try {
                System.out.println(show(e) + " -> " + show(e.translateEscapes()));
            } catch (IllegalArgumentException x) {
                System.out.println(show(e) + " -> " + x.getMessage());
            }
        }
        try {
            "bad\\".translateEscapes();
        } catch (IllegalArgumentException x) {
            System.out.println(show(x.getMessage()));
        }
        String block = """
                Hello,
                  text block \
                joined
                end\s
                """;
        System.out.println(show(block));

        Function<String, Integer> len = String::length;
        System.out.println("transform " + "abc".transform(len) + " " + "x".transform(s -> s + s));
        System.out.println("matches " + "abc".matches("abc") + " " + "abc".matches("ab") + " " + "a.c".matches("a\\.c")
                + " " + "".matches(""));
        System.out.println("replaceAll " + "a.b.c".replaceAll("\\.", "-") + " " + "aaa".replaceFirst("a", "b"));

        Iterable<String> it = () -> new Iterator<String>() {
            int i = 0;
            public boolean hasNext() { return i < 3; }
            public String next() { return "e" + i++; }
        };
        System.out.println("join " + String.join(", ", it) + " " + String.join("-", "a", "b") + " [" + String.join("x") + "]");
        StringBuilder sbs = new StringBuilder("sb");
        System.out.println("join CharSequences " + String.join("+", sbs, "str", new StringBuffer("buf")));

        System.out.println("case " + "Straße ǅ".toUpperCase(java.util.Locale.ROOT) + " " + "ΟΔΟΣ".toLowerCase(java.util.Locale.US)
                + " " + "istanbul".toUpperCase(new java.util.Locale("tr", "TR")) + " " + "DIŞ".toLowerCase(new java.util.Locale("tr")));

        String cp = "a\uD83D\uDE00b\uD800c";
        System.out.println("codePoints " + cp.codePointAt(1) + " " + cp.codePointAt(2) + " " + cp.codePointBefore(3) + " "
                + cp.codePointCount(0, cp.length()) + " " + cp.offsetByCodePoints(0, 2) + " " + cp.offsetByCodePoints(cp.length(), -3));
        // case-insensitive comparison: Latin-1, Greek, Georgian, title case, supplementary letters,
        // unpaired surrogates (HotSpot compares code points only when both strings are UTF-16)
        String[] ci = { "", "a", "A", "ab", "\u00B5", "\u039C", "\u03BC", "\u00FF", "\u0178", "\u0130", "i", "\u0131",
                "\uD801\uDC00", "\uD801\uDC28", "\uD801\uDC00x", "\uD801\uDC28y", "\uD802\uDC00", "a\uD801", "A\uDC28",
                "\uFB00", "\uDC28", "\u10A0", "\u2D00", "\u01C5", "\u01C6", "\u0100\uD801\uDC00", "\u00E9\uD801\uDC00" };
        StringBuilder cmp = new StringBuilder();
        for (String x : ci) {
            cmp.setLength(0);
            for (String y : ci) {
                cmp.append(x.compareToIgnoreCase(y)).append(x.equalsIgnoreCase(y) ? 'T' : 'F')
                        .append(String.CASE_INSENSITIVE_ORDER.compare(x, y) == x.compareToIgnoreCase(y) ? "" : "!")
                        .append(x.regionMatches(true, 1, y, 1, 1) ? 't' : 'f').append(' ');
            }
            System.out.println("ci " + cmp);
        }
        char[] chars = { 'h', 'e', 'l', 'l', 'o' };
        System.out.println("valueOf " + String.valueOf(chars, 1, 3) + " " + String.copyValueOf(chars) + " "
                + String.copyValueOf(chars, 2, 2) + " " + "Hello".regionMatches(true, 1, "XELL", 1, 3) + " "
                + "Hello".regionMatches(1, "ell", 0, 3));
        System.out.println("StringBuilder.compareTo " + new StringBuilder("abc").compareTo(new StringBuilder("abd")) + " "
                + new StringBuilder("b").compareTo(new StringBuilder("abc")) + " " + new StringBuilder().compareTo(new StringBuilder()));

        System.out.println("Boolean " + Boolean.logicalAnd(true, false) + " " + Boolean.logicalOr(true, false) + " "
                + Boolean.logicalXor(true, true) + " " + Boolean.hashCode(true) + " " + Boolean.compare(false, true));
        int[] ints = { 0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, -7, 1000000 };
        for (int a : ints) {
            System.out.println("int " + a + " " + Integer.toUnsignedString(a) + " " + Integer.toUnsignedLong(a) + " "
                    + Integer.divideUnsigned(a, 3) + " " + Integer.remainderUnsigned(a, 7) + " " + Integer.compareUnsigned(a, 5)
                    + " " + Integer.hashCode(a) + " " + Integer.sum(a, 2) + " " + Integer.toUnsignedString(a, 16) + " "
                    + Integer.parseUnsignedInt(Integer.toUnsignedString(a)));
        }
        long[] longs = { 0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, -7, 10000000000L };
        for (long a : longs) {
            System.out.println("long " + a + " " + Long.toUnsignedString(a) + " " + Long.divideUnsigned(a, 3) + " "
                    + Long.remainderUnsigned(a, 7) + " " + Long.compareUnsigned(a, 5) + " " + Long.hashCode(a) + " "
                    + Long.sum(a, 2) + " " + Long.toUnsignedString(a, 36) + " " + Long.parseUnsignedLong(Long.toUnsignedString(a)));
        }
        int[] cps = { '7', 'a', 'Z', '\u0663', '\u216B', '\u00BD', 0x1D7D9, '-', 0x10400, 0x4E00 };
        for (int c : cps) {
            System.out.println("char " + Integer.toHexString(c) + " " + Character.getNumericValue(c) + " " + Character.isAlphabetic(c)
                    + " " + new String(Character.toChars(c)).length() + " " + Character.isLetter(c) + " " + Character.digit(c, 36));
        }
        char[] pair = Character.toChars(0x1F600);
        System.out.println("toChars " + (int) pair[0] + " " + (int) pair[1] + " " + Character.codePointAt(pair, 0) + " "
                + Character.codePointAt("x\uD83D\uDE00", 1));
        java.util.Locale built = new java.util.Locale.Builder().setLanguage("FR").setRegion("ca").setVariant("POSIX").build();
        System.out.println("builder " + built + " " + built.toLanguageTag() + " " + new java.util.Locale.Builder().setLocale(java.util.Locale.US).build()
                + " " + new java.util.Locale.Builder().setLanguageTag("de-AT").build() + " "
                + new java.util.Locale.Builder().setLanguage("en").clear().build().equals(java.util.Locale.ROOT));
        String[][] bad = {{"language", "1x"}, {"language", "toolongxxx"}, {"region", "USA"}, {"variant", "ab"}, {"variant", "POSIX-x"}};
        for (String[] b : bad) {
            try {
                java.util.Locale.Builder builder = new java.util.Locale.Builder();
                if (b[0].equals("language")) {
                    builder.setLanguage(b[1]);
                } else if (b[0].equals("region")) {
                    builder.setRegion(b[1]);
                } else {
                    builder.setVariant(b[1]);
                }
            } catch (java.util.IllformedLocaleException e) {
                System.out.println(e.getMessage() + " " + e.getErrorIndex());
            }
        }
        double r = Math.random();
        System.out.println("random in [0,1): " + (r >= 0 && r < 1) + " " + (StrictMath.random() < 1));
    }
}
