import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.util.Locale;

/** java.time formatting with FormatStyle and explicit locales, patterns with text fields, and parsing back. */
public class LocalizedFormatStyles {
    public static void main(String[] args) {
        LocalDate date = LocalDate.of(2024, 2, 29);
        LocalTime time = LocalTime.of(13, 5, 9);
        LocalDateTime dt = LocalDateTime.of(date, time);
        for (FormatStyle style : new FormatStyle[] {FormatStyle.SHORT, FormatStyle.MEDIUM, FormatStyle.LONG, FormatStyle.FULL}) {
            System.out.println(style + " date: " + DateTimeFormatter.ofLocalizedDate(style).withLocale(Locale.US).format(date));
        }
        System.out.println("SHORT time: " + DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(Locale.US).format(time));
        System.out.println("MEDIUM time: " + DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(Locale.US).format(time));
        System.out.println("MEDIUM dt: " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(Locale.US).format(dt));
        System.out.println("SHORT/MEDIUM dt: " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT, FormatStyle.MEDIUM)
                .withLocale(Locale.US).format(dt));
        DateTimeFormatter pattern = DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu 'at' h:mm a", Locale.US);
        System.out.println("pattern: " + pattern.format(dt));
        System.out.println("parsed: " + LocalDateTime.parse("Thursday, February 29, 2024 at 1:05 PM", pattern));
        for (Locale l : new Locale[] {new Locale("en", "AE"), new Locale("en", "PR"), Locale.ROOT, Locale.ENGLISH}) {
            System.out.println(l + ": " + DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT).withLocale(l).format(date) + " | "
                    + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT).withLocale(l).format(dt));
        }
        System.out.println("iso: " + DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(dt)
                + " " + DateTimeFormatter.BASIC_ISO_DATE.format(date) + " " + DateTimeFormatter.ISO_ORDINAL_DATE.format(date));
        System.out.println("short month names: " + DateTimeFormatter.ofPattern("MMM", Locale.US).format(date) + " "
                + DateTimeFormatter.ofPattern("EEE", Locale.US).format(date));
        try {
            LocalDate.parse("2024-02-30");
        } catch (DateTimeParseException e) {
            System.out.println(e.getMessage());
        }
        try {
            LocalDate.parse("Feb 29", DateTimeFormatter.ofPattern("MMM d", Locale.US));
        } catch (DateTimeParseException e) {
            System.out.println(e.getMessage());
        }
    }
}
