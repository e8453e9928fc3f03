import java.util.*;
import java.util.regex.*;

public class RegexBasics {
    static void show(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        StringBuilder sb = new StringBuilder(regex + " on \"" + input + "\":");
        while (m.find()) {
            sb.append(" [").append(m.start()).append(",").append(m.end()).append(")='").append(m.group()).append("'");
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append("=").append(m.group(g));
            }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        // String methods on top of regex
        System.out.println(Arrays.toString("a  b\tc\n d".split("\\s+")));
        System.out.println(Arrays.toString(" lead and trail ".split("\\s+")));
        System.out.println(Arrays.toString("a1b22c333".split("\\d+")));
        System.out.println(Arrays.toString("a,b;c d".split("[,; ]")));
        System.out.println(Arrays.toString("a,b,,c,,".split(",")));
        System.out.println(Arrays.toString("a,b,,c,,".split(",", -1)));
        System.out.println(Arrays.toString("a,b,,c,,".split(",", 2)));
        System.out.println(Arrays.toString("boo:and:foo".split("o", 0)));
        System.out.println(Arrays.toString("boo:and:foo".split("o", -2)));
        System.out.println(Arrays.toString("abc".split("")));
        System.out.println(Arrays.toString("camelCaseString".split("(?=[A-Z])")));
        System.out.println(Arrays.toString("one1two22three".split("(?<=\\d)(?=\\D)")));
        System.out.println(Arrays.toString("x".split("x")));
        System.out.println(Arrays.toString("".split(",")));
        System.out.println(Arrays.toString("a.b.c".split("\\.")));
        System.out.println(Arrays.toString("a|b|c".split("\\|")));
        System.out.println("12345".matches("\\d+") + " " + "12a45".matches("\\d+") + " " + "abc".matches("a.c")
                + " " + "ABC".matches("(?i)abc") + " " + "".matches("a*"));
        System.out.println("hello world".replaceAll("o", "0") + " " + "hello world".replaceAll("(\\w+) (\\w+)", "$2 $1"));
        System.out.println("a1b2c3".replaceAll("[0-9]", "<$0>") + " " + "aaa".replaceAll("a*", "X") + " " + "abc".replaceAll("", "-"));
        System.out.println("2024-01-15".replaceFirst("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + "x.y.z".replaceFirst("\\.", "!"));
        System.out.println("price: $5".replaceAll("\\$", "USD ") + " " + "a\\b".replaceAll("\\\\", "/"));
        System.out.println("tabs\tand  spaces".replaceAll("\\s+", " ") + "|" + "  trim me  ".replaceAll("^\\s+|\\s+$", "") + "|");
        System.out.println("John Smith".replaceAll("(?<first>\\w+) (?<last>\\w+)", "${last}, ${first}"));
        System.out.println("a-b".replaceAll("-", Matcher.quoteReplacement("$1\\")));
        // groups, named groups, quantifiers
        show("(\\d{3})-(\\d{4})", "call 555-1234 or 555-9876");
        show("(?<year>\\d{4})-(?<month>\\d\\d)", "2023-07 and 1999-12");
        show("a+?", "aaa");
        show("a*?b", "aaab");
        show("<.+>", "<a><b>");
        show("<.+?>", "<a><b>");
        show("a++a", "aaaa");
        show("(a|ab)(c|bcd)(d*)", "abcd");
        show("(a*)+", "b");
        show("(a|b)*c", "ababc");
        show("(x)?y", "y xy");
        show("\\bfoo\\b", "foo foobar barfoo foo.");
        show("\\Bo\\B", "foo boo o");
        show("^\\w+", "first second\nthird");
        show("(?m)^\\w+", "first second\nthird");
        show("\\w+$", "end1\nend2");
        show("(?m)\\w+$", "end1\nend2");
        show("(?s)a.b", "a\nb");
        show("a.b", "a\nb axb");
        show("[^aeiou\\s]+", "hello world");
        show("[a-z&&[^aeiou]]+", "consonants");
        show("[\\w.-]+@[\\w-]+\\.[a-z]{2,}", "mail bob.smith@example.com and x@y.io now");
        show("(\\w)\\1", "hello bookkeeper");
        show("(?i)(\\w)\\1", "aA bB cd");
        show("(?<q>['\"]).*?\\k<q>", "say 'hi' and \"bye\"");
        show("colou?r", "color colour colouur");
        show("\\d{2,3}", "1 12 123 1234");
        show("\\d{2,}", "1 12 12345");
        show("x{0}y", "xy");
        show("(?:ab)+", "ababab abab");
        show("(ab)+", "ababab");
        show("(?=(\\d\\d))", "1234");
        show("(?<!\\$)\\b\\d+", "$12 34");
        show("(?<=\\$)\\d+", "$12 34");
        show("(?>a+)b", "aaab");
        show("(?>a+)ab", "aaab");
        show("\\p{Upper}\\p{Lower}+", "Hello World ABC");
        show("\\p{L}+", "caf\u00e9 na\u00efve");
        show("\\p{Punct}", "a,b.c!");
        show("[\\p{Digit}\\p{Alpha}]+", "ab12 -- cd");
        show("\\x41\\u0042\\0103", "ABC");
        show("\\t|\\n", "a\tb\nc");
        show("\\Qa.b*\\E+", "a.b*a.b**");
        show("(?x) a \\s b # comment", "a b");
        show("(?i:hello) World", "HELLO World hello world");
        show("a|b|", "abc");
        show("", "ab");
        show("\\R", "a\r\nb\nc\rd");
        show("\\h+", "a \t b");
        show("\\Ga", "aab");
        show("(a)|(b)", "ab");
        show("(a(b)?)+", "aba");
        show("(\\w+)@(\\w+)\\.com", "x@y.com");
        // Matcher API
        Matcher m = Pattern.compile("(\\w+)=(\\d+)").matcher("a=1, bb=22, ccc=333");
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, "$1:" + (Integer.parseInt(m.group(2)) * 2));
        }
        m.appendTail(sb);
        System.out.println(sb);
        m.reset();
        System.out.println(m.find() + " " + m.group(1) + " " + m.start(2) + " " + m.end(2) + " " + m.groupCount());
        System.out.println(m.find(7) + " " + m.group() + " " + m.lookingAt() + " " + m.matches());
        Matcher r = Pattern.compile("\\d+").matcher("a12b345c6");
        System.out.println(r.replaceAll(mr -> "[" + mr.group().length() + "]"));
        System.out.println(r.replaceFirst(mr -> mr.group() + mr.group()));
        System.out.println(Pattern.compile("\\d+").matcher("a12b345c6").results().map(MatchResult::group).toList());
        System.out.println(Pattern.compile("[aeiou]").matcher("education").results().count());
        Matcher region = Pattern.compile("^\\d+").matcher("ab123cd");
        region.region(2, 5);
        System.out.println(region.lookingAt() + " " + region.group() + " " + region.regionStart() + " " + region.regionEnd());
        System.out.println(Pattern.compile("o").split("foo boo", 0).length + " " + Arrays.toString(Pattern.compile("\\s*,\\s*").split("a , b,c ,d")));
        System.out.println(Pattern.compile("\\W+").splitAsStream("hi, there; you").toList());
        System.out.println(Pattern.quote("a.b") + " " + "a.b".matches(Pattern.quote("a.b")) + " " + "axb".matches(Pattern.quote("a.b")));
        System.out.println(Pattern.compile("ab", Pattern.CASE_INSENSITIVE).matcher("xAbx").find() + " " + Pattern.compile("a.c", Pattern.DOTALL | Pattern.MULTILINE).flags());
        System.out.println(Pattern.compile("a+").pattern() + " " + Pattern.compile("[0-9]").toString());
        System.out.println(Pattern.compile("fo+").asPredicate().test("xfooy") + " " + Pattern.compile("fo+").asMatchPredicate().test("xfooy"));
        System.out.println(Pattern.matches("[a-c]+", "abcabc") + " " + Pattern.compile("a.c", Pattern.LITERAL).matcher("a.c abc").find());
        Matcher named = Pattern.compile("(?<key>\\w+):(?<val>\\w*)").matcher("k:v");
        System.out.println(named.matches() + " " + named.group("key") + " " + named.group("val") + " " + named.start("val") + " " + named.end("key"));
        MatchResult snapshot = named.toMatchResult();
        named.reset("zz:");
        System.out.println(named.matches() + " " + named.group("val").isEmpty() + " " + snapshot.group(1) + " " + snapshot.start());
        System.out.println(Pattern.compile("(a)|b").matcher("b").results().map(x -> x.group(1)).toList());
        System.out.println(Pattern.compile("a").matcher("aaa").toString());
        Matcher hit = Pattern.compile("abc").matcher("xxab");
        System.out.println(hit.find() + " " + hit.hitEnd());
        System.out.println("\u00c9T\u00c9".matches("(?iu)\u00e9t\u00e9") + " " + "\u00c9T\u00c9".matches("(?i)\u00e9t\u00e9"));
        System.out.println("x".repeat(5).replaceAll("x{2}", "y") + " " + "a1b2".replaceAll("(?<=[a-z])(?=\\d)", "_"));
    }
}
