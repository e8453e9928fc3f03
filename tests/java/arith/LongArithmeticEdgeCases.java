public class LongArithmeticEdgeCases {
    static long div(long a, long b) { return a / b; }
    static long rem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        long min = Long.MIN_VALUE;
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(-min);
        System.out.println(max * 3);
        System.out.println(min * -1);
        System.out.println(div(min, -1));
        System.out.println(rem(min, -1));
        long[] values = { 7, -7, 0, 1, -1, 10000000000L, -10000000000L, max, min };
        long[] divisors = { 3, -3, 1, -1, 4294967296L, max, min };
        for (long a : values) {
            StringBuilder line = new StringBuilder();
            for (long b : divisors) {
                line.append(div(a, b)).append(',').append(rem(a, b)).append(' ');
            }
            System.out.println(a + ": " + line);
        }
        long product = 1;
        for (int i = 0; i < 70; i++) {
            product *= 3;
        }
        System.out.println("3^70 wrapped: " + product);
        long fib1 = 0, fib2 = 1;
        for (int i = 0; i < 100; i++) {
            long next = fib1 + fib2;
            fib1 = fib2;
            fib2 = next;
        }
        System.out.println("fib(100) wrapped: " + fib1);
        // lcmp in all directions
        long a = 5, b = -5, c = 5;
        System.out.println((a > b) + " " + (a < b) + " " + (a == c) + " " + (a != c) + " " + (a >= c) + " " + (b <= a));
        System.out.println((max > min) + " " + (min < 0) + " " + (max > 0L));
        // mixed int/long arithmetic widens the int
        int small = -3;
        System.out.println(small + 4000000000L);
        System.out.println(small * 4000000000L);
        System.out.println(4000000000L / small);
        System.out.println(~max + " " + ~0L + " " + (max & 0xFFFF) + " " + (min | 1) + " " + (max ^ min));
        long counter = 0;
        counter += Integer.MAX_VALUE;
        counter += Integer.MAX_VALUE;
        counter++;
        System.out.println(counter);
    }
}
