package java.util.regex;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** rvm's java.util.regex.Matcher: runs a Pattern's node graph over a CharSequence (JDK 17 API,
 *  search, region and replacement semantics). */
public final class Matcher implements MatchResult {
    static final int ENDANCHOR = 1;
    static final int NOANCHOR = 0;

    Pattern parentPattern;
    int[] groups;
    int from;
    int to;
    int lookbehindTo;
    CharSequence text;
    int acceptMode = NOANCHOR;
    int first = -1;
    int last = 0;
    int oldLast = -1;
    int lastAppendPosition = 0;
    int[] locals;
    private HashSet<Integer>[] failedPositions;
    boolean hitEnd;
    boolean requireEnd;
    boolean transparentBounds = false;
    boolean anchoringBounds = true;
    int modCount;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        int parentGroupCount = Math.max(parent.capturingGroupCount, 10);
        groups = new int[parentGroupCount * 2];
        locals = new int[parent.localCount];
        allocateFailedPositions();
        reset();
    }

    @SuppressWarnings("unchecked")
    private void allocateFailedPositions() {
        failedPositions = new HashSet[parentPattern.failedPositionSets];
    }

    HashSet<Integer> failedPositions(int index) {
        HashSet<Integer> set = failedPositions[index];
        if (set == null) {
            set = failedPositions[index] = new HashSet<>();
        }
        return set;
    }

    public Pattern pattern() {
        return parentPattern;
    }

    public MatchResult toMatchResult() {
        return new ImmutableMatchResult(first, last, groupCount(), java.util.Arrays.copyOf(groups, groups.length),
                hasMatch() ? text.toString() : null);
    }

    private boolean hasMatch() {
        return first >= 0;
    }

    private static final class ImmutableMatchResult implements MatchResult {
        private final int first;
        private final int last;
        private final int[] groups;
        private final int groupCount;
        private final String text;

        ImmutableMatchResult(int first, int last, int groupCount, int[] groups, String text) {
            this.first = first;
            this.last = last;
            this.groupCount = groupCount;
            this.groups = groups;
            this.text = text;
        }

        public int start() {
            checkMatch();
            return first;
        }

        public int start(int group) {
            checkMatch();
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
            return groups[group * 2];
        }

        public int end() {
            checkMatch();
            return last;
        }

        public int end(int group) {
            checkMatch();
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
            return groups[group * 2 + 1];
        }

        public int groupCount() {
            return groupCount;
        }

        public String group() {
            checkMatch();
            return group(0);
        }

        public String group(int group) {
            checkMatch();
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
            if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
                return null;
            }
            return text.subSequence(groups[group * 2], groups[group * 2 + 1]).toString();
        }

        private void checkMatch() {
            if (first < 0) {
                throw new IllegalStateException("No match found");
            }
        }
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        int parentGroupCount = Math.max(newPattern.capturingGroupCount, 10);
        groups = new int[parentGroupCount * 2];
        locals = new int[newPattern.localCount];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        allocateFailedPositions();
        modCount++;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        clearFailedPositions();
        lastAppendPosition = 0;
        from = 0;
        to = getTextLength();
        modCount++;
        return this;
    }

    private void clearFailedPositions() {
        for (HashSet<Integer> set : failedPositions) {
            if (set != null) {
                set.clear();
            }
        }
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return first;
    }

    public int start(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[getMatchedGroupIndex(name) * 2];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return last;
    }

    public int end(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[getMatchedGroupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return getSubSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public String group(String name) {
        int group = getMatchedGroupIndex(name);
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return getSubSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public int groupCount() {
        return parentPattern.capturingGroupCount - 1;
    }

    public boolean matches() {
        return match(from, ENDANCHOR);
    }

    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex < from) {
            nextSearchIndex = from;
        }
        if (nextSearchIndex > to) {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
            return false;
        }
        return search(nextSearchIndex);
    }

    public boolean find(int start) {
        int limit = getTextLength();
        if ((start < 0) || (start > limit)) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    public boolean lookingAt() {
        return match(from, NOANCHOR);
    }

    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        StringBuilder result = new StringBuilder();
        appendReplacement0(result, replacement);
        sb.append(result);
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        appendReplacement0(sb, replacement);
        return this;
    }

    private void appendReplacement0(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
    }

    private void appendExpandedReplacement(String replacement, StringBuilder result) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                nextChar = replacement.charAt(cursor);
                result.append(nextChar);
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < replacement.length()) {
                        nextChar = replacement.charAt(cursor);
                        if ((nextChar >= 'a' && nextChar <= 'z') || (nextChar >= 'A' && nextChar <= 'Z')
                                || (nextChar >= '0' && nextChar <= '9')) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (gname.charAt(0) >= '0' && gname.charAt(0) <= '9') {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    Integer index = parentPattern.namedGroups.get(gname);
                    if (index == null) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    refNum = index;
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if ((refNum < 0) || (refNum > 9)) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    boolean done = false;
                    while (!done) {
                        if (cursor >= replacement.length()) {
                            break;
                        }
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if ((nextDigit < 0) || (nextDigit > 9)) {
                            break;
                        }
                        int newRefNum = (refNum * 10) + nextDigit;
                        if (groupCount() < newRefNum) {
                            done = true;
                        } else {
                            refNum = newRefNum;
                            cursor++;
                        }
                    }
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                int ec = modCount;
                String replacement = replacer.apply(this);
                if (ec != modCount) {
                    throw new ConcurrentModificationException();
                }
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public Stream<MatchResult> results() {
        class MatchResultIterator implements Iterator<MatchResult> {
            int state = -1; // -1 unknown, 0 none, 1 a match
            int expectedCount = -1;

            public MatchResult next() {
                if (expectedCount >= 0 && expectedCount != modCount) {
                    throw new ConcurrentModificationException();
                }
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                state = -1;
                return toMatchResult();
            }

            public boolean hasNext() {
                if (state >= 0) {
                    return state == 1;
                }
                if (expectedCount >= 0 && expectedCount != modCount) {
                    return true;
                }
                boolean found = find();
                if (found) {
                    expectedCount = modCount;
                }
                state = found ? 1 : 0;
                return found;
            }
        }
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(new MatchResultIterator(),
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        int ec = modCount;
        String replacement = replacer.apply(this);
        if (ec != modCount) {
            throw new ConcurrentModificationException();
        }
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public Matcher region(int start, int end) {
        if ((start < 0) || (start > getTextLength())) {
            throw new IndexOutOfBoundsException("start");
        }
        if ((end < 0) || (end > getTextLength())) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher").append("[pattern=").append(pattern()).append(" region=")
                .append(regionStart()).append(",").append(regionEnd()).append(" lastmatch=");
        if ((first >= 0) && (group() != null)) {
            sb.append(group());
        }
        sb.append("]");
        return sb.toString();
    }

    public boolean hitEnd() {
        return hitEnd;
    }

    public boolean requireEnd() {
        return requireEnd;
    }

    /** Tries the pattern at every position from start (the JDK's Start node). */
    boolean search(int start) {
        hitEnd = false;
        requireEnd = false;
        start = start < 0 ? 0 : start;
        this.first = start;
        this.oldLast = oldLast < 0 ? start : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        clearFailedPositions();
        acceptMode = NOANCHOR;
        Node root = parentPattern.matchRoot;
        boolean result = false;
        int guard = to - parentPattern.minLength;
        if (parentPattern.anchoredAtStart && anchoringBounds) {
            int fromIndex = from;
            guard = Math.min(guard, fromIndex);
        }
        for (int i = start; i <= guard; i++) {
            if (root.match(this, i, text)) {
                first = i;
                groups[0] = first;
                groups[1] = last;
                result = true;
                break;
            }
        }
        if (!result && !(parentPattern.anchoredAtStart && anchoringBounds)) {
            hitEnd = true; // the JDK's Start node: a failed search has looked at the end
        }
        if (!result) {
            this.first = -1;
        }
        this.oldLast = this.last;
        this.modCount++;
        return result;
    }

    boolean match(int from, int anchor) {
        hitEnd = false;
        requireEnd = false;
        from = from < 0 ? 0 : from;
        this.first = from;
        this.oldLast = oldLast < 0 ? from : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        clearFailedPositions();
        acceptMode = anchor;
        boolean result = parentPattern.matchRoot.match(this, from, text);
        if (!result) {
            this.first = -1;
        }
        this.oldLast = this.last;
        this.modCount++;
        return result;
    }

    int getTextLength() {
        return text.length();
    }

    CharSequence getSubSequence(int beginIndex, int endIndex) {
        return text.subSequence(beginIndex, endIndex);
    }

    private int getMatchedGroupIndex(String name) {
        Objects.requireNonNull(name, "Group name");
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        Integer index = parentPattern.namedGroups.get(name);
        if (index == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return index;
    }
}
