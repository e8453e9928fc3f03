public class StringSearchCompare {
    public static void main(String[] args) {
        String s = "abracadabra";
        System.out.println(s.indexOf('a') + " " + s.indexOf('a', 1) + " " + s.indexOf('a', 100) + " " + s.indexOf('a', -5) + " " + s.indexOf('z'));
        System.out.println(s.indexOf("abra") + " " + s.indexOf("abra", 1) + " " + s.indexOf("") + " " + s.indexOf("", 5) + " " + s.indexOf("", 99) + " " + s.indexOf("cad", 4) + " " + s.indexOf("abracadabrax"));
        System.out.println(s.lastIndexOf('a') + " " + s.lastIndexOf('a', 9) + " " + s.lastIndexOf('a', -1) + " " + s.lastIndexOf('a', 1000) + " " + s.lastIndexOf('r', 1));
        System.out.println(s.lastIndexOf("abra") + " " + s.lastIndexOf("abra", 6) + " " + s.lastIndexOf("") + " " + s.lastIndexOf("", 3) + " " + s.lastIndexOf("zz"));
        System.out.println(s.indexOf(0x61) + " " + "x\uD83D\uDE00y".indexOf(0x1F600) + " " + "x\uD83D\uDE00y".lastIndexOf(0x1F600) + " " + "x\uD83D\uDE00y".indexOf('\uDE00') + " " + "x\uD83D\uDE00y".indexOf("y"));
        System.out.println(s.contains("cad") + " " + s.contains("") + " " + s.contains("dab") + " " + s.contains("bad"));
        System.out.println(s.startsWith("abr") + " " + s.startsWith("bra", 1) + " " + s.startsWith("", 11) + " " + s.startsWith("a", 12) + " " + s.startsWith("a", -1) + " " + s.endsWith("bra") + " " + s.endsWith("") + " " + s.endsWith(s));
        System.out.println(s.replace('a', 'o') + " " + s.replace("abra", "X") + " " + s.replace("", "-") + " " + s.replace("zz", "y") + " " + "aaaa".replace("aa", "b") + " " + s.replace('q', 'w') + " " + "a.b.c".replace(".", "\\") + " " + "x$y".replace("$", "$$"));
        System.out.println(s.substring(4) + " " + s.substring(4, 7) + " [" + s.substring(11) + "] [" + s.substring(3, 3) + "] " + s.subSequence(0, 4) + " " + s.charAt(10));
        String[] cmp = {"apple", "Apple", "apples", "app", "", "banana", "\u00e9", "z", "APPLE"};
        StringBuilder sb = new StringBuilder();
        for (String a : cmp) {
            for (String b : cmp) sb.append(Integer.signum(a.compareTo(b)) + 1);
            sb.append(' ');
        }
        System.out.println(sb);
        System.out.println("apple".compareTo("apples") + " " + "b".compareTo("a") + " " + "a".compareTo("\u00e9") + " " + "abc".compareTo("abd") + " " + "".compareTo("abc") + " " + "Apple".compareTo("apple"));
        System.out.println("apple".compareToIgnoreCase("APPLE") + " " + "a".compareToIgnoreCase("B") + " " + "Zeta".compareToIgnoreCase("alpha") + " " + "abc".equalsIgnoreCase("ABC") + " " + "abc".equalsIgnoreCase(null) + " " + "\u00e9".equalsIgnoreCase("\u00c9"));
        System.out.println("abc".equals("abc") + " " + "abc".equals(new StringBuilder("abc")) + " " + "abc".contentEquals(new StringBuilder("abc")) + " " + "abc".equals(null));
        System.out.println("Hello".regionMatches(1, "yellow", 1, 4) + " " + "Hello".regionMatches(true, 0, "hELLO", 0, 5) + " " + "Hello".regionMatches(0, "hELLO", 0, 5));

        String lit = "interned";
        String built = new StringBuilder("inter").append("ned").toString();
        String concat = "inter" + "ned";
        String half = "inter";
        String runtime = half + "ned";
        System.out.println((lit == built) + " " + (lit == concat) + " " + (lit == runtime) + " " + (lit == built.intern()) + " " + (lit == runtime.intern()) + " " + lit.equals(built));
        String fresh = new String("unique-" + 42);
        String in1 = fresh.intern();
        String in2 = new String("unique-42").intern();
        System.out.println((in1 == in2) + " " + (in1 == "unique-42") + " " + (fresh == in1 || fresh != in1));
        System.out.println("hash " + "".hashCode() + " " + "a".hashCode() + " " + "abracadabra".hashCode() + " " + "\u00e9\uD83D\uDE00".hashCode() + " " + "polygenelubricants".hashCode());
        System.out.println("abc".codePointAt(1) + " " + "\uD83D\uDE00".codePointAt(0) + " " + "\uD83D\uDE00".codePointCount(0, 2) + " " + "\uD83D\uDE00".length() + " " + "a\uD83D\uDE00b".offsetByCodePoints(0, 2));
        try {
            s.substring(5, 3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            s.charAt(11);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            s.substring(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            s.substring(0, 12);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf("ss", 4));
    }
}
