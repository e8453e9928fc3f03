// StringOps: string building and character processing. Each round
//   1. appends the numbers 0..999, each followed by ',', to a StringBuilder
//      that starts at the default capacity (so it grows), then toString();
//   2. scans the string with charAt, summing digits and counting commas;
//   3. copies it with toCharArray, reverses the char[] in place, makes a
//      new String from it and compares it with the original char by char;
//   4. rot13-encodes 520 letters in a char[], decodes them again through a
//      StringBuilder.append(char) loop and compares with equals;
//   5. builds a short label with string concatenation (+).
// Measures StringBuilder growth and append(int/char), String.charAt and
// length, char[] loops and string concatenation.
//
// Usage: java StringOps [rounds]   (default rounds = 380)
//
// Allocation per round is about 50 KB even if a VM stores two bytes per
// char and allocates a temporary String per append(int): the 3890-char
// number list is held by the builder's grown arrays (~16 KB), toString,
// toCharArray and the reversed String (~8 KB each), and the rot13 strings
// (~4 KB). At the default 380 rounds that is about 19 MB, within what a
// VM without a garbage collector can afford (keep rounds below ~6000).
//
// Self-check: the length of the number list, its digit sum and comma
// count are computed with integer arithmetic, not strings; the reversed
// copy and the rot13 round trip must match the original exactly; the
// label's length comes from the digit counts of its parts.
public class StringOps {
    static final int NUMBERS = 1000;
    static final int LETTERS = 520;

    static int digitCount(int n) {
        int count = 1;
        while (n >= 10) {
            n /= 10;
            count++;
        }
        return count;
    }

    static int digitSum(int n) {
        int sum = 0;
        while (n > 0) {
            sum += n % 10;
            n /= 10;
        }
        return sum;
    }

    static char rot13(char c) {
        if (c >= 'a' && c <= 'z') {
            return (char) ('a' + (c - 'a' + 13) % 26);
        }
        return c;
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 380;

        char[] letters = new char[LETTERS];
        for (int i = 0; i < LETTERS; i++) {
            letters[i] = (char) ('a' + (i * 7) % 26);
        }
        String plain = new String(letters);

        long totalLength = 0;
        long totalDigitSum = 0;
        long totalCommas = 0;
        long mismatches = 0;
        long labelLength = 0;
        for (int round = 0; round < rounds; round++) {
            StringBuilder builder = new StringBuilder();
            for (int n = 0; n < NUMBERS; n++) {
                builder.append(n).append(',');
            }
            String numbers = builder.toString();
            int length = numbers.length();
            totalLength += length;

            for (int i = 0; i < length; i++) {
                char c = numbers.charAt(i);
                if (c == ',') {
                    totalCommas++;
                } else {
                    totalDigitSum += c - '0';
                }
            }

            char[] chars = numbers.toCharArray();
            for (int i = 0, j = chars.length - 1; i < j; i++, j--) {
                char t = chars[i];
                chars[i] = chars[j];
                chars[j] = t;
            }
            String reversed = new String(chars);
            if (reversed.length() != length) {
                mismatches++;
            }
            for (int i = 0; i < length; i++) {
                if (reversed.charAt(i) != numbers.charAt(length - 1 - i)) {
                    mismatches++;
                }
            }

            char[] encoded = new char[LETTERS];
            for (int i = 0; i < LETTERS; i++) {
                encoded[i] = rot13(plain.charAt(i));
            }
            StringBuilder decoded = new StringBuilder(LETTERS);
            for (int i = 0; i < LETTERS; i++) {
                decoded.append(rot13(encoded[i]));
            }
            if (!decoded.toString().equals(plain) || new String(encoded).equals(plain)) {
                mismatches++;
            }

            String label = "round " + round + ": " + length + " chars";
            labelLength += label.length();
        }

        long expectedLength = 0;
        long expectedDigitSum = 0;
        for (int n = 0; n < NUMBERS; n++) {
            expectedLength += digitCount(n) + 1;
            expectedDigitSum += digitSum(n);
        }
        long expectedLabelLength = 0;
        for (int round = 0; round < rounds; round++) {
            expectedLabelLength += "round ".length() + digitCount(round) + ": ".length()
                    + digitCount((int) expectedLength) + " chars".length();
        }
        expectedLength *= rounds;
        expectedDigitSum *= rounds;
        long expectedCommas = (long) NUMBERS * rounds;

        boolean ok = totalLength == expectedLength && totalDigitSum == expectedDigitSum
                && totalCommas == expectedCommas && mismatches == 0 && labelLength == expectedLabelLength;
        System.out.println("StringOps rounds=" + rounds + " chars=" + totalLength + " digitSum=" + totalDigitSum
                + " commas=" + totalCommas + " labels=" + labelLength + " mismatches=" + mismatches
                + (ok ? " OK" : " FAIL expected chars=" + expectedLength + " digitSum=" + expectedDigitSum
                        + " commas=" + expectedCommas + " labels=" + expectedLabelLength + " mismatches=0"));
    }
}
