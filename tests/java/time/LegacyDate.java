import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.FieldPosition;
import java.text.ParseException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.time.Instant;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * java.util.Date in the UTC default zone: fields, toString (Julian calendar before 1582), conversions;
 * TimeZone, GregorianCalendar, SimpleDateFormat/DateFormat in the US locale.
 */
public class LegacyDate {
    public static void main(String[] args) {
        long[] ts = {0L, 1234567890123L, -1L, 951782400000L, 253402300799999L, -62135596800000L,
            -12219292800000L, -12219292800001L, -30000000000000L};
        for (long t : ts) {
            Date d = new Date(t);
            System.out.println(d + " " + d.getYear() + " " + d.getMonth() + " " + d.getDate() + " " + d.getDay()
                + " " + d.getHours() + " " + d.getMinutes() + " " + d.getSeconds());
        }
        System.out.println(new Date(70, 0, 1).getTime());
        System.out.println(new Date(100, 1, 29, 12, 30, 15).getTime());
        System.out.println(new Date(100, 13, 40, 25, 61).getTime());
        System.out.println(new Date(-318, 9, 4).getTime() + " " + new Date(-318, 9, 15).getTime());
        System.out.println(new Date(-1000, 5, 6).getTime() + " " + new Date(-1000, 5, 6));
        Date d = new Date(5000);
        Date c = (Date) d.clone();
        c.setTime(7);
        System.out.println(d.getTime() + " " + c.getTime());
        Date e = new Date(0L);
        System.out.println(e.getTime() + " " + e.equals(new Date(0)) + " " + e.before(new Date(1)) + " "
            + e.after(new Date(1)) + " " + e.compareTo(new Date(-5)) + " " + e.hashCode());
        Date d2 = new Date(1234567890123L);
        System.out.println(d2.getTime() + " " + d2.hashCode() + " " + d2.toInstant());
        System.out.println(Date.from(Instant.ofEpochSecond(99, 5_000_000)).getTime());
        try {
            Date.from(Instant.MAX);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getCause().getClass().getName());
        }
        zones();
        calendars();
        formats();
        parsing();
        legacyParse();
        simpleZones();
    }

    static void simpleZones() {
        java.util.SimpleTimeZone ny = new java.util.SimpleTimeZone(-18000000, "EST5EDT", Calendar.MARCH, 2, Calendar.SUNDAY, 7200000,
            Calendar.NOVEMBER, 1, Calendar.SUNDAY, 7200000);
        java.util.SimpleTimeZone sydney = new java.util.SimpleTimeZone(36000000, "AEST", Calendar.OCTOBER, 1, -Calendar.SUNDAY, 7200000,
            java.util.SimpleTimeZone.STANDARD_TIME, Calendar.APRIL, 1, -Calendar.SUNDAY, 7200000, java.util.SimpleTimeZone.STANDARD_TIME, 3600000);
        java.util.SimpleTimeZone last = new java.util.SimpleTimeZone(3600000, "CET-ish", Calendar.MARCH, -1, Calendar.SUNDAY, 3600000,
            java.util.SimpleTimeZone.UTC_TIME, Calendar.OCTOBER, -1, Calendar.SUNDAY, 3600000, java.util.SimpleTimeZone.UTC_TIME, 1800000);
        java.util.SimpleTimeZone le = new java.util.SimpleTimeZone(0, "LE");
        le.setStartRule(Calendar.APRIL, 20, Calendar.FRIDAY, 0, false);
        le.setEndRule(Calendar.SEPTEMBER, 15, 3600000);
        le.setStartYear(2000);
        long[] instants = {1583650800000L, 1583647199000L, 1583647200000L, 1604210400000L, 1604206799000L, 1604206800000L,
            1601740800000L, 1601744400000L, 1585792800000L, 1585796400000L, 1585443600000L, 1603587600000L, 1603584000000L,
            951782400000L, 1594000000000L, 946684800000L, 1000000000000L, 1587081600000L, 1586995200000L, 1600128000000L};
        for (java.util.SimpleTimeZone z : new java.util.SimpleTimeZone[] {ny, sydney, last, le}) {
            System.out.println(z + " " + z.useDaylightTime() + " " + z.getDSTSavings() + " " + z.hashCode());
            StringBuilder sb = new StringBuilder();
            for (long t : instants) {
                sb.append(z.getOffset(t) / 60000).append(z.inDaylightTime(new Date(t)) ? "d " : " ");
            }
            System.out.println(sb);
            System.out.println(z.getOffset(GregorianCalendar.AD, 2020, Calendar.JULY, 4, Calendar.SATURDAY, 43200000) + " "
                + z.getOffset(GregorianCalendar.AD, 2020, Calendar.JANUARY, 4, Calendar.SATURDAY, 43200000));
        }
        System.out.println(new java.util.SimpleTimeZone(-18000000, "EST5EDT", Calendar.MARCH, 2, Calendar.SUNDAY, 7200000,
            Calendar.NOVEMBER, 1, Calendar.SUNDAY, 7200000).equals(ny) + " " + ny.hasSameRules(sydney) + " " + ny.equals(ny.clone())
            + " " + le.useDaylightTime() + " " + new java.util.SimpleTimeZone(0, "X").getDSTSavings());
        GregorianCalendar cal = new GregorianCalendar(ny, Locale.US);
        cal.setTimeInMillis(1594000000000L);
        System.out.println(cal.get(Calendar.HOUR_OF_DAY) + " " + cal.get(Calendar.DST_OFFSET) + " " + cal.get(Calendar.ZONE_OFFSET));
        int[][] bad = {{13, 1, 0, 0}, {Calendar.MARCH, 32, 0, 0}, {Calendar.MARCH, 6, 1, 0}, {Calendar.MARCH, 1, 8, 0},
            {Calendar.MARCH, 1, 1, -1}, {Calendar.MARCH, 1, -9, 0}};
        for (int[] b : bad) {
            try {
                new java.util.SimpleTimeZone(0, "bad", b[0], b[1], b[2], b[3], Calendar.OCTOBER, 1, 1, 0);
                System.out.println("accepted");
            } catch (IllegalArgumentException e) {
                System.out.println("IAE " + e.getMessage());
            }
        }
        try {
            ny.setDSTSavings(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            ny.getOffset(GregorianCalendar.AD, 2020, 12, 4, Calendar.SATURDAY, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }

    static void legacyParse() {
        String[] texts = {"Sat, 12 Aug 1995 13:30:00 GMT", "Sat, 12 Aug 1995 13:30:00 GMT+0430", "12 Aug 1995 13:30 -0500",
            "1/2/99", "12/31/1999 23:59:59", "Jan 2, 2005 3:04 PM", "January 2 2005 12:00 am", "Mar 1 2000 (a comment (nested)) 10:00 EST",
            "Thu Jan 01 00:00:00 UTC 1970", "2 May 05 10:00 pdt", "Feb 30 2001", "1995-08-12", "tomorrow", "Aug 12 1995 13 PM",
            "Aug 12 1995 10:00 ZZZ", "12/31", "x", "Aug Sep 12 1995", "Jul 4 1776 12:00 gmt+1", "Ma 3 2001"};
        for (String t : texts) {
            try {
                System.out.println(t + " -> " + Date.parse(t) + " " + new Date(t).getTime());
            } catch (IllegalArgumentException e) {
                System.out.println(t + " -> IAE " + e.getMessage());
            }
        }
        System.out.println(Date.UTC(95, 7, 12, 13, 30, 0) + " " + Date.UTC(100, 13, 40, 25, 61, 61));
        TimeZone saved = TimeZone.getDefault();
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        System.out.println(Date.parse("Jul 4 2020 12:00") + " " + Date.parse("Jan 4 2020 12:00") + " " + Date.parse("Jan 4 2020 12:00 GMT"));
        TimeZone.setDefault(saved);
    }

    static void zones() {
        String[] ids = {"UTC", "GMT", "Etc/UTC", "Etc/GMT", "UCT", "Zulu", "Greenwich", "GMT0", "Etc/GMT+0", "UT", "Z",
            "GMT+0", "GMT-0", "GMT+5", "GMT-5:30", "GMT+0530", "GMT+12345", "GMT+24", "GMT+5:60", "GMT+", "utc",
            "Etc/GMT+5", "Etc/GMT-14", "EST", "MST", "Foo/Bar", "UTC+5", "GMT+05:30"};
        for (String id : ids) {
            TimeZone t = TimeZone.getTimeZone(id);
            System.out.println(id + " -> " + t.getID() + " " + t.getRawOffset() + " " + t.getDSTSavings() + " "
                + t.useDaylightTime() + " [" + t.getDisplayName() + "|" + t.getDisplayName(true, TimeZone.LONG) + "|"
                + t.getDisplayName(false, TimeZone.SHORT) + "] " + t.getOffset(1600000000000L) + " "
                + t.inDaylightTime(new Date(1600000000000L)) + " " + t.hashCode() + " " + t.toZoneId());
        }
        System.out.println(TimeZone.getTimeZone("GMT+5:30"));
        System.out.println(TimeZone.getTimeZone("UTC"));
        String[] regions = {"America/New_York", "Europe/Berlin", "PST", "Asia/Tokyo"};
        long[] instants = {1234567890123L, 1600000000000L, 0L, -2000000000000L};
        for (String id : regions) {
            TimeZone t = TimeZone.getTimeZone(id);
            StringBuilder sb = new StringBuilder(id + ": " + t.getID() + " " + t.getRawOffset() + " "
                + t.getDSTSavings() + " " + t.useDaylightTime() + " " + t.getDisplayName(false, TimeZone.SHORT) + "/"
                + t.getDisplayName(true, TimeZone.SHORT) + " " + t.toZoneId());
            for (long i : instants) {
                sb.append(' ').append(t.getOffset(i)).append(t.inDaylightTime(new Date(i)) ? "D" : "S");
            }
            System.out.println(sb);
        }
        System.out.println(java.time.LocalDateTime.ofInstant(Instant.ofEpochMilli(1234567890123L), java.time.ZoneId.of("America/New_York"))
            + " " + java.time.LocalDate.ofInstant(Instant.ofEpochSecond(1600000000L), java.time.ZoneId.of("Pacific/Auckland")));
        System.out.println(TimeZone.getTimeZone("GMT+5").equals(TimeZone.getTimeZone("GMT+05:00")) + " "
            + TimeZone.getTimeZone("UTC").equals(TimeZone.getTimeZone("Etc/UTC")) + " "
            + TimeZone.getTimeZone("UTC").hasSameRules(TimeZone.getTimeZone("GMT")));
        System.out.println(TimeZone.getTimeZone(java.time.ZoneOffset.ofHours(3)).getID() + " "
            + TimeZone.getTimeZone(java.time.ZoneOffset.UTC).getID() + " "
            + TimeZone.getTimeZone(java.time.ZoneId.of("UTC+3")).getID());
        try {
            TimeZone.getTimeZone("UTC").getDisplayName(false, 5);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        TimeZone saved = TimeZone.getDefault();
        TimeZone d = TimeZone.getDefault();
        d.setRawOffset(3600000);
        System.out.println(d.getRawOffset() + " " + TimeZone.getDefault().getRawOffset());
        TimeZone.setDefault(TimeZone.getTimeZone("GMT-08:00"));
        Date epoch = new Date(0);
        System.out.println(epoch + " " + TimeZone.getDefault().getID() + " " + epoch.getTimezoneOffset() + " "
            + epoch.getHours() + " " + new Date(70, 0, 1).getTime() + " " + epoch.toGMTString());
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        System.out.println(new Date(1234567890123L) + " | " + new Date(1600000000000L) + " | "
            + new Date(109, 6, 4, 12, 0).getTime());
        TimeZone.setDefault(saved);
        System.out.println(new Date(1234567890123L).toLocaleString() + " | " + new Date(1234567890123L).toGMTString());
    }

    static String fields(Calendar c) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Calendar.FIELD_COUNT; f++) {
            sb.append(f == 0 ? "" : ",").append(c.get(f));
        }
        return sb.toString();
    }

    static void calendars() {
        TimeZone utc = TimeZone.getTimeZone("UTC");
        GregorianCalendar c = new GregorianCalendar(2020, Calendar.FEBRUARY, 29, 13, 5, 7);
        c.setTimeZone(utc);
        System.out.println(c);
        System.out.println(c.getTimeInMillis() + " " + c.getTime());
        System.out.println(c);
        Calendar cl = Calendar.getInstance(utc, Locale.US);
        cl.clear();
        System.out.println(cl);
        System.out.println(cl.getTimeInMillis() + " " + fields(cl));
        GregorianCalendar g = new GregorianCalendar(utc, Locale.US);
        long[] times = {0L, 1234567890123L, -1L, 951782400000L, -12219292800000L, -12219292800001L,
            -62135596800000L, -62135596800001L, 1609459199999L, 1609459200000L, 1230768000000L, 1293753600000L};
        for (long t : times) {
            g.setTimeInMillis(t);
            // (the actual maxima of the cutover year 1582 are left out)
            String max = g.get(Calendar.YEAR) == 1582 ? "" : " max=" + g.getActualMaximum(Calendar.DAY_OF_MONTH) + "/"
                + g.getActualMaximum(Calendar.DAY_OF_YEAR) + "/" + g.getActualMaximum(Calendar.WEEK_OF_YEAR) + "/"
                + g.getActualMaximum(Calendar.WEEK_OF_MONTH) + "/" + g.getActualMaximum(Calendar.DAY_OF_WEEK_IN_MONTH);
            System.out.println(t + ": " + fields(g) + " wy=" + g.getWeekYear() + max);
        }
        GregorianCalendar a = new GregorianCalendar(utc);
        a.setTimeInMillis(1234567890123L);
        int[][] adds = {{Calendar.YEAR, 3}, {Calendar.MONTH, 13}, {Calendar.MONTH, -27}, {Calendar.DAY_OF_MONTH, 400},
            {Calendar.HOUR, -30}, {Calendar.AM_PM, 3}, {Calendar.WEEK_OF_YEAR, -2}, {Calendar.MINUTE, 1234},
            {Calendar.YEAR, -2100}, {Calendar.YEAR, 2100}, {Calendar.ERA, -1}};
        for (int[] op : adds) {
            a.add(op[0], op[1]);
            System.out.println("add " + op[0] + " " + op[1] + " -> " + a.getTimeInMillis() + " " + fields(a));
        }
        GregorianCalendar m = new GregorianCalendar(2021, Calendar.JANUARY, 31);
        m.add(Calendar.MONTH, 1);
        System.out.println(m.get(Calendar.MONTH) + "/" + m.get(Calendar.DAY_OF_MONTH));
        int[][] rolls = {{Calendar.MONTH, 5}, {Calendar.DAY_OF_MONTH, 20}, {Calendar.HOUR_OF_DAY, -30},
            {Calendar.DAY_OF_WEEK, 3}, {Calendar.DAY_OF_YEAR, -100}, {Calendar.WEEK_OF_YEAR, 60},
            {Calendar.WEEK_OF_MONTH, 2}, {Calendar.DAY_OF_WEEK_IN_MONTH, 1}, {Calendar.MINUTE, 75}, {Calendar.YEAR, -5},
            {Calendar.AM_PM, 1}, {Calendar.HOUR, 7}};
        GregorianCalendar r = new GregorianCalendar(utc);
        r.setTimeInMillis(1234567890123L);
        for (int[] op : rolls) {
            r.roll(op[0], op[1]);
            System.out.println("roll " + op[0] + " " + op[1] + " -> " + r.getTimeInMillis() + " " + fields(r));
        }
        r.roll(Calendar.MONTH, true);
        System.out.println(r.getTimeInMillis());
        GregorianCalendar s = new GregorianCalendar(utc);
        s.clear();
        s.set(2024, Calendar.MARCH, 15);
        s.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println("dow " + s.getTime());
        s.clear();
        s.set(Calendar.YEAR, 2024);
        s.set(Calendar.WEEK_OF_YEAR, 10);
        s.set(Calendar.DAY_OF_WEEK, Calendar.FRIDAY);
        System.out.println("woy " + s.getTime());
        s.clear();
        s.set(Calendar.YEAR, 2024);
        s.set(Calendar.MONTH, Calendar.NOVEMBER);
        s.set(Calendar.DAY_OF_WEEK, Calendar.THURSDAY);
        s.set(Calendar.DAY_OF_WEEK_IN_MONTH, 4);
        System.out.println("thanksgiving " + s.getTime());
        s.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        System.out.println("last thursday " + s.getTime());
        s.clear();
        s.set(Calendar.YEAR, 2023);
        s.set(Calendar.DAY_OF_YEAR, 256);
        s.set(Calendar.HOUR, 7);
        s.set(Calendar.AM_PM, Calendar.PM);
        System.out.println("doy " + s.getTime() + " " + s.isSet(Calendar.MONTH));
        s.set(Calendar.MONTH, 14);
        s.set(Calendar.DAY_OF_MONTH, -3);
        System.out.println("lenient " + s.getTime());
        s.setLenient(false);
        s.set(Calendar.MONTH, 1);
        s.set(Calendar.DAY_OF_MONTH, 30);
        try {
            s.getTime();
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        s.set(Calendar.MONTH, 13);
        try {
            s.getTimeInMillis();
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        GregorianCalendar b1 = new GregorianCalendar(2000, 0, 1);
        GregorianCalendar b2 = (GregorianCalendar) b1.clone();
        b2.add(Calendar.SECOND, 1);
        System.out.println(b1.before(b2) + " " + b1.after(b2) + " " + b1.compareTo(b2) + " " + b1.equals(b2) + " "
            + b1.equals(b1.clone()) + " " + (b1.hashCode() == b1.clone().hashCode()) + " " + b1.isLeapYear(1900) + " "
            + b1.isLeapYear(1500) + " " + b1.isLeapYear(2000) + " " + b1.getCalendarType() + " " + b1.getGregorianChange().getTime()
            + " " + b1.getFirstDayOfWeek() + " " + b1.getMinimalDaysInFirstWeek() + " " + b1.getMinimum(Calendar.ZONE_OFFSET)
            + " " + b1.getLeastMaximum(Calendar.DAY_OF_MONTH) + " " + b1.getMaximum(Calendar.YEAR));
        System.out.println(b1.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " "
            + b1.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US) + " "
            + b1.getDisplayName(Calendar.YEAR, Calendar.LONG, Locale.US) + " " + b1.getWeeksInWeekYear() + " "
            + b1.getDisplayNames(Calendar.AM_PM, Calendar.ALL_STYLES, Locale.US));
        GregorianCalendar iso = new GregorianCalendar(utc, Locale.UK);
        iso.setTimeInMillis(1609459200000L);
        System.out.println("root " + Calendar.getInstance(Locale.ROOT).getFirstDayOfWeek() + " "
            + Calendar.getInstance(Locale.GERMANY).getMinimalDaysInFirstWeek() + " "
            + Calendar.getInstance(new Locale("fr", "CA")).getFirstDayOfWeek());
        System.out.println("uk " + iso.getFirstDayOfWeek() + " " + iso.getMinimalDaysInFirstWeek() + " "
            + iso.get(Calendar.WEEK_OF_YEAR) + " " + iso.getWeekYear());
        iso.setFirstDayOfWeek(Calendar.SUNDAY);
        iso.setMinimalDaysInFirstWeek(1);
        System.out.println(iso.get(Calendar.WEEK_OF_YEAR));
        try {
            a.add(Calendar.ZONE_OFFSET, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("add zone: " + e);
        }
    }

    static void formats() {
        Date d = new Date(1234567890123L);
        String[] patterns = {"G GG GGGG", "y yy yyy yyyy yyyyy Y YY YYYY", "M MM MMM MMMM MMMMM L LL LLL LLLL",
            "d dd D DDD F w ww W", "E EE EEE EEEE EEEEE u uu", "a h hh H HH k kk K KK", "m mm s ss S SS SSS SSSS",
            "z zzzz", "Z ZZZZ X XX XXX", "'o''clock' '' 'at' '\u00e9t\u00e9' \u00e9\u00b0 yyyy", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
            "EEE, d MMM yyyy HH:mm:ss Z", "yyyyMMddHHmmss"};
        TimeZone[] zones = {TimeZone.getTimeZone("UTC"), TimeZone.getTimeZone("GMT-3:30"),
            TimeZone.getTimeZone("America/New_York"), TimeZone.getTimeZone("Asia/Tokyo")};
        for (String p : patterns) {
            SimpleDateFormat f = new SimpleDateFormat(p, Locale.US);
            StringBuilder sb = new StringBuilder(p + " =>");
            for (TimeZone z : zones) {
                f.setTimeZone(z);
                sb.append(" [").append(f.format(d)).append(']');
            }
            System.out.println(sb);
        }
        long[] more = {0L, -62135596800001L, -12219292800001L, 1600000000000L, 1L, 43200000L};
        SimpleDateFormat iso = new SimpleDateFormat("G yyyy-MM-dd HH:mm:ss.SSS EEE a h K k", Locale.US);
        iso.setTimeZone(TimeZone.getTimeZone("UTC"));
        for (long t : more) {
            System.out.println(iso.format(new Date(t)));
        }
        int[] styles = {DateFormat.FULL, DateFormat.LONG, DateFormat.MEDIUM, DateFormat.SHORT};
        for (int ds : styles) {
            DateFormat df = DateFormat.getDateInstance(ds, Locale.US);
            DateFormat tf = DateFormat.getTimeInstance(ds, Locale.US);
            df.setTimeZone(TimeZone.getTimeZone("UTC"));
            tf.setTimeZone(TimeZone.getTimeZone("GMT+01:00"));
            System.out.println(((SimpleDateFormat) df).toPattern() + " | " + df.format(d) + " | " + tf.format(d));
            for (int ts : styles) {
                DateFormat dtf = DateFormat.getDateTimeInstance(ds, ts, Locale.US);
                dtf.setTimeZone(TimeZone.getTimeZone("UTC"));
                System.out.println("  " + ds + ts + " " + dtf.format(d));
            }
        }
        System.out.println(new SimpleDateFormat().toPattern() + " | " + ((SimpleDateFormat) DateFormat.getInstance()).toPattern()
            + " | " + DateFormat.getDateTimeInstance().format(d));
        String[] bad = {"q", "yyyy'abc", "XXXX", "'", "yyyy-MM-dd b"};
        for (String p : bad) {
            try {
                new SimpleDateFormat(p);
                System.out.println("ok " + p);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        try {
            DateFormat.getDateInstance(7);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            DateFormat.getTimeInstance(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(f.format(1234567890123L) + " " + f.format(Long.valueOf(0)));
        try {
            f.format("2020");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        FieldPosition fp = new FieldPosition(DateFormat.MONTH_FIELD);
        StringBuffer sb = new StringBuffer("at: ");
        new SimpleDateFormat("yyyy MMMM dd", Locale.US).format(d, sb, fp);
        System.out.println(sb + " " + fp.getBeginIndex() + "-" + fp.getEndIndex());
        SimpleDateFormat c1 = new SimpleDateFormat("yyyy", Locale.US);
        SimpleDateFormat c2 = (SimpleDateFormat) c1.clone();
        System.out.println(c1.equals(c2) + " " + (c1.hashCode() == "yyyy".hashCode()) + " " + c1.equals(new SimpleDateFormat("yy")));
        c2.applyPattern("MM/yy");
        System.out.println(c2.toPattern() + " " + c1.toPattern() + " " + c2.toLocalizedPattern());
        DateFormatSymbols sym = DateFormatSymbols.getInstance(Locale.US);
        System.out.println(Arrays.toString(sym.getEras()) + Arrays.toString(sym.getMonths()) + Arrays.toString(sym.getShortMonths())
            + Arrays.toString(sym.getWeekdays()) + Arrays.toString(sym.getShortWeekdays()) + Arrays.toString(sym.getAmPmStrings())
            + sym.getLocalPatternChars() + " " + sym.equals(new DateFormatSymbols(Locale.US)));
        DateFormatSymbols root = DateFormatSymbols.getInstance(Locale.ROOT);
        System.out.println(Arrays.toString(root.getEras()) + Arrays.toString(root.getMonths()) + Arrays.toString(root.getWeekdays()));
        sym.setShortMonths(new String[] {"ja", "fe", "ma", "ap", "my", "jn", "jl", "au", "se", "oc", "no", "de", ""});
        SimpleDateFormat custom = new SimpleDateFormat("dd MMM yyyy", sym);
        custom.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(custom.format(d) + " " + new SimpleDateFormat("yyyy.MM.dd", Locale.ROOT).toPattern());
    }

    static void parseOne(SimpleDateFormat f, String text) {
        try {
            Date r = f.parse(text);
            System.out.println("'" + text + "' -> " + r.getTime());
        } catch (ParseException e) {
            System.out.println("'" + text + "' -> " + e + " at " + e.getErrorOffset());
        }
    }

    static void parsing() {
        TimeZone utc = TimeZone.getTimeZone("UTC");
        String[][] cases = {
            {"yyyy-MM-dd HH:mm:ss", "2009-02-13 23:31:30", "2009-2-3 3:1:0", "  2009-02-13 23:31:30xyz", "2009-02-13",
                "2009/02/13 23:31:30", "2009-13-45 25:61:61", "", "-44-01-01 00:00:00"},
            {"yyyyMMddHHmmss", "20090213233130", "2009021323313"},
            {"MMM d, yyyy", "Feb 13, 2009", "february 13, 2009", "FEB 13, 2009", "Febr 13, 2009", "Fe 13, 2009"},
            {"EEE, d MMM yyyy HH:mm:ss Z", "Fri, 13 Feb 2009 23:31:30 +0000", "Fri, 13 Feb 2009 23:31:30 -0330",
                "Mon, 13 Feb 2009 23:31:30 GMT", "Fri, 13 Feb 2009 23:31:30 GMT+05:30", "Fri, 13 Feb 2009 23:31:30 UTC",
                "Fri, 13 Feb 2009 23:31:30 XYZ"},
            {"yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2009-02-13T23:31:30.123Z", "2009-02-13T23:31:30.123+01:00",
                "2009-02-13T23:31:30.123+0100"},
            {"M/d/yy h:mm a", "1/2/99 3:04 PM", "1/2/05 12:00 am", "12/31/1999 12:30 PM", "1/2/99 3:04 XM"},
            {"dd.MM.yyyy G", "01.01.0001 BC", "15.10.1582 AD", "04.10.1582 ad"},
            {"D yyyy", "60 2020", "366 2021"},
            {"''yy'' 'year' yyyy", "'09' year 2009", "'09 year 2009"},
            {"hh 'o''clock' a, zzzz", "12 o'clock PM, Coordinated Universal Time", "11 o'clock AM, GMT"},
            {"yyyy-MM-dd HH:mm z", "2009-02-13 23:31 GMT+5:30", "2009-02-13 23:31 GMT+05", "2009-02-13 23:31 +01",
                "2009-02-13 23:31 gmt", "2009-02-13 23:31 Coordinated Universal Time", "2009-02-13 23:31 UTC+01:00",
                "2009-02-13 23:31 GMT-0130", "2009-02-13 23:31 -0130", "2009-02-13 23:31 +2460"},
            {"HH:mm X", "10:00 +01", "10:00 +0130", "10:00 Q", "10:00 -1", "10:00 Z"},
            {"HH:mm XX", "10:00 +01", "10:00 +0130", "10:00 +01:30"},
        };
        for (String[] c : cases) {
            SimpleDateFormat f = new SimpleDateFormat(c[0], Locale.US);
            f.setTimeZone(utc);
            f.set2DigitYearStart(new Date(0));
            System.out.println("pattern " + c[0]);
            for (int i = 1; i < c.length; i++) {
                parseOne(f, c[i]);
            }
        }
        SimpleDateFormat strict = new SimpleDateFormat("yyyy-MM-dd", Locale.US);
        strict.setTimeZone(utc);
        strict.setLenient(false);
        parseOne(strict, "2009-02-28");
        parseOne(strict, "2009-02-29");
        parseOne(strict, "2009-13-01");
        SimpleDateFormat lenient = new SimpleDateFormat("yyyy-MM-dd", Locale.US);
        lenient.setTimeZone(utc);
        parseOne(lenient, "2009-02-29");
        parseOne(lenient, "2009-00-00");
        ParsePosition pp = new ParsePosition(3);
        Date r = lenient.parse("xx 2001-05-06 tail", pp);
        System.out.println(r.getTime() + " " + pp.getIndex() + " " + pp.getErrorIndex());
        pp = new ParsePosition(0);
        System.out.println(lenient.parse("2001-x", pp) + " " + pp.getIndex() + " " + pp.getErrorIndex());
        System.out.println(lenient.parseObject("2001-05-06 more", new ParsePosition(0)));
        SimpleDateFormat two = new SimpleDateFormat("yy", Locale.US);
        two.setTimeZone(utc);
        two.set2DigitYearStart(new Date(946684800000L));
        parseOne(two, "99");
        parseOne(two, "00");
        parseOne(two, "1999");
        System.out.println(two.get2DigitYearStart().getTime());
        DateFormat medium = DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.MEDIUM, Locale.US);
        medium.setTimeZone(utc);
        try {
            System.out.println(medium.parse("Feb 13, 2009, 11:31:30 PM").getTime());
            medium.parse("Feb 13 2009");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " " + e.getErrorOffset());
        }
    }
}
