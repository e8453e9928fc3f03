import java.io.OutputStream;
import java.util.*;

/**
 * java.util.Formatter's API (format chaining, toString, out, locale, close, Appendable targets),
 * PrintStream.printf/format (incl. the text printed before a failing specifier), String.formatted,
 * String.format with a Locale, and the getters and messages of the IllegalFormatException family.
 */
public class FormatterApiAndPrintf {
    public static void main(String[] args) {
        Formatter fm = new Formatter();
        fm.format("%d-%s", 1, "a").format("|%5.1f|", 2.25);
        System.out.println(fm.toString() + " " + fm.out().getClass().getName() + " " + fm.locale());
        StringBuilder target = new StringBuilder("pre:");
        Formatter onSb = new Formatter(target);
        onSb.format("%x", 255);
        System.out.println(target + " " + (onSb.out() == target) + " " + onSb.ioException());
        Formatter withLocale = new Formatter(Locale.US);
        System.out.println(withLocale.format("%,.3f", 1234567.8915).toString() + " " + withLocale.locale());
        Formatter nullAppendable = new Formatter((Appendable) null);
        System.out.println("null appendable -> " + nullAppendable.format("ok %b", (Object) null));
        fm.close();
        fm.close();
        try {
            fm.format("x");
        } catch (FormatterClosedException e) {
            System.out.println("closed: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            fm.toString();
        } catch (IllegalStateException e) {
            System.out.println("closed toString: " + e.getClass().getName());
        }
        System.out.println("ioException after close: " + fm.ioException());

        System.out.printf("printf %d %s %.3f%n", 42, "str", Math.PI);
        System.out.format("format %08.2f|%-6s|%6s|%n", -3.14159, "ab", "cd");
        System.out.printf(Locale.ROOT, "root %,d%n", 1234567890L);
        System.out.format(Locale.UK, "uk %,.2f%n", 9876543.215);
        PrintStream(System.out);
        try {
            System.out.printf("before %d then %s and %s%n", 1, "two");
        } catch (MissingFormatArgumentException e) {
            System.out.println();
            System.out.println("partial printf: " + e.getMessage() + " / " + e.getFormatSpecifier());
        }
        try {
            System.out.printf("parse error first %d %q%n", 1);
        } catch (UnknownFormatConversionException e) {
            System.out.println("nothing printed: " + e.getMessage() + " / " + e.getConversion());
        }
        StringBuilder bytes = new StringBuilder();
        java.io.PrintStream ps = new java.io.PrintStream(new OutputStream() {
            public void write(int b) {
                bytes.append(Integer.toHexString(b & 0xff)).append(' ');
            }
        });
        ps.printf("%s=%d;", "k", 7).format("%c", '\u00e9');
        ps.flush();
        System.out.println("to bytes: " + bytes);

        System.out.println("%s is %d years".formatted("Alice", 30));
        System.out.println("%.2f%%".formatted(12.345));
        System.out.println(String.format(Locale.US, "%,d|%.2e|%S", 1234567, 12345.678, "us"));
        System.out.println(String.format(Locale.ROOT, "%,.4f", -0.00005));
        System.out.println(String.format(Locale.GERMANY, "%d %s %x", 12345, "no separators needed", 255));
        System.out.println(String.format(new Locale("tr", "TR"), "%S %s", "istanbul", "ISTANBUL"));
        System.out.println(String.format((Locale) null, "%,d %S", 1234567, "null locale"));

        exceptions();
        locales();
    }

    static void PrintStream(java.io.PrintStream out) {
        out.printf("%s%n", "passed a PrintStream");
        Formatter f = new Formatter(out);
        f.format("formatter on System.out %d%n", 5);
        f.flush();
    }

    static void exceptions() {
        try {
            String.format("%,c", 'x');
        } catch (FormatFlagsConversionMismatchException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getFlags() + " " + e.getConversion() + " " + e.getMessage());
        }
        try {
            String.format("%--d", 1);
        } catch (DuplicateFormatFlagsException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getFlags() + " " + e.getMessage());
        }
        try {
            String.format("%+ d", 1);
        } catch (IllegalFormatFlagsException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getFlags() + " " + e.getMessage());
        }
        try {
            String.format("%c", -5);
        } catch (IllegalFormatCodePointException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getCodePoint() + " " + e.getMessage());
        }
        try {
            String.format("%d", 1.5f);
        } catch (IllegalFormatConversionException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getConversion() + " " + e.getArgumentClass().getName()
                    + " " + e.getMessage());
        }
        try {
            String.format("%.3d", 1);
        } catch (IllegalFormatPrecisionException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getPrecision() + " " + e.getMessage());
        }
        try {
            String.format("%3n");
        } catch (IllegalFormatWidthException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getWidth() + " " + e.getMessage());
        }
        try {
            String.format("%-x", 1);
        } catch (MissingFormatWidthException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getFormatSpecifier() + " " + e.getMessage());
        }
        try {
            String.format("%0$d", 1);
        } catch (IllegalFormatException e) {
            System.out.println(e.getClass().getName() + " " + e.getMessage() + " " + (e instanceof IllegalArgumentException));
        }
        try {
            String.format(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null format: NullPointerException");
        }
        UnknownFormatFlagsException u = new UnknownFormatFlagsException("~");
        System.out.println(u.getMessage() + " " + u.getFlags());
        try {
            new MissingFormatArgumentException(null);
        } catch (NullPointerException e) {
            System.out.println("null specifier: NullPointerException");
        }
    }

    static void locales() {
        Locale[] ls = { Locale.ROOT, Locale.US, Locale.UK, Locale.ENGLISH, Locale.GERMANY, Locale.CANADA_FRENCH, Locale.CHINA,
                Locale.PRC, new Locale("EN", "us"), new Locale("", "US"), new Locale("en", "", "POSIX"),
                new Locale("", "", "X"), Locale.forLanguageTag("en-GB"), Locale.forLanguageTag("und") };
        for (Locale l : ls) {
            System.out.println("[" + l + "] " + l.getLanguage() + " " + l.getCountry() + " " + l.getVariant() + " "
                    + l.hashCode() + " " + l.toLanguageTag() + " " + l.equals(Locale.US));
        }
        System.out.println(Locale.getDefault() + " " + (Locale.CHINA == Locale.SIMPLIFIED_CHINESE));
        try {
            Locale.setDefault(null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("Title".toUpperCase(Locale.ROOT) + " " + "TITLE".toLowerCase(Locale.ENGLISH) + " "
                + "title".toUpperCase(new Locale("tr")) + " " + "TITLE \u0130I\u0307".toLowerCase(new Locale("az")));
    }
}
