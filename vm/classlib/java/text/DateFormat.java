package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * rvm's java.text.DateFormat: the factory methods give SimpleDateFormats with JDK 17's CLDR
 * patterns for English (US); the root locale has the symbols but no style patterns, and other
 * locales are refused (see DateFormatSymbols).
 */
public abstract class DateFormat extends Format {
    private static final long serialVersionUID = 7218322306649953788L;

    protected Calendar calendar;
    protected NumberFormat numberFormat;

    public static final int ERA_FIELD = 0;
    public static final int YEAR_FIELD = 1;
    public static final int MONTH_FIELD = 2;
    public static final int DATE_FIELD = 3;
    public static final int HOUR_OF_DAY1_FIELD = 4;
    public static final int HOUR_OF_DAY0_FIELD = 5;
    public static final int MINUTE_FIELD = 6;
    public static final int SECOND_FIELD = 7;
    public static final int MILLISECOND_FIELD = 8;
    public static final int DAY_OF_WEEK_FIELD = 9;
    public static final int DAY_OF_YEAR_FIELD = 10;
    public static final int DAY_OF_WEEK_IN_MONTH_FIELD = 11;
    public static final int WEEK_OF_YEAR_FIELD = 12;
    public static final int WEEK_OF_MONTH_FIELD = 13;
    public static final int AM_PM_FIELD = 14;
    public static final int HOUR1_FIELD = 15;
    public static final int HOUR0_FIELD = 16;
    public static final int TIMEZONE_FIELD = 17;

    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    private static final String[] DATE_PATTERNS = {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"};
    private static final String[] TIME_PATTERNS = {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"};

    protected DateFormat() {
    }

    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
        if (obj instanceof Date) {
            return format((Date) obj, toAppendTo, fieldPosition);
        } else if (obj instanceof Number) {
            return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Date");
        }
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    public abstract Date parse(String source, ParsePosition pos);

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public static final DateFormat getTimeInstance() {
        return get(DEFAULT, 0, 1, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style) {
        return get(style, 0, 1, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style, Locale aLocale) {
        return get(style, 0, 1, aLocale);
    }

    public static final DateFormat getDateInstance() {
        return get(0, DEFAULT, 2, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style) {
        return get(0, style, 2, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style, Locale aLocale) {
        return get(0, style, 2, aLocale);
    }

    public static final DateFormat getDateTimeInstance() {
        return get(DEFAULT, DEFAULT, 3, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        return get(timeStyle, dateStyle, 3, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        return get(timeStyle, dateStyle, 3, aLocale);
    }

    public static final DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT);
    }

    public static Locale[] getAvailableLocales() {
        return DateFormatSymbols.getAvailableLocales();
    }

    /** The CLDR pattern of JDK 17 for English; -1 leaves out the date or the time part. */
    static String pattern(int timeStyle, int dateStyle, Locale loc) {
        if (DateFormatSymbols.checkLocale(loc)) {
            throw new UnsupportedOperationException("rvm: java.text: the date and time styles of the root locale "
                    + "are not supported (only en and en_US)");
        }
        if (timeStyle < 0) {
            return DATE_PATTERNS[dateStyle];
        }
        if (dateStyle < 0) {
            return TIME_PATTERNS[timeStyle];
        }
        String glue = dateStyle <= LONG && timeStyle <= LONG ? " 'at' " : ", ";
        return DATE_PATTERNS[dateStyle] + glue + TIME_PATTERNS[timeStyle];
    }

    /** flags: 1 for the time part, 2 for the date part (as the JDK's DateFormat.get). */
    private static DateFormat get(int timeStyle, int dateStyle, int flags, Locale loc) {
        if ((flags & 1) != 0) {
            if (timeStyle < 0 || timeStyle > 3) {
                throw new IllegalArgumentException("Illegal time style " + timeStyle);
            }
        } else {
            timeStyle = -1;
        }
        if ((flags & 2) != 0) {
            if (dateStyle < 0 || dateStyle > 3) {
                throw new IllegalArgumentException("Illegal date style " + dateStyle);
            }
        } else {
            dateStyle = -1;
        }
        return new SimpleDateFormat(pattern(timeStyle, dateStyle, loc), loc);
    }

    public void setCalendar(Calendar newCalendar) {
        this.calendar = newCalendar;
    }

    public Calendar getCalendar() {
        return calendar;
    }

    public void setNumberFormat(NumberFormat newNumberFormat) {
        this.numberFormat = newNumberFormat;
    }

    public NumberFormat getNumberFormat() {
        return numberFormat;
    }

    public void setTimeZone(TimeZone zone) {
        calendar.setTimeZone(zone);
    }

    public TimeZone getTimeZone() {
        return calendar.getTimeZone();
    }

    public void setLenient(boolean lenient) {
        calendar.setLenient(lenient);
    }

    public boolean isLenient() {
        return calendar.isLenient();
    }

    public int hashCode() {
        return numberFormat.hashCode();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormat other = (DateFormat) obj;
        return calendar.getFirstDayOfWeek() == other.calendar.getFirstDayOfWeek()
                && calendar.getMinimalDaysInFirstWeek() == other.calendar.getMinimalDaysInFirstWeek()
                && calendar.isLenient() == other.calendar.isLenient()
                && calendar.getTimeZone().equals(other.calendar.getTimeZone())
                && numberFormat.equals(other.numberFormat);
    }

    public Object clone() {
        DateFormat other = (DateFormat) super.clone();
        other.calendar = (Calendar) calendar.clone();
        other.numberFormat = (NumberFormat) numberFormat.clone();
        return other;
    }

    /** The attribute keys of formatted dates (names only in rvm). */
    public static class Field extends Format.Field {
        private static final long serialVersionUID = 7441350119349544720L;

        private final int calendarField;

        protected Field(String name, int calendarField) {
            super(name);
            this.calendarField = calendarField;
        }

        public int getCalendarField() {
            return calendarField;
        }

        public static final Field ERA = new Field("era", Calendar.ERA);
        public static final Field YEAR = new Field("year", Calendar.YEAR);
        public static final Field MONTH = new Field("month", Calendar.MONTH);
        public static final Field DAY_OF_MONTH = new Field("day of month", Calendar.DAY_OF_MONTH);
        public static final Field HOUR_OF_DAY1 = new Field("hour of day 1", -1);
        public static final Field HOUR_OF_DAY0 = new Field("hour of day", Calendar.HOUR_OF_DAY);
        public static final Field MINUTE = new Field("minute", Calendar.MINUTE);
        public static final Field SECOND = new Field("second", Calendar.SECOND);
        public static final Field MILLISECOND = new Field("millisecond", Calendar.MILLISECOND);
        public static final Field DAY_OF_WEEK = new Field("day of week", Calendar.DAY_OF_WEEK);
        public static final Field DAY_OF_YEAR = new Field("day of year", Calendar.DAY_OF_YEAR);
        public static final Field DAY_OF_WEEK_IN_MONTH = new Field("day of week in month",
                Calendar.DAY_OF_WEEK_IN_MONTH);
        public static final Field WEEK_OF_YEAR = new Field("week of year", Calendar.WEEK_OF_YEAR);
        public static final Field WEEK_OF_MONTH = new Field("week of month", Calendar.WEEK_OF_MONTH);
        public static final Field AM_PM = new Field("am pm", Calendar.AM_PM);
        public static final Field HOUR1 = new Field("hour 1", -1);
        public static final Field HOUR0 = new Field("hour", Calendar.HOUR);
        public static final Field TIME_ZONE = new Field("time zone", -1);
    }
}
