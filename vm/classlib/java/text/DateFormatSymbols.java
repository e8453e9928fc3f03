package java.text;

import java.util.Locale;

/**
 * rvm's java.text.DateFormatSymbols: the CLDR symbols JDK 17 uses for English (Locale.US,
 * Locale.ENGLISH) and for Locale.ROOT. Other locales are refused with
 * UnsupportedOperationException naming the locale. Zone strings list the zones rvm names in
 * English (UTC, GMT and the US fixed zones).
 */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = -5987973545549424702L;

    static final String PATTERN_CHARS = "GyMdkHmsSEDFwWahKzZYuXL";

    private static final String[] LONG_MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December", ""};
    private static final String[] SHORT_MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec", ""};
    private static final String[] LONG_WEEKDAYS = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday",
        "Friday", "Saturday"};
    private static final String[] SHORT_WEEKDAYS = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

    String[] eras;
    String[] months;
    String[] shortMonths;
    String[] weekdays;
    String[] shortWeekdays;
    String[] ampms;
    String[][] zoneStrings;
    String localPatternChars;
    final boolean root;

    public DateFormatSymbols() {
        this(Locale.getDefault());
    }

    public DateFormatSymbols(Locale locale) {
        root = checkLocale(locale);
        eras = root ? new String[] {"BCE", "CE"} : new String[] {"BC", "AD"};
        months = copy(root ? SHORT_MONTHS : LONG_MONTHS);
        shortMonths = copy(SHORT_MONTHS);
        weekdays = copy(root ? SHORT_WEEKDAYS : LONG_WEEKDAYS);
        shortWeekdays = copy(SHORT_WEEKDAYS);
        ampms = new String[] {"AM", "PM"};
        localPatternChars = PATTERN_CHARS.substring(0, 19);
    }

    /** True for Locale.ROOT, false for English; anything else is refused. */
    static boolean checkLocale(Locale locale) {
        String language = locale.getLanguage();
        String country = locale.getCountry();
        if (language.isEmpty() && country.isEmpty()) {
            return true;
        }
        if (language.equals("en") && (country.isEmpty() || country.equals("US"))) {
            return false;
        }
        throw new UnsupportedOperationException("rvm: java.text: date symbols of locale " + locale
                + " are not supported (only en, en_US and the root locale)");
    }

    private static String[] copy(String[] a) {
        String[] c = new String[a.length];
        System.arraycopy(a, 0, c, 0, a.length);
        return c;
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US};
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public String[] getEras() {
        return copy(eras);
    }

    public void setEras(String[] newEras) {
        eras = copy(newEras);
    }

    public String[] getMonths() {
        return copy(months);
    }

    public void setMonths(String[] newMonths) {
        months = copy(newMonths);
    }

    public String[] getShortMonths() {
        return copy(shortMonths);
    }

    public void setShortMonths(String[] newShortMonths) {
        shortMonths = copy(newShortMonths);
    }

    public String[] getWeekdays() {
        return copy(weekdays);
    }

    public void setWeekdays(String[] newWeekdays) {
        weekdays = copy(newWeekdays);
    }

    public String[] getShortWeekdays() {
        return copy(shortWeekdays);
    }

    public void setShortWeekdays(String[] newShortWeekdays) {
        shortWeekdays = copy(newShortWeekdays);
    }

    public String[] getAmPmStrings() {
        return copy(ampms);
    }

    public void setAmPmStrings(String[] newAmpms) {
        ampms = copy(newAmpms);
    }

    public String[][] getZoneStrings() {
        if (zoneStrings == null) {
            String[][] z = {
                {"UTC", "Coordinated Universal Time", "UTC", "Coordinated Universal Time", "UTC"},
                {"GMT", "Greenwich Mean Time", "GMT", "Greenwich Mean Time", "GMT"},
                {"EST", "Eastern Standard Time", "EST", "Eastern Daylight Time", "EDT"},
                {"MST", "Mountain Standard Time", "MST", "Mountain Daylight Time", "MDT"}};
            return z;
        }
        String[][] c = new String[zoneStrings.length][];
        for (int i = 0; i < c.length; i++) {
            c[i] = copy(zoneStrings[i]);
        }
        return c;
    }

    public void setZoneStrings(String[][] newZoneStrings) {
        String[][] c = new String[newZoneStrings.length][];
        for (int i = 0; i < c.length; i++) {
            if (newZoneStrings[i].length < 5) {
                throw new IllegalArgumentException();
            }
            c[i] = copy(newZoneStrings[i]);
        }
        zoneStrings = c;
    }

    public String getLocalPatternChars() {
        return localPatternChars;
    }

    public void setLocalPatternChars(String newLocalPatternChars) {
        localPatternChars = newLocalPatternChars.toString();
    }

    public Object clone() {
        try {
            DateFormatSymbols other = (DateFormatSymbols) super.clone();
            other.eras = copy(eras);
            other.months = copy(months);
            other.shortMonths = copy(shortMonths);
            other.weekdays = copy(weekdays);
            other.shortWeekdays = copy(shortWeekdays);
            other.ampms = copy(ampms);
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public int hashCode() {
        int hashCode = 0;
        for (String m : months) {
            hashCode ^= m.hashCode();
        }
        for (String w : weekdays) {
            hashCode ^= w.hashCode();
        }
        return hashCode;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormatSymbols that = (DateFormatSymbols) obj;
        return java.util.Arrays.equals(eras, that.eras) && java.util.Arrays.equals(months, that.months)
                && java.util.Arrays.equals(shortMonths, that.shortMonths)
                && java.util.Arrays.equals(weekdays, that.weekdays)
                && java.util.Arrays.equals(shortWeekdays, that.shortWeekdays)
                && java.util.Arrays.equals(ampms, that.ampms)
                && localPatternChars.equals(that.localPatternChars);
    }
}
