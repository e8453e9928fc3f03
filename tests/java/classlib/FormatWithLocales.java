import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Locale;

/** String.format and NumberFormat under several locales: grouping and decimal separators, percent, currency. */
public class FormatWithLocales {
    public static void main(String[] args) throws Exception {
        Locale[] locales = {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRANCE, Locale.ITALY, new Locale("de", "CH"), Locale.ROOT};
        double value = 1234567.891;
        for (Locale l : locales) {
            System.out.println("[" + l + "] " + String.format(l, "%,.2f | %.3e | %10.1f | %,d | %s", value, value, -value, 9876543210L, 1.5)
                    .replace('\u00a0', '_').replace('\u202f', '~'));
            NumberFormat nf = NumberFormat.getNumberInstance(l);
            NumberFormat pf = NumberFormat.getPercentInstance(l);
            NumberFormat inf = NumberFormat.getIntegerInstance(l);
            System.out.println("    number " + nf.format(value).replace('\u00a0', '_').replace('\u202f', '~') + " percent "
                    + pf.format(0.256).replace('\u00a0', '_') + " integer " + inf.format(2.5) + "/" + inf.format(3.5)
                    + " parse " + nf.parse(nf.format(1234.5)));
            DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(l);
            System.out.println("    symbols decimal=" + sym.getDecimalSeparator() + " grouping=" + (int) sym.getGroupingSeparator()
                    + " minus=" + sym.getMinusSign() + " percent=" + sym.getPercent() + " exp=" + sym.getExponentSeparator());
        }
        System.out.println(NumberFormat.getCurrencyInstance(Locale.US).format(-1234.5) + " " + NumberFormat.getCurrencyInstance(Locale.UK).format(1234.5));
        DecimalFormat df = new DecimalFormat("#,##0.00;(#,##0.00)", DecimalFormatSymbols.getInstance(Locale.GERMANY));
        System.out.println(df.format(-4321.125) + " " + df.format(0.5) + " " + df.parse("(1.234,50)"));
        System.out.println(String.format(new Locale("ar", "EG"), "%d %,.2f", 1234567, 0.5) + " " + String.format(new Locale("hi", "IN"), "%,d", 123456789)
                + " " + String.format(Locale.forLanguageTag("de-AT-u-nu-latn"), "%,.1f", 1234.5) + " " + String.format(new Locale("de", "XX"), "%,d", 1234567));
        System.out.println(String.format(Locale.GERMANY, "%08.2f|%-,10d|%+,d|%(,.1f", -3.14159, 1234567, 1234, -9876.54));
        System.out.println("upper: " + "title".toUpperCase(Locale.ROOT) + " " + "TITLE".toLowerCase(new Locale("tr")) + " "
                + "TITLE".toLowerCase(Locale.ENGLISH));
    }
}
