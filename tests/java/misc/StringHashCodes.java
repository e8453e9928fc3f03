public class StringHashCodes {
    static int manualHash(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    public static void main(String[] args) {
        String[] samples = { "", " ", "a", "A", "aa", "hello", "Hello", "hello world", "rvm", "java.lang.Object", "0123456789",
                "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "\u00e9\u00e8\u00ea", "\uffff\u0000", "Aa", "BB", "AaAa", "BBBB", "AaBB" };
        for (String s : samples) {
            int h = s.hashCode();
            System.out.println(s.length() + " chars: " + h + " " + (h == manualHash(s)) + " bucket " + Math.floorMod(h, 16));
        }
        // the hash is cached but must not change
        String s = "stable";
        System.out.println(s.hashCode() == s.hashCode());
        // concatenation results hash like literals
        String built = "hel" + samples[0] + "lo";
        System.out.println(built.hashCode() + " " + "hello".hashCode());
        // hash of a long string built in a loop
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            sb.append((char) ('a' + i % 26));
        }
        String longString = sb.toString();
        System.out.println(longString.hashCode() + " " + manualHash(longString));
    }
}
