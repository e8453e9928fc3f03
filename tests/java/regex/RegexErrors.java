import java.util.regex.*;

public class RegexErrors {
    static void compile(String regex) {
        try {
            Pattern.compile(regex);
            System.out.println("ok: " + regex);
        } catch (PatternSyntaxException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
            System.out.println("  description=" + e.getDescription() + " index=" + e.getIndex() + " pattern=" + e.getPattern());
        }
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] bad = {"*a", "a**", "+", "?x", "(ab", "ab)", "a)", "[ab", "[]", "a{2", "a{,3}", "a{x}", "x{3,1}", "\\",
            "a\\", "(?<n>a)\\k<m>", "[b-a]", "\\p{Foo}", "(?z)", "ab(?", "\\xZZ", "\\u12", "(?<1a>x)",
            "(?<n>a)(?<n>b)", "a|*", "\\y", "[a-\\d]", "((a)", "(?i", "\\k", "\\0", "\\09"};
        for (String b : bad) {
            compile(b);
        }
        String[] good = {"{1}", "a{1}{2}", "\\9", "(?<=a+)b", "[]a]", "[a-]", "[-a]", "x{2,}", "a{0,0}", "(?i)(?-i)a", "[\\[\\]]"};
        for (String g : good) {
            compile(g);
        }
        attempt("split bad", () -> "abc".split("("));
        attempt("matches bad", () -> "abc".matches("[a"));
        attempt("replaceAll bad replacement group", () -> "abc".replaceAll("b", "$2"));
        attempt("replaceAll dollar at end", () -> "abc".replaceAll("b", "x$"));
        attempt("replaceAll backslash at end", () -> "abc".replaceAll("b", "x\\"));
        attempt("replaceAll illegal reference", () -> "abc".replaceAll("b", "$x"));
        attempt("replaceAll unknown name", () -> "abc".replaceAll("(?<g>b)", "${h}"));
        attempt("replaceAll empty name", () -> "abc".replaceAll("(?<g>b)", "${}"));
        attempt("group before match", () -> Pattern.compile("a").matcher("a").group());
        attempt("start before match", () -> Pattern.compile("a").matcher("a").start());
        attempt("group out of range", () -> {
            Matcher m = Pattern.compile("(a)").matcher("a");
            m.find();
            m.group(2);
        });
        attempt("unknown group name", () -> {
            Matcher m = Pattern.compile("(?<x>a)").matcher("a");
            m.find();
            m.group("y");
        });
        attempt("find bad index", () -> Pattern.compile("a").matcher("a").find(5));
        attempt("region bad", () -> Pattern.compile("a").matcher("abc").region(2, 1));
        attempt("appendReplacement without match", () -> Pattern.compile("a").matcher("b").appendReplacement(new StringBuilder(), "x"));
        attempt("null input", () -> Pattern.compile("a").matcher(null).find());
        attempt("unknown flag", () -> Pattern.compile("a", 0x10000));
        attempt("failed match group", () -> {
            Matcher m = Pattern.compile("a").matcher("b");
            m.find();
            m.group();
        });
        // an uncaught PatternSyntaxException
        "x".split("[");
    }
}
