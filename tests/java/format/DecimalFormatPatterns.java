import java.text.*;
import java.util.*;
import java.math.*;
// DecimalFormat and NumberFormat against java: patterns (prefixes, quotes, grouping, exponents,
// engineering notation, percent, currency, negative subpatterns), HALF_EVEN on the exact
// binary value (1.005 -> 1.00), other rounding modes, -0.0, NaN and infinities, toPattern.
public class DecimalFormatPatterns {
    public static void main(String[] args) throws Exception {
        System.out.println(Locale.getDefault() + " " + NumberFormat.getCurrencyInstance().format(1234.5) + " " + NumberFormat.getCurrencyInstance(Locale.US).format(-1234.5) + " " + NumberFormat.getInstance().format(1234567.891234) + " " + NumberFormat.getPercentInstance().format(0.256) + " " + NumberFormat.getIntegerInstance().format(2.5) + " " + NumberFormat.getIntegerInstance().format(3.5));
        double[] vals = {0, -0.0, 1.005, 2.675, 0.125, 0.135, -0.001, 1234567.891, 1e-7, 123456789012.345, 1e20, 0.5, 1.5, 2.5, -2.5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 3.14159, 100, 0.1, 9.995, 99.995};
        String[] pats = {"#.##", "0.00", "#,##0.00", "$#,##0.00;($#,##0.00)", "0.###E0", "00.###E0", "##0.#####E0", "000", "#%", "0.0%", "#,##0.0#", "'#'#", "#.##¤", "0.00 'units'", "#", "0", ".00", "#,#00.0#", "0.0000E00", "##,##,###"};
        for (String p : pats) {
            DecimalFormat df = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(p + " [" + df.toPattern() + "] ");
            for (double v : vals) sb.append(df.format(v)).append(" | ");
            sb.append(df.format(123456789L)).append(" | ").append(df.format(-42L)).append(" | ").append(df.format(new BigDecimal("12345.6789"))).append(" | ").append(df.format(new BigInteger("123456789012345678901234567890")));
            System.out.println(sb);
        }
        DecimalFormat d2 = new DecimalFormat("0.00"); d2.setRoundingMode(RoundingMode.HALF_UP); System.out.println(d2.format(1.005) + " " + d2.format(2.675) + " " + d2.format(0.125) + " " + d2.format(-0.125));
        d2.setRoundingMode(RoundingMode.CEILING); System.out.println(d2.format(1.001) + " " + d2.format(-1.009));
        NumberFormat nf = NumberFormat.getInstance(); nf.setMaximumFractionDigits(2); nf.setMinimumFractionDigits(2); nf.setGroupingUsed(false); System.out.println(nf.format(1234.5678) + " " + nf.format(7));
        nf.setMinimumIntegerDigits(5); System.out.println(nf.format(3.14));
        System.out.println(NumberFormat.getInstance().parse("1,234.56") + " " + NumberFormat.getInstance().parse("1234") + " " + NumberFormat.getInstance().parse("-12abc") + " " + NumberFormat.getPercentInstance().parse("25%") + " " + new DecimalFormat("#.##").parse("3.99999999999999999999").getClass());
        try { NumberFormat.getInstance().parse("abc"); } catch (ParseException e) { System.out.println(e + " " + e.getErrorOffset()); }
        DecimalFormat d3 = new DecimalFormat("#,##0.###"); System.out.println(d3.getMaximumFractionDigits() + " " + d3.getMinimumIntegerDigits() + " " + d3.getGroupingSize() + " " + d3.getPositivePrefix() + "|" + d3.getNegativePrefix() + " " + d3.toPattern() + " " + d3.getRoundingMode());
        DecimalFormat cur = (DecimalFormat) NumberFormat.getCurrencyInstance(Locale.US); System.out.println(cur.toPattern() + " " + cur.format(-0.004) + " " + cur.getPositivePrefix() + " " + cur.getNegativePrefix());
        System.out.println(new DecimalFormat("0.00").format(-0.004) + " " + new DecimalFormat("#.##").format(-0.004) + " " + String.format("%.2f", -0.004));
        System.out.println(NumberFormat.getInstance().format(12345678901234567890.0) + " " + NumberFormat.getInstance().format(Long.MIN_VALUE) + " " + new DecimalFormat("#").format(1e30));
    }
}
