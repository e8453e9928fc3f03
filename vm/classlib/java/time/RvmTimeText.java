package java.time;

import java.time.format.TextStyle;
import java.util.Locale;

/**
 * rvm-only: the English names of months, days and AM/PM that java.time prints (HotSpot's CLDR
 * data for English and the root locale); other languages are refused.
 */
public final class RvmTimeText {
    private RvmTimeText() {
    }

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    private static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    public static void checkLocale(Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        String lang = locale.getLanguage();
        if (!lang.isEmpty() && !lang.equals("en")) {
            throw new UnsupportedOperationException("rvm: java.time: names in locale " + locale + " are not supported");
        }
    }

    public static String month(Month m, TextStyle style, Locale locale) {
        checkLocale(locale);
        String full = MONTHS[m.ordinal()];
        return text(full, style, locale);
    }

    public static String dayOfWeek(DayOfWeek d, TextStyle style, Locale locale) {
        checkLocale(locale);
        String full = DAYS[d.ordinal()];
        return text(full, style, locale);
    }

    private static String text(String full, TextStyle style, Locale locale) {
        switch (style) {
            case FULL:
            case FULL_STANDALONE:
                return full;
            case SHORT:
            case SHORT_STANDALONE:
                return full.substring(0, 3);
            default:
                return full.substring(0, 1);
        }
    }

    public static String amPm(int amPm) {
        return amPm == 0 ? "AM" : "PM";
    }

    /** Month index 0-11 whose name (in the style) starts text at pos, longest first; -1 if none. */
    public static int parseName(String[] names, CharSequence text, int pos, TextStyle style) {
        int best = -1;
        int bestLength = 0;
        for (int i = 0; i < names.length; i++) {
            String name = text(names[i], style, Locale.ENGLISH);
            if (name.length() > bestLength && pos + name.length() <= text.length()
                    && text.toString().regionMatches(true, pos, name, 0, name.length())) {
                best = i;
                bestLength = name.length();
            }
        }
        return best;
    }

    public static String[] monthNames() {
        return MONTHS;
    }

    public static String[] dayNames() {
        return DAYS;
    }
}
