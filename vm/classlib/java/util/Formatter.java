package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;

/**
 * rvm's java.util.Formatter: the printf engine behind String.format, String.formatted and
 * PrintStream.printf/format.
 *
 * <pre>
 *   format string --parse (all of it, before any output)--> FixedString | FormatSpecifier ...
 *   FormatSpecifier: %[index$][flags][width][.precision]conversion
 *       index: "n$" explicit, "<" previous, none = next ordinary argument
 *       checks at parse time (flag/conversion mismatches, missing width, ...) like the JDK
 *   print each in turn to the Appendable: general (b h s), character (c), integral (d o x),
 *       floating point (e f g a, digits and HALF_UP rounding in FormatterDecimal), %n, %%
 * </pre>
 *
 * Matches JDK 17 for everything except: date/time conversions (%t, %T: parsed and checked, but
 * printing a non-null argument throws UnsupportedOperationException) and Formattable. Numbers use
 * the locale's digits, separators and grouping size (java.text.DecimalFormatSymbols and
 * NumberFormat, generated from JDK 17). Exceptions and their messages are the JDK's.
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private final Locale l;
    private IOException lastException;

    // Flags, same bits as the JDK's Formatter.Flags.
    static final int LEFT_JUSTIFY = 1 << 0;
    static final int UPPERCASE = 1 << 1;
    static final int ALTERNATE = 1 << 2;
    static final int PLUS = 1 << 3;
    static final int LEADING_SPACE = 1 << 4;
    static final int ZERO_PAD = 1 << 5;
    static final int GROUP = 1 << 6;
    static final int PARENTHESES = 1 << 7;
    static final int PREVIOUS = 1 << 8;

    public Formatter() {
        this(Locale.getDefault(), new StringBuilder());
    }

    public Formatter(Appendable a) {
        this(Locale.getDefault(), nonNullAppendable(a));
    }

    public Formatter(Locale l) {
        this(l, new StringBuilder());
    }

    public Formatter(Appendable a, Locale l) {
        this(l, nonNullAppendable(a));
    }

    public Formatter(PrintStream ps) {
        this(Locale.getDefault(), (Appendable) Objects.requireNonNull(ps));
    }

    private Formatter(Locale l, Appendable a) {
        this.a = a;
        this.l = l;
    }

    private static Appendable nonNullAppendable(Appendable a) {
        if (a == null) {
            return new StringBuilder();
        }
        return a;
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    @Override
    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException ioe) {
            lastException = ioe;
        } finally {
            a = null;
        }
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        int last = -1; // index of the last argument referenced
        int lasto = -1; // last ordinary index
        FormatString[] fsa = parse(format);
        for (int k = 0; k < fsa.length && fsa[k] != null; k++) {
            FormatString fs = fsa[k];
            int index = fs.index();
            try {
                if (index == -2) { // fixed text, %n or %%
                    fs.print(this, null, l);
                } else if (index == -1) { // relative index
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, (args == null ? null : args[last]), l);
                } else if (index == 0) { // ordinary index
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, (args == null ? null : args[lasto]), l);
                } else { // explicit index
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, (args == null ? null : args[last]), l);
                }
            } catch (IOException x) {
                lastException = x;
            }
        }
        return this;
    }

    /** Splits the format string; throws the JDK's exceptions for malformed specifiers. */
    private FormatString[] parse(String s) {
        FormatString[] al = new FormatString[8];
        int count = 0;
        int i = 0;
        int max = s.length();
        while (i < max) {
            FormatString next;
            int n = s.indexOf('%', i);
            if (n < 0) {
                next = new FixedString(s, i, max);
                i = max;
            } else if (i != n) {
                next = new FixedString(s, i, n);
                i = n;
            } else {
                i = n + 1;
                if (i >= max) {
                    throw new UnknownFormatConversionException("%");
                }
                char c = s.charAt(i);
                if (isValidConversion(c)) {
                    next = new FormatSpecifier(c);
                    i++;
                } else {
                    int end = matchSpecifier(s, n);
                    if (end < 0) {
                        throw new UnknownFormatConversionException(String.valueOf(c));
                    }
                    next = new FormatSpecifier(s, n, end);
                    i = end;
                }
            }
            if (count == al.length) {
                FormatString[] grown = new FormatString[count * 2];
                System.arraycopy(al, 0, grown, 0, count);
                al = grown;
            }
            al[count++] = next;
        }
        return al;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isFlag(char c) {
        return c == '-' || c == '#' || c == '+' || c == ' ' || c == '0' || c == ',' || c == '(' || c == '<';
    }

    private static boolean isConversionChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    /**
     * The end of the specifier starting with the '%' at n, or -1: what the JDK's pattern
     * {@code %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])} matches at n (backtracking
     * into the flags cannot produce a different match, so a greedy scan is equivalent).
     */
    private static int matchSpecifier(String s, int n) {
        int max = s.length();
        int i = n + 1;
        int j = i;
        while (j < max && isDigit(s.charAt(j))) {
            j++;
        }
        if (j > i && j < max && s.charAt(j) == '$') {
            i = j + 1;
        }
        while (i < max && isFlag(s.charAt(i))) {
            i++;
        }
        while (i < max && isDigit(s.charAt(i))) {
            i++;
        }
        if (i + 1 < max && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
            i += 2;
            while (i < max && isDigit(s.charAt(i))) {
                i++;
            }
        }
        if (i + 1 < max && (s.charAt(i) == 't' || s.charAt(i) == 'T') && isConversionChar(s.charAt(i + 1))) {
            i++;
        }
        if (i < max && isConversionChar(s.charAt(i))) {
            return i + 1;
        }
        return -1;
    }

    static boolean isValidConversion(char c) {
        switch (c) {
            case 'b': case 'B': case 's': case 'S': case 'h': case 'H': case 'c': case 'C':
            case 'd': case 'o': case 'x': case 'X': case 'e': case 'E': case 'g': case 'G':
            case 'f': case 'a': case 'A': case 'n': case '%':
                return true;
            default:
                return false;
        }
    }

    static boolean isGeneral(char c) {
        return c == 'b' || c == 'B' || c == 's' || c == 'S' || c == 'h' || c == 'H';
    }

    static boolean isCharacter(char c) {
        return c == 'c' || c == 'C';
    }

    static boolean isInteger(char c) {
        return c == 'd' || c == 'o' || c == 'x' || c == 'X';
    }

    static boolean isFloat(char c) {
        return c == 'e' || c == 'E' || c == 'g' || c == 'G' || c == 'f' || c == 'a' || c == 'A';
    }

    static boolean isText(char c) {
        return c == 'n' || c == '%';
    }

    static boolean isDateTime(char c) {
        return "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(c) >= 0;
    }

    static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        if ((f & LEFT_JUSTIFY) != 0) {
            sb.append('-');
        }
        if ((f & UPPERCASE) != 0) {
            sb.append('^');
        }
        if ((f & ALTERNATE) != 0) {
            sb.append('#');
        }
        if ((f & PLUS) != 0) {
            sb.append('+');
        }
        if ((f & LEADING_SPACE) != 0) {
            sb.append(' ');
        }
        if ((f & ZERO_PAD) != 0) {
            sb.append('0');
        }
        if ((f & GROUP) != 0) {
            sb.append(',');
        }
        if ((f & PARENTHESES) != 0) {
            sb.append('(');
        }
        if ((f & PREVIOUS) != 0) {
            sb.append('<');
        }
        return sb.toString();
    }

    static int parseFlag(char c) {
        switch (c) {
            case '-': return LEFT_JUSTIFY;
            case '#': return ALTERNATE;
            case '+': return PLUS;
            case ' ': return LEADING_SPACE;
            case '0': return ZERO_PAD;
            case ',': return GROUP;
            case '(': return PARENTHESES;
            case '<': return PREVIOUS;
            default: throw new UnknownFormatFlagsException(String.valueOf(c));
        }
    }

    /**
     * For Scanner, which reads numbers with ASCII digits, '.' and ',' grouping by three only: the
     * locales accepted here. Other locales fail (rather than read what HotSpot would not) when
     * the number needs a decimal separator or grouping, or always if their digits are not ASCII.
     */
    static void checkNumberLocale(Locale l, boolean needsSeparators) {
        if (l == null) {
            return;
        }
        String lang = l.getLanguage();
        if (lang.isEmpty() || lang.equals("zh") || lang.equals("ja") || lang.equals("ko")) {
            return;
        }
        if (lang.equals("en")) {
            String c = l.getCountry();
            if (c.isEmpty() || c.equals("US") || c.equals("GB") || c.equals("CA") || c.equals("AU")
                    || c.equals("NZ") || c.equals("IE") || c.equals("IN")) {
                return;
            }
        }
        boolean asciiDigits = !(lang.equals("ar") || lang.equals("fa") || lang.equals("ps") || lang.equals("ur")
                || lang.equals("bn") || lang.equals("mr") || lang.equals("ne") || lang.equals("my")
                || lang.equals("dz") || lang.equals("ks") || lang.equals("as") || lang.equals("sd")
                || lang.equals("ckb") || lang.equals("lrc") || lang.equals("mzn") || lang.equals("sat")
                || lang.equals("mni") || lang.equals("uz") || lang.equals("pa"));
        if (asciiDigits && !needsSeparators) {
            return;
        }
        throw new UnsupportedOperationException("rvm: Formatter: number symbols of locale " + l + " are not supported");
    }

    /** A piece of a parsed format string. */
    interface FormatString {
        int index();

        void print(Formatter fmt, Object arg, Locale l) throws IOException;

        String toString();
    }

    private static final class FixedString implements FormatString {
        private final String s;
        private final int start;
        private final int end;

        FixedString(String s, int start, int end) {
            this.s = s;
            this.start = start;
            this.end = end;
        }

        public int index() {
            return -2;
        }

        public void print(Formatter fmt, Object arg, Locale l) throws IOException {
            fmt.a.append(s, start, end);
        }

        public String toString() {
            return s.substring(start, end);
        }
    }

    private static final class FormatSpecifier implements FormatString {
        private int index = 0;
        private int f = 0;
        private int width = -1;
        private int precision = -1;
        private boolean dt = false;
        private char c;

        /** A specifier that is just '%' and a valid conversion character. */
        FormatSpecifier(char conv) {
            c = conv;
            if (Character.isUpperCase(conv)) {
                f = UPPERCASE;
                c = Character.toLowerCase(conv);
            }
            if (isText(conv)) {
                index = -2;
            }
        }

        /** The specifier s[n, end) as found by matchSpecifier. */
        FormatSpecifier(String s, int n, int end) {
            int i = n + 1;
            int j = i;
            while (isDigit(s.charAt(j))) {
                j++;
            }
            if (j > i && s.charAt(j) == '$') {
                index(s, i, j);
                i = j + 1;
            }
            int flagsStart = i;
            while (isFlag(s.charAt(i))) {
                i++;
            }
            flags(s, flagsStart, i);
            int widthStart = i;
            while (isDigit(s.charAt(i))) {
                i++;
            }
            if (i > widthStart) {
                width = parseSize(s, widthStart, i);
                if (width < 0) {
                    throw new IllegalFormatWidthException(width);
                }
            }
            if (s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
                int precisionStart = ++i;
                while (isDigit(s.charAt(i))) {
                    i++;
                }
                precision = parseSize(s, precisionStart, i);
                if (precision < 0) {
                    throw new IllegalFormatPrecisionException(precision);
                }
            }
            if (i + 1 < end) {
                dt = true;
                if (s.charAt(i) == 'T') {
                    f |= UPPERCASE;
                }
                i++;
            }
            conversion(s.charAt(i));
            if (dt) {
                checkDateTime();
            } else if (isGeneral(c)) {
                checkGeneral();
            } else if (isCharacter(c)) {
                checkCharacter();
            } else if (isInteger(c)) {
                checkInteger();
            } else if (isFloat(c)) {
                checkFloat();
            } else if (isText(c)) {
                checkText();
            } else {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        /** Decimal digits s[start, end) as an int; Integer.MIN_VALUE if they overflow. */
        private static int parseSize(String s, int start, int end) {
            long v = 0;
            for (int k = start; k < end; k++) {
                v = v * 10 + (s.charAt(k) - '0');
                if (v > Integer.MAX_VALUE) {
                    return Integer.MIN_VALUE;
                }
            }
            return (int) v;
        }

        private void index(String s, int start, int end) {
            index = parseSize(s, start, end);
            if (index <= 0) {
                throw new IllegalFormatArgumentIndexException(index);
            }
        }

        private void flags(String s, int start, int end) {
            int parsed = 0;
            for (int k = start; k < end; k++) {
                int flag = parseFlag(s.charAt(k));
                if ((parsed & flag) != 0) {
                    throw new DuplicateFormatFlagsException(flagsToString(flag));
                }
                parsed |= flag;
            }
            f = parsed;
            if ((f & PREVIOUS) != 0) {
                index = -1;
            }
        }

        private void conversion(char conv) {
            c = conv;
            if (!dt) {
                if (!isValidConversion(c)) {
                    throw new UnknownFormatConversionException(String.valueOf(c));
                }
                if (Character.isUpperCase(c)) {
                    f |= UPPERCASE;
                    c = Character.toLowerCase(c);
                }
                if (isText(c)) {
                    index = -2;
                }
            }
        }

        public int index() {
            return index;
        }

        private boolean has(int flag) {
            return (f & flag) != 0;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(f & ~UPPERCASE));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPERCASE) ? 'T' : 't');
            }
            sb.append(has(UPPERCASE) ? Character.toUpperCase(c) : c);
            return sb.toString();
        }

        // ---- parse-time checks (same order and exceptions as the JDK) ----

        private void failMismatch(int flag, char conv) {
            throw new FormatFlagsConversionMismatchException(flagsToString(flag), conv);
        }

        /** Fails on the first of badFlags (in this order, the JDK's) that is set. */
        private void checkBadFlags(int... badFlags) {
            for (int i = 0; i < badFlags.length; i++) {
                if (has(badFlags[i])) {
                    failMismatch(badFlags[i], c);
                }
            }
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALTERNATE)) {
                failMismatch(ALTERNATE, c);
            }
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlags(PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
        }

        private void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (!isDateTime(c)) {
                throw new UnknownFormatConversionException("t" + c);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == 'd') {
                checkBadFlags(ALTERNATE);
            } else {
                checkBadFlags(GROUP);
            }
        }

        private void checkNumeric() {
            if (width == -1 && (has(LEFT_JUSTIFY) || has(ZERO_PAD))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(LEADING_SPACE)) || (has(LEFT_JUSTIFY) && has(ZERO_PAD))) {
                throw new IllegalFormatFlagsException(flagsToString(f));
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'a') {
                checkBadFlags(PARENTHESES, GROUP);
            } else if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALTERNATE);
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == '%') {
                if (f != LEFT_JUSTIFY && f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
                if (width == -1 && has(LEFT_JUSTIFY)) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
            }
        }

        // ---- printing ----

        public void print(Formatter fmt, Object arg, Locale l) throws IOException {
            if (dt) {
                if (arg == null) {
                    print(fmt, "null", l);
                    return;
                }
                if (!(arg instanceof Long)) {
                    failConversion(c, arg); // Date, Calendar and TemporalAccessor do not exist in rvm
                }
                throw new UnsupportedOperationException("rvm: Formatter date/time conversion " + toString()
                        + " is not supported");
            }
            switch (c) {
                case 'd':
                case 'o':
                case 'x':
                    printInteger(fmt, arg, l);
                    break;
                case 'e':
                case 'g':
                case 'f':
                case 'a':
                    printFloat(fmt, arg, l);
                    break;
                case 'c':
                    printCharacter(fmt, arg, l);
                    break;
                case 'b':
                    print(fmt, arg == null ? "false" : (arg instanceof Boolean ? arg.toString() : "true"), l);
                    break;
                case 's':
                    if (has(ALTERNATE)) {
                        failMismatch(ALTERNATE, 's');
                    }
                    print(fmt, arg == null ? "null" : arg.toString(), l);
                    break;
                case 'h':
                    print(fmt, arg == null ? "null" : Integer.toHexString(arg.hashCode()), l);
                    break;
                case 'n':
                    fmt.a.append(System.lineSeparator());
                    break;
                default: // '%'
                    print(fmt, "%", l);
                    break;
            }
        }

        private void failConversion(char conv, Object arg) {
            throw new IllegalFormatConversionException(conv, arg.getClass());
        }

        private void printInteger(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                print(fmt, "null", l);
            } else if (arg instanceof Byte) {
                long v = ((Byte) arg).byteValue();
                print(fmt, v < 0 && c != 'd' ? v + (1L << 8) : v, l);
            } else if (arg instanceof Short) {
                long v = ((Short) arg).shortValue();
                print(fmt, v < 0 && c != 'd' ? v + (1L << 16) : v, l);
            } else if (arg instanceof Integer) {
                long v = ((Integer) arg).intValue();
                print(fmt, v < 0 && c != 'd' ? v + (1L << 32) : v, l);
            } else if (arg instanceof Long) {
                print(fmt, ((Long) arg).longValue(), l);
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(fmt, (java.math.BigInteger) arg, l);
            } else {
                failConversion(c, arg);
            }
        }

        /** %d %o %x of a BigInteger: signed in every radix, as the JDK. */
        private void printBigInteger(Formatter fmt, java.math.BigInteger value, Locale l) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() == -1;
            java.math.BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, v.toString(), 0, adjustWidth(width, neg), l);
            } else {
                boolean hex = c == 'x';
                String s = v.toString(hex ? 16 : 8);
                int len = s.length() + sb.length();
                if (neg && has(PARENTHESES)) {
                    len++;
                }
                if (has(ALTERNATE)) {
                    len += hex ? 2 : 1;
                    sb.append(hex ? (has(UPPERCASE) ? "0X" : "0x") : "0");
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                if (has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        private void printFloat(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                print(fmt, "null", l);
            } else if (arg instanceof Float) {
                print(fmt, (double) ((Float) arg).floatValue(), l);
            } else if (arg instanceof Double) {
                print(fmt, ((Double) arg).doubleValue(), l);
            } else if (arg instanceof java.math.BigDecimal && c != 'a') {
                StringBuilder sb = new StringBuilder();
                java.math.BigDecimal value = (java.math.BigDecimal) arg;
                boolean neg = value.signum() == -1;
                leadingSign(sb, neg);
                printBigDecimal(sb, value.abs(), l, c, precision, neg);
                trailingSign(sb, neg);
                appendJustified(fmt.a, sb);
            } else {
                failConversion(c, arg);
            }
        }

        /** %e %f %g of a BigDecimal magnitude: HALF_UP rounding of the exact decimal value. */
        private void printBigDecimal(StringBuilder sb, java.math.BigDecimal value, Locale l, char conv, int precision,
                boolean neg) {
            if (conv == 'g') {
                int prec = precision == -1 ? 6 : (precision == 0 ? 1 : precision);
                java.math.BigDecimal tenToTheNegFour = java.math.BigDecimal.valueOf(1, 4);
                java.math.BigDecimal tenToThePrec = java.math.BigDecimal.valueOf(1, -prec);
                if (value.equals(java.math.BigDecimal.ZERO)
                        || (value.compareTo(tenToTheNegFour) != -1 && value.compareTo(tenToThePrec) == -1)) {
                    int e = -value.scale() + (value.unscaledValue().toString().length() - 1);
                    printBigDecimal(sb, value, l, 'f', prec - e - 1, neg);
                } else {
                    printBigDecimal(sb, value, l, 'e', prec - 1, neg);
                }
                return;
            }
            int prec = precision == -1 ? 6 : precision;
            if (conv == 'f') {
                java.math.BigDecimal rounded = value.scale() > prec ? value.setScale(prec, java.math.RoundingMode.HALF_UP) : value;
                StringBuilder mant = new StringBuilder(rounded.toPlainString());
                int scale = Math.max(rounded.scale(), 0);
                int nzeros = scale < prec ? prec - scale : 0;
                if (scale == 0 && (has(ALTERNATE) || nzeros > 0)) {
                    mant.append('.');
                }
                trailingZeros(mant, nzeros);
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg), l);
                return;
            }
            // 'e'
            StringBuilder mant = new StringBuilder();
            String exp;
            if (value.signum() == 0) {
                mant.append('0');
                if (prec > 0) {
                    mant.append('.');
                    trailingZeros(mant, prec);
                }
                exp = "+00";
            } else {
                java.math.BigDecimal r = value.round(new java.math.MathContext(prec + 1, java.math.RoundingMode.HALF_UP));
                String digits = r.unscaledValue().toString();
                long exponent = (long) digits.length() - r.scale() - 1;
                mant.append(digits.charAt(0));
                if (prec > 0) {
                    mant.append('.');
                    mant.append(digits, 1, Math.min(digits.length(), prec + 1));
                    trailingZeros(mant, prec + 1 - digits.length());
                } else if (has(ALTERNATE)) {
                    mant.append('.');
                }
                long absExp = Math.abs(exponent);
                exp = (exponent < 0 ? "-" : "+") + (absExp < 10 ? "0" : "") + absExp;
            }
            int newW = width;
            if (width != -1) {
                newW = adjustWidth(width - exp.length() - 1, neg);
            }
            localizedMagnitude(sb, mant, 0, newW, l);
            sb.append(has(UPPERCASE) ? 'E' : 'e');
            sb.append(exp);
        }

        private void printCharacter(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                print(fmt, "null", l);
                return;
            }
            String s = null;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int i = ((Number) arg).intValue();
                if (!Character.isValidCodePoint(i)) {
                    throw new IllegalFormatCodePointException(i);
                }
                s = new String(Character.toChars(i));
            } else {
                failConversion(c, arg);
            }
            print(fmt, s, l);
        }

        private void print(Formatter fmt, String s, Locale l) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPERCASE)) {
                s = s.toUpperCase(l == null ? Locale.getDefault() : l);
            }
            appendJustified(fmt.a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT_JUSTIFY);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        private void print(Formatter fmt, long value, Locale l) throws IOException {
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = value < 0;
                String valueStr = Long.toString(value, 10);
                leadingSign(sb, neg);
                localizedMagnitude(sb, valueStr, neg ? 1 : 0, adjustWidth(width, neg), l);
                trailingSign(sb, neg);
            } else {
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                boolean hex = c == 'x';
                String s = hex ? Long.toHexString(value) : Long.toOctalString(value);
                int len = has(ALTERNATE) ? s.length() + (hex ? 2 : 1) : s.length();
                if (has(ALTERNATE)) {
                    sb.append(hex ? (has(UPPERCASE) ? "0X" : "0x") : "0");
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                if (has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            appendJustified(fmt.a, sb);
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(LEADING_SPACE)) {
                    sb.append(' ');
                }
            } else if (has(PARENTHESES)) {
                sb.append('(');
            } else {
                sb.append('-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PARENTHESES)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            if (w != -1 && neg && has(PARENTHESES)) {
                w--;
            }
            return w;
        }

        private static void trailingZeros(StringBuilder sb, int nzeros) {
            for (int i = 0; i < nzeros; i++) {
                sb.append('0');
            }
        }

        private void print(Formatter fmt, double value, Locale l) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v)) {
                    printFinite(sb, v, l, neg);
                } else {
                    sb.append(has(UPPERCASE) ? "INFINITY" : "Infinity");
                }
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPERCASE) ? "NAN" : "NaN");
            }
            appendJustified(fmt.a, sb);
        }

        /** The magnitude v (finite, >= 0) in conversion e, f, g or a. */
        private void printFinite(StringBuilder sb, double v, Locale l, boolean neg) {
            if (c == 'e') {
                int prec = precision == -1 ? 6 : precision;
                FormatterDecimal d = FormatterDecimal.of(v);
                String exp = d.roundSignificant(prec + 1);
                StringBuilder mant = d.scientificMantissa(prec);
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                if (v == 0.0) {
                    exp = "+00";
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width - exp.length() - 1, neg);
                }
                localizedMagnitude(sb, mant, 0, newW, l);
                sb.append(has(UPPERCASE) ? 'E' : 'e');
                sb.append(exp);
            } else if (c == 'f') {
                int prec = precision == -1 ? 6 : precision;
                FormatterDecimal d = FormatterDecimal.of(v);
                d.roundFraction(prec);
                StringBuilder mant = d.decimalMantissa(prec);
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg), l);
            } else if (c == 'g') {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                String exp = null;
                StringBuilder mant;
                if (v == 0.0) {
                    mant = new StringBuilder("0");
                    if (prec > 1) {
                        mant.append('.');
                        trailingZeros(mant, prec - 1);
                    }
                } else {
                    FormatterDecimal d = FormatterDecimal.of(v);
                    String sciExp = d.roundSignificant(prec);
                    int x = d.exponent() - 1; // the exponent of the rounded value in scientific notation
                    if (x < -4 || x >= prec) {
                        exp = sciExp;
                        mant = d.scientificMantissa(prec - 1);
                    } else {
                        mant = d.decimalMantissa(prec - x - 1);
                    }
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(exp != null ? width - exp.length() - 1 : width, neg);
                }
                localizedMagnitude(sb, mant, 0, newW, l);
                if (exp != null) {
                    sb.append(has(UPPERCASE) ? 'E' : 'e');
                    sb.append(exp);
                }
            } else { // 'a'
                int prec = precision;
                if (precision == -1) {
                    prec = 0; // all the digits
                } else if (precision == 0) {
                    prec = 1;
                }
                String s = FormatterDecimal.hexDouble(v, prec);
                boolean upper = has(UPPERCASE);
                sb.append(upper ? "0X" : "0x");
                if (has(ZERO_PAD)) {
                    int leadingCharacters = (has(LEADING_SPACE) || has(PLUS) || neg) ? 3 : 2;
                    trailingZeros(sb, width - s.length() - leadingCharacters);
                }
                int idx = s.indexOf('p');
                StringBuilder va = new StringBuilder();
                va.append(upper ? s.substring(0, idx).toUpperCase() : s.substring(0, idx));
                if (prec != 0) {
                    FormatterDecimal.addZeros(va, prec);
                }
                sb.append(va);
                sb.append(upper ? 'P' : 'p');
                sb.append(s, idx + 1, s.length());
            }
        }

        /**
         * Appends the digits of value from offset in the locale's digits, its decimal separator for
         * '.', grouped (if GROUP is set) by the locale's grouping size with its grouping separator,
         * then zero-pads after whatever sb held before (the sign) up to width if ZERO_PAD is set,
         * as the JDK's Formatter does with the locale's DecimalFormatSymbols and number pattern.
         */
        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int width, Locale l) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            // The JDK's shortcut for US; en and the root have the same symbols and grouping in the
            // generated data (classlib/FormatWithLocales prints them), so the default locale
            // does not load the tables either.
            boolean us = l == null || l.equals(Locale.US) || l.equals(Locale.ENGLISH) || l.equals(Locale.ROOT);
            java.text.DecimalFormatSymbols dfs = us ? null : java.text.DecimalFormatSymbols.getInstance(l);
            char zero = us ? '0' : dfs.getZeroDigit();
            char decSep = us ? '.' : dfs.getDecimalSeparator();
            char grpSep = '\0';
            int grpSize = -1;
            if (has(GROUP)) {
                if (us) {
                    grpSep = ',';
                    grpSize = 3;
                } else {
                    grpSep = dfs.getGroupingSeparator();
                    grpSize = java.text.DecimalFormatSymbols.rvmGroupingSize(l);
                    if (grpSize == 0) {
                        grpSep = '\0';
                    }
                }
            }
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append(decSep);
                    grpSep = '\0'; // no more group separators after the decimal separator
                    continue;
                }
                sb.append((char) ((value.charAt(j) - '0') + zero));
                if (grpSep != '\0' && j != dot - 1 && ((dot - j) % grpSize == 1)) {
                    sb.append(grpSep);
                }
            }
            if (width != -1 && has(ZERO_PAD)) {
                for (int k = sb.length(); k < width; k++) {
                    sb.insert(begin, zero);
                }
            }
        }
    }
}
