public class CharArithmetic {
    static boolean isVowel(char c) {
        return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    }

    public static void main(String[] args) {
        char c = 'a';
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        System.out.println(c + 'b');
        System.out.println("" + c + 'b');
        System.out.println('z' - 'a');
        System.out.println((char) 65 + "" + (char) 0x42 + (char) 67);
        c++;
        c += 1;
        System.out.println(c);
        char max = Character.MAX_VALUE;
        max++;
        System.out.println((int) max);
        char zero = 0;
        zero--;
        System.out.println((int) zero);
        // comparisons and ranges
        StringBuilder letters = new StringBuilder();
        for (char ch = 'A'; ch <= 'Z'; ch += 5) {
            letters.append(ch);
        }
        System.out.println(letters);
        // converting digits
        String number = "8675309";
        int value = 0;
        for (int i = 0; i < number.length(); i++) {
            value = value * 10 + (number.charAt(i) - '0');
        }
        System.out.println(value + 1);
        // case conversion by arithmetic
        String mixed = "Hello, World 42!";
        StringBuilder swapped = new StringBuilder();
        for (int i = 0; i < mixed.length(); i++) {
            char ch = mixed.charAt(i);
            if (ch >= 'a' && ch <= 'z') ch -= 32;
            else if (ch >= 'A' && ch <= 'Z') ch += 32;
            swapped.append(ch);
        }
        System.out.println(swapped);
        int vowels = 0;
        String sentence = "the quick brown fox jumps over the lazy dog";
        for (int i = 0; i < sentence.length(); i++) {
            if (isVowel(sentence.charAt(i))) vowels++;
        }
        System.out.println("vowels " + vowels);
        // char in switch and as array index
        int[] histogram = new int[26];
        for (int i = 0; i < sentence.length(); i++) {
            char ch = sentence.charAt(i);
            if (ch != ' ') histogram[ch - 'a']++;
        }
        StringBuilder h = new StringBuilder();
        for (int i = 0; i < 26; i++) h.append(histogram[i]);
        System.out.println(h);
        // char and short are different: char is unsigned
        char big = (char) 40000;
        short asShort = (short) big;
        System.out.println((int) big + " " + asShort + " " + (big > 30000) + " " + (asShort > 30000));
        // hex digits
        String hex = "0123456789abcdef";
        int n = 0xBEEF;
        StringBuilder hexString = new StringBuilder();
        for (int shift = 12; shift >= 0; shift -= 4) {
            hexString.append(hex.charAt((n >> shift) & 0xF));
        }
        System.out.println(hexString);
        System.out.println((char) ('a' + 25) + " " + (int) '0' + " " + ('9' - '0') + " " + (char) ('A' ^ ' '));
    }
}
