import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;
// java.time against java: LocalDate/LocalTime/LocalDateTime arithmetic and printing, Period and
// Duration (also parse), Instant (ISO-8601 printing and parsing), adjusters, ChronoUnit
// distances, DateTimeFormatter patterns and ISO formatters with their parse errors and
// resolution (SMART clamps, STRICT needs an era for yyyy), fixed clocks.
public class LocalDatesTimesAndFormatters {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 29);
        System.out.println(d + " " + d.plusYears(1) + " " + d.plusMonths(1) + " " + d.minusDays(60) + " " + d.getDayOfWeek() + " " + d.getDayOfYear() + " " + d.lengthOfMonth() + " " + d.isLeapYear() + " " + d.toEpochDay() + " " + d.hashCode());
        System.out.println(LocalDate.of(2023, 1, 31).plusMonths(1) + " " + LocalDate.ofEpochDay(-100000) + " " + LocalDate.ofYearDay(2023, 256) + " " + LocalDate.of(-5, 3, 1) + " " + LocalDate.of(12345, 6, 7) + " " + LocalDate.of(5, 1, 1));
        LocalDate a = LocalDate.of(2000, 1, 15), b = LocalDate.of(2023, 11, 3);
        System.out.println(Period.between(a, b) + " " + a.until(b) + " " + b.until(a) + " " + ChronoUnit.DAYS.between(a, b) + " " + ChronoUnit.MONTHS.between(a, b) + " " + ChronoUnit.WEEKS.between(b, a) + " " + a.until(b, ChronoUnit.YEARS));
        System.out.println(d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.firstDayOfNextMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.previousOrSame(DayOfWeek.THURSDAY)) + " " + d.with(TemporalAdjusters.firstInMonth(DayOfWeek.SUNDAY)) + " " + d.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY)) + " " + d.with(ChronoField.DAY_OF_WEEK, 7));
        for (String bad : new String[]{"2023-02-30", "2023-13-01", "2023-1-5", "abc", "2023-02-29", "2023-01-011", "+2023-01-01", "20230101"}) {
            try { System.out.println(LocalDate.parse(bad)); } catch (DateTimeParseException e) { System.out.println(e.getMessage() + " @" + e.getErrorIndex()); }
        }
        try { LocalDate.of(2023, 2, 30); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { LocalDate.of(2023, 4, 31); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { LocalDate.of(2023, 14, 1); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { LocalDate.of(2023, 1, 32); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        LocalTime t = LocalTime.of(13, 5, 7, 120_000_000);
        System.out.println(t + " " + t.plusHours(15) + " " + t.minusMinutes(800) + " " + LocalTime.of(9, 0) + " " + LocalTime.of(0, 0, 1) + " " + LocalTime.of(1, 2, 3, 4000) + " " + LocalTime.of(1, 2, 3, 5) + " " + t.truncatedTo(ChronoUnit.MINUTES) + " " + LocalTime.parse("10:15") + " " + LocalTime.parse("10:15:30.5") + " " + LocalTime.MAX + " " + t.toSecondOfDay() + " " + t.get(ChronoField.CLOCK_HOUR_OF_AMPM));
        LocalDateTime dt = LocalDateTime.of(2023, 12, 31, 23, 59, 30);
        System.out.println(dt + " " + dt.plusSeconds(45) + " " + dt.plusHours(-25) + " " + dt.withDayOfMonth(1) + " " + LocalDateTime.parse("2023-06-15T08:30") + " " + dt.toLocalDate().atStartOfDay() + " " + Duration.between(dt, dt.plusDays(2).plusMinutes(3)) + " " + ChronoUnit.HOURS.between(dt, LocalDateTime.of(2024, 1, 2, 1, 0)) + " " + dt.isAfter(dt.minusNanos(1)));
        System.out.println(Duration.ofSeconds(3725) + " " + Duration.ofMillis(-1500) + " " + Duration.ofMinutes(90).toHours() + " " + Duration.ofDays(2).plusHours(3).toString() + " " + Duration.ZERO + " " + Duration.ofNanos(123456789) + " " + Duration.ofSeconds(-5, 300) + " " + Duration.parse("PT1H30M") + " " + Duration.parse("P2DT3H4M5.67S") + " " + Duration.parse("-PT6H3M") + " " + Duration.ofMinutes(135).toMinutesPart() + " " + Duration.ofSeconds(100).multipliedBy(3).dividedBy(7) + " " + Duration.ofHours(1).compareTo(Duration.ofMinutes(61)));
        System.out.println(Period.of(1, 14, 40).normalized() + " " + Period.ofWeeks(3) + " " + Period.parse("P1Y2M3W4D") + " " + Period.ZERO + " " + Period.ofMonths(-5).plusDays(3) + " " + LocalDate.of(2020, 1, 31).plus(Period.ofMonths(1)));
        Instant i = Instant.ofEpochSecond(1700000000L, 123_000_000);
        System.out.println(i + " " + Instant.EPOCH + " " + Instant.ofEpochMilli(-1) + " " + i.plus(Duration.ofHours(5)) + " " + Instant.parse("2023-03-04T05:06:07Z").getEpochSecond() + " " + Instant.parse("2023-03-04T05:06:07.5+02:00") + " " + i.toEpochMilli() + " " + LocalDateTime.ofInstant(i, ZoneOffset.UTC) + " " + LocalDate.ofInstant(i, ZoneId.of("UTC")) + " " + Instant.ofEpochSecond(-62167219200L) + " " + Instant.ofEpochSecond(253402300800L));
        DateTimeFormatter f1 = DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm:ss");
        System.out.println(dt.format(f1) + " " + LocalDateTime.parse("05/03/2021 07:08:09", f1) + " " + DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu").format(d) + " " + DateTimeFormatter.ofPattern("EEE MMM dd yy").format(d) + " " + DateTimeFormatter.ofPattern("h:mm a").format(t) + " " + DateTimeFormatter.ofPattern("hh 'o''clock' a, SSS").format(t) + " " + DateTimeFormatter.ISO_LOCAL_DATE.format(d) + " " + DateTimeFormatter.BASIC_ISO_DATE.format(d) + " " + LocalDate.parse("20230405", DateTimeFormatter.BASIC_ISO_DATE) + " " + LocalDate.parse("20230405", DateTimeFormatter.ofPattern("yyyyMMdd")));
        System.out.println(LocalDate.parse("31/02/2023", DateTimeFormatter.ofPattern("dd/MM/yyyy")) + " " + LocalDate.parse("Mar 5, 2022", DateTimeFormatter.ofPattern("MMM d, yyyy")) + " " + LocalTime.parse("7:05 PM", DateTimeFormatter.ofPattern("h:mm a")) + " " + DateTimeFormatter.ofPattern("yyyy-MM-dd").toString() + " " + DateTimeFormatter.ISO_LOCAL_DATE + " " + DateTimeFormatter.ISO_LOCAL_DATE_TIME);
        for (String[] p : new String[][]{{"32/01/2023", "dd/MM/yyyy"}, {"31/02/2023", "dd/MM/uuuu"}, {"2023-01-05", "yyyy-MM-dd HH"}, {"mar 5, 2022", "MMM d, yyyy"}, {"1/2/3", "d/M/y"}}) {
            try { System.out.println(LocalDate.parse(p[0], DateTimeFormatter.ofPattern(p[1]))); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        }
        try { LocalDate.parse("2023-01-05", DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.STRICT)); } catch (DateTimeParseException e) { System.out.println(e.getMessage().replaceAll("\\{.*\\}", "{...}")); }
        try { DateTimeFormatter.ofPattern("HH:mm").format(d); } catch (DateTimeException e) { System.out.println(e); }
        try { DateTimeFormatter.ofPattern("yyyy-MM-ddd"); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { DateTimeFormatter.ofPattern("yyyy-MM-dd 'T"); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { DateTimeFormatter.ofPattern("bb"); } catch (IllegalArgumentException e) { System.out.println(e); }
        System.out.println(Month.FEBRUARY.length(true) + " " + Month.of(11).plus(3) + " " + DayOfWeek.SUNDAY.plus(1) + " " + Month.MARCH.getDisplayName(TextStyle.SHORT, Locale.US) + " " + DayOfWeek.WEDNESDAY.getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + Year.isLeap(1900) + " " + Year.of(2024).length() + " " + ZoneOffset.of("+05:30").getTotalSeconds() + " " + ZoneOffset.ofHoursMinutes(-3, -30));
        List<LocalDate> dates = new ArrayList<>(List.of(b, a, d)); Collections.sort(dates); System.out.println(dates + " " + a.datesUntil(a.plusDays(4)).toList() + " " + a.compareTo(b) + " " + a.equals(LocalDate.parse("2000-01-15")));
        System.out.println(LocalDate.MIN + " " + LocalDate.MAX + " " + LocalDateTime.MIN + " " + Instant.MAX + " " + ChronoUnit.HALF_DAYS + " " + ChronoField.ALIGNED_WEEK_OF_YEAR + " " + ChronoField.DAY_OF_MONTH.range() + " " + d.range(ChronoField.DAY_OF_MONTH));
        Clock fixed = Clock.fixed(Instant.parse("2020-05-06T07:08:09Z"), ZoneOffset.UTC); System.out.println(LocalDate.now(fixed) + " " + LocalDateTime.now(fixed) + " " + LocalTime.now(fixed) + " " + Instant.now(fixed) + " " + fixed);
        System.out.println(LocalDate.now().getYear() > 2000);
        // localized styles (English)
        LocalDateTime styled = LocalDateTime.of(2021, 3, 4, 17, 6, 7);
        System.out.println(Arrays.toString(FormatStyle.values()) + " " + FormatStyle.valueOf("SHORT").ordinal());
        for (FormatStyle fs : FormatStyle.values()) {
            System.out.println(fs + ": " + DateTimeFormatter.ofLocalizedDate(fs).format(styled));
        }
        System.out.println(DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).format(styled) + " | "
                + DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).format(styled) + " | "
                + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).format(styled) + " | "
                + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).format(styled) + " | "
                + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG, FormatStyle.SHORT).format(styled));
        System.out.println(LocalDate.parse("Mar 4, 2021", DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)));
    }
}
