package java.util.regex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses JDK 17 regex syntax into an Ast. Errors are PatternSyntaxExceptions with the JDK's
 * descriptions and indices. Flags may change inside the pattern ((?i), (?-m:...)); the parser
 * applies them while building the tree, so the compiled nodes carry no flags.
 */
final class PatternParser {
    private final String pattern;
    private final String text; // the pattern, or its quoted form under LITERAL
    private int flags;
    private int cursor;
    int groupCount;
    boolean hasBackReferences;
    final Map<String, Integer> namedGroups = new HashMap<>();

    PatternParser(String pattern, int flags) {
        this.pattern = pattern;
        this.flags = flags;
        this.text = pattern;
    }

    private boolean has(int f) {
        return (flags & f) != 0;
    }

    private PatternSyntaxException error(String desc, int index) {
        return new PatternSyntaxException(desc, pattern, index);
    }

    Ast parse() {
        if (has(Pattern.LITERAL)) {
            List<Ast> items = new ArrayList<>();
            for (int i = 0; i < text.length();) {
                int cp = text.codePointAt(i);
                i += Character.charCount(cp);
                items.add(literal(cp));
            }
            return new Ast.Concat(items);
        }
        Ast result = expression();
        if (cursor < text.length()) {
            // only a ')' can stop the top-level expression early
            throw error("Unmatched closing ')'", cursor - 1);
        }
        return result;
    }

    // -- low-level reading, honouring COMMENTS mode

    private boolean atEnd() {
        skipComments();
        return cursor >= text.length();
    }

    private int peek() {
        skipComments();
        return cursor < text.length() ? text.charAt(cursor) : -1;
    }

    private void skipComments() {
        if (!has(Pattern.COMMENTS)) {
            return;
        }
        while (cursor < text.length()) {
            char c = text.charAt(cursor);
            if (c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r') {
                cursor++;
            } else if (c == '#') {
                while (cursor < text.length() && !isLineTerminator(text.charAt(cursor))) {
                    cursor++;
                }
            } else {
                break;
            }
        }
    }

    private boolean isLineTerminator(char c) {
        if (has(Pattern.UNIX_LINES)) {
            return c == '\n';
        }
        return c == '\n' || c == '\r' || (c | 1) == '\u2029' || c == '\u0085';
    }

    // -- grammar

    private Ast expression() {
        List<Ast> alternatives = null;
        Ast first = sequence();
        while (peek() == '|') {
            cursor++;
            if (alternatives == null) {
                alternatives = new ArrayList<>();
                alternatives.add(first);
            }
            alternatives.add(sequence());
        }
        return alternatives == null ? first : new Ast.Alternation(alternatives);
    }

    private Ast sequence() {
        List<Ast> items = new ArrayList<>();
        while (true) {
            int c = peek();
            if (c == -1 || c == '|' || c == ')') {
                break;
            }
            Ast atom;
            switch (c) {
                case '(':
                    atom = group();
                    if (atom == null) {
                        continue; // a pure flag group (?i)
                    }
                    break;
                case '[':
                    cursor++;
                    atom = new Ast.CharSet(characterClass());
                    break;
                case '\\':
                    if (cursor + 1 < text.length() && text.charAt(cursor + 1) == 'Q') {
                        cursor += 2;
                        quoted(items);
                        continue;
                    }
                    cursor++;
                    atom = escape();
                    break;
                case '^':
                    cursor++;
                    atom = new Ast.Anchor(has(Pattern.MULTILINE) ? Node.Anchor.CARET : Node.Anchor.BEGIN,
                            has(Pattern.UNIX_LINES), false);
                    break;
                case '$':
                    cursor++;
                    atom = new Ast.Anchor(has(Pattern.MULTILINE) ? Node.Anchor.DOLLAR_MULTILINE : Node.Anchor.DOLLAR,
                            has(Pattern.UNIX_LINES), false);
                    break;
                case '.':
                    cursor++;
                    atom = new Ast.CharSet(CharPredicate.dot(has(Pattern.DOTALL), has(Pattern.UNIX_LINES)));
                    break;
                case '*':
                case '+':
                case '?':
                    throw error("Dangling meta character '" + (char) c + "'", cursor);
                default: {
                    int cp = text.codePointAt(cursor);
                    cursor += Character.charCount(cp);
                    atom = literal(cp);
                }
            }
            items.add(closure(atom));
        }
        return items.size() == 1 ? items.get(0) : new Ast.Concat(items);
    }

    private void quoted(List<Ast> items) {
        int end = text.indexOf("\\E", cursor);
        int stop = end < 0 ? text.length() : end;
        int i = cursor;
        while (i < stop) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            Ast atom = literal(cp);
            if (i == stop) {
                cursor = end < 0 ? stop : end + 2;
                items.add(closure(atom));
                return;
            }
            items.add(atom);
        }
        cursor = end < 0 ? stop : end + 2;
    }

    private Ast literal(int cp) {
        if (has(Pattern.CASE_INSENSITIVE)) {
            boolean unicodeCase = has(Pattern.UNICODE_CASE);
            boolean folds = unicodeCase ? Character.toUpperCase(cp) != cp || Character.toLowerCase(cp) != cp
                    : (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
            if (folds) {
                return new Ast.CharSet(CharPredicate.single(cp, true, unicodeCase));
            }
        }
        return new Ast.Literal(new String(Character.toChars(cp)));
    }

    /** A quantifier after an atom, if any. */
    private Ast closure(Ast atom) {
        int c = peek();
        int min;
        int max;
        switch (c) {
            case '?':
                cursor++;
                min = 0;
                max = 1;
                break;
            case '*':
                cursor++;
                min = 0;
                max = Integer.MAX_VALUE;
                break;
            case '+':
                cursor++;
                min = 1;
                max = Integer.MAX_VALUE;
                break;
            case '{': {
                int start = cursor;
                cursor++;
                if (cursor >= text.length() || !isDigit(text.charAt(cursor))) {
                    throw error("Illegal repetition", cursor);
                }
                min = number();
                max = min;
                if (cursor < text.length() && text.charAt(cursor) == ',') {
                    cursor++;
                    if (cursor < text.length() && text.charAt(cursor) == '}') {
                        max = Integer.MAX_VALUE;
                    } else if (cursor < text.length() && isDigit(text.charAt(cursor))) {
                        max = number();
                    } else {
                        throw error("Unclosed counted closure", cursor);
                    }
                }
                if (cursor >= text.length() || text.charAt(cursor) != '}') {
                    throw error("Unclosed counted closure", cursor);
                }
                if (max < min) {
                    throw error("Illegal repetition range", cursor);
                }
                cursor++;
                break;
            }
            default:
                return atom;
        }
        int type = Ast.Repeat.GREEDY;
        if (cursor < text.length()) {
            char q = text.charAt(cursor);
            if (q == '?') {
                cursor++;
                type = Ast.Repeat.LAZY;
            } else if (q == '+') {
                cursor++;
                type = Ast.Repeat.POSSESSIVE;
            }
        }
        return new Ast.Repeat(atom, min, max, type);
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private int number() {
        long value = 0;
        while (cursor < text.length() && isDigit(text.charAt(cursor))) {
            value = value * 10 + (text.charAt(cursor) - '0');
            if (value > Integer.MAX_VALUE) {
                throw error("Illegal repetition range", cursor);
            }
            cursor++;
        }
        return (int) value;
    }

    /** At '(': a group, a look-around, or flags; null for a bare flag setting like (?i). */
    private Ast group() {
        int open = cursor;
        cursor++;
        int savedFlags = flags;
        Ast result;
        if (cursor < text.length() && text.charAt(cursor) == '?') {
            cursor++;
            int c = cursor < text.length() ? text.charAt(cursor) : -1;
            switch (c) {
                case ':':
                    cursor++;
                    result = new Ast.Group(0, expression());
                    break;
                case '=':
                case '!':
                    cursor++;
                    result = new Ast.Look(expression(), false, c == '!');
                    break;
                case '>':
                    cursor++;
                    result = new Ast.Atomic(expression());
                    break;
                case '<': {
                    cursor++;
                    int d = cursor < text.length() ? text.charAt(cursor) : -1;
                    if (d == '=' || d == '!') {
                        cursor++;
                        result = new Ast.Look(expression(), true, d == '!');
                    } else {
                        String name = groupName();
                        if (namedGroups.containsKey(name)) {
                            throw error("Named capturing group <" + name + "> is already defined", cursor - 1);
                        }
                        int index = ++groupCount;
                        namedGroups.put(name, index);
                        result = new Ast.Group(index, expression());
                    }
                    break;
                }
                default: {
                    // inline flags: (?idmsuxU-idmsuxU) or (?flags:X)
                    boolean scoped = inlineFlags();
                    if (!scoped) {
                        return null; // flags stay changed for the rest of the enclosing group
                    }
                    result = new Ast.Group(0, expression());
                }
            }
        } else {
            int index = ++groupCount;
            result = new Ast.Group(index, expression());
        }
        if (cursor >= text.length() || text.charAt(cursor) != ')') {
            throw error("Unclosed group", text.length());
        }
        cursor++;
        flags = savedFlags;
        return result;
    }

    /** Reads flag letters; true if they end in ':' (scoped), false if in ')'. */
    private boolean inlineFlags() {
        boolean negate = false;
        while (true) {
            int c = cursor < text.length() ? text.charAt(cursor) : -1;
            int f;
            switch (c) {
                case 'i':
                    f = Pattern.CASE_INSENSITIVE;
                    break;
                case 'm':
                    f = Pattern.MULTILINE;
                    break;
                case 's':
                    f = Pattern.DOTALL;
                    break;
                case 'd':
                    f = Pattern.UNIX_LINES;
                    break;
                case 'u':
                    f = Pattern.UNICODE_CASE;
                    break;
                case 'c':
                    f = Pattern.CANON_EQ;
                    break;
                case 'x':
                    f = Pattern.COMMENTS;
                    break;
                case 'U':
                    f = Pattern.UNICODE_CHARACTER_CLASS | Pattern.UNICODE_CASE;
                    break;
                case '-':
                    if (negate) {
                        throw error("Unknown inline modifier", cursor);
                    }
                    negate = true;
                    cursor++;
                    continue;
                case ':':
                    cursor++;
                    return true;
                case ')':
                    cursor++;
                    return false;
                default:
                    throw error("Unknown inline modifier", cursor < text.length() ? cursor : text.length());
            }
            if (negate) {
                flags &= ~f;
            } else {
                flags |= f;
            }
            cursor++;
        }
    }

    private String groupName() {
        int start = cursor;
        if (cursor >= text.length() || !isLatinLetter(text.charAt(cursor))) {
            throw error("capturing group name does not start with a Latin letter", cursor);
        }
        while (cursor < text.length() && (isLatinLetter(text.charAt(cursor)) || isDigit(text.charAt(cursor)))) {
            cursor++;
        }
        if (cursor >= text.length() || text.charAt(cursor) != '>') {
            throw error("named capturing group is missing trailing '>'", cursor);
        }
        String name = text.substring(start, cursor);
        cursor++;
        return name;
    }

    private static boolean isLatinLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** After a backslash outside a class. */
    private Ast escape() {
        if (cursor >= text.length()) {
            throw error("Unexpected internal error", text.length());
        }
        char c = text.charAt(cursor++);
        boolean unicodeClasses = has(Pattern.UNICODE_CHARACTER_CLASS);
        switch (c) {
            case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
                int refNum = c - '0';
                while (cursor < text.length() && isDigit(text.charAt(cursor))) {
                    int newRefNum = refNum * 10 + (text.charAt(cursor) - '0');
                    if (groupCount < newRefNum) {
                        break;
                    }
                    refNum = newRefNum;
                    cursor++;
                }
                hasBackReferences = true;
                return new Ast.BackRef(refNum, has(Pattern.CASE_INSENSITIVE), has(Pattern.UNICODE_CASE));
            }
            case 'k': {
                if (cursor >= text.length() || text.charAt(cursor) != '<') {
                    throw error("\\k is not followed by '<' for named capturing group", cursor);
                }
                cursor++;
                String name = groupName();
                Integer index = namedGroups.get(name);
                if (index == null) {
                    throw error("named capturing group <" + name + "> does not exist", cursor - 1);
                }
                hasBackReferences = true;
                return new Ast.BackRef(index, has(Pattern.CASE_INSENSITIVE), has(Pattern.UNICODE_CASE));
            }
            case 'A':
                return new Ast.Anchor(Node.Anchor.BEGIN, false, false);
            case 'Z':
                return new Ast.Anchor(Node.Anchor.DOLLAR, has(Pattern.UNIX_LINES), false);
            case 'z':
                return new Ast.Anchor(Node.Anchor.END, false, false);
            case 'G':
                return new Ast.Anchor(Node.Anchor.LAST_MATCH, false, false);
            case 'b':
                if (cursor < text.length() && text.charAt(cursor) == '{') {
                    throw error("\\b{g} (grapheme cluster boundaries) is not supported by rvm", cursor);
                }
                return new Ast.Anchor(Node.Anchor.WORD_BOUNDARY, false, unicodeClasses);
            case 'B':
                return new Ast.Anchor(Node.Anchor.NOT_WORD_BOUNDARY, false, unicodeClasses);
            case 'R':
                return new Ast.LineBreak();
            case 'X':
                throw error("\\X (grapheme clusters) is not supported by rvm", cursor - 1);
            default: {
                cursor--;
                CharPredicate p = classEscape(false);
                if (p != null) {
                    return new Ast.CharSet(p);
                }
                int cp = escapedChar();
                return literal(cp);
            }
        }
    }

    /** \d \D \s \S \w \W \h \H \v \V \p{..} \P{..} at cursor (after the backslash); null if
     *  the escape is not a class. */
    private CharPredicate classEscape(boolean inClass) {
        char c = text.charAt(cursor);
        boolean unicodeClasses = has(Pattern.UNICODE_CHARACTER_CLASS);
        CharPredicate p;
        switch (c) {
            case 'd':
                p = CharPredicate.digit(unicodeClasses);
                break;
            case 'D':
                p = CharPredicate.digit(unicodeClasses).negate();
                break;
            case 's':
                p = CharPredicate.space(unicodeClasses);
                break;
            case 'S':
                p = CharPredicate.space(unicodeClasses).negate();
                break;
            case 'w':
                p = CharPredicate.word(unicodeClasses);
                break;
            case 'W':
                p = CharPredicate.word(unicodeClasses).negate();
                break;
            case 'h':
                p = CharPredicate.horizontalSpace();
                break;
            case 'H':
                p = CharPredicate.horizontalSpace().negate();
                break;
            case 'v':
                p = CharPredicate.verticalSpace();
                break;
            case 'V':
                p = CharPredicate.verticalSpace().negate();
                break;
            case 'p':
            case 'P': {
                cursor++;
                String name;
                if (cursor < text.length() && text.charAt(cursor) == '{') {
                    int close = text.indexOf('}', cursor);
                    if (close < 0) {
                        throw error("Unclosed character family", text.length());
                    }
                    name = text.substring(cursor + 1, close);
                    cursor = close;
                } else if (cursor < text.length()) {
                    name = String.valueOf(text.charAt(cursor));
                } else {
                    throw error("Illegal character family", cursor);
                }
                String lookup = name;
                if (lookup.startsWith("Is") && lookup.length() > 2 && CharPredicate.property(lookup, false) == null) {
                    lookup = lookup.substring(2);
                }
                if (lookup.startsWith("general_category=") || lookup.startsWith("gc=")) {
                    lookup = lookup.substring(lookup.indexOf('=') + 1);
                }
                if (name.startsWith("In")) {
                    p = CharPredicate.unicodeBlock(name.substring(2));
                } else if (name.startsWith("block=") || name.startsWith("blk=")) {
                    p = CharPredicate.unicodeBlock(name.substring(name.indexOf('=') + 1));
                } else {
                    p = CharPredicate.property(lookup, has(Pattern.CASE_INSENSITIVE));
                }
                if (p == null) {
                    throw error("Unknown character property name {" + name + "}", cursor);
                }
                if (c == 'P') {
                    p = p.negate();
                }
                break;
            }
            default:
                return null;
        }
        cursor++;
        return p;
    }

    /** A single escaped character at cursor (after the backslash): \t, \x41, \u0041, \0101,
     *  \cA, or a non-letter quoted literally. */
    private int escapedChar() {
        char c = text.charAt(cursor++);
        switch (c) {
            case 't':
                return '\t';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 'f':
                return '\f';
            case 'a':
                return 0x07;
            case 'e':
                return 0x1B;
            case '0':
                return octal();
            case 'c':
                if (cursor < text.length()) {
                    return text.charAt(cursor++) ^ 64;
                }
                throw error("Illegal control escape sequence", cursor);
            case 'x':
                return hex();
            case 'u':
                return unicodeEscape();
            default:
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                    throw error("Illegal/unsupported escape sequence", cursor - 1);
                }
                if (Character.isHighSurrogate(c) && cursor < text.length() && Character.isLowSurrogate(text.charAt(cursor))) {
                    return Character.toCodePoint(c, text.charAt(cursor++));
                }
                return c;
        }
    }

    private int octal() {
        int n = cursor < text.length() ? text.charAt(cursor) - '0' : -1;
        if ((n & ~7) == 0) {
            cursor++;
            int m = cursor < text.length() ? text.charAt(cursor) - '0' : -1;
            if ((m & ~7) == 0) {
                cursor++;
                int o = cursor < text.length() ? text.charAt(cursor) - '0' : -1;
                if ((o & ~7) == 0 && (n & ~3) == 0) {
                    cursor++;
                    return n * 64 + m * 8 + o;
                }
                return n * 8 + m;
            }
            return n;
        }
        throw error("Illegal octal escape sequence", cursor);
    }

    private static int hexValue(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private int hex() {
        int n = cursor < text.length() ? hexValue(text.charAt(cursor)) : -1;
        if (n >= 0) {
            int m = cursor + 1 < text.length() ? hexValue(text.charAt(cursor + 1)) : -1;
            if (m >= 0) {
                cursor += 2;
                return n * 16 + m;
            }
        } else if (cursor < text.length() && text.charAt(cursor) == '{') {
            cursor++;
            int value = 0;
            int digits = 0;
            while (cursor < text.length() && hexValue(text.charAt(cursor)) >= 0) {
                value = value * 16 + hexValue(text.charAt(cursor++));
                digits++;
                if (value > Character.MAX_CODE_POINT) {
                    throw error("Hexadecimal codepoint is too big", cursor);
                }
            }
            if (digits == 0 || cursor >= text.length() || text.charAt(cursor) != '}') {
                throw error("Unclosed hexadecimal escape sequence", cursor);
            }
            cursor++;
            return value;
        }
        throw error("Illegal hexadecimal escape sequence", cursor);
    }

    private int unicodeEscape() {
        int value = 0;
        for (int k = 0; k < 4; k++) {
            int h = cursor < text.length() ? hexValue(text.charAt(cursor)) : -1;
            if (h < 0) {
                throw error("Illegal Unicode escape sequence", cursor);
            }
            value = value * 16 + h;
            cursor++;
        }
        return value;
    }

    /** After '[': the class up to and including its ']'. */
    private CharPredicate characterClass() {
        int start = cursor - 1;
        boolean negated = false;
        if (cursor < text.length() && text.charAt(cursor) == '^') {
            negated = true;
            cursor++;
        }
        CharPredicate result = null; // the intersection so far
        CharPredicate current = null; // the union being built
        boolean first = true;
        boolean caseInsensitive = has(Pattern.CASE_INSENSITIVE);
        boolean unicodeCase = has(Pattern.UNICODE_CASE);
        while (true) {
            if (has(Pattern.COMMENTS)) {
                skipComments();
            }
            if (cursor >= text.length()) {
                throw error("Unclosed character class", text.length() - 1);
            }
            char c = text.charAt(cursor);
            CharPredicate item;
            if (c == ']' && !first) {
                cursor++;
                break;
            } else if (c == '[') {
                cursor++;
                item = characterClass();
            } else if (c == '&' && cursor + 1 < text.length() && text.charAt(cursor + 1) == '&') {
                cursor += 2;
                result = result == null ? (current == null ? ch -> true : current) : (current == null ? result : result.and(current));
                current = null;
                first = false;
                continue;
            } else if (c == '\\' && cursor + 1 < text.length() && text.charAt(cursor + 1) == 'Q') {
                cursor += 2;
                int end = text.indexOf("\\E", cursor);
                int stop = end < 0 ? text.length() : end;
                item = null;
                for (int i = cursor; i < stop;) {
                    int cp = text.codePointAt(i);
                    i += Character.charCount(cp);
                    CharPredicate one = CharPredicate.single(cp, caseInsensitive, unicodeCase);
                    item = item == null ? one : item.union(one);
                }
                cursor = end < 0 ? stop : end + 2;
                if (item == null) {
                    first = false;
                    continue;
                }
            } else {
                int lo;
                if (c == '\\') {
                    cursor++;
                    if (cursor >= text.length()) {
                        throw error("Unexpected internal error", text.length());
                    }
                    CharPredicate p = classEscape(true);
                    if (p != null) {
                        current = current == null ? p : current.union(p);
                        first = false;
                        continue;
                    }
                    lo = escapedChar();
                } else {
                    lo = text.codePointAt(cursor);
                    cursor += Character.charCount(lo);
                }
                if (cursor + 1 < text.length() && text.charAt(cursor) == '-' && text.charAt(cursor + 1) != ']'
                        && text.charAt(cursor + 1) != '[') {
                    cursor++;
                    int hi;
                    if (text.charAt(cursor) == '\\') {
                        cursor++;
                        if (cursor >= text.length()) {
                            throw error("Unexpected internal error", text.length());
                        }
                        if ("dDsSwWhHvVpP".indexOf(text.charAt(cursor)) >= 0) {
                            throw error("Illegal character range", cursor);
                        }
                        hi = escapedChar();
                    } else {
                        hi = text.codePointAt(cursor);
                        cursor += Character.charCount(hi);
                    }
                    if (hi < lo) {
                        throw error("Illegal character range", cursor - 1);
                    }
                    item = CharPredicate.range(lo, hi, caseInsensitive, unicodeCase);
                } else {
                    item = CharPredicate.single(lo, caseInsensitive, unicodeCase);
                }
            }
            current = current == null ? item : current.union(item);
            first = false;
        }
        CharPredicate set;
        if (result == null) {
            set = current == null ? ch -> false : current;
        } else {
            set = current == null ? result : result.and(current);
        }
        return negated ? set.negate() : set;
    }
}
