package java.util;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * rvm's java.util.Date: milliseconds since the epoch, printed in the default TimeZone as the JDK
 * prints it ("Thu Jan 01 00:00:00 UTC 1970"), with the zone's offsets (see sun.util.calendar.ZoneInfo).
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    // transient, as in the JDK: the serial form is the time written by writeObject
    private transient long fastTime;

    /** The JDK's serial form: no fields, then the time as a long in block data. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeLong(getTime());
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        fastTime = s.readLong();
    }

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        LocalDateTime ldt = LocalDateTime.of(1900 + year, 1, 1, 0, 0).plusMonths(month).plusDays(date - 1L)
                .plusHours(hrs).plusMinutes(min).plusSeconds(sec);
        long local = (epochDay(ldt) * 86400 + ldt.toLocalTime().toSecondOfDay()) * 1000;
        TimeZone zone = TimeZone.getDefaultRef();
        fastTime = local - zone.getOffset(local - zone.getRawOffset());
    }

    /**
     * The milliseconds of a UTC date and time given as Date's deprecated fields (year - 1900,
     * month 0-11), normalized leniently like the constructors.
     */
    @Deprecated
    public static long UTC(int year, int month, int date, int hrs, int min, int sec) {
        LocalDateTime ldt = LocalDateTime.of(1900 + year, 1, 1, 0, 0).plusMonths(month).plusDays(date - 1L)
                .plusHours(hrs).plusMinutes(min).plusSeconds(sec);
        return (epochDay(ldt) * 86400 + ldt.toLocalTime().toSecondOfDay()) * 1000;
    }

    @Deprecated
    public Date(String s) {
        this(parse(s));
    }

    /** Words Date.parse knows, matched by any prefix of two letters or more, the last match winning. */
    private static final String[] PARSE_WORDS = {
        "am", "pm", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "gmt", "ut", "utc", "est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt"};
    /** The first index of a month in PARSE_WORDS, and of a zone. */
    private static final int FIRST_MONTH = 9;
    private static final int FIRST_ZONE = 21;
    /** Minutes west of GMT for each zone word. */
    private static final int[] ZONE_MINUTES_WEST = {0, 0, 0, 5 * 60, 4 * 60, 6 * 60, 5 * 60, 7 * 60, 6 * 60, 8 * 60, 7 * 60};

    /**
     * The deprecated free-form date parser, with the JDK's rules: numbers followed by ':' are hours
     * then minutes, by '/' month then day; a number of 70 or more is the year; a signed number after
     * the year is a zone offset ("+0430", "-5"); words are months, days (ignored), AM/PM and the US
     * zones; parenthesized text is a comment. Two-digit years fall within 80 years before and 20
     * after now. Without a zone the time is local (the default TimeZone). Anything else throws a bare
     * IllegalArgumentException.
     */
    @Deprecated
    public static long parse(String s) {
        int year = Integer.MIN_VALUE;
        int mon = -1;
        int mday = -1;
        int hour = -1;
        int min = -1;
        int sec = -1;
        int tzoffset = -1;
        int prevc = 0;
        if (s == null) {
            throw new IllegalArgumentException();
        }
        int limit = s.length();
        int i = 0;
        while (i < limit) {
            int c = s.charAt(i++);
            if (c <= ' ' || c == ',') {
                continue;
            }
            if (c == '(') {
                int depth = 1;
                while (i < limit) {
                    c = s.charAt(i++);
                    if (c == '(') {
                        depth++;
                    } else if (c == ')' && --depth <= 0) {
                        break;
                    }
                }
                continue;
            }
            if ('0' <= c && c <= '9') {
                int n = c - '0';
                while (i < limit && '0' <= (c = s.charAt(i)) && c <= '9') {
                    n = n * 10 + c - '0';
                    i++;
                }
                if (prevc == '+' || (prevc == '-' && year != Integer.MIN_VALUE)) {
                    n = n < 24 ? n * 60 : n % 100 + n / 100 * 60;
                    if (prevc == '+') {
                        n = -n;
                    }
                    if (tzoffset != 0 && tzoffset != -1) {
                        throw new IllegalArgumentException();
                    }
                    tzoffset = n;
                } else if (n >= 70) {
                    if (year != Integer.MIN_VALUE || !(c <= ' ' || c == ',' || c == '/' || i >= limit)) {
                        throw new IllegalArgumentException();
                    }
                    year = n;
                } else if (c == ':') {
                    if (hour < 0) {
                        hour = (byte) n;
                    } else if (min < 0) {
                        min = (byte) n;
                    } else {
                        throw new IllegalArgumentException();
                    }
                } else if (c == '/') {
                    if (mon < 0) {
                        mon = (byte) (n - 1);
                    } else if (mday < 0) {
                        mday = (byte) n;
                    } else {
                        throw new IllegalArgumentException();
                    }
                } else if (i < limit && c != ',' && c > ' ' && c != '-') {
                    throw new IllegalArgumentException();
                } else if (hour >= 0 && min < 0) {
                    min = (byte) n;
                } else if (min >= 0 && sec < 0) {
                    sec = (byte) n;
                } else if (mday < 0) {
                    mday = (byte) n;
                } else if (year == Integer.MIN_VALUE && mon >= 0 && mday >= 0) {
                    year = n;
                } else {
                    throw new IllegalArgumentException();
                }
                prevc = 0;
            } else if (c == '/' || c == ':' || c == '+' || c == '-') {
                prevc = c;
            } else {
                int start = i - 1;
                while (i < limit) {
                    c = s.charAt(i);
                    if (!('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z')) {
                        break;
                    }
                    i++;
                }
                if (i <= start + 1) {
                    throw new IllegalArgumentException();
                }
                int k = PARSE_WORDS.length - 1;
                while (k >= 0 && !PARSE_WORDS[k].regionMatches(true, 0, s, start, i - start)) {
                    k--;
                }
                if (k < 0) {
                    throw new IllegalArgumentException();
                }
                if (k == 0 || k == 1) {
                    // AM, PM: after an hour of 1 to 12
                    if (hour > 12 || hour < 1) {
                        throw new IllegalArgumentException();
                    }
                    if (k == 0 && hour == 12) {
                        hour = 0;
                    } else if (k == 1 && hour < 12) {
                        hour += 12;
                    }
                } else if (k >= FIRST_ZONE) {
                    tzoffset = ZONE_MINUTES_WEST[k - FIRST_ZONE];
                } else if (k >= FIRST_MONTH) {
                    if (mon >= 0) {
                        throw new IllegalArgumentException();
                    }
                    mon = k - FIRST_MONTH;
                }
                prevc = 0;
            }
        }
        if (year == Integer.MIN_VALUE || mon < 0 || mday < 0) {
            throw new IllegalArgumentException();
        }
        if (year < 100) {
            int centuryStart = LocalDateTime.now().getYear() - 80;
            year += centuryStart / 100 * 100;
            if (year < centuryStart) {
                year += 100;
            }
        }
        sec = Math.max(sec, 0);
        min = Math.max(min, 0);
        hour = Math.max(hour, 0);
        if (tzoffset == -1) {
            return new Date(year - 1900, mon, mday, hour, min, sec).getTime();
        }
        return UTC(year - 1900, mon, mday, hour, min, sec) + tzoffset * 60000L;
    }

    private ZoneOffset offset() {
        return ZoneOffset.ofTotalSeconds(TimeZone.getDefaultRef().getOffset(fastTime) / 1000);
    }

    /** The first day of the Gregorian calendar, 1582-10-15; Date uses the Julian calendar before it. */
    private static final long GREGORIAN_CUTOVER_DAY = -141427;

    /**
     * The local date and time of this instant as fields {year, month 1-12, day, hour, minute,
     * second, day of week 1=Monday}, in the Julian calendar before the Gregorian cutover as
     * java.util.GregorianCalendar does.
     */
    private int[] fields() {
        LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(fastTime, 1000), (int) Math.floorMod(fastTime, 1000) * 1000000, offset());
        long epochDay = t.toLocalDate().toEpochDay();
        int year = t.getYear();
        int month = t.getMonthValue();
        int day = t.getDayOfMonth();
        if (epochDay < GREGORIAN_CUTOVER_DAY) {
            // Julian day number to Julian calendar date (Richards' algorithm, floor arithmetic)
            long c = epochDay + 2440588 + 32082;
            long d = Math.floorDiv(4 * c + 3, 1461);
            long e = c - Math.floorDiv(1461 * d, 4);
            long m = (5 * e + 2) / 153;
            day = (int) (e - (153 * m + 2) / 5 + 1);
            month = (int) (m + 3 - 12 * (m / 10));
            year = (int) (d - 4800 + m / 10);
        }
        return new int[] {year, month, day, t.getHour(), t.getMinute(), t.getSecond(), t.getDayOfWeek().getValue()};
    }

    /** The epoch day of a proleptic date, read in the Julian calendar when it falls before the cutover. */
    private static long epochDay(LocalDateTime ldt) {
        long gregorian = ldt.toLocalDate().toEpochDay();
        if (gregorian >= GREGORIAN_CUTOVER_DAY) {
            return gregorian;
        }
        long y = ldt.getYear();
        long m = ldt.getMonthValue();
        long a = (14 - m) / 12;
        long yy = y + 4800 - a;
        long mm = m + 12 * a - 3;
        long jdn = ldt.getDayOfMonth() + (153 * mm + 2) / 5 + 365 * yy + Math.floorDiv(yy, 4) - 32083;
        long julian = jdn - 2440588;
        return julian >= GREGORIAN_CUTOVER_DAY ? gregorian : julian;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    @Deprecated
    public int getYear() {
        return fields()[0] - 1900;
    }

    @Deprecated
    public int getMonth() {
        return fields()[1] - 1;
    }

    @Deprecated
    public int getDate() {
        return fields()[2];
    }

    @Deprecated
    public int getDay() {
        return fields()[6] % 7;
    }

    @Deprecated
    public int getHours() {
        return fields()[3];
    }

    @Deprecated
    public int getMinutes() {
        return fields()[4];
    }

    @Deprecated
    public int getSeconds() {
        return fields()[5];
    }

    public boolean before(Date when) {
        return getTime() < when.getTime();
    }

    public boolean after(Date when) {
        return getTime() > when.getTime();
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(getTime(), anotherDate.getTime());
    }

    public int hashCode() {
        long ht = this.getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    private static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

    private static void two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    public String toString() {
        int[] f = fields();
        TimeZone tz = TimeZone.getDefaultRef();
        String zone = tz.getDisplayName(tz.inDaylightTime(this), TimeZone.SHORT, Locale.US);
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[f[6] - 1]).append(' ').append(MONTHS[f[1] - 1]).append(' ');
        two(sb, f[2]);
        sb.append(' ');
        two(sb, f[3]);
        sb.append(':');
        two(sb, f[4]);
        sb.append(':');
        two(sb, f[5]);
        sb.append(' ').append(zone).append(' ').append(f[0]);
        return sb.toString();
    }

    public String toLocaleString() {
        return java.text.DateFormat.getDateTimeInstance().format(this);
    }

    public String toGMTString() {
        java.text.SimpleDateFormat f = new java.text.SimpleDateFormat("d MMM yyyy HH:mm:ss 'GMT'", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("GMT"));
        return f.format(this);
    }

    public int getTimezoneOffset() {
        return -TimeZone.getDefaultRef().getOffset(fastTime) / 60000;
    }

    public static Date from(Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public Instant toInstant() {
        return Instant.ofEpochMilli(getTime());
    }
}
