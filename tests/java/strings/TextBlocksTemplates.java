import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A report generator built on text blocks and JDK 11-17 String methods: stripIndent, indent,
 * translateEscapes, formatted, strip/stripLeading/stripTrailing, isBlank, lines, repeat,
 * describeConstable, transform, and the escapes a text block keeps (\s, line continuation).
 */
public class TextBlocksTemplates {
    static final String TEMPLATE = """
            Invoice %s
              customer: %-10s|
              items:    %d
              total:    %,.2f %s
            """;

    static final String POEM = """
        The woods are lovely, dark and deep,   \s
          But I have promises to keep, \
        and miles to go.
        \t"quoted" and \\backslash\\
        """;

    public static void main(String[] args) {
        System.out.print(TEMPLATE.formatted("A-17", "Ada", 3, 1234.5, "EUR"));
        System.out.print(String.format(TEMPLATE, "B-2", "Grace Hopper", 12, 98765.432, "USD"));
        System.out.println("[" + POEM + "]");
        POEM.lines().map(l -> l.length() + ":" + l.stripTrailing().length() + ":" + l.strip().length()).forEach(System.out::println);

        String messy = "   \u2003 indented with em space\t \n";
        System.out.println("[" + messy.trim() + "] [" + messy.strip() + "] [" + messy.stripLeading().replace("\n", "\\n") + "] [" + messy.stripTrailing() + "]");
        System.out.println("blank: " + "".isBlank() + " " + " \t\u2003\n".isBlank() + " " + " x ".isBlank() + " empty: " + " ".isEmpty());

        String code = "if (x) {\n    run();\n}\n";
        System.out.print(code.indent(4));
        System.out.print(code.indent(-2));
        System.out.print("  a\n    b\n c".indent(0));
        System.out.println("|" + "   one\n     two\n   three".stripIndent() + "|");
        System.out.println("|" + "\n  \n    x\n".stripIndent().replace("\n", "\\n") + "|");

        String escaped = "tab\\there\\nnew line, octal \\101\\7 \\s space \\\\ done\\\njoined";
        System.out.println(escaped.translateEscapes().replace("\t", "<TAB>").replace("\n", "<NL>").replace("\u0007", "<BEL>"));
        for (String bad : new String[] {"bad \\q escape", "trailing \\", "unicode \\u0041"}) {
            try {
                bad.translateEscapes();
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException: " + e.getMessage().replace('\0', '0'));
            }
        }

        System.out.println("=".repeat(20) + " " + "ab".repeat(0).length() + " " + "xy".repeat(3));
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        List<String> words = "the quick  brown\tfox\n\njumps".lines().flatMap(l -> java.util.Arrays.stream(l.split("\\s+"))).filter(w -> !w.isBlank()).collect(Collectors.toList());
        System.out.println(words + " " + "a\r\nb\rc\n".lines().count());
        System.out.println("hello".transform(s -> s.toUpperCase() + "!") + " " + "x".describeConstable().get() + " " + Integer.valueOf(7).describeConstable().get()
                + " " + (((Object) "s") instanceof java.lang.constant.Constable) + " " + Double.valueOf(2.5).describeConstable().isPresent()
                + " " + String.join("/", new ArrayList<>(List.of("a", "b", "c"))) + " " + "naïve café".chars().filter(c -> c > 127).count()
                + " " + "😀 smile".codePoints().count() + " " + "😀 smile".length());
        StringBuilder table = new StringBuilder();
        String[][] rows = {{"name", "qty", "price"}, {"apple", "3", "0.5"}, {"kiwi", "12", "0.25"}};
        for (String[] row : rows) {
            table.append("| %-6s | %4s | %6s |%n".formatted((Object[]) row));
        }
        System.out.print(table);
        System.out.println("""
            a text block ending without newline""".length() + " " + """
            "\"\"" triple quotes inside \"""
            """.strip());
        System.out.println("compare: " + "Apple".compareToIgnoreCase("apple") + " " + "b".compareTo("a") + " " + "abc".regionMatches(true, 1, "XBC", 1, 2)
                + " " + "Mississippi".lastIndexOf("ss", 4) + " " + "Mississippi".replaceFirst("s+", "S") + " " + "a,b,,c,,".split(",").length + " " + "a,b,,c,,".split(",", -1).length);
    }
}
