package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * rvm's java.text.SimpleDateFormat: the JDK's pattern letters (GyMdkHmsSEDFwWahKzZYuXL), quoting
 * rules and messages; formatting through a GregorianCalendar; parsing as the JDK does (fields
 * set in the order parsed, so the calendar's resolution decides conflicts; two-digit years in
 * the 100 years from 80 years ago; lenient numbers unless setLenient(false)). Zone names parse as
 * GMT/UTC offsets, RFC 822 offsets and the names of the formatter's own zone, UTC and GMT.
 */
public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;

    private static final int TAG_QUOTE_ASCII_CHAR = 100;
    private static final int TAG_QUOTE_CHARS = 101;

    /** The calendar field of each pattern letter, in the order of DateFormatSymbols.PATTERN_CHARS. */
    private static final int[] PATTERN_INDEX_TO_CALENDAR_FIELD = {Calendar.ERA, Calendar.YEAR, Calendar.MONTH,
        Calendar.DATE, Calendar.HOUR_OF_DAY, Calendar.HOUR_OF_DAY, Calendar.MINUTE, Calendar.SECOND,
        Calendar.MILLISECOND, Calendar.DAY_OF_WEEK, Calendar.DAY_OF_YEAR, Calendar.DAY_OF_WEEK_IN_MONTH,
        Calendar.WEEK_OF_YEAR, Calendar.WEEK_OF_MONTH, Calendar.AM_PM, Calendar.HOUR, Calendar.HOUR,
        Calendar.ZONE_OFFSET, Calendar.ZONE_OFFSET, Calendar.YEAR, Calendar.DAY_OF_WEEK, Calendar.ZONE_OFFSET,
        Calendar.MONTH};
    private static final int[] PATTERN_INDEX_TO_DATE_FORMAT_FIELD = {ERA_FIELD, YEAR_FIELD, MONTH_FIELD,
        DATE_FIELD, HOUR_OF_DAY1_FIELD, HOUR_OF_DAY0_FIELD, MINUTE_FIELD, SECOND_FIELD, MILLISECOND_FIELD,
        DAY_OF_WEEK_FIELD, DAY_OF_YEAR_FIELD, DAY_OF_WEEK_IN_MONTH_FIELD, WEEK_OF_YEAR_FIELD, WEEK_OF_MONTH_FIELD,
        AM_PM_FIELD, HOUR1_FIELD, HOUR0_FIELD, TIMEZONE_FIELD, TIMEZONE_FIELD, YEAR_FIELD, DAY_OF_WEEK_FIELD,
        TIMEZONE_FIELD, MONTH_FIELD};

    private String pattern;
    private transient char[] compiledPattern;
    private DateFormatSymbols formatData;
    private Date defaultCenturyStart;
    private transient int defaultCenturyStartYear;
    private final Locale locale;

    public SimpleDateFormat() {
        this(DateFormat.pattern(SHORT, SHORT, Locale.getDefault()), Locale.getDefault());
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        this.formatData = DateFormatSymbols.getInstance(locale);
        this.pattern = pattern;
        this.compiledPattern = compile(pattern);
        initialize(locale);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        if (pattern == null || formatSymbols == null) {
            throw new NullPointerException();
        }
        this.locale = Locale.getDefault();
        this.formatData = (DateFormatSymbols) formatSymbols.clone();
        this.pattern = pattern;
        this.compiledPattern = compile(pattern);
        initialize(locale);
    }

    private void initialize(Locale loc) {
        calendar = Calendar.getInstance(loc);
        DecimalFormat nf = new DecimalFormat("#", DecimalFormatSymbols.getInstance(Locale.US));
        nf.setGroupingUsed(false);
        nf.setParseIntegerOnly(true);
        numberFormat = nf;
        calendar.setTime(new Date());
        calendar.add(Calendar.YEAR, -80);
        parseAmbiguousDatesAsAfter(calendar.getTime());
    }

    private void parseAmbiguousDatesAsAfter(Date startDate) {
        defaultCenturyStart = startDate;
        calendar.setTime(startDate);
        defaultCenturyStartYear = calendar.get(Calendar.YEAR);
    }

    public void set2DigitYearStart(Date startDate) {
        parseAmbiguousDatesAsAfter(new Date(startDate.getTime()));
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    // ---- the pattern

    /**
     * Compiles a pattern as the JDK does: each field is (index << 8 | count) (count 255 or more
     * takes a second char), literal text is TAG_QUOTE_ASCII_CHAR with the char or
     * TAG_QUOTE_CHARS with a length followed by the chars.
     */
    private static char[] compile(String pattern) {
        int length = pattern.length();
        boolean inQuote = false;
        StringBuilder compiledCode = new StringBuilder(length * 2);
        StringBuilder tmpBuffer = null;
        int count = 0;
        int lastTag = -1;
        for (int i = 0; i < length; i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if ((i + 1) < length) {
                    c = pattern.charAt(i + 1);
                    if (c == '\'') {
                        i++;
                        if (count != 0) {
                            encode(lastTag, count, compiledCode);
                            lastTag = -1;
                            count = 0;
                        }
                        if (inQuote) {
                            tmpBuffer.append(c);
                        } else {
                            compiledCode.append((char) (TAG_QUOTE_ASCII_CHAR << 8 | c));
                        }
                        continue;
                    }
                }
                if (!inQuote) {
                    if (count != 0) {
                        encode(lastTag, count, compiledCode);
                        lastTag = -1;
                        count = 0;
                    }
                    if (tmpBuffer == null) {
                        tmpBuffer = new StringBuilder(length);
                    } else {
                        tmpBuffer.setLength(0);
                    }
                    inQuote = true;
                } else {
                    int len = tmpBuffer.length();
                    if (len == 1) {
                        char ch = tmpBuffer.charAt(0);
                        if (ch < 128) {
                            compiledCode.append((char) (TAG_QUOTE_ASCII_CHAR << 8 | ch));
                        } else {
                            compiledCode.append((char) (TAG_QUOTE_CHARS << 8 | 1));
                            compiledCode.append(ch);
                        }
                    } else {
                        encode(TAG_QUOTE_CHARS, len, compiledCode);
                        compiledCode.append(tmpBuffer);
                    }
                    inQuote = false;
                }
                continue;
            }
            if (inQuote) {
                tmpBuffer.append(c);
                continue;
            }
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                if (count != 0) {
                    encode(lastTag, count, compiledCode);
                    lastTag = -1;
                    count = 0;
                }
                if (c < 128) {
                    compiledCode.append((char) (TAG_QUOTE_ASCII_CHAR << 8 | c));
                } else {
                    int j;
                    for (j = i + 1; j < length; j++) {
                        char d = pattern.charAt(j);
                        if (d == '\'' || (d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z')) {
                            break;
                        }
                    }
                    encode(TAG_QUOTE_CHARS, j - i, compiledCode);
                    for (; i < j; i++) {
                        compiledCode.append(pattern.charAt(i));
                    }
                    i--;
                }
                continue;
            }
            int tag = DateFormatSymbols.PATTERN_CHARS.indexOf(c);
            if (tag == -1) {
                throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
            }
            if (lastTag == -1 || lastTag == tag) {
                lastTag = tag;
                count++;
                continue;
            }
            encode(lastTag, count, compiledCode);
            lastTag = tag;
            count = 1;
        }
        if (inQuote) {
            throw new IllegalArgumentException("Unterminated quote");
        }
        if (count != 0) {
            encode(lastTag, count, compiledCode);
        }
        char[] r = new char[compiledCode.length()];
        compiledCode.getChars(0, r.length, r, 0);
        return r;
    }

    private static void encode(int tag, int length, StringBuilder buffer) {
        if (tag == 21 && length >= 4) {
            throw new IllegalArgumentException("invalid ISO 8601 format: length=" + length);
        }
        if (length < 255) {
            buffer.append((char) (tag << 8 | length));
        } else {
            buffer.append((char) ((tag << 8) | 0xff));
            buffer.append((char) (length >>> 16));
            buffer.append((char) (length & 0xffff));
        }
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        compiledPattern = compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        this.formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    public Object clone() {
        SimpleDateFormat other = (SimpleDateFormat) super.clone();
        other.formatData = (DateFormatSymbols) formatData.clone();
        return other;
    }

    public int hashCode() {
        return pattern.hashCode();
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        SimpleDateFormat that = (SimpleDateFormat) obj;
        return pattern.equals(that.pattern) && formatData.equals(that.formatData);
    }

    // ---- format

    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        calendar.setTime(date);
        boolean found = false;
        for (int i = 0; i < compiledPattern.length; ) {
            int tag = compiledPattern[i] >>> 8;
            int count = compiledPattern[i++] & 0xff;
            if (count == 255) {
                count = compiledPattern[i++] << 16;
                count |= compiledPattern[i++];
            }
            switch (tag) {
                case TAG_QUOTE_ASCII_CHAR:
                    toAppendTo.append((char) count);
                    break;
                case TAG_QUOTE_CHARS:
                    toAppendTo.append(compiledPattern, i, count);
                    i += count;
                    break;
                default: {
                    int begin = toAppendTo.length();
                    subFormat(tag, count, toAppendTo);
                    if (!found && pos.getField() == PATTERN_INDEX_TO_DATE_FORMAT_FIELD[tag]) {
                        found = true;
                        pos.setBeginIndex(begin);
                        pos.setEndIndex(toAppendTo.length());
                    }
                    break;
                }
            }
        }
        return toAppendTo;
    }

    private void subFormat(int patternCharIndex, int count, StringBuffer buffer) {
        int maxIntCount = Integer.MAX_VALUE;
        String current = null;
        int field = PATTERN_INDEX_TO_CALENDAR_FIELD[patternCharIndex];
        int value;
        if (patternCharIndex == 19) {
            if (calendar.isWeekDateSupported()) {
                value = calendar.getWeekYear();
            } else {
                patternCharIndex = 1;
                value = calendar.get(field);
            }
        } else if (patternCharIndex == 20) {
            value = calendar.get(Calendar.DAY_OF_WEEK) == Calendar.SUNDAY ? 7 : calendar.get(Calendar.DAY_OF_WEEK) - 1;
        } else {
            value = calendar.get(field);
        }
        switch (patternCharIndex) {
            case 0: // 'G'
                if (value < formatData.eras.length) {
                    current = formatData.eras[value];
                }
                if (current == null) {
                    current = "";
                }
                break;
            case 19: // 'Y'
            case 1: // 'y'
                if (calendar instanceof GregorianCalendar) {
                    if (count != 2) {
                        zeroPaddingNumber(value, count, maxIntCount, buffer);
                    } else {
                        zeroPaddingNumber(value, 2, 2, buffer);
                    }
                } else {
                    zeroPaddingNumber(value, count, maxIntCount, buffer);
                }
                break;
            case 22: // 'L'
            case 2: // 'M'
                if (count >= 4) {
                    current = formatData.months[value];
                } else if (count == 3) {
                    current = formatData.shortMonths[value];
                } else {
                    zeroPaddingNumber(value + 1, count, maxIntCount, buffer);
                }
                break;
            case 4: // 'k'
                zeroPaddingNumber(value == 0 ? calendar.getMaximum(Calendar.HOUR_OF_DAY) + 1 : value, count,
                        maxIntCount, buffer);
                break;
            case 9: // 'E'
                current = count >= 4 ? formatData.weekdays[value] : formatData.shortWeekdays[value];
                break;
            case 14: // 'a'
                current = formatData.ampms[value];
                break;
            case 15: // 'h'
                zeroPaddingNumber(value == 0 ? calendar.getLeastMaximum(Calendar.HOUR) + 1 : value, count,
                        maxIntCount, buffer);
                break;
            case 17: { // 'z'
                TimeZone tz = calendar.getTimeZone();
                boolean daylight = calendar.get(Calendar.DST_OFFSET) != 0;
                buffer.append(tz.getDisplayName(daylight, count < 4 ? TimeZone.SHORT : TimeZone.LONG, locale));
                break;
            }
            case 18: { // 'Z'
                value = (calendar.get(Calendar.ZONE_OFFSET) + calendar.get(Calendar.DST_OFFSET)) / 60000;
                buffer.append(value >= 0 ? '+' : '-');
                value = Math.abs(value);
                int num = (value / 60) * 100 + (value % 60);
                zeroPaddingNumber(num, 4, 4, buffer);
                break;
            }
            case 21: { // 'X'
                value = calendar.get(Calendar.ZONE_OFFSET) + calendar.get(Calendar.DST_OFFSET);
                if (value == 0) {
                    buffer.append('Z');
                    break;
                }
                value /= 60000;
                buffer.append(value >= 0 ? '+' : '-');
                value = Math.abs(value);
                zeroPaddingNumber(value / 60, 2, 2, buffer);
                if (count == 1) {
                    break;
                }
                if (count == 3) {
                    buffer.append(':');
                }
                zeroPaddingNumber(value % 60, 2, 2, buffer);
                break;
            }
            default:
                // 'd' 'H' 'm' 's' 'S' 'D' 'F' 'w' 'W' 'K' 'u'
                zeroPaddingNumber(value, count, maxIntCount, buffer);
                break;
        }
        if (current != null) {
            buffer.append(current);
        }
    }

    private static void zeroPaddingNumber(int value, int minDigits, int maxDigits, StringBuffer buffer) {
        String s = Integer.toString(value);
        if (value < 0) {
            buffer.append('-');
            s = s.substring(1);
        }
        if (s.length() > maxDigits) {
            s = s.substring(s.length() - maxDigits);
        }
        for (int i = s.length(); i < minDigits; i++) {
            buffer.append('0');
        }
        buffer.append(s);
    }

    // ---- parse

    /** Fields parsed so far, set on the calendar in the order parsed. */
    private static final class Parsed {
        final int[] fields = new int[18];
        final int[] values = new int[18];
        int next = 1;

        void set(int field, int value) {
            fields[field] = next++;
            values[field] = value;
        }

        boolean isSet(int field) {
            return fields[field] != 0;
        }

        void establish(Calendar cal) {
            cal.clear();
            for (int stamp = 1; stamp < next; stamp++) {
                for (int f = 0; f < 18; f++) {
                    if (fields[f] == stamp) {
                        if (f == 17) {
                            // 17 stands for the week year ('Y'), set as a plain year when it is alone.
                            if (!isSet(Calendar.YEAR)) {
                                cal.set(Calendar.YEAR, values[f]);
                            }
                        } else {
                            cal.set(f, values[f]);
                        }
                        break;
                    }
                }
            }
        }
    }

    public Date parse(String text, ParsePosition pos) {
        if (text == null || pos == null) {
            throw new NullPointerException();
        }
        int start = pos.index;
        int oldStart = start;
        int textLength = text.length();
        boolean[] ambiguousYear = {false};
        Parsed parsed = new Parsed();
        for (int i = 0; i < compiledPattern.length; ) {
            int tag = compiledPattern[i] >>> 8;
            int count = compiledPattern[i++] & 0xff;
            if (count == 255) {
                count = compiledPattern[i++] << 16;
                count |= compiledPattern[i++];
            }
            switch (tag) {
                case TAG_QUOTE_ASCII_CHAR:
                    if (start >= textLength || text.charAt(start) != (char) count) {
                        pos.index = oldStart;
                        pos.errorIndex = start;
                        return null;
                    }
                    start++;
                    break;
                case TAG_QUOTE_CHARS:
                    while (count-- > 0) {
                        if (start >= textLength || text.charAt(start) != compiledPattern[i++]) {
                            pos.index = oldStart;
                            pos.errorIndex = start;
                            return null;
                        }
                        start++;
                    }
                    break;
                default: {
                    boolean obeyCount = false;
                    if (i < compiledPattern.length) {
                        int nextTag = compiledPattern[i] >>> 8;
                        if (!(nextTag == TAG_QUOTE_ASCII_CHAR || nextTag == TAG_QUOTE_CHARS)) {
                            obeyCount = true;
                        }
                    }
                    start = subParse(text, start, tag, count, obeyCount, ambiguousYear, pos, parsed);
                    if (start < 0) {
                        pos.index = oldStart;
                        return null;
                    }
                }
            }
        }
        pos.index = start;
        Date parsedDate;
        try {
            parsed.establish(calendar);
            parsedDate = calendar.getTime();
            if (ambiguousYear[0] && parsedDate.before(defaultCenturyStart)) {
                parsed.values[Calendar.YEAR] += 100;
                parsed.establish(calendar);
                parsedDate = calendar.getTime();
            }
        } catch (IllegalArgumentException e) {
            pos.errorIndex = start;
            pos.index = oldStart;
            return null;
        }
        return parsedDate;
    }

    private int matchString(String text, int start, int field, String[] data, Parsed parsed) {
        int i = 0;
        int count = data.length;
        if (field == Calendar.DAY_OF_WEEK) {
            i = 1;
        }
        int bestMatchLength = 0;
        int bestMatch = -1;
        for (; i < count; ++i) {
            int length = data[i].length();
            if (length > bestMatchLength && text.regionMatches(true, start, data[i], 0, length)) {
                bestMatch = i;
                bestMatchLength = length;
            }
        }
        if (bestMatch >= 0) {
            parsed.set(field, bestMatch);
            return start + bestMatchLength;
        }
        return -start;
    }

    /** Parses digits (an optional minus sign first) at pos; at most maxDigits when obeying the count. */
    private static long parseNumber(String text, ParsePosition pos, int maxDigits, boolean allowSign) {
        int i = pos.index;
        int end = text.length();
        if (maxDigits > 0 && i + maxDigits < end) {
            end = i + maxDigits;
        }
        boolean negative = false;
        if (allowSign && i < end && text.charAt(i) == '-') {
            negative = true;
            i++;
        }
        int digitsStart = i;
        long value = 0;
        while (i < end) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                break;
            }
            value = value * 10 + (c - '0');
            if (value > Integer.MAX_VALUE + 1L) {
                return Long.MIN_VALUE;
            }
            i++;
        }
        if (i == digitsStart) {
            return Long.MIN_VALUE;
        }
        pos.index = i;
        return negative ? -value : value;
    }

    private int subParse(String text, int start, int patternCharIndex, int count, boolean obeyCount,
            boolean[] ambiguousYear, ParsePosition origPos, Parsed parsed) {
        int value;
        ParsePosition pos = new ParsePosition(0);
        pos.index = start;
        if (patternCharIndex == 19 && !calendar.isWeekDateSupported()) {
            patternCharIndex = 1;
        }
        int field = PATTERN_INDEX_TO_CALENDAR_FIELD[patternCharIndex];
        for (;;) {
            if (pos.index >= text.length()) {
                origPos.errorIndex = start;
                return -1;
            }
            char c = text.charAt(pos.index);
            if (c != ' ' && c != '\t') {
                break;
            }
            ++pos.index;
        }
        int actualStart = pos.index;
        parsing:
        {
            boolean textual = patternCharIndex == 0 || patternCharIndex == 9 || patternCharIndex == 14
                    || patternCharIndex == 17 || patternCharIndex == 18 || patternCharIndex == 21
                    || (patternCharIndex == 2 || patternCharIndex == 22) && count > 2;
            if (!textual) {
                long n = parseNumber(text, pos, obeyCount ? count : 0, true);
                if (n == Long.MIN_VALUE) {
                    break parsing;
                }
                value = (int) n;
            } else {
                value = 0;
            }
            int index;
            switch (patternCharIndex) {
                case 0: // 'G'
                    if ((index = matchString(text, start, Calendar.ERA, formatData.eras, parsed)) > 0) {
                        return index;
                    }
                    break parsing;
                case 19: // 'Y'
                case 1: // 'y'
                    if (count <= 2 && (pos.index - actualStart) == 2 && Character.isDigit(text.charAt(actualStart))
                            && Character.isDigit(text.charAt(actualStart + 1))) {
                        int ambiguousTwoDigitYear = defaultCenturyStartYear % 100;
                        ambiguousYear[0] = value == ambiguousTwoDigitYear;
                        value += (defaultCenturyStartYear / 100) * 100 + (value < ambiguousTwoDigitYear ? 100 : 0);
                    }
                    parsed.set(patternCharIndex == 19 ? 17 : Calendar.YEAR, value);
                    return pos.index;
                case 2: // 'M'
                case 22: // 'L'
                    if (count <= 2) {
                        parsed.set(Calendar.MONTH, value - 1);
                        return pos.index;
                    }
                    {
                        int newStart = matchString(text, start, Calendar.MONTH, formatData.months, parsed);
                        if (newStart > 0) {
                            return newStart;
                        }
                        if ((index = matchString(text, start, Calendar.MONTH, formatData.shortMonths, parsed)) > 0) {
                            return index;
                        }
                    }
                    break parsing;
                case 4: // 'k'
                    if (!calendar.isLenient() && (value < 1 || value > 24)) {
                        break parsing;
                    }
                    if (value == calendar.getMaximum(Calendar.HOUR_OF_DAY) + 1) {
                        value = 0;
                    }
                    parsed.set(Calendar.HOUR_OF_DAY, value);
                    return pos.index;
                case 9: { // 'E'
                    int newStart = matchString(text, start, Calendar.DAY_OF_WEEK, formatData.weekdays, parsed);
                    if (newStart > 0) {
                        return newStart;
                    }
                    if ((index = matchString(text, start, Calendar.DAY_OF_WEEK, formatData.shortWeekdays,
                            parsed)) > 0) {
                        return index;
                    }
                    break parsing;
                }
                case 14: // 'a'
                    if ((index = matchString(text, start, Calendar.AM_PM, formatData.ampms, parsed)) > 0) {
                        return index;
                    }
                    break parsing;
                case 15: // 'h'
                    if (!calendar.isLenient() && (value < 1 || value > 12)) {
                        break parsing;
                    }
                    if (value == calendar.getLeastMaximum(Calendar.HOUR) + 1) {
                        value = 0;
                    }
                    parsed.set(Calendar.HOUR, value);
                    return pos.index;
                case 17: // 'z'
                case 18: { // 'Z'
                    int r = parseZone(text, pos.index, parsed);
                    if (r > 0) {
                        return r;
                    }
                    pos.index = -r;
                    break parsing;
                }
                case 21: { // 'X'
                    char c = text.charAt(pos.index);
                    if (c == 'Z') {
                        parsed.set(Calendar.ZONE_OFFSET, 0);
                        parsed.set(Calendar.DST_OFFSET, 0);
                        return ++pos.index;
                    }
                    if (c != '+' && c != '-') {
                        ++pos.index;
                        break parsing;
                    }
                    int r = parseNumericZone(text, ++pos.index, c == '-' ? -1 : 1, count, count == 3, parsed);
                    if (r > 0) {
                        return r;
                    }
                    pos.index = -r;
                    break parsing;
                }
                case 20: // 'u'
                    if (!calendar.isLenient() && (value < 1 || value > 7)) {
                        break parsing;
                    }
                    parsed.set(Calendar.DAY_OF_WEEK, value == 7 ? Calendar.SUNDAY : value + 1);
                    return pos.index;
                default:
                    // 'd' 'H' 'm' 's' 'S' 'D' 'F' 'w' 'W' 'K'
                    parsed.set(field, value);
                    return pos.index;
            }
        }
        origPos.errorIndex = pos.index;
        return -1;
    }

    /**
     * A zone for 'z' and 'Z' at start: a sign and hhmm (RFC 822), GMT with an optional sign and
     * h:mm or hh:mm, or a zone name (the formatter's own zone, UTC, GMT). Returns the end, or
     * minus the error position.
     */
    private int parseZone(String text, int start, Parsed parsed) {
        char c = text.charAt(start);
        if (c == '+' || c == '-') {
            return parseNumericZone(text, start + 1, c == '-' ? -1 : 1, 0, false, parsed);
        }
        if ((c == 'G' || c == 'g') && text.length() - start >= 3 && text.regionMatches(true, start, "GMT", 0, 3)) {
            int index = start + 3;
            int sign = 0;
            if (index < text.length()) {
                char s = text.charAt(index);
                sign = s == '+' ? 1 : s == '-' ? -1 : 0;
            }
            if (sign == 0) {
                parsed.set(Calendar.ZONE_OFFSET, 0);
                parsed.set(Calendar.DST_OFFSET, 0);
                return index;
            }
            return parseNumericZone(text, index + 1, sign, 0, true, parsed);
        }
        TimeZone own = calendar.getTimeZone();
        String[] candidates = {own.getDisplayName(false, TimeZone.LONG, locale),
            own.getDisplayName(false, TimeZone.SHORT, locale), own.getDisplayName(true, TimeZone.LONG, locale),
            own.getDisplayName(true, TimeZone.SHORT, locale), "Coordinated Universal Time", "Greenwich Mean Time",
            "UTC"};
        int best = -1;
        for (int k = 0; k < candidates.length; k++) {
            String name = candidates[k];
            if (!name.isEmpty() && text.regionMatches(true, start, name, 0, name.length())
                    && (best < 0 || name.length() > candidates[best].length())) {
                best = k;
            }
        }
        if (best < 0) {
            return -start;
        }
        int offset = best < 4 ? own.getRawOffset() : 0;
        int dst = (best == 2 || best == 3) && own.useDaylightTime() ? own.getDSTSavings() : 0;
        parsed.set(Calendar.ZONE_OFFSET, offset);
        parsed.set(Calendar.DST_OFFSET, dst);
        return start + candidates[best].length();
    }

    /**
     * hh, hhmm or hh:mm after a sign, as the JDK's subParseNumericZone: count 1 takes hours only,
     * count 0 with a colon allows one hour digit. Returns the end, or minus the error position.
     */
    private static int parseNumericZone(String text, int start, int sign, int count, boolean colon, Parsed parsed) {
        int index = start;
        int n = text.length();
        parse:
        {
            if (index >= n) {
                index++;
                break parse;
            }
            char c = text.charAt(index++);
            if (!Character.isDigit(c)) {
                break parse;
            }
            int hours = c - '0';
            if (index >= n) {
                index++;
                break parse;
            }
            c = text.charAt(index++);
            if (Character.isDigit(c)) {
                hours = hours * 10 + (c - '0');
            } else {
                if (count > 0 || !colon) {
                    break parse;
                }
                --index;
            }
            if (hours > 23) {
                break parse;
            }
            int minutes = 0;
            if (count != 1) {
                if (index >= n) {
                    index++;
                    break parse;
                }
                c = text.charAt(index++);
                if (colon) {
                    if (c != ':') {
                        break parse;
                    }
                    if (index >= n) {
                        index++;
                        break parse;
                    }
                    c = text.charAt(index++);
                }
                if (!Character.isDigit(c)) {
                    break parse;
                }
                minutes = c - '0';
                if (index >= n) {
                    index++;
                    break parse;
                }
                c = text.charAt(index++);
                if (!Character.isDigit(c)) {
                    break parse;
                }
                minutes = minutes * 10 + (c - '0');
                if (minutes > 59) {
                    break parse;
                }
            }
            minutes += hours * 60;
            parsed.set(Calendar.ZONE_OFFSET, minutes * 60000 * sign);
            parsed.set(Calendar.DST_OFFSET, 0);
            return index;
        }
        return 1 - index;
    }
}
