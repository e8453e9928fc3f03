public class LongCounters {
    public static void main(String[] args) {
        long sum = 0;
        for (int i = 1; i <= 1000000; i++) {
            sum += i;
        }
        System.out.println(sum);
        long squares = 0;
        for (long i = 1; i <= 100000; i++) {
            squares += i * i;
        }
        System.out.println(squares);
        long count = 0;
        for (long i = Integer.MAX_VALUE - 5L; i <= Integer.MAX_VALUE + 5L; i++) {
            count++;
        }
        System.out.println(count);
        // an int loop counter overflowing would loop forever; a long one does not
        long steps = 0;
        for (long x = 1; x < (1L << 40); x *= 3) {
            steps++;
        }
        System.out.println(steps);
        long product = 1;
        int multiplications = 0;
        while (product < Long.MAX_VALUE / 7) {
            product *= 7;
            multiplications++;
        }
        System.out.println(product + " " + multiplications);
        long alternating = 0;
        for (int i = 0; i < 100001; i++) {
            alternating += (i % 2 == 0) ? i : -i;
        }
        System.out.println(alternating);
        long bits = 0;
        for (int i = 0; i < 64; i += 3) {
            bits |= 1L << i;
        }
        System.out.println(bits + " " + (bits >>> 32) + " " + (int) bits);
        long countdown = 10_000_000_000L;
        int iterations = 0;
        while (countdown > 0) {
            countdown -= 999_999_999L;
            iterations++;
        }
        System.out.println(countdown + " " + iterations);
        double doubleSum = 0;
        for (long i = 0; i < 1000; i++) {
            doubleSum += i * 0.001;
        }
        System.out.println(doubleSum);
    }
}
