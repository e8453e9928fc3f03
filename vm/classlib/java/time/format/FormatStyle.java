package java.time.format;

/** The four localized styles of DateTimeFormatter.ofLocalized*; rvm knows their English (US) patterns. */
public enum FormatStyle {
    FULL,
    LONG,
    MEDIUM,
    SHORT
}
