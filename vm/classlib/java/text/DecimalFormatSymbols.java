package java.text;

import java.util.Locale;

/**
 * rvm's java.text.DecimalFormatSymbols: the symbols of the locales whose numbers HotSpot prints
 * with ASCII digits, '.' and ',' (Locale.ROOT, English, Chinese, Japanese, Korean: see
 * Formatter.checkNumberLocale); other locales are refused with UnsupportedOperationException.
 * Currency symbols: "$"/USD for en_US (also CA, AU, NZ with their codes), "\u00a3"/GBP for en_GB,
 * "\u00a4"/XXX when the locale has no country (as HotSpot under LANG=C.UTF-8).
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
        checkLocale(locale);
        this.locale = locale;
        String country = locale.getCountry();
        switch (country) {
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

    static void checkLocale(Locale locale) {
        try {
            java.util.Formatter.rvmCheckNumberLocale(locale);
        } catch (UnsupportedOperationException e) {
            throw new UnsupportedOperationException("rvm: java.text: number symbols of locale " + locale + " are not supported");
        }
    }

    String checkedCurrencySymbol() {
        if (currencySymbol == null) {
            throw new UnsupportedOperationException("rvm: java.text: the currency of locale " + locale + " is not supported");
        }
        return currencySymbol;
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.CANADA};
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
