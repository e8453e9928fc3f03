package java.text;

import java.util.Locale;

/**
 * rvm's java.text.DecimalFormatSymbols: the symbols JDK 17 (CLDR) gives each of its available
 * locales (digits, separators, signs, exponent, infinity, NaN), generated into RvmNumberSymbols by
 * tools/GenLocaleNames.javagen together with the locales' number and percent patterns that
 * NumberFormat uses. A locale that is not available takes the data of the nearest one (dropping
 * variant, region, script in turn; the root's last), as the JDK's lookup does for ordinary tags.
 * Currency symbols: "$"/USD for en_US (also CA, AU, NZ with their codes), "\u00a3"/GBP for en_GB,
 * "\u00a4"/XXX when the locale has no country (as HotSpot under LANG=C.UTF-8); other currencies
 * are refused with UnsupportedOperationException when used.
 */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 5772796243397350300L;

    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String NaN = "NaN";
    private char minusSign = '-';
    private String currencySymbol;
    private String intlCurrencySymbol;
    private char monetarySeparator = '.';
    private char exponential = 'E';
    private String exponentialSeparator = "E";
    private char monetaryGroupingSeparator = ',';
    private Locale locale;

    public DecimalFormatSymbols() {
        this(Locale.getDefault());
    }

    public DecimalFormatSymbols(Locale locale) {
        java.util.Objects.requireNonNull(locale);
        this.locale = locale;
        String[] f = rvmData(locale);
        zeroDigit = f[0].charAt(0);
        groupingSeparator = f[1].charAt(0);
        decimalSeparator = f[2].charAt(0);
        perMill = f[3].charAt(0);
        percent = f[4].charAt(0);
        minusSign = f[5].charAt(0);
        exponentialSeparator = f[6];
        infinity = f[7];
        NaN = f[8];
        monetarySeparator = f[9].charAt(0);
        monetaryGroupingSeparator = f[10].charAt(0);
        String country = locale.getCountry();
        String language = locale.getLanguage();
        // The currency pattern NumberFormat uses ("\u00a4#,##0.00") is English's.
        switch (language.isEmpty() || language.equals("en") ? country : "?") {
            case "US":
            case "CA":
            case "AU":
            case "NZ":
                currencySymbol = "$";
                intlCurrencySymbol = country.equals("US") ? "USD" : country.equals("CA") ? "CAD" : country.equals("AU") ? "AUD" : "NZD";
                if (!locale.getLanguage().equals("en")) {
                    currencySymbol = country.equals("US") ? "US$" : currencySymbol;
                }
                break;
            case "GB":
                currencySymbol = "\u00a3";
                intlCurrencySymbol = "GBP";
                break;
            case "":
                currencySymbol = "\u00a4";
                intlCurrencySymbol = "XXX";
                break;
            default:
                currencySymbol = null;
                intlCurrencySymbol = null;
                break;
        }
    }

    /** The generated sets, split on first use, and the locale table (Locale.toString() to set index). */
    private static final class Data {
        static final String[][] SETS = jdk.internal.misc.RvmTables.records(RvmNumberSymbols.SETS);
        static final java.util.HashMap<String, String> LOCALES = jdk.internal.misc.RvmTables.pairs(RvmNumberSymbols.LOCALES);
    }

    /**
     * rvm-only: the generated fields for locale (see RvmNumberSymbols): symbols 0-10, then the
     * number pattern (11) and the percent pattern (12).
     */
    static String[] rvmData(Locale locale) {
        String[] data = CACHE.get(locale);
        if (data == null) {
            data = lookup(locale);
            CACHE.put(locale, data);
        }
        return data;
    }

    private static final java.util.concurrent.ConcurrentHashMap<Locale, String[]> CACHE = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * rvm-only, for Formatter: the grouping size of the locale's number pattern (the digits
     * between its last ',' and the decimal point), 0 when it does not group.
     */
    public static int rvmGroupingSize(Locale locale) {
        String pattern = rvmData(locale)[11];
        int semicolon = pattern.indexOf(';');
        if (semicolon >= 0) {
            pattern = pattern.substring(0, semicolon);
        }
        int dot = pattern.indexOf('.');
        int end = dot < 0 ? pattern.length() : dot;
        int comma = pattern.lastIndexOf(',', end);
        return comma < 0 ? 0 : end - comma - 1;
    }

    private static String[] lookup(Locale locale) {
        String lang = locale.getLanguage();
        String script = locale.getScript();
        String region = locale.getCountry();
        String variant = locale.getVariant();
        Locale[] candidates = {
            new Locale.Builder().setLanguage(lang).setScript(script).setRegion(region).build(),
            new Locale.Builder().setLanguage(lang).setScript(script).build(),
            new Locale.Builder().setLanguage(lang).setRegion(region).build(),
            new Locale(lang),
        };
        String index = Data.LOCALES.get(locale.stripExtensions().toString());
        if (index == null && !variant.isEmpty()) {
            index = Data.LOCALES.get(new Locale(lang, region, variant).toString());
        }
        for (int i = 0; index == null && i < candidates.length; i++) {
            index = Data.LOCALES.get(candidates[i].toString());
        }
        return Data.SETS[Integer.parseInt(index == null ? Data.LOCALES.get("") : index)];
    }

    String checkedCurrencySymbol() {
        if (currencySymbol == null) {
            throw new UnsupportedOperationException("rvm: java.text: the currency of locale " + locale + " is not supported");
        }
        return currencySymbol;
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DecimalFormatSymbols getInstance() {
        return getInstance(Locale.getDefault());
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char zeroDigit) {
        this.zeroDigit = zeroDigit;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char groupingSeparator) {
        this.groupingSeparator = groupingSeparator;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char decimalSeparator) {
        this.decimalSeparator = decimalSeparator;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char perMill) {
        this.perMill = perMill;
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char percent) {
        this.percent = percent;
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char digit) {
        this.digit = digit;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char patternSeparator) {
        this.patternSeparator = patternSeparator;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String infinity) {
        this.infinity = infinity;
    }

    public String getNaN() {
        return NaN;
    }

    public void setNaN(String NaN) {
        this.NaN = NaN;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char minusSign) {
        this.minusSign = minusSign;
    }

    public String getCurrencySymbol() {
        return checkedCurrencySymbol();
    }

    public void setCurrencySymbol(String currency) {
        currencySymbol = currency;
    }

    public String getInternationalCurrencySymbol() {
        checkedCurrencySymbol();
        return intlCurrencySymbol;
    }

    public void setInternationalCurrencySymbol(String currencyCode) {
        intlCurrencySymbol = currencyCode;
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char sep) {
        monetarySeparator = sep;
    }

    public String getExponentSeparator() {
        return exponentialSeparator;
    }

    public void setExponentSeparator(String exp) {
        if (exp == null) {
            throw new NullPointerException();
        }
        exponentialSeparator = exp;
    }

    public char getMonetaryGroupingSeparator() {
        return monetaryGroupingSeparator;
    }

    public void setMonetaryGroupingSeparator(char monetaryGroupingSeparator) {
        this.monetaryGroupingSeparator = monetaryGroupingSeparator;
    }

    String getPercentText() {
        return String.valueOf(percent);
    }

    String getPerMillText() {
        return String.valueOf(perMill);
    }

    String getMinusSignText() {
        return String.valueOf(minusSign);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        if (getClass() != obj.getClass()) {
            return false;
        }
        DecimalFormatSymbols other = (DecimalFormatSymbols) obj;
        return zeroDigit == other.zeroDigit && groupingSeparator == other.groupingSeparator
                && decimalSeparator == other.decimalSeparator && percent == other.percent
                && perMill == other.perMill && digit == other.digit && minusSign == other.minusSign
                && patternSeparator == other.patternSeparator && infinity.equals(other.infinity)
                && NaN.equals(other.NaN) && exponentialSeparator.equals(other.exponentialSeparator)
                && java.util.Objects.equals(currencySymbol, other.currencySymbol)
                && java.util.Objects.equals(intlCurrencySymbol, other.intlCurrencySymbol)
                && monetarySeparator == other.monetarySeparator
                && monetaryGroupingSeparator == other.monetaryGroupingSeparator && locale.equals(other.locale);
    }

    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
