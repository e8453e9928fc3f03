import java.util.regex.*;

/** Patterns that backtrack exponentially in a naive matcher. The JDK (since 9) remembers the
 *  positions where a greedy group loop already failed, so these finish at once: rvm must too
 *  (the suite's timeout would catch a regression), with the same answers. */
public class RegexPathological {
    public static void main(String[] args) {
        String as = "a".repeat(40);
        System.out.println(Pattern.compile("(a+)+b").matcher(as).matches());
        System.out.println(Pattern.compile("(a|aa)+c").matcher(as).find());
        System.out.println(Pattern.compile("(x+x+)+y").matcher("x".repeat(50)).matches());
        System.out.println(Pattern.compile("(\\w+\\s?)+$").matcher("this is a fairly long sentence with many words in it!").find());
        System.out.println(Pattern.compile("^(([a-z])+.)+[A-Z]([a-z])+$").matcher("aaaaaaaaaaaaaaaaaaaaaaaaaaaa!").matches());
        // the same patterns still match when they can
        Matcher m = Pattern.compile("(a+)+b").matcher(as + "b");
        System.out.println(m.matches() + " " + m.group(1).length());
        m = Pattern.compile("(a|aa)+c").matcher("aaaaac");
        System.out.println(m.find() + " " + m.group() + " " + m.group(1));
        // a long input through a simple loop stays iterative enough
        String big = "ab".repeat(5000);
        System.out.println(big.matches("(?:ab)*") + " " + big.replaceAll("a", "").length() + " " + big.split("b").length);
        System.out.println("x".repeat(100000).matches("x*") + " " + "y".repeat(100000).matches("[xy]+"));
    }
}
