package java.text;

import java.util.Locale;

/**
 * rvm's java.text.MessageFormat: patterns with numbered arguments ("{0}", "{1,number,#.##}",
 * "{2,choice,0#none|1#one|1<{2} items}"), quoting with '...' and '' as JDK 17 does, the JDK's
 * messages for bad patterns, toPattern. Arguments format as the JDK's do: null as "null", a
 * Number through NumberFormat.getInstance(locale), a String as itself, anything else through
 * toString, a missing argument as "{n}"; a choice result holding '{' is formatted again as a
 * MessageFormat. Date and time arguments ("{0,date}", "{0,time,short}", "{0,date,yyyy-MM-dd}")
 * and a Date argument without a format go through DateFormat as in the JDK. parse reads the
 * arguments back with the JDK's rules (literal text matched exactly, formats' parseObject).
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    private static final int SEG_RAW = 0;
    private static final int SEG_INDEX = 1;
    private static final int SEG_TYPE = 2;
    private static final int SEG_MODIFIER = 3;

    private static final int TYPE_NULL = 0;
    private static final int TYPE_NUMBER = 1;
    private static final int TYPE_DATE = 2;
    private static final int TYPE_TIME = 3;
    private static final int TYPE_CHOICE = 4;
    private static final String[] TYPE_KEYWORDS = {"", "number", "date", "time", "choice"};
    private static final String[] DATE_TIME_MODIFIER_KEYWORDS = {"", "short", "medium", "long", "full"};
    private static final int[] DATE_TIME_MODIFIERS = {DateFormat.DEFAULT, DateFormat.SHORT, DateFormat.MEDIUM,
        DateFormat.LONG, DateFormat.FULL};

    private static final int MODIFIER_DEFAULT = 0;
    private static final int MODIFIER_CURRENCY = 1;
    private static final int MODIFIER_PERCENT = 2;
    private static final int MODIFIER_INTEGER = 3;
    private static final String[] NUMBER_MODIFIER_KEYWORDS = {"", "currency", "percent", "integer"};

    private static final int INITIAL_FORMATS = 10;

    private Locale locale;
    private String pattern = "";
    private Format[] formats = new Format[INITIAL_FORMATS];
    private int[] offsets = new int[INITIAL_FORMATS];
    private int[] argumentNumbers = new int[INITIAL_FORMATS];
    private int maxOffset = -1;

    public MessageFormat(String pattern) {
        this.locale = Locale.getDefault();
        applyPattern(pattern);
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        StringBuilder[] segments = new StringBuilder[4];
        segments[SEG_RAW] = new StringBuilder();
        int part = SEG_RAW;
        int formatNumber = 0;
        boolean inQuote = false;
        int braceStack = 0;
        maxOffset = -1;
        for (int i = 0; i < pattern.length(); ++i) {
            char ch = pattern.charAt(i);
            if (part == SEG_RAW) {
                if (ch == '\'') {
                    if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                        segments[part].append(ch);
                        ++i;
                    } else {
                        inQuote = !inQuote;
                    }
                } else if (ch == '{' && !inQuote) {
                    part = SEG_INDEX;
                    if (segments[SEG_INDEX] == null) {
                        segments[SEG_INDEX] = new StringBuilder();
                    }
                } else {
                    segments[part].append(ch);
                }
            } else if (inQuote) {
                segments[part].append(ch);
                if (ch == '\'') {
                    inQuote = false;
                }
            } else {
                switch (ch) {
                    case ',':
                        if (part < SEG_MODIFIER) {
                            if (segments[++part] == null) {
                                segments[part] = new StringBuilder();
                            }
                        } else {
                            segments[part].append(ch);
                        }
                        break;
                    case '{':
                        ++braceStack;
                        segments[part].append(ch);
                        break;
                    case '}':
                        if (braceStack == 0) {
                            part = SEG_RAW;
                            makeFormat(formatNumber, segments);
                            formatNumber++;
                            segments[SEG_INDEX] = null;
                            segments[SEG_TYPE] = null;
                            segments[SEG_MODIFIER] = null;
                        } else {
                            --braceStack;
                            segments[part].append(ch);
                        }
                        break;
                    case ' ':
                        if (part != SEG_TYPE || segments[SEG_TYPE].length() > 0) {
                            segments[part].append(ch);
                        }
                        break;
                    case '\'':
                        inQuote = true;
                        segments[part].append(ch);
                        break;
                    default:
                        segments[part].append(ch);
                        break;
                }
            }
        }
        if (braceStack == 0 && part != 0) {
            maxOffset = -1;
            throw new IllegalArgumentException("Unmatched braces in the pattern.");
        }
        this.pattern = segments[0].toString();
    }

    private void makeFormat(int offsetNumber, StringBuilder[] textSegments) {
        String[] segments = new String[textSegments.length];
        for (int i = 0; i < textSegments.length; i++) {
            StringBuilder oneseg = textSegments[i];
            segments[i] = (oneseg != null) ? oneseg.toString() : "";
        }
        int argumentNumber;
        try {
            argumentNumber = Integer.parseInt(segments[SEG_INDEX]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("can't parse argument number: " + segments[SEG_INDEX], e);
        }
        if (argumentNumber < 0) {
            throw new IllegalArgumentException("negative argument number: " + argumentNumber);
        }
        if (offsetNumber >= formats.length) {
            int newLength = formats.length * 2;
            Format[] newFormats = new Format[newLength];
            int[] newOffsets = new int[newLength];
            int[] newArgumentNumbers = new int[newLength];
            System.arraycopy(formats, 0, newFormats, 0, maxOffset + 1);
            System.arraycopy(offsets, 0, newOffsets, 0, maxOffset + 1);
            System.arraycopy(argumentNumbers, 0, newArgumentNumbers, 0, maxOffset + 1);
            formats = newFormats;
            offsets = newOffsets;
            argumentNumbers = newArgumentNumbers;
        }
        int oldMaxOffset = maxOffset;
        maxOffset = offsetNumber;
        offsets[offsetNumber] = segments[SEG_RAW].length();
        argumentNumbers[offsetNumber] = argumentNumber;

        Format newFormat = null;
        if (!segments[SEG_TYPE].isEmpty()) {
            int type = findKeyword(segments[SEG_TYPE], TYPE_KEYWORDS);
            switch (type) {
                case TYPE_NULL:
                    break;
                case TYPE_NUMBER:
                    switch (findKeyword(segments[SEG_MODIFIER], NUMBER_MODIFIER_KEYWORDS)) {
                        case MODIFIER_DEFAULT:
                            newFormat = NumberFormat.getInstance(locale);
                            break;
                        case MODIFIER_CURRENCY:
                            newFormat = NumberFormat.getCurrencyInstance(locale);
                            break;
                        case MODIFIER_PERCENT:
                            newFormat = NumberFormat.getPercentInstance(locale);
                            break;
                        case MODIFIER_INTEGER:
                            newFormat = NumberFormat.getIntegerInstance(locale);
                            break;
                        default:
                            try {
                                newFormat = new DecimalFormat(segments[SEG_MODIFIER],
                                        DecimalFormatSymbols.getInstance(locale));
                            } catch (IllegalArgumentException e) {
                                maxOffset = oldMaxOffset;
                                throw e;
                            }
                            break;
                    }
                    break;
                case TYPE_DATE:
                case TYPE_TIME: {
                    int mod = findKeyword(segments[SEG_MODIFIER], DATE_TIME_MODIFIER_KEYWORDS);
                    if (mod >= 0 && mod < DATE_TIME_MODIFIER_KEYWORDS.length) {
                        if (type == TYPE_DATE) {
                            newFormat = DateFormat.getDateInstance(DATE_TIME_MODIFIERS[mod], locale);
                        } else {
                            newFormat = DateFormat.getTimeInstance(DATE_TIME_MODIFIERS[mod], locale);
                        }
                    } else {
                        try {
                            newFormat = new SimpleDateFormat(segments[SEG_MODIFIER], locale);
                        } catch (IllegalArgumentException e) {
                            maxOffset = oldMaxOffset;
                            throw e;
                        }
                    }
                    break;
                }
                case TYPE_CHOICE:
                    try {
                        newFormat = new ChoiceFormat(segments[SEG_MODIFIER]);
                    } catch (Exception e) {
                        maxOffset = oldMaxOffset;
                        throw new IllegalArgumentException("Choice Pattern incorrect: " + segments[SEG_MODIFIER], e);
                    }
                    break;
                default:
                    maxOffset = oldMaxOffset;
                    throw new IllegalArgumentException("unknown format type: " + segments[SEG_TYPE]);
            }
        }
        formats[offsetNumber] = newFormat;
    }

    private static int findKeyword(String s, String[] list) {
        for (int i = 0; i < list.length; ++i) {
            if (s.equals(list[i])) {
                return i;
            }
        }
        String ls = s.trim().toLowerCase(Locale.ROOT);
        if (!ls.equals(s)) {
            for (int i = 0; i < list.length; ++i) {
                if (ls.equals(list[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public String toPattern() {
        int lastOffset = 0;
        StringBuilder result = new StringBuilder();
        for (int i = 0; i <= maxOffset; ++i) {
            copyAndFixQuotes(pattern, lastOffset, offsets[i], result);
            lastOffset = offsets[i];
            result.append('{').append(argumentNumbers[i]);
            Format fmt = formats[i];
            if (fmt instanceof NumberFormat) {
                if (fmt.equals(NumberFormat.getInstance(locale))) {
                    result.append(",number");
                } else if (fmt.equals(NumberFormat.getCurrencyInstance(locale))) {
                    result.append(",number,currency");
                } else if (fmt.equals(NumberFormat.getPercentInstance(locale))) {
                    result.append(",number,percent");
                } else if (fmt.equals(NumberFormat.getIntegerInstance(locale))) {
                    result.append(",number,integer");
                } else if (fmt instanceof DecimalFormat) {
                    result.append(",number,").append(((DecimalFormat) fmt).toPattern());
                } else if (fmt instanceof ChoiceFormat) {
                    result.append(",choice,").append(((ChoiceFormat) fmt).toPattern());
                }
            } else if (fmt instanceof DateFormat) {
                int index;
                for (index = 0; index < DATE_TIME_MODIFIERS.length; index++) {
                    DateFormat df = DateFormat.getDateInstance(DATE_TIME_MODIFIERS[index], locale);
                    if (fmt.equals(df)) {
                        result.append(",date");
                        break;
                    }
                    df = DateFormat.getTimeInstance(DATE_TIME_MODIFIERS[index], locale);
                    if (fmt.equals(df)) {
                        result.append(",time");
                        break;
                    }
                }
                if (index >= DATE_TIME_MODIFIERS.length) {
                    if (fmt instanceof SimpleDateFormat) {
                        result.append(",date,").append(((SimpleDateFormat) fmt).toPattern());
                    }
                } else if (index != 0) {
                    result.append(',').append(DATE_TIME_MODIFIER_KEYWORDS[index]);
                }
            }
            result.append('}');
        }
        copyAndFixQuotes(pattern, lastOffset, pattern.length(), result);
        return result.toString();
    }

    private static void copyAndFixQuotes(String source, int start, int end, StringBuilder target) {
        boolean quoted = false;
        for (int i = start; i < end; ++i) {
            char ch = source.charAt(i);
            if (ch == '{') {
                if (!quoted) {
                    target.append('\'');
                    quoted = true;
                }
                target.append(ch);
            } else if (ch == '\'') {
                target.append("''");
            } else {
                if (quoted) {
                    target.append('\'');
                    quoted = false;
                }
                target.append(ch);
            }
        }
        if (quoted) {
            target.append('\'');
        }
    }

    public void setFormatsByArgumentIndex(Format[] newFormats) {
        for (int i = 0; i <= maxOffset; i++) {
            int j = argumentNumbers[i];
            if (j < newFormats.length) {
                formats[i] = newFormats[j];
            }
        }
    }

    public void setFormats(Format[] newFormats) {
        int runsToCopy = newFormats.length;
        if (runsToCopy > maxOffset + 1) {
            runsToCopy = maxOffset + 1;
        }
        for (int i = 0; i < runsToCopy; i++) {
            formats[i] = newFormats[i];
        }
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (int j = 0; j <= maxOffset; j++) {
            if (argumentNumbers[j] == argumentIndex) {
                formats[j] = newFormat;
            }
        }
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        if (formatElementIndex > maxOffset) {
            throw new ArrayIndexOutOfBoundsException(formatElementIndex);
        }
        formats[formatElementIndex] = newFormat;
    }

    public Format[] getFormatsByArgumentIndex() {
        int maximumArgumentNumber = -1;
        for (int i = 0; i <= maxOffset; i++) {
            if (argumentNumbers[i] > maximumArgumentNumber) {
                maximumArgumentNumber = argumentNumbers[i];
            }
        }
        Format[] resultArray = new Format[maximumArgumentNumber + 1];
        for (int i = 0; i <= maxOffset; i++) {
            resultArray[argumentNumbers[i]] = formats[i];
        }
        return resultArray;
    }

    public Format[] getFormats() {
        Format[] resultArray = new Format[maxOffset + 1];
        System.arraycopy(formats, 0, resultArray, 0, maxOffset + 1);
        return resultArray;
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        return subformat(arguments, result);
    }

    public static String format(String pattern, Object... arguments) {
        MessageFormat temp = new MessageFormat(pattern);
        return temp.format(arguments);
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return subformat((Object[]) arguments, result);
    }

    private StringBuffer subformat(Object[] arguments, StringBuffer result) {
        int lastOffset = 0;
        for (int i = 0; i <= maxOffset; ++i) {
            result.append(pattern, lastOffset, offsets[i]);
            lastOffset = offsets[i];
            int argumentNumber = argumentNumbers[i];
            if (arguments == null || argumentNumber >= arguments.length) {
                result.append('{').append(argumentNumber).append('}');
                continue;
            }
            Object obj = arguments[argumentNumber];
            String arg = null;
            Format subFormatter = null;
            if (obj == null) {
                arg = "null";
            } else if (formats[i] != null) {
                subFormatter = formats[i];
                if (subFormatter instanceof ChoiceFormat) {
                    arg = formats[i].format(obj);
                    if (arg.indexOf('{') >= 0) {
                        subFormatter = new MessageFormat(arg, locale);
                        obj = arguments;
                        arg = null;
                    }
                }
            } else if (obj instanceof Number) {
                subFormatter = NumberFormat.getInstance(locale);
            } else if (obj instanceof java.util.Date) {
                subFormatter = DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale);
            } else if (obj instanceof String) {
                arg = (String) obj;
            } else {
                arg = obj.toString();
                if (arg == null) {
                    arg = "null";
                }
            }
            if (subFormatter != null) {
                arg = subFormatter.format(obj);
            }
            result.append(arg);
        }
        result.append(pattern, lastOffset, pattern.length());
        return result;
    }

    /**
     * The arguments {@code source} holds from {@code pos} on, matching the pattern's literal text
     * exactly: an argument with a format is read by that format's parseObject; one without takes
     * the text up to the next literal text (the first occurrence, or the rest of the source when no
     * literal text follows). A string argument that reads back as its own placeholder ("{0}") is
     * left null. On a mismatch returns null with pos's error index set.
     */
    public Object[] parse(String source, ParsePosition pos) {
        if (source == null) {
            return new Object[0];
        }
        int highest = -1;
        for (int i = 0; i <= maxOffset; i++) {
            highest = Math.max(highest, argumentNumbers[i]);
        }
        Object[] values = new Object[highest + 1];
        int patternAt = 0;
        int sourceAt = pos.index;
        ParsePosition sub = new ParsePosition(0);
        for (int i = 0; i <= maxOffset; i++) {
            int literal = offsets[i] - patternAt;
            if (literal != 0 && !pattern.regionMatches(patternAt, source, sourceAt, literal)) {
                pos.errorIndex = sourceAt;
                return null;
            }
            sourceAt += literal;
            patternAt += literal;
            if (formats[i] == null) {
                int literalEnd = i != maxOffset ? offsets[i + 1] : pattern.length();
                int end = patternAt >= literalEnd ? source.length()
                        : source.indexOf(pattern.substring(patternAt, literalEnd), sourceAt);
                if (end < 0) {
                    pos.errorIndex = sourceAt;
                    return null;
                }
                String text = source.substring(sourceAt, end);
                if (!text.equals("{" + argumentNumbers[i] + "}")) {
                    values[argumentNumbers[i]] = text;
                }
                sourceAt = end;
            } else {
                sub.index = sourceAt;
                values[argumentNumbers[i]] = formats[i].parseObject(source, sub);
                if (sub.index == sourceAt) {
                    pos.errorIndex = sourceAt;
                    return null;
                }
                sourceAt = sub.index;
            }
        }
        int tail = pattern.length() - patternAt;
        if (tail != 0 && !pattern.regionMatches(patternAt, source, sourceAt, tail)) {
            pos.errorIndex = sourceAt;
            return null;
        }
        pos.index = sourceAt + tail;
        return values;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("MessageFormat parse error!", pos.errorIndex);
        }
        return result;
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Object clone() {
        MessageFormat other = (MessageFormat) super.clone();
        other.formats = new Format[formats.length];
        for (int i = 0; i < formats.length; ++i) {
            if (formats[i] != null) {
                other.formats[i] = (Format) formats[i].clone();
            }
        }
        other.offsets = new int[offsets.length];
        System.arraycopy(offsets, 0, other.offsets, 0, offsets.length);
        other.argumentNumbers = new int[argumentNumbers.length];
        System.arraycopy(argumentNumbers, 0, other.argumentNumbers, 0, argumentNumbers.length);
        return other;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        MessageFormat other = (MessageFormat) obj;
        if (maxOffset != other.maxOffset || !pattern.equals(other.pattern)) {
            return false;
        }
        if (locale == null ? other.locale != null : !locale.equals(other.locale)) {
            return false;
        }
        for (int i = 0; i <= maxOffset; i++) {
            if (offsets[i] != other.offsets[i] || argumentNumbers[i] != other.argumentNumbers[i]) {
                return false;
            }
            if (formats[i] == null ? other.formats[i] != null : !formats[i].equals(other.formats[i])) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        return pattern.hashCode();
    }
}
