package java.time.format;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.chrono.Chronology;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;
import java.util.Locale;
import java.util.Objects;

/**
 * rvm's java.time.format.DateTimeFormatter: ofPattern and the ISO formatters, printing and
 * parsing (with the JDK's resolution in STRICT, SMART and LENIENT styles and its exception
 * messages) through DateTimeFormatterBuilder's printer-parsers. English text only.
 */
public final class DateTimeFormatter {
    private final DateTimeFormatterBuilder.CompositePrinterParser printerParser;
    private final Locale locale;
    private final ResolverStyle resolverStyle;
    /** For ofLocalized* formatters: the styles, so that withLocale picks that locale's pattern. */
    private FormatStyle dateStyle;
    private FormatStyle timeStyle;

    public static final DateTimeFormatter ISO_LOCAL_DATE;
    public static final DateTimeFormatter ISO_OFFSET_DATE;
    public static final DateTimeFormatter ISO_DATE;
    public static final DateTimeFormatter ISO_LOCAL_TIME;
    public static final DateTimeFormatter ISO_OFFSET_TIME;
    public static final DateTimeFormatter ISO_TIME;
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME;
    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME;
    public static final DateTimeFormatter ISO_DATE_TIME;
    public static final DateTimeFormatter ISO_ORDINAL_DATE;
    public static final DateTimeFormatter ISO_INSTANT;
    public static final DateTimeFormatter BASIC_ISO_DATE;

    static {
        ISO_LOCAL_DATE = new DateTimeFormatterBuilder()
                .appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD)
                .appendLiteral('-')
                .appendValue(ChronoField.MONTH_OF_YEAR, 2)
                .appendLiteral('-')
                .appendValue(ChronoField.DAY_OF_MONTH, 2)
                .toFormatter(ResolverStyle.STRICT);
        ISO_OFFSET_DATE = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .append(ISO_LOCAL_DATE)
                .appendOffsetId()
                .toFormatter(ResolverStyle.STRICT);
        ISO_DATE = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .append(ISO_LOCAL_DATE)
                .optionalStart()
                .appendOffsetId()
                .toFormatter(ResolverStyle.STRICT);
        ISO_LOCAL_TIME = new DateTimeFormatterBuilder()
                .appendValue(ChronoField.HOUR_OF_DAY, 2)
                .appendLiteral(':')
                .appendValue(ChronoField.MINUTE_OF_HOUR, 2)
                .optionalStart()
                .appendLiteral(':')
                .appendValue(ChronoField.SECOND_OF_MINUTE, 2)
                .optionalStart()
                .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
                .toFormatter(ResolverStyle.STRICT);
        ISO_OFFSET_TIME = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .append(ISO_LOCAL_TIME)
                .appendOffsetId()
                .toFormatter(ResolverStyle.STRICT);
        ISO_TIME = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .append(ISO_LOCAL_TIME)
                .optionalStart()
                .appendOffsetId()
                .toFormatter(ResolverStyle.STRICT);
        ISO_LOCAL_DATE_TIME = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .append(ISO_LOCAL_DATE)
                .appendLiteral('T')
                .append(ISO_LOCAL_TIME)
                .toFormatter(ResolverStyle.STRICT);
        ISO_OFFSET_DATE_TIME = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .append(ISO_LOCAL_DATE_TIME)
                .parseLenient()
                .appendOffsetId()
                .parseStrict()
                .toFormatter(ResolverStyle.STRICT);
        ISO_DATE_TIME = new DateTimeFormatterBuilder()
                .append(ISO_LOCAL_DATE_TIME)
                .optionalStart()
                .appendOffsetId()
                .toFormatter(ResolverStyle.STRICT);
        ISO_ORDINAL_DATE = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD)
                .appendLiteral('-')
                .appendValue(ChronoField.DAY_OF_YEAR, 3)
                .optionalStart()
                .appendOffsetId()
                .toFormatter(ResolverStyle.STRICT);
        ISO_INSTANT = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .appendInstant()
                .toFormatter(ResolverStyle.STRICT);
        BASIC_ISO_DATE = new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .appendValue(ChronoField.YEAR, 4)
                .appendValue(ChronoField.MONTH_OF_YEAR, 2)
                .appendValue(ChronoField.DAY_OF_MONTH, 2)
                .optionalStart()
                .parseLenient()
                .appendOffset("+HHMMss", "Z")
                .parseStrict()
                .toFormatter(ResolverStyle.STRICT);
    }

    // ---------------------------------------------------------------- localized styles
    // The patterns of JDK 17's CLDR data for the root and the English locales whose month, day,
    // am/pm and era texts are en's, the texts rvm has (RvmLocalizedPatterns, generated by
    // tools/GenLocaleNames.javagen). The pattern is chosen for the formatter's locale, again on
    // withLocale; other locales (en_CA's "p.m.", any other language) throw
    // UnsupportedOperationException.

    private static final class LocalizedPatterns {
        static final String[][] SETS = jdk.internal.misc.RvmTables.records(RvmLocalizedPatterns.SETS);
        static final java.util.HashMap<String, String> LOCALES = jdk.internal.misc.RvmTables.pairs(RvmLocalizedPatterns.LOCALES);
    }

    /** The pattern for the styles (either may be null, not both) in locale, with the JDK's fallback. */
    private static String localizedPattern(FormatStyle dateStyle, FormatStyle timeStyle, Locale locale) {
        String lang = locale.getLanguage();
        String index = LocalizedPatterns.LOCALES.get(locale.stripExtensions().toString());
        if (index == null) {
            index = LocalizedPatterns.LOCALES.get(new Locale(lang, locale.getCountry()).toString());
        }
        if (index == null && locale.getCountry().isEmpty()) {
            index = LocalizedPatterns.LOCALES.get(lang);
        }
        if (index == null) {
            throw new UnsupportedOperationException("rvm: localized date and time patterns are provided for the root and "
                    + "English locales with en's month and day names only (asked for " + locale + ")");
        }
        String[] set = LocalizedPatterns.SETS[Integer.parseInt(index)];
        if (timeStyle == null) {
            return set[dateStyle.ordinal()];
        }
        if (dateStyle == null) {
            return set[4 + timeStyle.ordinal()];
        }
        return set[8 + 4 * dateStyle.ordinal() + timeStyle.ordinal()];
    }

    private static DateTimeFormatter ofLocalized(FormatStyle dateStyle, FormatStyle timeStyle, Locale locale) {
        DateTimeFormatter f = new DateTimeFormatterBuilder().appendPattern(localizedPattern(dateStyle, timeStyle, locale))
                .toFormatter(locale).withResolverStyle(ResolverStyle.SMART);
        f.dateStyle = dateStyle;
        f.timeStyle = timeStyle;
        return f;
    }

    public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
        java.util.Objects.requireNonNull(dateStyle, "dateStyle");
        return ofLocalized(dateStyle, null, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
        java.util.Objects.requireNonNull(timeStyle, "timeStyle");
        return ofLocalized(null, timeStyle, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateTimeStyle) {
        java.util.Objects.requireNonNull(dateTimeStyle, "dateTimeStyle");
        return ofLocalizedDateTime(dateTimeStyle, dateTimeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
        java.util.Objects.requireNonNull(dateStyle, "dateStyle");
        java.util.Objects.requireNonNull(timeStyle, "timeStyle");
        return ofLocalized(dateStyle, timeStyle, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static DateTimeFormatter ofPattern(String pattern) {
        return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter();
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter(locale);
    }

    DateTimeFormatter(DateTimeFormatterBuilder.CompositePrinterParser printerParser, Locale locale,
            ResolverStyle resolverStyle) {
        this.printerParser = Objects.requireNonNull(printerParser, "printerParser");
        this.locale = Objects.requireNonNull(locale, "locale");
        this.resolverStyle = Objects.requireNonNull(resolverStyle, "resolverStyle");
    }

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        if (this.locale.equals(locale)) {
            return this;
        }
        if (dateStyle != null || timeStyle != null) {
            return ofLocalized(dateStyle, timeStyle, locale).withResolverStyle(resolverStyle);
        }
        return new DateTimeFormatter(printerParser, locale, resolverStyle);
    }

    public DateTimeFormatter localizedBy(Locale locale) {
        return withLocale(locale);
    }

    public Chronology getChronology() {
        return IsoChronology.INSTANCE;
    }

    public DateTimeFormatter withChronology(Chronology chrono) {
        return this;
    }

    public ZoneId getZone() {
        return null;
    }

    public DateTimeFormatter withZone(ZoneId zone) {
        if (zone == null) {
            return this;
        }
        throw new UnsupportedOperationException("rvm: DateTimeFormatter.withZone is not supported");
    }

    public ResolverStyle getResolverStyle() {
        return resolverStyle;
    }

    public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
        Objects.requireNonNull(resolverStyle, "resolverStyle");
        if (Objects.equals(this.resolverStyle, resolverStyle)) {
            return this;
        }
        DateTimeFormatter f = new DateTimeFormatter(printerParser, locale, resolverStyle);
        f.dateStyle = dateStyle;
        f.timeStyle = timeStyle;
        return f;
    }

    public String format(TemporalAccessor temporal) {
        StringBuilder buf = new StringBuilder(32);
        formatTo(temporal, buf);
        return buf.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        Objects.requireNonNull(temporal, "temporal");
        Objects.requireNonNull(appendable, "appendable");
        try {
            DateTimeFormatterBuilder.PrintContext context = new DateTimeFormatterBuilder.PrintContext(temporal, locale);
            if (appendable instanceof StringBuilder) {
                printerParser.format(context, (StringBuilder) appendable);
            } else {
                StringBuilder buf = new StringBuilder(32);
                printerParser.format(context, buf);
                appendable.append(buf);
            }
        } catch (java.io.IOException ex) {
            throw new DateTimeException(ex.getMessage(), ex);
        }
    }

    public TemporalAccessor parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        try {
            return parseResolved0(text, null);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public TemporalAccessor parse(CharSequence text, java.text.ParsePosition position) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(position, "position");
        try {
            return parseResolved0(text, position);
        } catch (DateTimeParseException | IndexOutOfBoundsException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public <T> T parse(CharSequence text, TemporalQuery<T> query) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(query, "query");
        try {
            return parseResolved0(text, null).query(query);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    private static String abbreviate(CharSequence text) {
        if (text.length() > 64) {
            return text.subSequence(0, 64).toString() + "...";
        }
        return text.toString();
    }

    private DateTimeParseException createError(CharSequence text, RuntimeException ex) {
        return new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed: " + ex.getMessage(), text, 0, ex);
    }

    private TemporalAccessor parseResolved0(final CharSequence text, final java.text.ParsePosition position) {
        java.text.ParsePosition pos = (position != null ? position : new java.text.ParsePosition(0));
        DateTimeFormatterBuilder.ParseContext context = parseUnresolved0(text, pos);
        if (context == null || pos.getErrorIndex() >= 0 || (position == null && pos.getIndex() < text.length())) {
            String abbr = abbreviate(text);
            if (pos.getErrorIndex() >= 0) {
                throw new DateTimeParseException("Text '" + abbr + "' could not be parsed at index " + pos.getErrorIndex(),
                        text, pos.getErrorIndex());
            } else {
                throw new DateTimeParseException("Text '" + abbr + "' could not be parsed, unparsed text found at index "
                        + pos.getIndex(), text, pos.getIndex());
            }
        }
        return Parsed.resolve(context.fields, resolverStyle, context.leapSecond);
    }

    private DateTimeFormatterBuilder.ParseContext parseUnresolved0(CharSequence text, java.text.ParsePosition position) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(position, "position");
        DateTimeFormatterBuilder.ParseContext context = new DateTimeFormatterBuilder.ParseContext();
        int pos = position.getIndex();
        pos = printerParser.parse(context, text, pos);
        if (pos < 0) {
            position.setErrorIndex(~pos);
            return null;
        }
        position.setIndex(pos);
        return context;
    }

    DateTimeFormatterBuilder.CompositePrinterParser toPrinterParser(boolean optional) {
        return printerParser.withOptional(optional);
    }

    public String toString() {
        String pattern = printerParser.toString();
        pattern = pattern.startsWith("[") ? pattern : pattern.substring(1, pattern.length() - 1);
        return pattern;
    }
}
