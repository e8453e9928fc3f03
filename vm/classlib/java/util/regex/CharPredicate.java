package java.util.regex;

/** A set of code points: character classes, escapes like \d and \p{...}, case-folded chars. */
interface CharPredicate {
    boolean is(int ch);

    default CharPredicate union(CharPredicate p) {
        return ch -> is(ch) || p.is(ch);
    }

    default CharPredicate and(CharPredicate p) {
        return ch -> is(ch) && p.is(ch);
    }

    default CharPredicate negate() {
        return ch -> !is(ch);
    }

    static int asciiToLower(int ch) {
        return (ch >= 'A' && ch <= 'Z') ? ch + 32 : ch;
    }

    static int asciiToUpper(int ch) {
        return (ch >= 'a' && ch <= 'z') ? ch - 32 : ch;
    }

    static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (Character.isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (Character.isHighSurrogate(c1)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    static boolean unicodeWord(int ch) {
        int type = Character.getType(ch);
        return Character.isAlphabetic(ch) || type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK || type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.CONNECTOR_PUNCTUATION || ch == 0x200C || ch == 0x200D;
    }

    /** One char, honouring CASE_INSENSITIVE (ASCII only unless UNICODE_CASE), as the JDK. */
    static CharPredicate single(int c, boolean caseInsensitive, boolean unicodeCase) {
        if (caseInsensitive) {
            if (unicodeCase) {
                int upper = Character.toUpperCase(c);
                int lower = Character.toLowerCase(upper);
                if (upper != lower || c != upper) {
                    return ch -> ch == c || Character.toLowerCase(Character.toUpperCase(ch)) == lower;
                }
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                int lower = asciiToLower(c);
                int upper = asciiToUpper(c);
                return ch -> ch == lower || ch == upper;
            }
        }
        return ch -> ch == c;
    }

    static CharPredicate range(int lo, int hi, boolean caseInsensitive, boolean unicodeCase) {
        if (caseInsensitive) {
            if (unicodeCase) {
                return ch -> {
                    if (ch >= lo && ch <= hi) {
                        return true;
                    }
                    int up = Character.toUpperCase(ch);
                    return (up >= lo && up <= hi) || ((up = Character.toLowerCase(up)) >= lo && up <= hi);
                };
            }
            return ch -> (ch >= lo && ch <= hi) || (ch < 128 && ((asciiToUpper(ch) >= lo && asciiToUpper(ch) <= hi)
                    || (asciiToLower(ch) >= lo && asciiToLower(ch) <= hi)));
        }
        return ch -> ch >= lo && ch <= hi;
    }

    static CharPredicate dot(boolean dotAll, boolean unixLines) {
        if (dotAll) {
            return ch -> true;
        }
        if (unixLines) {
            return ch -> ch != '\n';
        }
        return ch -> ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085';
    }

    static CharPredicate digit(boolean unicode) {
        return unicode ? ch -> Character.isDigit(ch) : ch -> ch >= '0' && ch <= '9';
    }

    static CharPredicate space(boolean unicode) {
        if (unicode) {
            return ch -> (ch >= 0x9 && ch <= 0xd) || ch == 0x85 || Character.getType(ch) == Character.SPACE_SEPARATOR
                    || Character.getType(ch) == Character.LINE_SEPARATOR
                    || Character.getType(ch) == Character.PARAGRAPH_SEPARATOR;
        }
        return ch -> ch == ' ' || ch == '\t' || ch == '\n' || ch == 0x0B || ch == '\f' || ch == '\r';
    }

    static CharPredicate word(boolean unicode) {
        if (unicode) {
            return CharPredicate::unicodeWord;
        }
        return ch -> (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
    }

    static CharPredicate horizontalSpace() {
        return ch -> ch == ' ' || ch == '\t' || ch == 0xA0 || ch == 0x1680 || ch == 0x180e
                || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x202f || ch == 0x205f || ch == 0x3000;
    }

    static CharPredicate verticalSpace() {
        return ch -> ch == '\n' || ch == 0x0B || ch == '\f' || ch == '\r' || ch == 0x85 || ch == 0x2028
                || ch == 0x2029;
    }

    /** \p{name}; null if the name is unknown. */
    /** \p{InName} / \p{block=Name}: the characters of a Unicode block, or null for an unknown block. */
    static CharPredicate unicodeBlock(String name) {
        final Character.UnicodeBlock block;
        try {
            block = Character.UnicodeBlock.forName(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return ch -> block == Character.UnicodeBlock.of(ch);
    }

    static CharPredicate property(String name, boolean caseInsensitive) {
        switch (name) {
            case "Lower":
                return caseInsensitive ? property("Alpha", false) : ch -> ch >= 'a' && ch <= 'z';
            case "Upper":
                return caseInsensitive ? property("Alpha", false) : ch -> ch >= 'A' && ch <= 'Z';
            case "ASCII":
                return ch -> ch < 0x80;
            case "Alpha":
                return ch -> (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
            case "Digit":
                return ch -> ch >= '0' && ch <= '9';
            case "Alnum":
                return ch -> (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
            case "Punct":
                return ch -> ch < 0x80 && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(ch) >= 0;
            case "Graph":
                return ch -> ch >= 0x21 && ch <= 0x7E;
            case "Print":
                return ch -> ch >= 0x20 && ch <= 0x7E;
            case "Blank":
                return ch -> ch == ' ' || ch == '\t';
            case "Cntrl":
                return ch -> ch < 0x20 || ch == 0x7F;
            case "XDigit":
                return ch -> (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
            case "Space":
                return space(false);
            case "javaLowerCase":
                return ch -> Character.isLowerCase(ch);
            case "javaUpperCase":
                return ch -> Character.isUpperCase(ch);
            case "javaWhitespace":
                return ch -> Character.isWhitespace(ch);
            case "javaLetter":
                return ch -> Character.isLetter(ch);
            case "javaDigit":
                return ch -> Character.isDigit(ch);
            case "javaLetterOrDigit":
                return ch -> Character.isLetterOrDigit(ch);
            case "javaAlphabetic":
            case "IsAlphabetic":
            case "Alphabetic":
                return ch -> Character.isAlphabetic(ch);
            case "IsLetter":
            case "IsL":
            case "L":
                return ch -> Character.isLetter(ch);
            case "IsDigit":
            case "Nd":
                return ch -> Character.isDigit(ch);
            case "IsUppercase":
            case "Uppercase":
                return ch -> Character.isUpperCase(ch);
            case "IsLowercase":
            case "Lowercase":
                return ch -> Character.isLowerCase(ch);
            case "IsWhite_Space":
            case "IsWhiteSpace":
            case "White_Space":
                return space(true);
            case "IsPunctuation":
            case "P":
                return ch -> {
                    int t = Character.getType(ch);
                    return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION
                            || t == Character.START_PUNCTUATION || t == Character.END_PUNCTUATION
                            || t == Character.OTHER_PUNCTUATION || t == Character.INITIAL_QUOTE_PUNCTUATION
                            || t == Character.FINAL_QUOTE_PUNCTUATION;
                };
            case "Lu":
                return type(Character.UPPERCASE_LETTER);
            case "Ll":
                return type(Character.LOWERCASE_LETTER);
            case "Lt":
                return type(Character.TITLECASE_LETTER);
            case "Lm":
                return type(Character.MODIFIER_LETTER);
            case "Lo":
                return type(Character.OTHER_LETTER);
            case "N":
                return ch -> {
                    int t = Character.getType(ch);
                    return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER
                            || t == Character.OTHER_NUMBER;
                };
            case "Zs":
                return type(Character.SPACE_SEPARATOR);
            case "Sm":
                return type(Character.MATH_SYMBOL);
            case "Sc":
                return type(Character.CURRENCY_SYMBOL);
            case "Pd":
                return type(Character.DASH_PUNCTUATION);
            case "Cc":
                return type(Character.CONTROL);
            case "InBasicLatin":
            case "InBasic_Latin":
                return ch -> ch < 0x80;
            case "InGreek":
            case "IsGreek":
                return ch -> ch >= 0x370 && ch <= 0x3FF;
            case "IsLatin":
                return ch -> Character.isLetter(ch) && (ch < 0x250 || (ch >= 0x1E00 && ch <= 0x1EFF));
            default:
                return null;
        }
    }

    static CharPredicate type(int type) {
        return ch -> Character.getType(ch) == type;
    }
}
