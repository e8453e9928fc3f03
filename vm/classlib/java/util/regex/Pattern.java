package java.util.regex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * rvm's java.util.regex.Pattern: the JDK 17 syntax, compiled by {@link PatternParser} into a
 * tree of {@link Ast} nodes and then into a graph of backtracking {@link Node}s, which the
 * {@link Matcher} runs. Same matches, captures, flags and PatternSyntaxException messages as the
 * JDK for the supported syntax; not supported: CANON_EQ (accepted, ignored), \X and \b{g}
 * grapheme clusters, Unicode scripts and blocks beyond a few (\p{IsGreek}...): those fail with a
 * PatternSyntaxException.
 */
public final class Pattern implements java.io.Serializable {
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;
    private static final int ALL_FLAGS = UNIX_LINES | CASE_INSENSITIVE | COMMENTS | MULTILINE | LITERAL | DOTALL
            | UNICODE_CASE | CANON_EQ | UNICODE_CHARACTER_CLASS;

    private static final long serialVersionUID = 5073258162644648461L;

    private final String pattern;
    private final int flags;

    /** Graph entry for matches()/lookingAt() and for find() at one position. */
    final transient Node matchRoot;
    /** Number of capturing groups plus one (group 0). */
    final transient int capturingGroupCount;
    final transient int localCount;
    final transient int failedPositionSets;
    final transient Map<String, Integer> namedGroups;
    /** The pattern can only match at the start of the region (\A or ^ without MULTILINE first). */
    final transient boolean anchoredAtStart;
    final transient int minLength;

    private Pattern(String p, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = p;
        flags = f;
        PatternParser parser = new PatternParser(p, f);
        Ast tree = parser.parse();
        capturingGroupCount = parser.groupCount + 1;
        namedGroups = parser.namedGroups;
        PatternCompiler compiler = new PatternCompiler(parser.hasBackReferences, f);
        matchRoot = compiler.compile(tree, new Node.Last());
        localCount = compiler.localCount;
        failedPositionSets = compiler.failedPositionSets;
        anchoredAtStart = tree.startsWithBegin();
        minLength = tree.minLength();
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    @Override
    public String toString() {
        return pattern;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public int flags() {
        return flags;
    }

    public static boolean matches(String regex, CharSequence input) {
        Pattern p = Pattern.compile(regex);
        Matcher m = p.matcher(input);
        return m.matches();
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> matchList = new ArrayList<>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    // no empty leading substring for a zero-width match at the beginning
                    continue;
                }
                String match = input.subSequence(index, m.start()).toString();
                matchList.add(match);
                index = m.end();
            } else if (matchList.size() == limit - 1) {
                String match = input.subSequence(index, input.length()).toString();
                matchList.add(match);
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || matchList.size() < limit) {
            matchList.add(input.subSequence(index, input.length()).toString());
        }
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        for (int i = 0; i < resultSize; i++) {
            result[i] = matchList.get(i);
        }
        return result;
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public Stream<String> splitAsStream(final CharSequence input) {
        String[] parts = split(input, 0);
        if (input.length() == 0) {
            parts = new String[] {""};
        }
        return Arrays.stream(parts);
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashEIndex);
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    public Predicate<String> asPredicate() {
        return s -> matcher(s).find();
    }

    public Predicate<String> asMatchPredicate() {
        return s -> matcher(s).matches();
    }
}
