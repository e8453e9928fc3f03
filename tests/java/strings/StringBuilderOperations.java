public class StringBuilderOperations {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        System.out.println("[" + sb + "] " + sb.length());
        sb.append("abc").append(1).append('x').append(2L).append(3.5f).append(4.25).append(true).append((Object) null).append((String) null);
        System.out.println(sb + " " + sb.length());
        sb = new StringBuilder(sb.toString().substring(0, 3));
        System.out.println(sb);
        sb.insert(0, "start-").insert(sb.length(), "-end").insert(6, 42).insert(2, 'C');
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb.charAt(0) + " " + sb.charAt(sb.length() - 1) + " " + sb.length());
        sb.setCharAt(0, 'S');
        sb.deleteCharAt(1);
        System.out.println(sb);
        for (int i = 0; i < 5; i++) {
            sb.deleteCharAt(0);
        }
        System.out.println(sb);
        System.out.println(sb.toString().indexOf("end") + " " + sb.toString().length());
        // StringBuilder grows as needed
        StringBuilder big = new StringBuilder(2);
        for (int i = 0; i < 1000; i++) {
            big.append(i % 10);
        }
        System.out.println(big.length() + " " + big.charAt(999) + " " + big.toString().substring(990));
        // appending chars and char arithmetic
        StringBuilder letters = new StringBuilder();
        for (char c = 'a'; c <= 'e'; c++) {
            letters.append(c).append((char) (c - 32)).append(c + 0);
        }
        System.out.println(letters);
        // append a char[] and a sub-sequence
        char[] chars = { 'p', 'q', 'r' };
        StringBuilder mixed = new StringBuilder("x").append(String.valueOf(chars)).append("0123456789".substring(2, 5));
        System.out.println(mixed);
        // palindromes through reverse
        String[] words = { "racecar", "level", "rvm", "noon", "" };
        for (String w : words) {
            boolean palindrome = new StringBuilder(w).reverse().toString().equals(w);
            System.out.print(w + ":" + palindrome + " ");
        }
        System.out.println();
        // toString returns a snapshot
        StringBuilder snap = new StringBuilder("one");
        String first = snap.toString();
        snap.append(" two");
        System.out.println(first + " / " + snap);
        StringBuilder numbers = new StringBuilder();
        numbers.append(Integer.MIN_VALUE).append(' ').append(Long.MAX_VALUE).append(' ').append(-0.0).append(' ').append(1e-5f);
        System.out.println(numbers);
    }
}
