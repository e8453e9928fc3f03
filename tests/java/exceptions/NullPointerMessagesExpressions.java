// Helpful NullPointerException messages inside larger expressions: compound
// assignments and increments (dup, dup2, dup_x1, dup2_x2 copy the null), chained
// assignments, conditional arguments below which the receiver survives a merge,
// casts, and calls whose arguments are themselves calls.
public class NullPointerMessagesExpressions {
    int count;
    long total;
    double ratio;
    String text;
    NullPointerMessagesExpressions other;
    static long[] staticLongs;

    static void report(NullPointerException e) {
        System.out.println(e.getMessage());
    }

    static int seven() {
        return 7;
    }

    static String text(String prefix) {
        return prefix == null ? null : prefix + "!";
    }

    String join(int number, String word, long wide) {
        return word + number + wide;
    }

    static void compound(NullPointerMessagesExpressions none, int[] ints, long[] longs, double[] doubles, int i) {
        try { none.count++; } catch (NullPointerException e) { report(e); }
        try { none.total += 5; } catch (NullPointerException e) { report(e); }
        try { System.out.println(none.ratio++); } catch (NullPointerException e) { report(e); }
        try { ints[i]++; } catch (NullPointerException e) { report(e); }
        try { System.out.println(ints[i] *= 3); } catch (NullPointerException e) { report(e); }
        try { long v = longs[i]++; System.out.println(v); } catch (NullPointerException e) { report(e); }
        try { System.out.println(doubles[2] -= 1.5); } catch (NullPointerException e) { report(e); }
        try { staticLongs[1] <<= 2; } catch (NullPointerException e) { report(e); }
        try { none.other.count = none.count = 4; } catch (NullPointerException e) { report(e); }
        NullPointerMessagesExpressions some = new NullPointerMessagesExpressions();
        try { some.other.total = some.total = 9L; } catch (NullPointerException e) { report(e); }
        try { some.other.ratio = some.ratio = 0.5; } catch (NullPointerException e) { report(e); }
        try { some.count = some.other.count++; } catch (NullPointerException e) { report(e); }
        try { some.text = some.other.text = "t"; } catch (NullPointerException e) { report(e); }
    }

    static void arguments(NullPointerMessagesExpressions none, boolean flag, String word) {
        try { none.join(flag ? 1 : 2, word, 3L); } catch (NullPointerException e) { report(e); }
        try { none.join(seven(), text(word), flag ? 4L : 5L); } catch (NullPointerException e) { report(e); }
        try { text(word).concat(text("a")); } catch (NullPointerException e) { report(e); }
        try { System.out.println(text(word).length() + seven()); } catch (NullPointerException e) { report(e); }
        try { ((String) (Object) word).length(); } catch (NullPointerException e) { report(e); }
        try { System.out.println(flag && word.isEmpty()); } catch (NullPointerException e) { report(e); }
        try { System.out.println(!flag || word.isEmpty()); } catch (NullPointerException e) { report(e); }
        try { System.out.println("value: " + word.length()); } catch (NullPointerException e) { report(e); }
        try { String w; (w = word).length(); } catch (NullPointerException e) { report(e); }
        try { new StringBuilder(word.length()); } catch (NullPointerException e) { report(e); }
        try { System.out.println(new int[word.length()].length); } catch (NullPointerException e) { report(e); }
        try { Object o = word; if (o instanceof String) System.out.println(((String) o).length()); else o.hashCode(); }
        catch (NullPointerException e) { report(e); }
        try { none.other.join(1, "x", 2L).length(); } catch (NullPointerException e) { report(e); }
        try { String[] words = { word }; words[0].trim(); } catch (NullPointerException e) { report(e); }
        try { int[] counts = null; counts[seven() - 7] = counts.length; } catch (NullPointerException e) { report(e); }
    }

    public static void main(String[] args) {
        compound(null, null, null, null, 0);
        arguments(null, true, null);
        arguments(null, false, null);
    }
}
