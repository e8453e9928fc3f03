public class AckermannAndFriends {
    static int calls;

    static int ackermann(int m, int n) {
        calls++;
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static int takeuchi(int x, int y, int z) {
        return x <= y ? y : takeuchi(takeuchi(x - 1, y, z), takeuchi(y - 1, z, x), takeuchi(z - 1, x, y));
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static int hanoi(int disks, int from, int to, int via, StringBuilder moves) {
        if (disks == 0) return 0;
        int count = hanoi(disks - 1, from, via, to, moves);
        if (disks <= 2 && moves.length() < 60) moves.append(from).append("->").append(to).append(' ');
        count++;
        return count + hanoi(disks - 1, via, to, from, moves);
    }

    static long power(long base, int exponent) {
        if (exponent == 0) return 1;
        long half = power(base, exponent / 2);
        return exponent % 2 == 0 ? half * half : half * half * base;
    }

    public static void main(String[] args) {
        for (int m = 0; m <= 3; m++) {
            StringBuilder row = new StringBuilder("A(" + m + ", n):");
            for (int n = 0; n <= 4; n++) {
                row.append(' ').append(ackermann(m, n));
            }
            System.out.println(row);
        }
        System.out.println("calls " + calls);
        System.out.println("tak " + takeuchi(18, 12, 6) + " " + takeuchi(12, 8, 4));
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(1L << 40, 6L << 20) + " " + gcd(17, 5));
        StringBuilder moves = new StringBuilder();
        System.out.println("hanoi " + hanoi(10, 1, 3, 2, moves) + " " + moves);
        System.out.println("power " + power(3, 39) + " " + power(2, 62) + " " + power(7, 0));
    }
}
