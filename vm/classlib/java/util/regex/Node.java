package java.util.regex;

/**
 * The compiled form of a pattern: a graph of nodes, each matching one construct at position i
 * and then calling its continuation {@code next}. A node returns true when the whole rest of the
 * pattern matched; returning false makes the caller try its next alternative. This is the JDK's
 * backtracking design (depth-first, alternatives in order, greedy tries more first, lazy fewer
 * first), so a pattern finds the same match as under the JDK.
 *
 * <pre>
 *   a(b|c)*d:  Char(a) -> GroupHead(1)? -> Loop{ body: IterationStart -> GroupHead(1) -> Branch(b|c) -> GroupTail(1) -> Loop }
 *                                                                  -> Char(d) -> Last
 * </pre>
 *
 * Per-match state (capture positions, loop counters) lives in the Matcher: groups[] and locals[].
 */
abstract class Node {
    Node next;

    abstract boolean match(Matcher m, int i, CharSequence seq);

    /** Accepts wherever it is reached: the end of a whole pattern or of an atom matched on its own. */
    static final class Last extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            if (m.acceptMode == Matcher.ENDANCHOR && i != m.to) {
                return false;
            }
            m.last = i;
            m.groups[0] = m.first;
            m.groups[1] = i;
            return true;
        }
    }

    /** The end of a sub-pattern matched by itself (atomic groups, possessive repeats, lookarounds). */
    static final class Accept extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            m.last = i;
            return true;
        }
    }

    /** The end of a look-behind body: it must end where the look-behind started. */
    static final class BehindEnd extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.lookbehindTo;
        }
    }

    /** One code point satisfying a predicate. */
    static final class CharProperty extends Node {
        final CharPredicate predicate;

        CharProperty(CharPredicate predicate) {
            this.predicate = predicate;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i < m.to) {
                char c = seq.charAt(i);
                if (Character.isHighSurrogate(c) && i + 1 < m.to && Character.isLowSurrogate(seq.charAt(i + 1))) {
                    int cp = Character.toCodePoint(c, seq.charAt(i + 1));
                    return predicate.is(cp) && next.match(m, i + 2, seq);
                }
                return predicate.is(c) && next.match(m, i + 1, seq);
            }
            m.hitEnd = true;
            return false;
        }

        /** Length in chars of the code point at i if it matches, else 0. */
        int width(Matcher m, int i, CharSequence seq) {
            char c = seq.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < m.to && Character.isLowSurrogate(seq.charAt(i + 1))) {
                return predicate.is(Character.toCodePoint(c, seq.charAt(i + 1))) ? 2 : 0;
            }
            return predicate.is(c) ? 1 : 0;
        }
    }

    /** A literal run of chars (case-sensitive). */
    static final class Slice extends Node {
        final char[] text;

        Slice(char[] text) {
            this.text = text;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            char[] t = text;
            int len = t.length;
            for (int j = 0; j < len; j++) {
                if (i + j >= m.to) {
                    m.hitEnd = true;
                    return false;
                }
                if (t[j] != seq.charAt(i + j)) {
                    return false;
                }
            }
            return next.match(m, i + len, seq);
        }
    }

    /** Alternatives tried in order; each alternative's own chain ends in this node's next. */
    static final class Branch extends Node {
        final Node[] alternatives;

        Branch(Node[] alternatives) {
            this.alternatives = alternatives;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            for (Node alternative : alternatives) {
                if (alternative.match(m, i, seq)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Records where a group starts (locals[localIndex]) for the GroupTail to read. */
    static final class GroupHead extends Node {
        final int localIndex;

        GroupHead(int localIndex) {
            this.localIndex = localIndex;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int save = m.locals[localIndex];
            m.locals[localIndex] = i;
            boolean ret = next.match(m, i, seq);
            m.locals[localIndex] = save;
            return ret;
        }
    }

    /** Sets the capture of group groupIndex (0: non-capturing), restored if the rest fails. */
    static final class GroupTail extends Node {
        final int localIndex;
        final int groupIndex;

        GroupTail(int localIndex, int groupIndex) {
            this.localIndex = localIndex;
            this.groupIndex = groupIndex + groupIndex;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int tmp = m.locals[localIndex];
            if (tmp >= 0) {
                if (groupIndex == 0) {
                    return next.match(m, i, seq);
                }
                int groupStart = m.groups[groupIndex];
                int groupEnd = m.groups[groupIndex + 1];
                m.groups[groupIndex] = tmp;
                m.groups[groupIndex + 1] = i;
                if (next.match(m, i, seq)) {
                    return true;
                }
                m.groups[groupIndex] = groupStart;
                m.groups[groupIndex + 1] = groupEnd;
                return false;
            }
            // the group is being backed out of (a zero-length loop exit): just pass
            m.last = i;
            return true;
        }
    }

    /** Repetition of a single-code-point atom: greedy, lazy or possessive, without recursion
     *  per iteration for the greedy and possessive kinds. */
    static final class CharRepeat extends Node {
        static final int GREEDY = 0;
        static final int LAZY = 1;
        static final int POSSESSIVE = 2;

        final CharProperty atom;
        final int min;
        final int max;
        final int type;

        CharRepeat(CharProperty atom, int min, int max, int type) {
            this.atom = atom;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int j = 0;
            for (; j < min; j++) {
                if (i >= m.to) {
                    m.hitEnd = true;
                    return false;
                }
                int w = atom.width(m, i, seq);
                if (w == 0) {
                    return false;
                }
                i += w;
            }
            if (type == LAZY) {
                while (true) {
                    if (next.match(m, i, seq)) {
                        return true;
                    }
                    if (j >= max) {
                        return false;
                    }
                    if (i >= m.to) {
                        m.hitEnd = true;
                        return false;
                    }
                    int w = atom.width(m, i, seq);
                    if (w == 0) {
                        return false;
                    }
                    i += w;
                    j++;
                }
            }
            int start = i;
            boolean wide = false;
            while (j < max) {
                if (i >= m.to) {
                    m.hitEnd = true;
                    break;
                }
                int w = atom.width(m, i, seq);
                if (w == 0) {
                    break;
                }
                if (w == 2) {
                    wide = true;
                }
                i += w;
                j++;
            }
            if (type == POSSESSIVE) {
                return next.match(m, i, seq);
            }
            while (true) {
                if (next.match(m, i, seq)) {
                    return true;
                }
                if (i <= start) {
                    return false;
                }
                i--;
                if (wide && i > start && Character.isLowSurrogate(seq.charAt(i))
                        && Character.isHighSurrogate(seq.charAt(i - 1))) {
                    i--;
                }
            }
        }
    }

    /** Marks the start of one iteration of a general loop (for the zero-length check). */
    static final class LoopEntry extends Node {
        final Loop loop;

        LoopEntry(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return loop.matchInit(m, i, seq);
        }
    }

    /**
     * A repeated sub-pattern with backtracking into the body (greedy or lazy). The body chain is
     * IterationStart -> body -> this; locals[countIndex] counts iterations, locals[beginIndex]
     * holds where the current iteration began (an empty iteration ends the loop, as the JDK).
     * Greedy top-level loops of patterns without back references remember the positions where
     * another iteration already failed (posIndex), as JDK 9+ does against exponential backtracking.
     */
    static final class Loop extends Node {
        Node body;
        final int countIndex;
        final int beginIndex;
        final int min;
        final int max;
        final boolean lazy;
        int posIndex = -1;

        Loop(int countIndex, int beginIndex, int min, int max, boolean lazy) {
            this.countIndex = countIndex;
            this.beginIndex = beginIndex;
            this.min = min;
            this.max = max;
            this.lazy = lazy;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i > m.locals[beginIndex]) {
                int count = m.locals[countIndex];
                if (count < min) {
                    m.locals[countIndex] = count + 1;
                    boolean b = body.match(m, i, seq);
                    if (!b) {
                        m.locals[countIndex] = count;
                    }
                    return b;
                }
                if (lazy) {
                    if (next.match(m, i, seq)) {
                        return true;
                    }
                    if (count < max) {
                        m.locals[countIndex] = count + 1;
                        boolean b = body.match(m, i, seq);
                        if (!b) {
                            m.locals[countIndex] = count;
                        }
                        return b;
                    }
                    return false;
                }
                if (count < max) {
                    if (posIndex != -1 && m.failedPositions(posIndex).contains(i)) {
                        return next.match(m, i, seq);
                    }
                    m.locals[countIndex] = count + 1;
                    if (body.match(m, i, seq)) {
                        return true;
                    }
                    m.locals[countIndex] = count;
                    if (posIndex != -1) {
                        m.failedPositions(posIndex).add(i);
                    }
                }
            }
            return next.match(m, i, seq);
        }

        boolean matchInit(Matcher m, int i, CharSequence seq) {
            int save = m.locals[countIndex];
            boolean ret;
            if (0 < min) {
                m.locals[countIndex] = 1;
                ret = body.match(m, i, seq);
            } else if (lazy) {
                ret = next.match(m, i, seq);
                if (!ret && 0 < max) {
                    m.locals[countIndex] = 1;
                    ret = body.match(m, i, seq);
                }
            } else if (0 < max) {
                m.locals[countIndex] = 1;
                ret = body.match(m, i, seq);
                if (!ret) {
                    ret = next.match(m, i, seq);
                }
            } else {
                ret = next.match(m, i, seq);
            }
            m.locals[countIndex] = save;
            return ret;
        }
    }

    /** X{min,max}+ and greedy-once repetition of a sub-pattern matched on its own: each
     *  iteration takes the atom's first match, no backing off (the JDK's possessive Curly). */
    static final class PossessiveRepeat extends Node {
        final Node atom;
        final int min;
        final int max;

        PossessiveRepeat(Node atom, int min, int max) {
            this.atom = atom;
            this.min = min;
            this.max = max;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int j = 0;
            for (; j < min; j++) {
                if (!atom.match(m, i, seq)) {
                    return false;
                }
                i = m.last;
            }
            while (j < max) {
                if (!atom.match(m, i, seq)) {
                    break;
                }
                if (m.last == i) {
                    break;
                }
                i = m.last;
                j++;
            }
            return next.match(m, i, seq);
        }
    }

    /** X* for a zero-width X (no alternation or counted repeat in it): X is tried once for its
     *  side effects but the iteration does not count; the repeated group keeps its capture. */
    static final class ZeroWidthAttempt extends Node {
        final Node body;
        final int groupIndex;

        ZeroWidthAttempt(Node body, int group) {
            this.body = body;
            this.groupIndex = group + group;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedStart = groupIndex > 0 ? m.groups[groupIndex] : 0;
            int savedEnd = groupIndex > 0 ? m.groups[groupIndex + 1] : 0;
            body.match(m, i, seq);
            if (groupIndex > 0) {
                m.groups[groupIndex] = savedStart;
                m.groups[groupIndex + 1] = savedEnd;
            }
            return next.match(m, i, seq);
        }
    }

    /** (?>X): X's first match, never backtracked into. */
    static final class Atomic extends Node {
        final Node body;

        Atomic(Node body) {
            this.body = body;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (!body.match(m, i, seq)) {
                return false;
            }
            return next.match(m, m.last, seq);
        }
    }

    /** (?=X) and (?!X). */
    static final class Ahead extends Node {
        final Node body;
        final boolean negative;

        Ahead(Node body, boolean negative) {
            this.body = body;
            this.negative = negative;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedTo = m.to;
            if (m.transparentBounds) {
                m.to = m.getTextLength();
            }
            boolean conditionMatched;
            try {
                conditionMatched = body.match(m, i, seq);
            } finally {
                m.to = savedTo;
            }
            if (negative) {
                return !conditionMatched && next.match(m, i, seq);
            }
            return conditionMatched && next.match(m, i, seq);
        }
    }

    /** (?<=X) and (?<!X): X must end at i; starts from i - minimum length back to i - maximum. */
    static final class Behind extends Node {
        final Node body;
        final int rmin;
        final int rmax;
        final boolean negative;

        Behind(Node body, int rmin, int rmax, boolean negative) {
            this.body = body;
            this.rmin = rmin;
            this.rmax = rmax;
            this.negative = negative;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedFrom = m.from;
            boolean conditionMatched = false;
            int startIndex = (!m.transparentBounds) ? m.from : 0;
            int from = rmax < 0 || i - rmax < startIndex ? startIndex : i - rmax;
            int savedLookbehindTo = m.lookbehindTo;
            m.lookbehindTo = i;
            if (m.transparentBounds) {
                m.from = 0;
            }
            try {
                for (int j = i - rmin; !conditionMatched && j >= from; j--) {
                    conditionMatched = body.match(m, j, seq);
                }
            } finally {
                m.from = savedFrom;
                m.lookbehindTo = savedLookbehindTo;
            }
            if (negative) {
                return !conditionMatched && next.match(m, i, seq);
            }
            return conditionMatched && next.match(m, i, seq);
        }
    }

    /** \n or \k<name>: the text group n captured, again (case-insensitively with the flag). */
    static final class BackRef extends Node {
        final int groupIndex;
        final boolean caseInsensitive;
        final boolean unicodeCase;

        BackRef(int group, boolean caseInsensitive, boolean unicodeCase) {
            this.groupIndex = group + group;
            this.caseInsensitive = caseInsensitive;
            this.unicodeCase = unicodeCase;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (groupIndex + 1 >= m.groups.length) {
                return false;
            }
            int j = m.groups[groupIndex];
            int k = m.groups[groupIndex + 1];
            int groupSize = k - j;
            if (j < 0) {
                return false;
            }
            if (i + groupSize > m.to) {
                m.hitEnd = true;
                return false;
            }
            for (int index = 0; index < groupSize; index++) {
                char c1 = seq.charAt(i + index);
                char c2 = seq.charAt(j + index);
                if (c1 != c2) {
                    if (!caseInsensitive) {
                        return false;
                    }
                    if (unicodeCase) {
                        if (Character.toUpperCase(c1) != Character.toUpperCase(c2)
                                && Character.toLowerCase(c1) != Character.toLowerCase(c2)) {
                            return false;
                        }
                    } else if (c1 >= 128 || c2 >= 128 || CharPredicate.asciiToLower(c1) != CharPredicate.asciiToLower(c2)) {
                        return false;
                    }
                }
            }
            return next.match(m, i + groupSize, seq);
        }
    }

    /** Anchors and boundaries: zero-width tests of the position. */
    static final class Anchor extends Node {
        static final int BEGIN = 0; // \A, ^ without MULTILINE
        static final int CARET = 1; // ^ with MULTILINE
        static final int DOLLAR = 2; // $ without MULTILINE, \Z
        static final int DOLLAR_MULTILINE = 3;
        static final int END = 4; // \z
        static final int WORD_BOUNDARY = 5;
        static final int NOT_WORD_BOUNDARY = 6;
        static final int LAST_MATCH = 7; // \G

        final int kind;
        final boolean unixLines;
        final boolean unicodeWord;

        Anchor(int kind, boolean unixLines, boolean unicodeWord) {
            this.kind = kind;
            this.unixLines = unixLines;
            this.unicodeWord = unicodeWord;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            switch (kind) {
                case BEGIN: {
                    int fromIndex = m.anchoringBounds ? m.from : 0;
                    return i == fromIndex && next.match(m, i, seq);
                }
                case CARET: {
                    int startIndex = m.from;
                    int endIndex = m.to;
                    if (!m.anchoringBounds) {
                        startIndex = 0;
                        endIndex = m.getTextLength();
                    }
                    if (i == endIndex) {
                        m.hitEnd = true;
                        return false;
                    }
                    if (i > startIndex) {
                        char ch = seq.charAt(i - 1);
                        if (unixLines) {
                            if (ch != '\n') {
                                return false;
                            }
                        } else {
                            if (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085') {
                                return false;
                            }
                            if (ch == '\r' && seq.charAt(i) == '\n') {
                                return false;
                            }
                        }
                    }
                    return next.match(m, i, seq);
                }
                case DOLLAR:
                case DOLLAR_MULTILINE:
                    return dollar(m, i, seq, kind == DOLLAR_MULTILINE);
                case END: {
                    int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
                    if (i == endIndex) {
                        m.hitEnd = true;
                        return next.match(m, i, seq);
                    }
                    return false;
                }
                case WORD_BOUNDARY:
                case NOT_WORD_BOUNDARY: {
                    boolean atBoundary = isBoundary(m, i, seq);
                    return (atBoundary == (kind == WORD_BOUNDARY)) && next.match(m, i, seq);
                }
                default: // LAST_MATCH
                    return i == m.oldLast && next.match(m, i, seq);
            }
        }

        private boolean dollar(Matcher m, int i, CharSequence seq, boolean multiline) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (unixLines) {
                if (i < endIndex) {
                    char ch = seq.charAt(i);
                    if (ch == '\n') {
                        if (!multiline && i != endIndex - 1) {
                            return false;
                        }
                        if (multiline) {
                            return next.match(m, i, seq);
                        }
                    } else {
                        return false;
                    }
                }
                m.hitEnd = true;
                m.requireEnd = true;
                return next.match(m, i, seq);
            }
            if (!multiline) {
                if (i < endIndex - 2) {
                    return false;
                }
                if (i == endIndex - 2) {
                    if (seq.charAt(i) != '\r' || seq.charAt(i + 1) != '\n') {
                        return false;
                    }
                }
            }
            if (i < endIndex) {
                char ch = seq.charAt(i);
                if (ch == '\n') {
                    if (i > 0 && seq.charAt(i - 1) == '\r') {
                        return false;
                    }
                    if (multiline) {
                        return next.match(m, i, seq);
                    }
                } else if (ch == '\r' || ch == '\u0085' || (ch | 1) == '\u2029') {
                    if (multiline) {
                        return next.match(m, i, seq);
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return next.match(m, i, seq);
        }

        private boolean isWord(int ch) {
            return unicodeWord ? CharPredicate.unicodeWord(ch) : (ch == '_' || Character.isLetterOrDigit(ch));
        }

        private boolean isBoundary(Matcher m, int i, CharSequence seq) {
            int startIndex = m.from;
            int endIndex = m.to;
            if (m.transparentBounds) {
                startIndex = 0;
                endIndex = m.getTextLength();
            }
            boolean left = false;
            if (i > startIndex) {
                left = isWord(CharPredicate.codePointBefore(seq, i));
            }
            boolean right = false;
            if (i < endIndex) {
                right = isWord(Character.codePointAt(seq, i));
            } else {
                m.hitEnd = true;
                m.requireEnd = true;
            }
            return left ^ right;
        }
    }

    /** \R: \r\n, or one of \n \u000B \f \r \u0085 \u2028 \u2029 (\r\n is not split). */
    static final class LineBreak extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            if (i < m.to) {
                char ch = seq.charAt(i);
                if (ch == 0x0A || ch == 0x0B || ch == 0x0C || ch == 0x85 || ch == 0x2028 || ch == 0x2029) {
                    return next.match(m, i + 1, seq);
                }
                if (ch == 0x0D) {
                    // atomic, as the JDK's (?>\r\n|[\n\u000B\f\r\u0085\u2028\u2029])
                    if (i + 1 < m.to && seq.charAt(i + 1) == 0x0A) {
                        return next.match(m, i + 2, seq);
                    }
                    if (i + 1 >= m.to) {
                        m.hitEnd = true;
                    }
                    return next.match(m, i + 1, seq);
                }
            } else {
                m.hitEnd = true;
            }
            return false;
        }
    }
}
