package java.util.regex;

import java.util.List;

/** The parsed form of a pattern (PatternParser builds it, PatternCompiler turns it into Nodes).
 *  Lengths are in chars; maxLength -1 means unbounded. */
abstract class Ast {
    abstract int minLength();

    abstract int maxLength();

    boolean startsWithBegin() {
        return false;
    }

    static int addMax(int a, int b) {
        if (a < 0 || b < 0) {
            return -1;
        }
        long sum = (long) a + b;
        return sum > Integer.MAX_VALUE ? -1 : (int) sum;
    }

    /** One code point from a set. */
    static final class CharSet extends Ast {
        final CharPredicate predicate;

        CharSet(CharPredicate predicate) {
            this.predicate = predicate;
        }

        int minLength() {
            return 1;
        }

        int maxLength() {
            return 2;
        }
    }

    /** A case-sensitive literal code point (merged into runs by Concat). */
    static final class Literal extends Ast {
        final String text;

        Literal(String text) {
            this.text = text;
        }

        int minLength() {
            return text.length();
        }

        int maxLength() {
            return text.length();
        }
    }

    static final class Concat extends Ast {
        final List<Ast> items;

        Concat(List<Ast> items) {
            this.items = items;
        }

        int minLength() {
            int sum = 0;
            for (Ast a : items) {
                sum += a.minLength();
            }
            return sum;
        }

        int maxLength() {
            int sum = 0;
            for (Ast a : items) {
                sum = addMax(sum, a.maxLength());
            }
            return sum;
        }

        boolean startsWithBegin() {
            return !items.isEmpty() && items.get(0).startsWithBegin();
        }
    }

    static final class Alternation extends Ast {
        final List<Ast> alternatives;

        Alternation(List<Ast> alternatives) {
            this.alternatives = alternatives;
        }

        int minLength() {
            int min = Integer.MAX_VALUE;
            for (Ast a : alternatives) {
                min = Math.min(min, a.minLength());
            }
            return min;
        }

        int maxLength() {
            int max = 0;
            for (Ast a : alternatives) {
                int m = a.maxLength();
                if (m < 0) {
                    return -1;
                }
                max = Math.max(max, m);
            }
            return max;
        }

        boolean startsWithBegin() {
            for (Ast a : alternatives) {
                if (!a.startsWithBegin()) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A group: capturing (index > 0) or not (index 0). */
    static final class Group extends Ast {
        final int index;
        final Ast body;

        Group(int index, Ast body) {
            this.index = index;
            this.body = body;
        }

        int minLength() {
            return body.minLength();
        }

        int maxLength() {
            return body.maxLength();
        }

        boolean startsWithBegin() {
            return body.startsWithBegin();
        }
    }

    static final class Repeat extends Ast {
        static final int GREEDY = 0;
        static final int LAZY = 1;
        static final int POSSESSIVE = 2;

        final Ast body;
        final int min;
        final int max; // Integer.MAX_VALUE: unbounded
        final int type;

        Repeat(Ast body, int min, int max, int type) {
            this.body = body;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        int minLength() {
            long v = (long) body.minLength() * min;
            return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
        }

        int maxLength() {
            int b = body.maxLength();
            if (b < 0 || max == Integer.MAX_VALUE) {
                return b == 0 ? 0 : -1;
            }
            long v = (long) b * max;
            return v > Integer.MAX_VALUE ? -1 : (int) v;
        }
    }

    /** Look-ahead or look-behind, positive or negative. */
    static final class Look extends Ast {
        final Ast body;
        final boolean behind;
        final boolean negative;

        Look(Ast body, boolean behind, boolean negative) {
            this.body = body;
            this.behind = behind;
            this.negative = negative;
        }

        int minLength() {
            return 0;
        }

        int maxLength() {
            return 0;
        }
    }

    static final class Atomic extends Ast {
        final Ast body;

        Atomic(Ast body) {
            this.body = body;
        }

        int minLength() {
            return body.minLength();
        }

        int maxLength() {
            return body.maxLength();
        }
    }

    static final class BackRef extends Ast {
        final int group;
        final boolean caseInsensitive;
        final boolean unicodeCase;

        BackRef(int group, boolean caseInsensitive, boolean unicodeCase) {
            this.group = group;
            this.caseInsensitive = caseInsensitive;
            this.unicodeCase = unicodeCase;
        }

        int minLength() {
            return 0;
        }

        int maxLength() {
            return -1;
        }
    }

    static final class Anchor extends Ast {
        final int kind;
        final boolean unixLines;
        final boolean unicodeWord;

        Anchor(int kind, boolean unixLines, boolean unicodeWord) {
            this.kind = kind;
            this.unixLines = unixLines;
            this.unicodeWord = unicodeWord;
        }

        int minLength() {
            return 0;
        }

        int maxLength() {
            return 0;
        }

        boolean startsWithBegin() {
            return kind == Node.Anchor.BEGIN;
        }
    }

    static final class LineBreak extends Ast {
        int minLength() {
            return 1;
        }

        int maxLength() {
            return 2;
        }
    }
}
