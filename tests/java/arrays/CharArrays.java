public class CharArrays {
    static char[] reverse(char[] input) {
        char[] out = new char[input.length];
        for (int i = 0; i < input.length; i++) {
            out[input.length - 1 - i] = input[i];
        }
        return out;
    }

    public static void main(String[] args) {
        char[] hello = { 'h', 'e', 'l', 'l', 'o' };
        System.out.println(hello);
        System.out.println(reverse(hello));
        System.out.println(String.valueOf(hello) + "|" + new String(hello) + "|" + new String(hello, 1, 3));
        char[] alphabet = new char[26];
        for (int i = 0; i < 26; i++) {
            alphabet[i] = (char) ('a' + i);
        }
        System.out.println(alphabet);
        for (int i = 0; i < alphabet.length; i++) {
            if (i % 2 == 0) alphabet[i] -= 32;
        }
        System.out.println(alphabet);
        // Caesar cipher
        String message = "attack at dawn";
        char[] encoded = new char[message.length()];
        for (int i = 0; i < encoded.length; i++) {
            char c = message.charAt(i);
            encoded[i] = c == ' ' ? c : (char) ('a' + (c - 'a' + 13) % 26);
        }
        System.out.println(encoded);
        // counting characters
        int[] counts = new int[128];
        String text = "the quick brown fox jumps over the lazy dog";
        for (int i = 0; i < text.length(); i++) {
            counts[text.charAt(i)]++;
        }
        StringBuilder frequent = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c++) {
            if (counts[c] > 1) frequent.append(c).append(counts[c]);
        }
        System.out.println(frequent);
        char[] copy = hello.clone();
        copy[0] = 'j';
        System.out.println(String.valueOf(copy) + " " + String.valueOf(hello));
        char[] digits = new char[10];
        int value = 1234567890;
        int pos = digits.length;
        while (value > 0) {
            digits[--pos] = (char) ('0' + value % 10);
            value /= 10;
        }
        System.out.println(digits);
        System.out.println((int) (new char[1])[0] + " " + hello.length);
    }
}
