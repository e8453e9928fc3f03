import java.util.*;

public class StringSplitJoinRepeat {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(parts.length).append(':');
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString();
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) sb.append(c); else sb.append("\\u").append(Integer.toHexString(c));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {"a,b,c", "a,,b,,", ",a,b", ",,,", "", "abc", "a,b,c,,,", ",", "x,", ",x"};
        for (String in : inputs) {
            System.out.println("\"" + in + "\" -> " + show(in.split(",")) + " limit2=" + show(in.split(",", 2)) + " limit-1=" + show(in.split(",", -1)) + " limit0=" + show(in.split(",", 0)) + " limit1=" + show(in.split(",", 1)));
        }
        System.out.println(show("one two  three   ".split(" ")));
        System.out.println(show("key=value=more".split("=")));
        System.out.println(show("a::b::::c::".split("::")));
        System.out.println(show("a::b::::c::".split("::", -1)));
        System.out.println(show("a:b:c:d:e".split(":", 3)));
        System.out.println(show("tab\tseparated\tvalues".split("\t")));
        System.out.println(show("semi;colon;list".split(";")));
        System.out.println(show("path/to/file".split("/")));
        System.out.println(show("a-b_c".split("-")));
        System.out.println(show("abcabcabc".split("bc")));
        System.out.println(show("a b".split(" ", 5)));

        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("", "x", "y") + " [" + String.join(",") + "] " + String.join("/", Arrays.asList("p", "q")) + " " + String.join(", ", new ArrayList<String>()) + "|");
        System.out.println(String.join("+", "a", null, "c") + " " + String.join("<>", new TreeSet<>(Arrays.asList("z", "b", "m"))));
        List<CharSequence> cs = new ArrayList<>();
        cs.add(new StringBuilder("sb")); cs.add("str"); cs.add(new StringBuffer("buf"));
        System.out.println(String.join("&", cs));

        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(100) + "|" + "-".repeat(1) + "|" + "xyz".repeat(1).length());
        try {
            "a".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        String ws = " \t\n\u000b\f\r text \u2003\u00a0 ";
        System.out.println("[" + esc(ws.trim()) + "] " + ws.trim().length() + " [" + ws.strip().length() + "] [" + ws.stripLeading().length() + "] [" + ws.stripTrailing().length() + "]");
        String emsp = "\u2003x\u2003";
        System.out.println(emsp.trim().length() + " " + emsp.strip().length() + " " + emsp.isBlank() + " " + "\u2003 \t".isBlank() + " " + "\u00a0".isBlank() + " " + "".isBlank() + " " + "".isEmpty() + " " + " ".isEmpty());
        String ctrl = "\u0001\u0002abc\u001f";
        System.out.println(ctrl.trim().length() + " " + ctrl.strip().length());
        System.out.println("[" + "   ".trim() + "][" + "   ".strip() + "]" + "   ".trim().isEmpty() + "   ".strip().isEmpty());
        String noWs = "abc";
        System.out.println((noWs.trim() == noWs) + " " + (noWs.strip() == noWs));

        System.out.println("Hello".concat(" World") + " " + "".concat("") .length() + " " + "abc".concat(""));
        System.out.println(String.valueOf(new char[]{'h', 'i'}) + " " + String.valueOf(new char[]{'a', 'b', 'c', 'd'}, 1, 2) + " " + String.copyValueOf(new char[]{'q'}) + " " + new String(new char[]{'x', 'y', 'z'}, 1, 2));
        System.out.println("lines:" + show("l1\nl2\n\nl4".split("\n")));
        char[] chars = "hello".toCharArray();
        chars[0] = 'j';
        System.out.println(new String(chars) + " " + "hello");
        StringBuilder sb = new StringBuilder();
        for (String part : "the quick brown fox".split(" ")) sb.insert(0, part + " ");
        System.out.println(sb.toString().stripTrailing());
        System.out.println(esc("AbCd\u00c9\u00e9\u00fe\u00de".toUpperCase()) + " " + esc("AbCd\u00c9\u00e9\u00fe\u00de".toLowerCase()) + " " + esc("\u00df".toUpperCase()) + " " + esc("\u00ff".toUpperCase()) + " " + esc("\u00b5".toUpperCase()) + " " + esc("\u00d7\u00f7".toUpperCase()));
    }
}
