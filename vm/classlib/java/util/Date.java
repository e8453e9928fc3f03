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

    private long fastTime;

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
