/**
 * String.format over a grid of conversions x flags x widths x precisions x values: integral
 * (d o x X with Byte/Short/Integer/Long), floating point (e E f g G a A with Float/Double incl.
 * NaN, infinities, -0.0, subnormals, HALF_UP ties such as 0.125 and 1.005), general (s S b B h H),
 * character (c C with Character and code points), %n and %%. Combinations the JDK rejects print
 * the exception's class and message.
 */
public class StringFormatConversions {
    static final StringBuilder out = new StringBuilder();
    static int lines;

    static void t(String format, Object... args) {
        String r;
        try {
            r = "[" + String.format(format, args) + "]";
        } catch (RuntimeException e) {
            r = e.getClass().getName() + ": " + e.getMessage();
        }
        out.append(format).append(" | ").append(args != null && args.length > 0 ? String.valueOf(args[0]) : "-").append(" -> ")
                .append(r).append('\n');
        lines++;
    }

    public static void main(String[] args) {
        integers();
        floats();
        roundingTies();
        general();
        characters();
        text();
        System.out.print(out);
        System.out.println(lines + " formats");
    }

    static void integers() {
        Object[] values = { 0, 1, -1, 7, -42, 255, 1234567, -1234567, Integer.MAX_VALUE, Integer.MIN_VALUE,
                0L, -1L, 123456789012345L, Long.MAX_VALUE, Long.MIN_VALUE, (byte) 0, (byte) 127, (byte) -128,
                (byte) -1, (short) 32767, (short) -32768, (short) -300, null };
        String[] flags = { "", "-", "+", " ", "0", ",", "(", "#", "+,", "(,", "0,", "-,", "+0", " 0", "(0", ",(0", "-#",
                "+(", "#0", "-0", "+ " };
        String[] widths = { "", "1", "12", "25" };
        int k = 0;
        for (char c : new char[] { 'd', 'o', 'x', 'X' }) {
            for (String f : flags) {
                for (String w : widths) {
                    for (int i = k++ % 7; i < values.length; i += 7) {
                        t("%" + f + w + c, values[i]);
                    }
                }
            }
        }
        t("%.2d", 5);
        t("%d", 1.5);
        t("%x", "str");
        t("%o", 'c');
        t("%d", true);
    }

    static void floats() {
        Object[] values = { 0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1.0 / 3, 2.0 / 3, 123.456, -98765.4321, 1e7, 1e-4, 1e-5,
                9.999999e-5, 123456789.0, 1e100, -1e-100, Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.1f, 3.4028235e38f, -1.17549435E-38f,
                1.4E-45f, 16777217.0f, 9.5, 99.95, 0.999999, 999999.5, 1e23, 9.223372036854776E18, null };
        String[] flags = { "", "-", "+", " ", "0", ",", "(", "#", "+,", "(,", "0,", "+0", " 0", "(0", ",(0", "-#" };
        String[] widths = { "", "8", "20" };
        String[] precisions = { "", ".0", ".1", ".3", ".10", ".17" };
        int k = 0;
        for (char c : new char[] { 'e', 'E', 'f', 'g', 'G', 'a', 'A' }) {
            for (String f : flags) {
                for (String w : widths) {
                    for (String p : precisions) {
                        for (int i = k++ % 23; i < values.length; i += 23) {
                            t("%" + f + w + p + c, values[i]);
                        }
                    }
                }
            }
        }
        // every value at a few plain precisions
        for (Object v : values) {
            t("%f %e %g %a", v, v, v, v);
            t("%.0f %.2f %.5f %.20f", v, v, v, v);
            t("%.0e %.2e %.9e %.16e", v, v, v, v);
            t("%.0g %.1g %.4g %.12g", v, v, v, v);
            t("%.1a %.4a %.12a %.13a", v, v, v, v);
        }
        t("%f", 1);
        t("%e", "x");
        t("%a", 1L);
        t("%,e", 1.0);
        t("%#g", 1.0);
        t("%(a", 1.0);
        t("%,a", 1.0);
    }

    /** Digits are those of Double.toString, rounded HALF_UP (not the exact binary value). */
    static void roundingTies() {
        double[] ties = { 0.125, 0.375, 1.005, 2.675, 0.05, 0.15, 0.25, 0.35, 0.45, 1.45, 2.5, 3.5, -2.5, 1.0005,
                1234.5, 0.0005, 0.00049999, 5e-7, 9.995, 99.995, 0.9999995, 8.345, 1.115, 4.35, 0.045 };
        for (double d : ties) {
            t("%.0f %.1f %.2f %.3f", d, d, d, d);
            t("%.0e %.1e %.2e %.3e", d, d, d, d);
            t("%.1g %.2g %.3g", d, d, d);
        }
        // pseudo-random doubles across the whole range (a fixed LCG, so the output is deterministic)
        long seed = 42;
        for (int i = 0; i < 100; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double d = Double.longBitsToDouble(seed);
            if (Double.isNaN(d)) {
                continue;
            }
            t("%.3e %.15e %.17g %a", d, d, d, d);
            double scaled = (seed >>> 11) * 0x1.0p-53 * Math.scalb(1.0, (int) (i % 80) - 40);
            t("%.4f %.12f %.6e %g", scaled, scaled, scaled, scaled);
            float f = (float) scaled;
            t("%.4f %.12f %.6e %g", f, f, f, f);
        }
    }

    static void general() {
        Object[] values = { "hello", "", "Straße", "ǆ", null, true, false, 42, 'q', 1.5, Boolean.TRUE };
        String[] specs = { "%s", "%S", "%10s", "%-10s|", "%.2s", "%8.3s|", "%-8.1S|", "%b", "%B", "%7b|", "%-7B|", "%.3b",
                "%h", "%H", "%12h|", "%-12H|", "%.4h", "%#s", "%+s", "%0s", "%,s", "%(s", "% s", "%#b", "%#h", "%-s", "%-b" };
        for (String s : specs) {
            for (Object v : values) {
                t(s, v);
            }
        }
    }

    static void characters() {
        Object[] values = { 'a', 'Z', 'ß', '\u01C6', 65, 0x1F600, 0x10FFFF, 0x110000, -1, (byte) 66, (byte) -1,
                (short) 0x263A, 65L, "s", null };
        String[] specs = { "%c", "%C", "%4c|", "%-4C|", "%#c", "%+c", "%0c", "%.1c", "%-c" };
        for (String s : specs) {
            for (Object v : values) {
                t(s, v);
            }
        }
    }

    static void text() {
        t("%n");
        t("%%");
        t("%5%|");
        t("%-5%|");
        t("%-%");
        t("%05%");
        t("%.2%");
        t("%5n");
        t("%-n");
        t("100%% sure%n");
        t("%2$s %1$s %<s %s %s %<S", "a", "b");
        t("%3$s", "a", "b");
        t("%<s", "a");
        t("%s %s", "a");
        t("%1$s %s %s %2$s %<s %s", "x", "y", "z");
        t("%0$s", "a");
        t("%99999999999$s", "a");
        t("%99999999999s", "a");
        t("%.99999999999s", "a");
        t("%q", "a");
        t("%");
        t("abc%");
        t("%.f", 1.0);
        t("%5.x", 1);
        t("%-#+ 0,(<d", 1);
        t("%--5d", 1);
        t("%,,d", 1);
        t("%++d", 1);
        t("%  d", 1);
        t("%##x", 1);
        t("%((d", 1);
        t("%<<s", 1);
        t("%+ d", 1);
        t("%-05d", 1);
        t("%-d", 1);
        t("%0d", 1);
        t("%-e", 1.0);
        t("%0f", 1.0);
        t("%D", 1);
        t("%F", 1.0);
        t("%O", 1);
        t("%tq", 1L);
        t("%t", 1L);
        t("%T", 1L);
        t("%tY", (Object) null);
        t("%-tY", (Object) null);
        t("%.2tY", (Object) null);
        t("%#tY", (Object) null);
        t("%tY", "notadate");
        t("%s %d", null, null);
        t("%s %s %s", (Object[]) null);
        t("%d%%%s%n", 5, "x");
        t("plain text");
        t("");
        t("%ä", 1);
        t("%1$", 1);
        t("%1$-", 1);
        t("%-10", 1);
    }
}
