package java.util;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.Consumer;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * rvm's java.util.Scanner: the JDK 17 algorithm on rvm's java.util.regex.
 *
 * <pre>
 *   source --read--> buf [0 .. position .. buf.length()]
 *   token:  skip delimiters once (skipped), find the next delimiter, the text between must match
 *           the wanted pattern; a match that touches the end of buf (hitEnd/requireEnd) while
 *           more input may come reads more first
 *   hasNextX: the same with the state saved and restored, the result cached for nextX
 * </pre>
 *
 * Number patterns are the JDK's, built for the symbols of the US locale (the locales accepted by
 * useLocale share them): group separator ',', decimal separator '.', negative prefix '-', NaN
 * "NaN", infinity "\u221e". Two fast paths give the same results without the regex engine: tokens
 * between runs of whitespace under the default delimiter, and plain ASCII integers and decimals
 * ({@code [-+]?digits}) under the integer and float patterns.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final Pattern WHITESPACE_PATTERN = Pattern.compile("\\p{javaWhitespace}+");
    private static final Pattern FIND_ANY_PATTERN = Pattern.compile("(?s).*");
    private static final Pattern BOOLEAN_PATTERN = Pattern.compile("true|false", Pattern.CASE_INSENSITIVE);
    private static final String LINE_SEPARATOR_PATTERN = "\r\n|[\n\r\u2028\u2029\u0085]";
    private static final Pattern LINE_PATTERN = Pattern.compile(".*(" + LINE_SEPARATOR_PATTERN + ")|.+$");
    private static final Pattern SEPARATOR_PATTERN = Pattern.compile(LINE_SEPARATOR_PATTERN);
    private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";
    private static final String NON0_DIGIT = "[\\p{javaDigit}&&[^0]]";
    /** The group of the integer pattern that matches a plain (ungrouped, unprefixed) numeral. */
    private static final int SIMPLE_GROUP_INDEX = 5;

    // The symbols of the US locale, quoted as the JDK quotes them.
    private static final String GROUP_SEPARATOR = "\\x{2c}";
    private static final String DECIMAL_SEPARATOR = "\\x{2e}";
    private static final String NAN_STRING = "\\QNaN\\E";
    private static final String INFINITY_STRING = "\\Q\u221e\\E";
    private static final String POSITIVE_PREFIX = "";
    private static final String NEGATIVE_PREFIX = "\\Q-\\E";
    private static final String POSITIVE_SUFFIX = "";
    private static final String NEGATIVE_SUFFIX = "";

    private static Pattern floatPattern;
    private static Pattern decimalPattern;
    private static final Pattern[] integerPatterns = new Pattern[Character.MAX_RADIX + 1];

    private final Reader source;
    private final StringBuilder buf = new StringBuilder();
    private int position;
    private final Matcher matcher;
    private Pattern delimPattern = WHITESPACE_PATTERN;
    private Locale locale = Locale.getDefault();
    private int defaultRadix = 10;
    private int radix = 10;

    private boolean sourceClosed;
    private boolean needInput;
    private boolean skipped;
    private boolean closed;
    private IOException lastException;

    // The last successful match: a MatchResult, or (pattern, start, end) of a token the fast
    // paths accepted, from which match() recomputes it.
    private boolean matchValid;
    private MatchResult lastResult;
    private Pattern lastPattern;
    private int lastStart;
    private int lastEnd;
    private boolean lastSimple;

    private int savedPosition = -1;
    private boolean savedSkipped;

    // What hasNext(pattern)/hasNextX found, for the next call to use.
    private Pattern hasNextPattern;
    private String hasNextResult;
    private int hasNextPosition;
    private Object typeCache;

    private int modCount;

    public Scanner(Readable source) {
        this(asReader(source), WHITESPACE_PATTERN);
    }

    private static Reader asReader(Readable source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        if (!(source instanceof Reader)) {
            throw new UnsupportedOperationException("rvm: Scanner reads only java.io.Reader sources, not " + source.getClass().getName());
        }
        return (Reader) source;
    }

    private Scanner(Reader source, Pattern pattern) {
        this.source = source;
        this.delimPattern = pattern;
        this.matcher = pattern.matcher(buf);
        matcher.useTransparentBounds(true);
        matcher.useAnchoringBounds(false);
    }

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")), WHITESPACE_PATTERN);
    }

    public Scanner(InputStream source, String charsetName) {
        this(makeReader(source, charsetName), WHITESPACE_PATTERN);
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), charset), WHITESPACE_PATTERN);
    }

    private static Reader makeReader(InputStream source, String charsetName) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(charsetName, "charsetName");
        try {
            return new InputStreamReader(source, charsetName);
        } catch (java.io.UnsupportedEncodingException e) {
            IllegalArgumentException iae = new IllegalArgumentException();
            iae.initCause(e);
            throw iae;
        }
    }

    public Scanner(String source) {
        this(new StringReader(source), WHITESPACE_PATTERN);
    }

    public Scanner(java.io.File source) throws java.io.FileNotFoundException {
        this(new InputStreamReader(new java.io.FileInputStream(source)), WHITESPACE_PATTERN);
    }

    public Scanner(java.io.File source, String charsetName) throws java.io.FileNotFoundException {
        this(makeReader(new java.io.FileInputStream(source), charsetName), WHITESPACE_PATTERN);
    }

    public Scanner(java.io.File source, java.nio.charset.Charset charset) throws IOException {
        this(new InputStreamReader(new java.io.FileInputStream(source), charset), WHITESPACE_PATTERN);
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(new InputStreamReader(java.nio.file.Files.newInputStream(source)), WHITESPACE_PATTERN);
    }

    public Scanner(java.nio.file.Path source, String charsetName) throws IOException {
        this(makeReader(java.nio.file.Files.newInputStream(source), charsetName), WHITESPACE_PATTERN);
    }

    public Scanner(java.nio.file.Path source, java.nio.charset.Charset charset) throws IOException {
        this(new InputStreamReader(java.nio.file.Files.newInputStream(source), charset), WHITESPACE_PATTERN);
    }

    // ---------------------------------------------------------------- state

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    private void saveState() {
        savedPosition = position;
        savedSkipped = skipped;
    }

    private void revertState() {
        position = savedPosition;
        savedPosition = -1;
        skipped = savedSkipped;
    }

    private boolean revertState(boolean b) {
        revertState();
        return b;
    }

    private void cacheResult() {
        hasNextResult = lastMatchGroup();
        hasNextPosition = position;
        hasNextPattern = lastPattern;
    }

    private void cacheResult(String result) {
        hasNextResult = result;
        hasNextPosition = position;
        hasNextPattern = lastPattern;
    }

    private void clearCaches() {
        hasNextPattern = null;
        typeCache = null;
    }

    private String getCachedResult() {
        position = hasNextPosition;
        hasNextPattern = null;
        typeCache = null;
        return hasNextResult;
    }

    private void useTypeCache() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
        position = hasNextPosition;
        hasNextPattern = null;
        typeCache = null;
    }

    /** Reads more input; at the end of input sets sourceClosed. */
    private void readInput() {
        makeSpace();
        // A token or line longer than the buffer makes it grow geometrically.
        char[] chunk = new char[Math.max(1024, Math.min(buf.length(), 1 << 20))];
        int n;
        try {
            n = source.read(chunk, 0, chunk.length);
        } catch (IOException ioe) {
            lastException = ioe;
            n = -1;
        }
        if (n == -1) {
            sourceClosed = true;
            needInput = false;
        }
        if (n > 0) {
            buf.append(chunk, 0, n);
            needInput = false;
        }
    }

    /**
     * Drops the text before the current (or saved) position once it is most of the buffer, as the
     * JDK's makeSpace compacts its buffer: the buffer stays short, so each match is cheap.
     */
    private void makeSpace() {
        int offset = savedPosition == -1 ? position : savedPosition;
        if (offset < 1024 || offset < buf.length() / 2) {
            return;
        }
        clearCaches();
        if (matchValid && lastResult == null) {
            match(); // snapshot it before its text moves
        }
        buf.delete(0, offset);
        position -= offset;
        if (savedPosition != -1) {
            savedPosition -= offset;
        }
        lastStart -= offset;
        lastEnd -= offset;
    }

    private void throwFor() {
        skipped = false;
        if (sourceClosed && position == buf.length()) {
            throw new NoSuchElementException();
        }
        throw new InputMismatchException();
    }

    // ---------------------------------------------------------------- matching

    /** Records a match the fast paths made of buf[start, end) against pattern. */
    private void recordFastMatch(Pattern pattern, int start, int end, boolean simple) {
        matchValid = true;
        lastResult = null;
        lastPattern = pattern;
        lastStart = start;
        lastEnd = end;
        lastSimple = simple;
    }

    /** Records the matcher's current match. */
    private void recordMatcherMatch(Pattern pattern) {
        matchValid = true;
        lastResult = matcher.toMatchResult();
        lastPattern = pattern;
        lastStart = matcher.start();
        lastEnd = matcher.end();
        lastSimple = pattern == integerPattern() && matcher.group(SIMPLE_GROUP_INDEX) != null;
    }

    private String lastMatchGroup() {
        return buf.substring(lastStart, lastEnd);
    }

    private boolean isWhitespaceDelimiter() {
        return delimPattern == WHITESPACE_PATTERN;
    }

    /** True if buf[start, end) is [-+]?[0-9]+ in ASCII. */
    private boolean isPlainInteger(int start, int end) {
        int i = start;
        if (i < end && (buf.charAt(i) == '-' || buf.charAt(i) == '+')) {
            i++;
        }
        if (i == end) {
            return false;
        }
        for (; i < end; i++) {
            char c = buf.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** True if buf[start, end) is [-+]?(digits(.digits*)?|.digits)([eE][-+]?digits)? in ASCII. */
    private boolean isPlainDecimal(int start, int end) {
        int i = start;
        if (i < end && (buf.charAt(i) == '-' || buf.charAt(i) == '+')) {
            i++;
        }
        int intDigits = 0;
        while (i < end && buf.charAt(i) >= '0' && buf.charAt(i) <= '9') {
            i++;
            intDigits++;
        }
        int fractionDigits = 0;
        if (i < end && buf.charAt(i) == '.') {
            i++;
            while (i < end && buf.charAt(i) >= '0' && buf.charAt(i) <= '9') {
                i++;
                fractionDigits++;
            }
        }
        if (intDigits == 0 && fractionDigits == 0) {
            return false;
        }
        if (i < end && (buf.charAt(i) == 'e' || buf.charAt(i) == 'E')) {
            i++;
            if (i < end && (buf.charAt(i) == '-' || buf.charAt(i) == '+')) {
                i++;
            }
            int exponentDigits = 0;
            while (i < end && buf.charAt(i) >= '0' && buf.charAt(i) <= '9') {
                i++;
                exponentDigits++;
            }
            if (exponentDigits == 0) {
                return false;
            }
        }
        return i == end;
    }

    /** Matches the whole token buf[start, end) against pattern (null: any); sets position past it. */
    private String matchToken(Pattern pattern, int start, int end) {
        if (pattern == null) {
            pattern = FIND_ANY_PATTERN;
        }
        if (pattern == FIND_ANY_PATTERN) {
            recordFastMatch(pattern, start, end, false);
            position = end;
            return buf.substring(start, end);
        }
        if (radix == 10 && pattern == integerPatterns[10] && isPlainInteger(start, end)) {
            recordFastMatch(pattern, start, end, true);
            position = end;
            return buf.substring(start, end);
        }
        if ((pattern == floatPattern || pattern == decimalPattern) && isPlainDecimal(start, end)) {
            recordFastMatch(pattern, start, end, false);
            position = end;
            return buf.substring(start, end);
        }
        matcher.usePattern(pattern);
        matcher.region(start, end);
        if (matcher.matches()) {
            recordMatcherMatch(pattern);
            position = matcher.end();
            return matcher.group();
        }
        return null;
    }

    /** The JDK's getCompleteTokenInBuffer: the next token if it is whole in the buffer and matches. */
    private String getCompleteTokenInBuffer(Pattern pattern) {
        matchValid = false;
        if (isWhitespaceDelimiter()) {
            return getCompleteWhitespaceTokenInBuffer(pattern);
        }
        matcher.usePattern(delimPattern);
        if (!skipped) {
            matcher.region(position, buf.length());
            if (matcher.lookingAt()) {
                if (matcher.hitEnd() && !sourceClosed) {
                    needInput = true;
                    return null;
                }
                skipped = true;
                position = matcher.end();
            }
        }
        if (position == buf.length()) {
            if (sourceClosed) {
                return null;
            }
            needInput = true;
            return null;
        }
        matcher.region(position, buf.length());
        boolean foundNextDelim = matcher.find();
        if (foundNextDelim && matcher.end() == position) {
            // A zero-length delimiter where the token starts: the next one ends it.
            foundNextDelim = matcher.find();
        }
        if (foundNextDelim) {
            if (matcher.requireEnd() && !sourceClosed) {
                needInput = true;
                return null;
            }
            return matchToken(pattern, position, matcher.start());
        }
        if (sourceClosed) {
            return matchToken(pattern, position, buf.length());
        }
        needInput = true;
        return null;
    }

    /** getCompleteTokenInBuffer for the default delimiter, without the regex engine. */
    private String getCompleteWhitespaceTokenInBuffer(Pattern pattern) {
        int n = buf.length();
        if (!skipped) {
            int i = position;
            while (i < n && Character.isWhitespace(buf.charAt(i))) {
                i++;
            }
            if (i > position) {
                if (i == n && !sourceClosed) {
                    needInput = true;
                    return null;
                }
                skipped = true;
                position = i;
            }
        }
        if (position == n) {
            if (sourceClosed) {
                return null;
            }
            needInput = true;
            return null;
        }
        int end = position;
        while (end < n && !Character.isWhitespace(buf.charAt(end))) {
            end++;
        }
        if (end < n || sourceClosed) {
            return matchToken(pattern, position, end);
        }
        needInput = true;
        return null;
    }

    /** True if a token (possibly partial) follows the delimiters; moves position past them. */
    private boolean hasTokenInBuffer() {
        matchValid = false;
        int n = buf.length();
        if (isWhitespaceDelimiter()) {
            int i = position;
            while (i < n && Character.isWhitespace(buf.charAt(i))) {
                i++;
            }
            if (i > position) {
                if (i == n && !sourceClosed) {
                    needInput = true;
                    return false;
                }
                position = i;
            }
        } else {
            matcher.usePattern(delimPattern);
            matcher.region(position, n);
            if (matcher.lookingAt()) {
                if (matcher.hitEnd() && !sourceClosed) {
                    needInput = true;
                    return false;
                }
                position = matcher.end();
            }
        }
        return position != n;
    }

    private boolean findPatternInBuffer(Pattern pattern, int horizon) {
        matchValid = false;
        matcher.usePattern(pattern);
        int bufferLimit = buf.length();
        int horizonLimit = -1;
        int searchLimit = bufferLimit;
        if (horizon > 0) {
            horizonLimit = position + horizon;
            if (horizonLimit < bufferLimit) {
                searchLimit = horizonLimit;
            }
        }
        matcher.region(position, searchLimit);
        if (matcher.find()) {
            if (matcher.hitEnd() && !sourceClosed) {
                if (searchLimit != horizonLimit) {
                    // The match might grow with more input.
                    needInput = true;
                    return false;
                }
                if (matcher.requireEnd()) {
                    needInput = true;
                    return false;
                }
            }
            position = matcher.end();
            return true;
        }
        if (sourceClosed) {
            return false;
        }
        if (horizon == 0 || searchLimit != horizonLimit) {
            needInput = true;
        }
        return false;
    }

    private boolean matchPatternInBuffer(Pattern pattern) {
        matchValid = false;
        matcher.usePattern(pattern);
        matcher.region(position, buf.length());
        if (matcher.lookingAt()) {
            if (matcher.hitEnd() && !sourceClosed) {
                needInput = true;
                return false;
            }
            position = matcher.end();
            return true;
        }
        if (sourceClosed) {
            return false;
        }
        needInput = true;
        return false;
    }

    // ---------------------------------------------------------------- tokens

    public boolean hasNext() {
        ensureOpen();
        saveState();
        modCount++;
        while (!sourceClosed) {
            if (hasTokenInBuffer()) {
                return revertState(true);
            }
            readInput();
        }
        boolean result = hasTokenInBuffer();
        return revertState(result);
    }

    public String next() {
        ensureOpen();
        clearCaches();
        modCount++;
        while (true) {
            String token = getCompleteTokenInBuffer(null);
            if (token != null) {
                skipped = false;
                return token;
            }
            if (needInput) {
                readInput();
            } else {
                throwFor();
            }
        }
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        hasNextPattern = null;
        saveState();
        modCount++;
        while (true) {
            if (getCompleteTokenInBuffer(pattern) != null) {
                cacheResult();
                return revertState(true);
            }
            if (needInput) {
                readInput();
            } else {
                return revertState(false);
            }
        }
    }

    public String next(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        modCount++;
        if (hasNextPattern == pattern) {
            return getCachedResult();
        }
        clearCaches();
        while (true) {
            String token = getCompleteTokenInBuffer(pattern);
            if (token != null) {
                skipped = false;
                return token;
            }
            if (needInput) {
                readInput();
            } else {
                throwFor();
            }
        }
    }

    public boolean hasNextLine() {
        saveState();
        modCount++;
        String result = findWithinHorizon(LINE_PATTERN, 0);
        if (result != null) {
            String lineSep = match().group(1);
            if (lineSep != null) {
                result = result.substring(0, result.length() - lineSep.length());
                cacheResult(result);
            } else {
                cacheResult();
            }
        }
        revertState();
        return result != null;
    }

    public String nextLine() {
        modCount++;
        if (hasNextPattern == LINE_PATTERN) {
            return getCachedResult();
        }
        clearCaches();
        String result = findWithinHorizon(LINE_PATTERN, 0);
        if (result == null) {
            throw new NoSuchElementException("No line found");
        }
        String lineSep = match().group(1);
        if (lineSep != null) {
            result = result.substring(0, result.length() - lineSep.length());
        }
        return result;
    }

    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    public String findInLine(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        clearCaches();
        modCount++;
        int endPosition;
        saveState();
        while (true) {
            if (findPatternInBuffer(SEPARATOR_PATTERN, 0)) {
                endPosition = matcher.start();
                break;
            }
            if (needInput) {
                readInput();
            } else {
                endPosition = buf.length();
                break;
            }
        }
        revertState();
        int horizonForLine = endPosition - position;
        if (horizonForLine == 0) {
            return null;
        }
        return findWithinHorizon(pattern, horizonForLine);
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(Pattern.compile(pattern), horizon);
    }

    public String findWithinHorizon(Pattern pattern, int horizon) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        if (horizon < 0) {
            throw new IllegalArgumentException("horizon < 0");
        }
        clearCaches();
        modCount++;
        while (true) {
            if (findPatternInBuffer(pattern, horizon)) {
                recordMatcherMatch(pattern);
                return matcher.group();
            }
            if (needInput) {
                readInput();
            } else {
                break;
            }
        }
        return null;
    }

    public Scanner skip(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        clearCaches();
        modCount++;
        while (true) {
            if (matchPatternInBuffer(pattern)) {
                recordMatcherMatch(pattern);
                position = matcher.end();
                return this;
            }
            if (needInput) {
                readInput();
            } else {
                throw new NoSuchElementException();
            }
        }
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    public MatchResult match() {
        if (!matchValid) {
            throw new IllegalStateException("No match result available");
        }
        if (lastResult == null) {
            matcher.usePattern(lastPattern);
            matcher.region(lastStart, lastEnd);
            matcher.matches();
            lastResult = matcher.toMatchResult();
        }
        return lastResult;
    }

    // ---------------------------------------------------------------- numbers

    private void setRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
    }

    private Pattern integerPattern() {
        Pattern p = integerPatterns[radix];
        if (p == null) {
            p = integerPatterns[radix] = Pattern.compile(buildIntegerPatternString(radix));
        }
        return p;
    }

    private static String buildIntegerPatternString(int radix) {
        String radixDigits = DIGITS.substring(0, radix);
        String digit = "((?i)[" + radixDigits + "\\p{javaDigit}])";
        String groupedNumeral = "(" + NON0_DIGIT + digit + "?" + digit + "?(" + GROUP_SEPARATOR + digit + digit + digit + ")+)";
        String numeral = "((" + digit + "++)|" + groupedNumeral + ")";
        String javaStyleInteger = "([-+]?(" + numeral + "))";
        String negativeInteger = NEGATIVE_PREFIX + numeral + NEGATIVE_SUFFIX;
        String positiveInteger = POSITIVE_PREFIX + numeral + POSITIVE_SUFFIX;
        return "(" + javaStyleInteger + ")|(" + positiveInteger + ")|(" + negativeInteger + ")";
    }

    private static void buildFloatAndDecimalPattern() {
        String digit = "(([0-9\\p{javaDigit}]))";
        String exponent = "([eE][+-]?" + digit + "+)?";
        String groupedNumeral = "(" + NON0_DIGIT + digit + "?" + digit + "?(" + GROUP_SEPARATOR + digit + digit + digit + ")+)";
        String numeral = "((" + digit + "++)|" + groupedNumeral + ")";
        String decimalNumeral = "(" + numeral + "|" + numeral + DECIMAL_SEPARATOR + digit + "*+|" + DECIMAL_SEPARATOR + digit + "++)";
        String nonNumber = "(NaN|" + NAN_STRING + "|Infinity|" + INFINITY_STRING + ")";
        String positiveFloat = "(" + POSITIVE_PREFIX + decimalNumeral + POSITIVE_SUFFIX + exponent + ")";
        String negativeFloat = "(" + NEGATIVE_PREFIX + decimalNumeral + NEGATIVE_SUFFIX + exponent + ")";
        String decimal = "(([-+]?" + decimalNumeral + exponent + ")|" + positiveFloat + "|" + negativeFloat + ")";
        String hexFloat = "[-+]?0[xX][0-9a-fA-F]*\\.[0-9a-fA-F]+([pP][-+]?[0-9]+)?";
        String positiveNonNumber = "(" + POSITIVE_PREFIX + nonNumber + POSITIVE_SUFFIX + ")";
        String negativeNonNumber = "(" + NEGATIVE_PREFIX + nonNumber + NEGATIVE_SUFFIX + ")";
        String signedNonNumber = "(([-+]?" + nonNumber + ")|" + positiveNonNumber + "|" + negativeNonNumber + ")";
        floatPattern = Pattern.compile(decimal + "|" + hexFloat + "|" + signedNonNumber);
        decimalPattern = Pattern.compile(decimal);
    }

    private static Pattern floatPattern() {
        if (floatPattern == null) {
            buildFloatAndDecimalPattern();
        }
        return floatPattern;
    }

    private static Pattern decimalPattern() {
        if (decimalPattern == null) {
            buildFloatAndDecimalPattern();
        }
        return decimalPattern;
    }

    /** The JDK's processIntegerToken: drops group separators (the quoted prefixes never match). */
    private static String processIntegerToken(String token) {
        return token.replace(",", "");
    }

    /** The JDK's processFloatToken for the US symbols. */
    private static String processFloatToken(String token) {
        String result = token.replace(",", "");
        boolean nonAscii = false;
        for (int i = 0; i < result.length(); i++) {
            char c = result.charAt(i);
            if (c > '9' && Character.isDigit(c)) {
                nonAscii = true;
                break;
            }
        }
        if (nonAscii) {
            StringBuilder inAscii = new StringBuilder();
            for (int i = 0; i < result.length(); i++) {
                char c = result.charAt(i);
                int d = Character.isDigit(c) ? Character.digit(c, 10) : -1;
                if (d != -1) {
                    inAscii.append(d);
                } else {
                    inAscii.append(c);
                }
            }
            result = inAscii.toString();
        }
        return result;
    }

    /** The integer token next(integerPattern()) returned, ready for parsing. */
    private String integerText(String s) {
        return lastSimple ? s : processIntegerToken(s);
    }

    private InputMismatchException badNumber(NumberFormatException nfe) {
        position = lastStart; // the token stays
        return new InputMismatchException(nfe.getMessage());
    }

    public boolean hasNextInt() {
        return hasNextInt(defaultRadix);
    }

    public boolean hasNextInt(int radix) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                typeCache = Integer.parseInt(integerText(hasNextResult), radix);
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public int nextInt() {
        return nextInt(defaultRadix);
    }

    public int nextInt(int radix) {
        if (typeCache instanceof Integer && this.radix == radix) {
            int val = (Integer) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(radix);
        clearCaches();
        try {
            return Integer.parseInt(integerText(next(integerPattern())), radix);
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextLong() {
        return hasNextLong(defaultRadix);
    }

    public boolean hasNextLong(int radix) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                typeCache = Long.parseLong(integerText(hasNextResult), radix);
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public long nextLong() {
        return nextLong(defaultRadix);
    }

    public long nextLong(int radix) {
        if (typeCache instanceof Long && this.radix == radix) {
            long val = (Long) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(radix);
        clearCaches();
        try {
            return Long.parseLong(integerText(next(integerPattern())), radix);
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextShort() {
        return hasNextShort(defaultRadix);
    }

    public boolean hasNextShort(int radix) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                typeCache = Short.parseShort(integerText(hasNextResult), radix);
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public short nextShort() {
        return nextShort(defaultRadix);
    }

    public short nextShort(int radix) {
        if (typeCache instanceof Short && this.radix == radix) {
            short val = (Short) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(radix);
        clearCaches();
        try {
            return Short.parseShort(integerText(next(integerPattern())), radix);
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextByte() {
        return hasNextByte(defaultRadix);
    }

    public boolean hasNextByte(int radix) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                typeCache = Byte.parseByte(integerText(hasNextResult), radix);
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public byte nextByte() {
        return nextByte(defaultRadix);
    }

    public byte nextByte(int radix) {
        if (typeCache instanceof Byte && this.radix == radix) {
            byte val = (Byte) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(radix);
        clearCaches();
        try {
            return Byte.parseByte(integerText(next(integerPattern())), radix);
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextBigInteger() {
        return hasNextBigInteger(defaultRadix);
    }

    public boolean hasNextBigInteger(int radix) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                typeCache = new BigInteger(integerText(hasNextResult), radix);
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public BigInteger nextBigInteger() {
        return nextBigInteger(defaultRadix);
    }

    public BigInteger nextBigInteger(int radix) {
        if (typeCache instanceof BigInteger && this.radix == radix) {
            BigInteger val = (BigInteger) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(radix);
        clearCaches();
        try {
            return new BigInteger(integerText(next(integerPattern())), radix);
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextFloat() {
        setRadix(10);
        boolean result = hasNext(floatPattern());
        if (result) {
            try {
                typeCache = Float.parseFloat(processFloatToken(hasNextResult));
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public float nextFloat() {
        if (typeCache instanceof Float) {
            float val = (Float) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(10);
        clearCaches();
        try {
            return Float.parseFloat(processFloatToken(next(floatPattern())));
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextDouble() {
        setRadix(10);
        boolean result = hasNext(floatPattern());
        if (result) {
            try {
                typeCache = Double.parseDouble(processFloatToken(hasNextResult));
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public double nextDouble() {
        if (typeCache instanceof Double) {
            double val = (Double) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(10);
        clearCaches();
        try {
            return Double.parseDouble(processFloatToken(next(floatPattern())));
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextBigDecimal() {
        setRadix(10);
        boolean result = hasNext(decimalPattern());
        if (result) {
            try {
                typeCache = new BigDecimal(processFloatToken(hasNextResult));
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public BigDecimal nextBigDecimal() {
        if (typeCache instanceof BigDecimal) {
            BigDecimal val = (BigDecimal) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(10);
        clearCaches();
        try {
            return new BigDecimal(processFloatToken(next(decimalPattern())));
        } catch (NumberFormatException nfe) {
            throw badNumber(nfe);
        }
    }

    public boolean hasNextBoolean() {
        return hasNext(BOOLEAN_PATTERN);
    }

    public boolean nextBoolean() {
        clearCaches();
        return Boolean.parseBoolean(next(BOOLEAN_PATTERN));
    }

    // ---------------------------------------------------------------- configuration

    public Pattern delimiter() {
        return delimPattern;
    }

    public Scanner useDelimiter(Pattern pattern) {
        modCount++;
        delimPattern = pattern;
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        modCount++;
        delimPattern = Pattern.compile(pattern);
        return this;
    }

    public Locale locale() {
        return locale;
    }

    /** Locales whose number symbols are the US ones are accepted; others are refused, never misread. */
    public Scanner useLocale(Locale locale) {
        if (locale.equals(this.locale)) {
            return this;
        }
        modCount++;
        try {
            Formatter.checkNumberLocale(locale, true);
        } catch (UnsupportedOperationException e) {
            throw new UnsupportedOperationException("rvm: Scanner: number symbols of locale " + locale + " are not supported");
        }
        this.locale = locale;
        return this;
    }

    public int radix() {
        return defaultRadix;
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        if (this.defaultRadix == radix) {
            return this;
        }
        modCount++;
        this.defaultRadix = radix;
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public Scanner reset() {
        delimPattern = WHITESPACE_PATTERN;
        useLocale(Locale.getDefault());
        useRadix(10);
        clearCaches();
        modCount++;
        return this;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public void close() {
        if (closed) {
            return;
        }
        try {
            source.close();
        } catch (IOException ioe) {
            lastException = ioe;
        }
        sourceClosed = true;
        closed = true;
    }

    public Stream<String> tokens() {
        ensureOpen();
        return StreamSupport.stream(new TokenSpliterator(), false).onClose(this::close);
    }

    public Stream<MatchResult> findAll(String patString) {
        Objects.requireNonNull(patString);
        ensureOpen();
        return findAll(Pattern.compile(patString));
    }

    public Stream<MatchResult> findAll(Pattern pattern) {
        Objects.requireNonNull(pattern);
        ensureOpen();
        return StreamSupport.stream(new FindSpliterator(pattern), false).onClose(this::close);
    }

    private final class TokenSpliterator extends Spliterators.AbstractSpliterator<String> {
        private int expectedCount = -1;

        TokenSpliterator() {
            super(Long.MAX_VALUE, Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.ORDERED);
        }

        @Override
        public boolean tryAdvance(Consumer<? super String> action) {
            if (expectedCount >= 0 && expectedCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (hasNext()) {
                String token = next();
                expectedCount = modCount;
                action.accept(token);
                if (expectedCount != modCount) {
                    throw new ConcurrentModificationException();
                }
                return true;
            }
            expectedCount = modCount;
            return false;
        }
    }

    private final class FindSpliterator extends Spliterators.AbstractSpliterator<MatchResult> {
        private final Pattern pattern;
        private int expectedCount = -1;
        private boolean advance = false;

        FindSpliterator(Pattern pattern) {
            super(Long.MAX_VALUE, Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.ORDERED);
            this.pattern = pattern;
        }

        @Override
        public boolean tryAdvance(Consumer<? super MatchResult> action) {
            ensureOpen();
            if (expectedCount >= 0) {
                if (expectedCount != modCount) {
                    throw new ConcurrentModificationException();
                }
            } else {
                expectedCount = modCount;
            }
            while (true) {
                // An empty match may not be found twice at the same place.
                if (advance && position < buf.length()) {
                    position++;
                }
                if (findPatternInBuffer(pattern, 0)) {
                    recordMatcherMatch(pattern);
                    MatchResult mr = matcher.toMatchResult();
                    advance = mr.end() == mr.start();
                    action.accept(mr);
                    return true;
                }
                if (needInput) {
                    readInput();
                } else {
                    return false;
                }
            }
        }
    }

    public String toString() {
        return "java.util.Scanner[delimiters=" + delimPattern + "][position=" + position + "][match valid="
                + matchValid + "][need input=" + needInput + "][source closed=" + sourceClosed + "][skipped="
                + skipped + "][group separator=" + GROUP_SEPARATOR + "][decimal separator=" + DECIMAL_SEPARATOR
                + "][positive prefix=" + POSITIVE_PREFIX + "][negative prefix=" + NEGATIVE_PREFIX
                + "][positive suffix=" + POSITIVE_SUFFIX + "][negative suffix=" + NEGATIVE_SUFFIX + "][NaN string="
                + NAN_STRING + "][infinity string=" + INFINITY_STRING + "]";
    }
}
