import java.text.*;
import java.util.*;
import java.math.*;
// DecimalFormat on random doubles, patterns and rounding modes (format, parse back, long and
// BigDecimal forms), malformed patterns and their messages, parse positions and results.
public class DecimalFormatRandomized {
    public static void main(String[] args) throws Exception {
        Random r = new Random(20261122L);
        String[] pats = {"#.##", "0.00", "#,##0.00", "0.###E0", "00.###E0", "##0.#####E0", "000", "#%", "0.0%", "#,##0.0#", "#", ".00", "#,#00.0#", "0.0000E00", "#,##0.###", "0.0##E0", "#.", "0.", "#0.0#;(#0.0#)", "##0.0E0", "0.00\u2030", "#,##0;-#,##0", "¤#,##0.00", "000.000", "#,##,##0.00", "0E0", "##E0", "#.#########"};
        RoundingMode[] modes = RoundingMode.values();
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 800; k++) {
            double v;
            switch (k % 6) {
                case 0: v = r.nextDouble() * Math.pow(10, r.nextInt(20) - 8); break;
                case 1: v = Math.round(r.nextDouble() * 100000) / 1000.0; break;
                case 2: v = (r.nextInt(20000) - 10000) / 8.0; break;
                case 3: v = Double.longBitsToDouble(r.nextLong()); break;
                case 4: v = r.nextInt(1000) + 0.5 + (r.nextBoolean() ? 0.005 : 0.0005); break;
                default: v = -r.nextDouble() * Math.pow(10, r.nextInt(30) - 15); break;
            }
            DecimalFormat df = new DecimalFormat(pats[r.nextInt(pats.length)]);
            RoundingMode m = modes[r.nextInt(modes.length)];
            if (m != RoundingMode.UNNECESSARY) df.setRoundingMode(m);
            if (r.nextInt(5) == 0) df.setMaximumFractionDigits(r.nextInt(8));
            if (r.nextInt(5) == 0) df.setMinimumIntegerDigits(r.nextInt(4));
            try {
                String s = df.format(v);
                sb.append(df.toPattern()).append(' ').append(m).append(' ').append(v).append(" -> ").append(s);
                try { sb.append(" <- ").append(df.parse(s)); } catch (ParseException e) { sb.append(" parse fail ").append(e.getErrorOffset()); }
                long lv = (long) (v * 1000);
                sb.append(" | ").append(df.format(lv)).append(" | ").append(Double.isFinite(v) ? df.format(new BigDecimal(v)) : "-").append('\n');
            } catch (ArithmeticException e) { sb.append("AE ").append(e.getMessage()).append('\n'); }
        }
        System.out.print(sb);
        String[] bad = {"#.#.#", "0#", "#,", "'abc", "0.0E", "#%%", ";#", "#,##0.0#;", "##0.00E0.0", "#E0", "0,", "#,#,#,#"};
        for (String b : bad) { try { System.out.println(b + " -> " + new DecimalFormat(b).toPattern()); } catch (IllegalArgumentException e) { System.out.println(b + " -> " + e.getMessage()); } }
        String[] parses = {"1,234", "1,234.5", "-1,234.5e3", "1.5E-2", "12%", "$1,234.56", "(12.5)", "1,2,3", "1,", "abc", "", "-0", "0.000", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1E400", "∞", "-∞", "NaN", "  12", "12  ", "007"};
        for (String p : parses) {
            for (String pat : new String[]{"#,##0.###", "#,##0.00;(#,##0.00)", "#%", "¤#,##0.00"}) {
                DecimalFormat df = new DecimalFormat(pat); ParsePosition pp = new ParsePosition(0);
                Number n = df.parse(p, pp);
                System.out.print(p + "/" + pat + "=" + n + (n == null ? "" : ":" + n.getClass().getSimpleName()) + "@" + pp.getIndex() + "," + pp.getErrorIndex() + "  ");
            }
            System.out.println();
        }
        DecimalFormat bd = new DecimalFormat("#,##0.00"); bd.setParseBigDecimal(true); System.out.println(bd.parse("1,234.5678") + " " + bd.parse("-0.10").getClass());
        NumberFormat pi = NumberFormat.getIntegerInstance(); System.out.println(pi.parse("12.9") + " " + pi.format(-0.5) + " " + pi.format(1.5));
    }
}
