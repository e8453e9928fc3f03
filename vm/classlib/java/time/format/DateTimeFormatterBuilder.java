package java.time.format;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.RvmTimeText;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * rvm's java.time.format.DateTimeFormatterBuilder: the JDK's printer-parser model (numbers with
 * sign styles and adjacent value parsing, reduced two-digit years, fractions, English text,
 * literals, optional sections, case and strictness settings, offsets, instants) and the pattern
 * letters of ofPattern that need no locale data beyond English (no week-based fields, zone names
 * or localized styles: those throw UnsupportedOperationException saying so).
 */
public final class DateTimeFormatterBuilder {
    private DateTimeFormatterBuilder active = this;
    private final DateTimeFormatterBuilder parent;
    private final List<PrinterParser> printerParsers = new ArrayList<>();
    private final boolean optional;
    private int valueParserIndex = -1;

    private static final Map<Character, TemporalField> FIELD_MAP = new HashMap<>();

    static {
        FIELD_MAP.put('G', ChronoField.ERA);
        FIELD_MAP.put('y', ChronoField.YEAR_OF_ERA);
        FIELD_MAP.put('u', ChronoField.YEAR);
        FIELD_MAP.put('M', ChronoField.MONTH_OF_YEAR);
        FIELD_MAP.put('L', ChronoField.MONTH_OF_YEAR);
        FIELD_MAP.put('D', ChronoField.DAY_OF_YEAR);
        FIELD_MAP.put('d', ChronoField.DAY_OF_MONTH);
        FIELD_MAP.put('F', ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH);
        FIELD_MAP.put('E', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('a', ChronoField.AMPM_OF_DAY);
        FIELD_MAP.put('H', ChronoField.HOUR_OF_DAY);
        FIELD_MAP.put('k', ChronoField.CLOCK_HOUR_OF_DAY);
        FIELD_MAP.put('K', ChronoField.HOUR_OF_AMPM);
        FIELD_MAP.put('h', ChronoField.CLOCK_HOUR_OF_AMPM);
        FIELD_MAP.put('m', ChronoField.MINUTE_OF_HOUR);
        FIELD_MAP.put('s', ChronoField.SECOND_OF_MINUTE);
        FIELD_MAP.put('S', ChronoField.NANO_OF_SECOND);
        FIELD_MAP.put('A', ChronoField.MILLI_OF_DAY);
        FIELD_MAP.put('n', ChronoField.NANO_OF_SECOND);
        FIELD_MAP.put('N', ChronoField.NANO_OF_DAY);
    }

    public DateTimeFormatterBuilder() {
        parent = null;
        optional = false;
    }

    private DateTimeFormatterBuilder(DateTimeFormatterBuilder parent, boolean optional) {
        this.parent = parent;
        this.optional = optional;
    }

    public DateTimeFormatterBuilder parseCaseSensitive() {
        appendInternal(SettingsParser.SENSITIVE);
        return this;
    }

    public DateTimeFormatterBuilder parseCaseInsensitive() {
        appendInternal(SettingsParser.INSENSITIVE);
        return this;
    }

    public DateTimeFormatterBuilder parseStrict() {
        appendInternal(SettingsParser.STRICT);
        return this;
    }

    public DateTimeFormatterBuilder parseLenient() {
        appendInternal(SettingsParser.LENIENT);
        return this;
    }

    public DateTimeFormatterBuilder parseDefaulting(TemporalField field, long value) {
        Objects.requireNonNull(field, "field");
        appendInternal(new DefaultValueParser(field, value));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field) {
        Objects.requireNonNull(field, "field");
        appendValue(new NumberPrinterParser(field, 1, 19, SignStyle.NORMAL, 0));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int width) {
        Objects.requireNonNull(field, "field");
        if (width < 1 || width > 19) {
            throw new IllegalArgumentException("The width must be from 1 to 19 inclusive but was " + width);
        }
        appendValue(new NumberPrinterParser(field, width, width, SignStyle.NOT_NEGATIVE, 0));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
        if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
            return appendValue(field, maxWidth);
        }
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(signStyle, "signStyle");
        if (minWidth < 1 || minWidth > 19) {
            throw new IllegalArgumentException("The minimum width must be from 1 to 19 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 19) {
            throw new IllegalArgumentException("The maximum width must be from 1 to 19 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("The maximum width must exceed or equal the minimum width but "
                    + maxWidth + " < " + minWidth);
        }
        appendValue(new NumberPrinterParser(field, minWidth, maxWidth, signStyle, 0));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth, int baseValue) {
        Objects.requireNonNull(field, "field");
        appendValue(new ReducedPrinterParser(field, width, maxWidth, baseValue, 0, null));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth,
            java.time.chrono.ChronoLocalDate baseDate) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(baseDate, "baseDate");
        appendValue(new ReducedPrinterParser(field, width, maxWidth, 0, 0, baseDate));
        return this;
    }

    private DateTimeFormatterBuilder appendValue(NumberPrinterParser pp) {
        if (active.valueParserIndex >= 0) {
            final int activeValueParser = active.valueParserIndex;
            NumberPrinterParser basePP = (NumberPrinterParser) active.printerParsers.get(activeValueParser);
            if (pp.minWidth == pp.maxWidth && pp.signStyle == SignStyle.NOT_NEGATIVE) {
                // A fixed width field after a variable one: the variable one leaves room for it.
                basePP = basePP.withSubsequentWidth(pp.maxWidth);
                appendInternal(pp.withFixedWidth());
                active.valueParserIndex = activeValueParser;
            } else {
                basePP = basePP.withFixedWidth();
                active.valueParserIndex = appendInternal(pp);
            }
            active.printerParsers.set(activeValueParser, basePP);
        } else {
            active.valueParserIndex = appendInternal(pp);
        }
        return this;
    }

    public DateTimeFormatterBuilder appendFraction(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
        if (field != ChronoField.NANO_OF_SECOND && field != ChronoField.MICRO_OF_SECOND && field != ChronoField.MILLI_OF_SECOND) {
            throw new UnsupportedOperationException("rvm: DateTimeFormatterBuilder.appendFraction supports the fraction-of-second fields only, not " + field);
        }
        if (minWidth < 0 || minWidth > 9) {
            throw new IllegalArgumentException("Minimum width must be from 0 to 9 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 9) {
            throw new IllegalArgumentException("Maximum width must be from 1 to 9 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("Maximum width must exceed or equal the minimum width but " + maxWidth + " < " + minWidth);
        }
        if (minWidth == maxWidth && !decimalPoint) {
            // Fixed width, no point: takes part in adjacent value parsing ("HHmmssSSS").
            appendValue(new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint, 0));
        } else {
            appendInternal(new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint, 0));
        }
        return this;
    }

    public DateTimeFormatterBuilder appendText(TemporalField field) {
        return appendText(field, TextStyle.FULL);
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, TextStyle textStyle) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(textStyle, "textStyle");
        appendInternal(new TextPrinterParser(field, textStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant() {
        appendInternal(new InstantPrinterParser(-2));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant(int fractionalDigits) {
        if (fractionalDigits < -1 || fractionalDigits > 9) {
            throw new IllegalArgumentException("The fractional digits must be from -1 to 9 inclusive but was " + fractionalDigits);
        }
        appendInternal(new InstantPrinterParser(fractionalDigits));
        return this;
    }

    public DateTimeFormatterBuilder appendOffsetId() {
        appendInternal(OffsetIdPrinterParser.INSTANCE_ID_Z);
        return this;
    }

    public DateTimeFormatterBuilder appendOffset(String pattern, String noOffsetText) {
        appendInternal(new OffsetIdPrinterParser(pattern, noOffsetText));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(char literal) {
        appendInternal(new CharLiteralPrinterParser(literal));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(String literal) {
        Objects.requireNonNull(literal, "literal");
        if (!literal.isEmpty()) {
            if (literal.length() == 1) {
                appendInternal(new CharLiteralPrinterParser(literal.charAt(0)));
            } else {
                appendInternal(new StringLiteralPrinterParser(literal));
            }
        }
        return this;
    }

    public DateTimeFormatterBuilder append(DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        appendInternal(formatter.toPrinterParser(false));
        return this;
    }

    public DateTimeFormatterBuilder appendOptional(DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        appendInternal(formatter.toPrinterParser(true));
        return this;
    }

    public DateTimeFormatterBuilder appendPattern(String pattern) {
        Objects.requireNonNull(pattern, "pattern");
        parsePattern(pattern);
        return this;
    }

    private void parsePattern(String pattern) {
        for (int pos = 0; pos < pattern.length(); pos++) {
            char cur = pattern.charAt(pos);
            if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                int start = pos++;
                for (; pos < pattern.length() && pattern.charAt(pos) == cur; pos++) {
                }
                int count = pos - start;
                if (cur == 'p') {
                    throw new UnsupportedOperationException("rvm: DateTimeFormatter pattern letter 'p' (padding) is not supported");
                }
                TemporalField field = FIELD_MAP.get(cur);
                if (field != null) {
                    parseField(cur, count, field);
                } else if (cur == 'z' || cur == 'V' || cur == 'v' || cur == 'O' || cur == 'X' || cur == 'x' || cur == 'Z'
                        || cur == 'c' || cur == 'e' || cur == 'W' || cur == 'w' || cur == 'Y' || cur == 'Q' || cur == 'q'
                        || cur == 'B' || cur == 'g') {
                    if (cur == 'X' || cur == 'x' || cur == 'Z') {
                        appendZoneOffsetLetter(cur, count);
                    } else {
                        throw new UnsupportedOperationException("rvm: DateTimeFormatter pattern letter '" + cur + "' is not supported");
                    }
                } else {
                    throw new IllegalArgumentException("Unknown pattern letter: " + cur);
                }
                pos--;
            } else if (cur == '\'') {
                int start = pos++;
                for (; pos < pattern.length(); pos++) {
                    if (pattern.charAt(pos) == '\'') {
                        if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                            pos++;
                        } else {
                            break;
                        }
                    }
                }
                if (pos >= pattern.length()) {
                    throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                }
                String str = pattern.substring(start + 1, pos);
                if (str.isEmpty()) {
                    appendLiteral('\'');
                } else {
                    appendLiteral(str.replace("''", "'"));
                }
            } else if (cur == '[') {
                optionalStart();
            } else if (cur == ']') {
                if (active.parent == null) {
                    throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                }
                optionalEnd();
            } else if (cur == '{' || cur == '}' || cur == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
            } else {
                appendLiteral(cur);
            }
        }
    }

    private void appendZoneOffsetLetter(char cur, int count) {
        if (cur == 'Z') {
            if (count < 4) {
                appendOffset("+HHMM", "+0000");
            } else if (count == 5) {
                appendOffset("+HH:MM:ss", "Z");
            } else {
                throw new UnsupportedOperationException("rvm: DateTimeFormatter pattern ZZZZ (localized offset) is not supported");
            }
        } else {
            if (count > 5) {
                throw new IllegalArgumentException("Too many pattern letters: " + cur);
            }
            String[] patterns = {"+HHmm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss"};
            String p = count == 1 ? "+HHmm" : patterns[count - 1];
            appendOffset(p, cur == 'X' ? "Z" : (count == 1 ? "+00" : count == 2 || count == 4 ? "+0000" : "+00:00"));
        }
    }

    private void parseField(char cur, int count, TemporalField field) {
        boolean standalone = false;
        switch (cur) {
            case 'u':
            case 'y':
                if (count == 2) {
                    appendValueReduced(field, 2, 2, 2000);
                } else if (count < 4) {
                    appendValue(field, count, 19, SignStyle.NORMAL);
                } else {
                    appendValue(field, count, 19, SignStyle.EXCEEDS_PAD);
                }
                break;
            case 'L':
                standalone = true;
                // fallthrough
            case 'M':
            case 'E':
                switch (count) {
                    case 1:
                    case 2:
                        if (cur == 'E') {
                            appendText(field, TextStyle.SHORT);
                        } else if (count == 1) {
                            appendValue(field);
                        } else {
                            appendValue(field, 2);
                        }
                        break;
                    case 3:
                        appendText(field, standalone ? TextStyle.SHORT_STANDALONE : TextStyle.SHORT);
                        break;
                    case 4:
                        appendText(field, standalone ? TextStyle.FULL_STANDALONE : TextStyle.FULL);
                        break;
                    case 5:
                        appendText(field, standalone ? TextStyle.NARROW_STANDALONE : TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'a':
                if (count == 1) {
                    appendText(field, TextStyle.SHORT);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'G':
                switch (count) {
                    case 1:
                    case 2:
                    case 3:
                        appendText(field, TextStyle.SHORT);
                        break;
                    case 4:
                        appendText(field, TextStyle.FULL);
                        break;
                    case 5:
                        appendText(field, TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'S':
                appendFraction(ChronoField.NANO_OF_SECOND, count, count, false);
                break;
            case 'F':
                if (count == 1) {
                    appendValue(field);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'd':
            case 'h':
            case 'H':
            case 'k':
            case 'K':
            case 'm':
            case 's':
                if (count == 1) {
                    appendValue(field);
                } else if (count == 2) {
                    appendValue(field, count);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'D':
                if (count == 1) {
                    appendValue(field);
                } else if (count == 2 || count == 3) {
                    appendValue(field, count, 3, SignStyle.NOT_NEGATIVE);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'A':
            case 'n':
            case 'N':
                appendValue(field, count, 19, SignStyle.NOT_NEGATIVE);
                break;
            default:
                if (count == 1) {
                    appendValue(field);
                } else {
                    appendValue(field, count);
                }
                break;
        }
    }

    public DateTimeFormatterBuilder optionalStart() {
        active.valueParserIndex = -1;
        active = new DateTimeFormatterBuilder(active, true);
        return this;
    }

    public DateTimeFormatterBuilder optionalEnd() {
        if (active.parent == null) {
            throw new IllegalStateException("Cannot call optionalEnd() as there was no previous call to optionalStart()");
        }
        if (active.printerParsers.size() > 0) {
            CompositePrinterParser cpp = new CompositePrinterParser(active.printerParsers, active.optional);
            active = active.parent;
            appendInternal(cpp);
        } else {
            active = active.parent;
        }
        return this;
    }

    private int appendInternal(PrinterParser pp) {
        Objects.requireNonNull(pp, "pp");
        active.printerParsers.add(pp);
        active.valueParserIndex = -1;
        return active.printerParsers.size() - 1;
    }

    public DateTimeFormatter toFormatter() {
        return toFormatter(Locale.getDefault());
    }

    public DateTimeFormatter toFormatter(Locale locale) {
        return toFormatter(locale, ResolverStyle.SMART);
    }

    DateTimeFormatter toFormatter(ResolverStyle resolverStyle) {
        return toFormatter(Locale.getDefault(), resolverStyle);
    }

    private DateTimeFormatter toFormatter(Locale locale, ResolverStyle resolverStyle) {
        Objects.requireNonNull(locale, "locale");
        while (active.parent != null) {
            optionalEnd();
        }
        CompositePrinterParser pp = new CompositePrinterParser(printerParsers, false);
        return new DateTimeFormatter(pp, locale, resolverStyle);
    }

    // ---------------------------------------------------------------- printer-parsers

    /** One element of a format: prints a part of a temporal, parses it back into the context. */
    interface PrinterParser {
        boolean format(PrintContext context, StringBuilder buf);

        /** The position after the parsed text, or the complement (~) of the error position. */
        int parse(ParseContext context, CharSequence text, int position);
    }

    /** A temporal being printed; in an optional section unsupported fields give null. */
    static final class PrintContext {
        final TemporalAccessor temporal;
        final Locale locale;
        int optional;

        PrintContext(TemporalAccessor temporal, Locale locale) {
            this.temporal = temporal;
            this.locale = locale;
        }

        Long getValue(TemporalField field) {
            if (optional > 0 && !temporal.isSupported(field)) {
                return null;
            }
            return temporal.getLong(field);
        }
    }

    /** The state of a parse: settings and the fields parsed so far (copied around optional sections). */
    static final class ParseContext {
        boolean caseSensitive = true;
        boolean strict = true;
        Map<TemporalField, Long> fields = new HashMap<>();
        boolean leapSecond;

        ParseContext copy() {
            ParseContext c = new ParseContext();
            c.caseSensitive = caseSensitive;
            c.strict = strict;
            c.fields = new HashMap<>(fields);
            c.leapSecond = leapSecond;
            return c;
        }

        int setParsedField(TemporalField field, long value, int errorPos, int successPos) {
            Long old = fields.put(field, value);
            return (old != null && old.longValue() != value) ? ~errorPos : successPos;
        }

        boolean charEquals(char ch1, char ch2) {
            if (caseSensitive) {
                return ch1 == ch2;
            }
            return ch1 == ch2 || Character.toUpperCase(ch1) == Character.toUpperCase(ch2)
                    || Character.toLowerCase(ch1) == Character.toLowerCase(ch2);
        }

        boolean subSequenceEquals(CharSequence cs1, int offset1, CharSequence cs2, int offset2, int length) {
            if (offset1 + length > cs1.length() || offset2 + length > cs2.length()) {
                return false;
            }
            for (int i = 0; i < length; i++) {
                if (!charEquals(cs1.charAt(offset1 + i), cs2.charAt(offset2 + i))) {
                    return false;
                }
            }
            return true;
        }
    }

    static final class CompositePrinterParser implements PrinterParser {
        private final PrinterParser[] printerParsers;
        private final boolean optional;

        CompositePrinterParser(List<PrinterParser> printerParsers, boolean optional) {
            this(printerParsers.toArray(new PrinterParser[0]), optional);
        }

        CompositePrinterParser(PrinterParser[] printerParsers, boolean optional) {
            this.printerParsers = printerParsers;
            this.optional = optional;
        }

        CompositePrinterParser withOptional(boolean optional) {
            if (optional == this.optional) {
                return this;
            }
            return new CompositePrinterParser(printerParsers, optional);
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            int length = buf.length();
            if (optional) {
                context.optional++;
            }
            try {
                for (PrinterParser pp : printerParsers) {
                    if (pp.format(context, buf) == false) {
                        buf.setLength(length);
                        return true;
                    }
                }
            } finally {
                if (optional) {
                    context.optional--;
                }
            }
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            if (optional) {
                ParseContext saved = context.copy();
                int pos = position;
                for (PrinterParser pp : printerParsers) {
                    pos = pp.parse(context, text, pos);
                    if (pos < 0) {
                        context.caseSensitive = saved.caseSensitive;
                        context.strict = saved.strict;
                        context.fields = saved.fields;
                        context.leapSecond = saved.leapSecond;
                        return position;
                    }
                }
                return pos;
            } else {
                for (PrinterParser pp : printerParsers) {
                    position = pp.parse(context, text, position);
                    if (position < 0) {
                        break;
                    }
                }
                return position;
            }
        }

        public String toString() {
            StringBuilder buf = new StringBuilder();
            if (printerParsers != null) {
                buf.append(optional ? "[" : "(");
                for (PrinterParser pp : printerParsers) {
                    buf.append(pp);
                }
                buf.append(optional ? "]" : ")");
            }
            return buf.toString();
        }
    }

    static final class SettingsParser implements PrinterParser {
        static final SettingsParser SENSITIVE = new SettingsParser(0);
        static final SettingsParser INSENSITIVE = new SettingsParser(1);
        static final SettingsParser STRICT = new SettingsParser(2);
        static final SettingsParser LENIENT = new SettingsParser(3);

        private final int kind;

        private SettingsParser(int kind) {
            this.kind = kind;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            switch (kind) {
                case 0:
                    context.caseSensitive = true;
                    break;
                case 1:
                    context.caseSensitive = false;
                    break;
                case 2:
                    context.strict = true;
                    break;
                default:
                    context.strict = false;
                    break;
            }
            return position;
        }

        public String toString() {
            switch (kind) {
                case 0:
                    return "ParseCaseSensitive(true)";
                case 1:
                    return "ParseCaseSensitive(false)";
                case 2:
                    return "ParseStrict(true)";
                default:
                    return "ParseStrict(false)";
            }
        }
    }

    static final class DefaultValueParser implements PrinterParser {
        private final TemporalField field;
        private final long value;

        DefaultValueParser(TemporalField field, long value) {
            this.field = field;
            this.value = value;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            if (!context.fields.containsKey(field)) {
                context.setParsedField(field, value, position, position);
            }
            return position;
        }

        public String toString() {
            return "";
        }
    }

    static final class CharLiteralPrinterParser implements PrinterParser {
        private final char literal;

        CharLiteralPrinterParser(char literal) {
            this.literal = literal;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char ch = text.charAt(position);
            if (ch != literal) {
                if (context.caseSensitive
                        || (Character.toUpperCase(ch) != Character.toUpperCase(literal)
                                && Character.toLowerCase(ch) != Character.toLowerCase(literal))) {
                    return ~position;
                }
            }
            return position + 1;
        }

        public String toString() {
            if (literal == '\'') {
                return "''";
            }
            return "'" + literal + "'";
        }
    }

    static final class StringLiteralPrinterParser implements PrinterParser {
        private final String literal;

        StringLiteralPrinterParser(String literal) {
            this.literal = literal;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position > length || position < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (context.subSequenceEquals(text, position, literal, 0, literal.length()) == false) {
                return ~position;
            }
            return position + literal.length();
        }

        public String toString() {
            String converted = literal.replace("'", "''");
            return "'" + converted + "'";
        }
    }

    static class NumberPrinterParser implements PrinterParser {
        static final long[] EXCEED_POINTS = new long[] {
            0L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L, 1000000000L, 10000000000L,
        };

        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle signStyle;
        /** Digits later fixed-width fields need (adjacent value parsing); -1 when this one is fixed. */
        final int subsequentWidth;

        NumberPrinterParser(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle, int subsequentWidth) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
            this.subsequentWidth = subsequentWidth;
        }

        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new NumberPrinterParser(field, minWidth, maxWidth, signStyle, -1);
        }

        NumberPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new NumberPrinterParser(field, minWidth, maxWidth, signStyle, this.subsequentWidth + subsequentWidth);
        }

        long getValue(PrintContext context, long value) {
            return value;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            Long valueLong = context.getValue(field);
            if (valueLong == null) {
                return false;
            }
            long value = getValue(context, valueLong);
            String str = (value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value)));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                        + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                switch (signStyle) {
                    case EXCEEDS_PAD:
                        if (minWidth < 19 && minWidth < EXCEED_POINTS.length && value >= EXCEED_POINTS[minWidth]) {
                            buf.append('+');
                        }
                        break;
                    case ALWAYS:
                        buf.append('+');
                        break;
                    default:
                        break;
                }
            } else {
                switch (signStyle) {
                    case NORMAL:
                    case EXCEEDS_PAD:
                    case ALWAYS:
                        buf.append('-');
                        break;
                    case NOT_NEGATIVE:
                        throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                                + " cannot be negative according to the SignStyle");
                    default:
                        break;
                }
            }
            for (int i = 0; i < minWidth - str.length(); i++) {
                buf.append('0');
            }
            buf.append(str);
            return true;
        }

        boolean isFixedWidth(ParseContext context) {
            return subsequentWidth == -1 || (subsequentWidth > 0 && minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE);
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char sign = text.charAt(position);
            boolean negative = false;
            boolean positive = false;
            if (sign == '+') {
                if (signStyle.parse(true, context.strict, minWidth == maxWidth) == false) {
                    return ~position;
                }
                positive = true;
                position++;
            } else if (sign == '-') {
                if (signStyle.parse(false, context.strict, minWidth == maxWidth) == false) {
                    return ~position;
                }
                negative = true;
                position++;
            } else if (signStyle == SignStyle.ALWAYS && context.strict) {
                return ~position;
            }
            int effMinWidth = (context.strict || isFixedWidth(context) ? minWidth : 1);
            int minEndPos = position + effMinWidth;
            if (minEndPos > length) {
                return ~position;
            }
            int effMaxWidth = (context.strict || isFixedWidth(context) ? maxWidth : 9) + Math.max(subsequentWidth, 0);
            long total = 0;
            java.math.BigInteger totalBig = null;
            int pos = position;
            for (int pass = 0; pass < 2; pass++) {
                int maxEndPos = Math.min(pos + effMaxWidth, length);
                while (pos < maxEndPos) {
                    char ch = text.charAt(pos++);
                    int digit = (ch >= '0' && ch <= '9') ? ch - '0' : -1;
                    if (digit < 0) {
                        pos--;
                        if (pos < minEndPos) {
                            return ~position;
                        }
                        break;
                    }
                    if ((pos - position) > 18) {
                        if (totalBig == null) {
                            totalBig = java.math.BigInteger.valueOf(total);
                        }
                        totalBig = totalBig.multiply(java.math.BigInteger.TEN).add(java.math.BigInteger.valueOf(digit));
                    } else {
                        total = total * 10 + digit;
                    }
                }
                if (subsequentWidth > 0 && pass == 0) {
                    // Leave the digits the following fixed-width fields need.
                    int parseLen = pos - position;
                    effMaxWidth = Math.max(effMinWidth, parseLen - subsequentWidth);
                    pos = position;
                    total = 0;
                    totalBig = null;
                } else {
                    break;
                }
            }
            if (negative) {
                if (totalBig != null) {
                    if (totalBig.equals(java.math.BigInteger.ZERO) && context.strict) {
                        return ~(position - 1);
                    }
                    totalBig = totalBig.negate();
                } else {
                    if (total == 0 && context.strict) {
                        return ~(position - 1);
                    }
                    total = -total;
                }
            } else if (signStyle == SignStyle.EXCEEDS_PAD && context.strict) {
                int parseLen = pos - position;
                if (positive) {
                    if (parseLen <= minWidth) {
                        return ~(position - 1);
                    }
                } else {
                    if (parseLen > minWidth) {
                        return ~position;
                    }
                }
            }
            if (totalBig != null) {
                if (totalBig.bitLength() > 63) {
                    totalBig = totalBig.divide(java.math.BigInteger.TEN);
                    pos--;
                }
                return setValue(context, totalBig.longValue(), position, pos);
            }
            return setValue(context, total, position, pos);
        }

        int setValue(ParseContext context, long value, int errorPos, int successPos) {
            return context.setParsedField(field, value, errorPos, successPos);
        }

        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && signStyle == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + signStyle + ")";
        }
    }

    static final class ReducedPrinterParser extends NumberPrinterParser {
        private final int baseValue;
        private final java.time.chrono.ChronoLocalDate baseDate;

        ReducedPrinterParser(TemporalField field, int minWidth, int maxWidth, int baseValue, int subsequentWidth,
                java.time.chrono.ChronoLocalDate baseDate) {
            super(field, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
            this.baseValue = baseValue;
            this.baseDate = baseDate;
        }

        private int base() {
            return baseDate != null ? baseDate.get(field) : baseValue;
        }

        long getValue(PrintContext context, long value) {
            long absValue = Math.abs(value);
            int range = (int) EXCEED_POINTS[minWidth];
            return absValue % range;
        }

        int setValue(ParseContext context, long value, int errorPos, int successPos) {
            int baseValue = base();
            int parseLen = successPos - errorPos;
            if (parseLen == minWidth && value >= 0) {
                long range = EXCEED_POINTS[minWidth];
                long lastPart = baseValue % range;
                long basePart = baseValue - lastPart;
                if (baseValue > 0) {
                    value = basePart + value;
                } else {
                    value = basePart - value;
                }
                if (value < baseValue) {
                    value += range;
                }
            }
            return context.setParsedField(field, value, errorPos, successPos);
        }

        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new ReducedPrinterParser(field, minWidth, maxWidth, baseValue, -1, baseDate);
        }

        NumberPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new ReducedPrinterParser(field, minWidth, maxWidth, baseValue, this.subsequentWidth + subsequentWidth, baseDate);
        }

        boolean isFixedWidth(ParseContext context) {
            if (context.strict == false) {
                return false;
            }
            return super.isFixedWidth(context);
        }

        public String toString() {
            return "ReducedValue(" + field + "," + minWidth + "," + maxWidth + ","
                    + (baseDate != null ? (Object) baseDate : (Object) Integer.valueOf(baseValue)) + ")";
        }
    }

    /** A fraction of a second: nanos printed as decimal digits after an optional point. */
    static final class FractionPrinterParser extends NumberPrinterParser {
        private final boolean decimalPoint;

        FractionPrinterParser(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint, int subsequentWidth) {
            super(field, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
            this.decimalPoint = decimalPoint;
        }

        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint, -1);
        }

        NumberPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint, this.subsequentWidth + subsequentWidth);
        }

        boolean isFixedWidth(ParseContext context) {
            if (context.strict && minWidth == maxWidth && decimalPoint == false) {
                return true;
            }
            return false;
        }

        private int digitsOf() {
            return field == ChronoField.NANO_OF_SECOND ? 9 : field == ChronoField.MICRO_OF_SECOND ? 6 : 3;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            Long value = context.getValue(field);
            if (value == null) {
                return false;
            }
            field.range().checkValidValue(value, field);
            int digits = digitsOf();
            String all = Long.toString(value + (long) Math.pow(10, digits)).substring(1);
            int end = all.length();
            while (end > 0 && all.charAt(end - 1) == '0') {
                end--;
            }
            if (end == 0) {
                if (minWidth > 0) {
                    if (decimalPoint) {
                        buf.append('.');
                    }
                    for (int i = 0; i < minWidth; i++) {
                        buf.append('0');
                    }
                }
            } else {
                int outputScale = Math.min(Math.max(end, minWidth), maxWidth);
                String str = (all + "000000000").substring(0, outputScale);
                if (decimalPoint) {
                    buf.append('.');
                }
                buf.append(str);
            }
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            int effectiveMin = (context.strict || isFixedWidth(context) ? minWidth : 0);
            int effectiveMax = (context.strict || isFixedWidth(context) ? maxWidth : 9);
            int length = text.length();
            if (position != length) {
                if (decimalPoint) {
                    if (text.charAt(position) != '.') {
                        return (effectiveMin > 0 ? ~position : position);
                    }
                    position++;
                }
                int minEndPos = position + effectiveMin;
                if (minEndPos > length) {
                    return ~position;
                }
                int maxEndPos = Math.min(position + effectiveMax, length);
                int total = 0;
                int pos = position;
                while (pos < maxEndPos) {
                    char ch = text.charAt(pos++);
                    int digit = (ch >= '0' && ch <= '9') ? ch - '0' : -1;
                    if (digit < 0) {
                        if (pos < minEndPos) {
                            return ~position;
                        }
                        pos--;
                        break;
                    }
                    total = total * 10 + digit;
                }
                int parsed = pos - position;
                long value = total;
                int digits = digitsOf();
                for (int i = parsed; i < digits; i++) {
                    value *= 10;
                }
                for (int i = digits; i < parsed; i++) {
                    value /= 10;
                }
                return context.setParsedField(field, value, position, pos);
            }
            return (effectiveMin > 0 ? ~position : position);
        }

        public String toString() {
            String decimal = (decimalPoint ? ",DecimalPoint" : "");
            return "Fraction(" + field + "," + minWidth + "," + maxWidth + decimal + ")";
        }
    }

    /** English text of months, days of week, AM/PM and eras. */
    static final class TextPrinterParser implements PrinterParser {
        private final TemporalField field;
        private final TextStyle textStyle;

        TextPrinterParser(TemporalField field, TextStyle textStyle) {
            this.field = field;
            this.textStyle = textStyle;
        }

        private static String eraText(long value, TextStyle style) {
            switch (style) {
                case FULL:
                case FULL_STANDALONE:
                    return value == 0 ? "Before Christ" : "Anno Domini";
                case SHORT:
                case SHORT_STANDALONE:
                    return value == 0 ? "BC" : "AD";
                default:
                    return value == 0 ? "B" : "A";
            }
        }

        /** The text for a value, or null when the field has no text. */
        private String text(long value, TextStyle style) {
            if (field == ChronoField.MONTH_OF_YEAR && value >= 1 && value <= 12) {
                return Month.of((int) value).getDisplayName(style, Locale.ENGLISH);
            }
            if (field == ChronoField.DAY_OF_WEEK && value >= 1 && value <= 7) {
                return DayOfWeek.of((int) value).getDisplayName(style, Locale.ENGLISH);
            }
            if (field == ChronoField.AMPM_OF_DAY && (value == 0 || value == 1)) {
                return RvmTimeText.amPm((int) value);
            }
            if (field == ChronoField.ERA && (value == 0 || value == 1)) {
                return eraText(value, style);
            }
            return null;
        }

        private long[] values() {
            if (field == ChronoField.MONTH_OF_YEAR) {
                return new long[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
            }
            if (field == ChronoField.DAY_OF_WEEK) {
                return new long[] {1, 2, 3, 4, 5, 6, 7};
            }
            if (field == ChronoField.AMPM_OF_DAY || field == ChronoField.ERA) {
                return new long[] {0, 1};
            }
            return new long[0];
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            Long value = context.getValue(field);
            if (value == null) {
                return false;
            }
            RvmTimeText.checkLocale(context.locale);
            String text = text(value, textStyle);
            if (text == null) {
                return new NumberPrinterParser(field, 1, 19, SignStyle.NORMAL, 0).format(context, buf);
            }
            buf.append(text);
            return true;
        }

        public int parse(ParseContext context, CharSequence parseText, int position) {
            int length = parseText.length();
            if (position < 0 || position > length) {
                throw new IndexOutOfBoundsException();
            }
            TextStyle[] styles = context.strict ? new TextStyle[] {textStyle}
                    : new TextStyle[] {TextStyle.FULL, TextStyle.SHORT, TextStyle.NARROW};
            String best = null;
            long bestValue = 0;
            for (TextStyle style : styles) {
                for (long v : values()) {
                    String t = text(v, style);
                    if (t != null && (best == null || t.length() > best.length())
                            && context.subSequenceEquals(t, 0, parseText, position, t.length())) {
                        best = t;
                        bestValue = v;
                    }
                }
            }
            if (best != null) {
                return context.setParsedField(field, bestValue, position, position + best.length());
            }
            if (context.strict && values().length > 0) {
                return ~position;
            }
            return new NumberPrinterParser(field, 1, 19, SignStyle.NORMAL, 0).parse(context, parseText, position);
        }

        public String toString() {
            if (textStyle == TextStyle.FULL) {
                return "Text(" + field + ")";
            }
            return "Text(" + field + "," + textStyle + ")";
        }
    }

    /** ISO-8601 offsets such as +01:00, +0100, +01 and the text for zero ("Z"). */
    static final class OffsetIdPrinterParser implements PrinterParser {
        static final String[] PATTERNS = new String[] {
            "+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss", "+HHMMSS", "+HH:MM:SS",
        };
        static final OffsetIdPrinterParser INSTANCE_ID_Z = new OffsetIdPrinterParser("+HH:MM:ss", "Z");

        private final String noOffsetText;
        private final int type;

        OffsetIdPrinterParser(String pattern, String noOffsetText) {
            Objects.requireNonNull(pattern, "pattern");
            Objects.requireNonNull(noOffsetText, "noOffsetText");
            int t = -1;
            for (int i = 0; i < PATTERNS.length; i++) {
                if (PATTERNS[i].equals(pattern)) {
                    t = i;
                }
            }
            if (t < 0) {
                throw new IllegalArgumentException("Invalid zone offset pattern: " + pattern);
            }
            this.type = t;
            this.noOffsetText = noOffsetText;
        }

        private boolean colons() {
            return PATTERNS[type].indexOf(':') >= 0;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            Long offsetSecs = context.getValue(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs == 0) {
                buf.append(noOffsetText);
            } else {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                int bufPos = buf.length();
                int output = absHours;
                buf.append(totalSecs < 0 ? "-" : "+");
                buf.append((char) (absHours / 10 + '0')).append((char) (absHours % 10 + '0'));
                if (type >= 3 || (type >= 1 && absMinutes > 0)) {
                    buf.append(colons() ? ":" : "").append((char) (absMinutes / 10 + '0')).append((char) (absMinutes % 10 + '0'));
                    output += absMinutes;
                    if (type == 7 || type == 8 || (type >= 5 && absSeconds > 0)) {
                        buf.append(colons() ? ":" : "").append((char) (absSeconds / 10 + '0')).append((char) (absSeconds % 10 + '0'));
                        output += absSeconds;
                    }
                }
                if (output == 0) {
                    buf.setLength(bufPos);
                    buf.append(noOffsetText);
                }
            }
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            int noOffsetLen = noOffsetText.length();
            if (noOffsetLen == 0) {
                if (position == length) {
                    return context.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position);
                }
            } else {
                if (position == length) {
                    return ~position;
                }
                if (context.subSequenceEquals(text, position, noOffsetText, 0, noOffsetLen)) {
                    return context.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position + noOffsetLen);
                }
            }
            char sign = text.charAt(position);
            if (sign == '+' || sign == '-') {
                int negative = (sign == '-' ? -1 : 1);
                int pos = position + 1;
                int[] values = new int[3];
                boolean colons = colons();
                for (int i = 0; i < 3; i++) {
                    if (i > 0) {
                        if (pos >= length) {
                            break;
                        }
                        if (colons) {
                            if (text.charAt(pos) != ':') {
                                break;
                            }
                            pos++;
                        }
                    }
                    if (pos + 2 > length || !Character.isDigit(text.charAt(pos)) || !Character.isDigit(text.charAt(pos + 1))) {
                        if (i == 0) {
                            return ~position;
                        }
                        if (colons) {
                            pos--;
                        }
                        break;
                    }
                    values[i] = (text.charAt(pos) - '0') * 10 + (text.charAt(pos + 1) - '0');
                    pos += 2;
                }
                if (values[0] > 18 || values[1] > 59 || values[2] > 59) {
                    return ~position;
                }
                long offsetSecs = negative * (values[0] * 3600L + values[1] * 60L + values[2]);
                return context.setParsedField(ChronoField.OFFSET_SECONDS, offsetSecs, position, pos);
            }
            if (noOffsetLen == 0) {
                return context.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position);
            }
            return ~position;
        }

        public String toString() {
            String converted = noOffsetText.replace("'", "''");
            return "Offset(" + PATTERNS[type] + ",'" + converted + "')";
        }
    }

    /** ISO-8601 instants in UTC: 2023-01-15T10:30:00Z, fraction digits as needed in groups of three. */
    static final class InstantPrinterParser implements PrinterParser {
        private static final long SECONDS_PER_10000_YEARS = 146097L * 25L * 86400L;
        private static final long SECONDS_0000_TO_1970 = ((146097L * 5L) - (30L * 365L + 7L)) * 86400L;
        private final int fractionalDigits;

        InstantPrinterParser(int fractionalDigits) {
            this.fractionalDigits = fractionalDigits;
        }

        public boolean format(PrintContext context, StringBuilder buf) {
            Long inSecs = context.getValue(ChronoField.INSTANT_SECONDS);
            Long inNanos = null;
            if (context.temporal.isSupported(ChronoField.NANO_OF_SECOND)) {
                inNanos = context.temporal.getLong(ChronoField.NANO_OF_SECOND);
            }
            if (inSecs == null) {
                return false;
            }
            long inSec = inSecs;
            int inNano = ChronoField.NANO_OF_SECOND.checkValidIntValue(inNanos != null ? inNanos : 0);
            if (inSec >= -SECONDS_0000_TO_1970) {
                long zeroSecs = inSec - SECONDS_PER_10000_YEARS + SECONDS_0000_TO_1970;
                long hi = Math.floorDiv(zeroSecs, SECONDS_PER_10000_YEARS) + 1;
                long lo = Math.floorMod(zeroSecs, SECONDS_PER_10000_YEARS);
                LocalDateTime ldt = LocalDateTime.ofEpochSecond(lo - SECONDS_0000_TO_1970, 0, ZoneOffset.UTC);
                if (hi > 0) {
                    buf.append('+').append(hi);
                }
                buf.append(ldt);
                if (ldt.getSecond() == 0) {
                    buf.append(":00");
                }
            } else {
                long zeroSecs = inSec + SECONDS_0000_TO_1970;
                long hi = zeroSecs / SECONDS_PER_10000_YEARS;
                long lo = zeroSecs % SECONDS_PER_10000_YEARS;
                LocalDateTime ldt = LocalDateTime.ofEpochSecond(lo - SECONDS_0000_TO_1970, 0, ZoneOffset.UTC);
                int pos = buf.length();
                buf.append(ldt);
                if (ldt.getSecond() == 0) {
                    buf.append(":00");
                }
                if (hi < 0) {
                    if (ldt.getYear() == -10_000) {
                        buf.replace(pos, pos + 2, Long.toString(hi - 1));
                    } else if (lo == 0) {
                        buf.insert(pos, hi);
                    } else {
                        buf.insert(pos + 1, Math.abs(hi));
                    }
                }
            }
            if ((fractionalDigits < 0 && inNano > 0) || fractionalDigits > 0) {
                buf.append('.');
                if (fractionalDigits < 0) {
                    if (inNano % 1000_000 == 0) {
                        buf.append(Integer.toString((inNano / 1000_000) + 1000).substring(1));
                    } else if (inNano % 1000 == 0) {
                        buf.append(Integer.toString((inNano / 1000) + 1000_000).substring(1));
                    } else {
                        buf.append(Integer.toString((inNano) + 1000_000_000).substring(1));
                    }
                } else {
                    int div = 100_000_000;
                    for (int i = 0; i < fractionalDigits; i++) {
                        int digit = inNano / div;
                        buf.append((char) (digit + '0'));
                        inNano = inNano - (digit * div);
                        div = div / 10;
                    }
                }
            }
            buf.append('Z');
            return true;
        }

        public int parse(ParseContext context, CharSequence text, int position) {
            int minDigits = (fractionalDigits < 0 ? 0 : fractionalDigits);
            int maxDigits = (fractionalDigits < 0 ? 9 : fractionalDigits);
            DateTimeFormatterBuilder b = new DateTimeFormatterBuilder()
                    .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T')
                    .appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':')
                    .appendValue(ChronoField.MINUTE_OF_HOUR, 2).appendLiteral(':')
                    .appendValue(ChronoField.SECOND_OF_MINUTE, 2)
                    .appendFraction(ChronoField.NANO_OF_SECOND, minDigits, maxDigits, true)
                    .appendOffsetId();
            CompositePrinterParser parser = b.toFormatter().toPrinterParser(false);
            ParseContext newContext = context.copy();
            int pos = parser.parse(newContext, text, position);
            if (pos < 0) {
                return pos;
            }
            long yearParsed = newContext.fields.get(ChronoField.YEAR);
            int month = newContext.fields.get(ChronoField.MONTH_OF_YEAR).intValue();
            int day = newContext.fields.get(ChronoField.DAY_OF_MONTH).intValue();
            int hour = newContext.fields.get(ChronoField.HOUR_OF_DAY).intValue();
            int min = newContext.fields.get(ChronoField.MINUTE_OF_HOUR).intValue();
            Long secVal = newContext.fields.get(ChronoField.SECOND_OF_MINUTE);
            Long nanoVal = newContext.fields.get(ChronoField.NANO_OF_SECOND);
            int sec = (secVal != null ? secVal.intValue() : 0);
            int nano = (nanoVal != null ? nanoVal.intValue() : 0);
            int offset = newContext.fields.get(ChronoField.OFFSET_SECONDS).intValue();
            int days = 0;
            if (hour == 24 && min == 0 && sec == 0 && nano == 0) {
                hour = 0;
                days = 1;
            } else if (hour == 23 && min == 59 && sec == 60) {
                context.leapSecond = true;
                sec = 59;
            }
            int year = (int) yearParsed % 10_000;
            long instantSecs;
            try {
                LocalDateTime ldt = LocalDateTime.of(year, month, day, hour, min, sec, 0).plusDays(days);
                instantSecs = ldt.toEpochSecond(ZoneOffset.ofTotalSeconds(offset));
                instantSecs += Math.multiplyExact(yearParsed / 10_000L, SECONDS_PER_10000_YEARS);
            } catch (ArithmeticException ex) {
                return ~position;
            }
            int successPos = pos;
            successPos = context.setParsedField(ChronoField.INSTANT_SECONDS, instantSecs, position, successPos);
            return context.setParsedField(ChronoField.NANO_OF_SECOND, nano, position, successPos);
        }

        public String toString() {
            return "Instant()";
        }
    }
}
