public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length() + " " + "".length());
        System.out.println(s.charAt(0) + "" + s.charAt(7) + s.charAt(s.length() - 1));
        System.out.println(s.equals("Hello, World") + " " + s.equals("hello, world") + " " + s.equals(null) + " " + s.equals(new StringBuilder(s)));
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|" + s.substring(12) + "|");
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.indexOf('z') + " " + s.indexOf("World") + " " + s.indexOf("") + " " + s.indexOf("lo, W"));
        System.out.println(s.indexOf("o", 9) + " " + s.indexOf("World", 8) + " " + s.indexOf('H', -5) + " " + s.indexOf('d', 100));
        System.out.println("apple".compareTo("banana") + " " + "banana".compareTo("apple") + " " + "same".compareTo("same") + " "
                + "abc".compareTo("abcde") + " " + "abcde".compareTo("abc") + " " + "A".compareTo("a") + " " + "".compareTo("x"));
        String[] hashInputs = { "", "a", "ab", "Hello", "hello world", "polygenelubricants", "The quick brown fox jumps over the lazy dog" };
        for (String h : hashInputs) {
            System.out.println("hash(" + h + ") = " + h.hashCode());
        }
        // hashCode of a string built at run time equals the literal's
        StringBuilder sb = new StringBuilder("Hel");
        sb.append("lo");
        String built = sb.toString();
        System.out.println(built.hashCode() == "Hello".hashCode() ? "same hash" : "different hash");
        System.out.println(built.equals("Hello") + " " + "Hello".equals(built));
        // strings are immutable: substring and concat create new strings
        String sub = s.substring(0, 5);
        String again = sub + "";
        System.out.println(sub + " " + again + " " + s);
        // chars with unicode escapes (printed as numbers to stay ASCII)
        String unicode = "\u00e9t\u00e9";
        System.out.println(unicode.length() + " " + (int) unicode.charAt(0) + " " + unicode.hashCode());
        // a string literal with escapes
        String escapes = "tab\there \"quoted\" back\\slash";
        System.out.println(escapes + " " + escapes.length());
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == 'l') count++;
        }
        System.out.println("l count " + count);
    }
}
