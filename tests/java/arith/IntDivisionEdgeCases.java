public class IntDivisionEdgeCases {
    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }

    public static void main(String[] args) {
        int[] values = { 7, -7, 1, -1, 0, 3, -3, 2147483647, -2147483648, 1000000007, 13 };
        int[] divisors = { 2, -2, 3, -3, 1, -1, 7, 2147483647, -2147483648 };
        for (int a : values) {
            StringBuilder line = new StringBuilder();
            for (int b : divisors) {
                line.append(a).append("/").append(b).append("=").append(div(a, b));
                line.append(" ").append(a).append("%").append(b).append("=").append(rem(a, b)).append("  ");
            }
            System.out.println(line);
        }
        System.out.println("MIN / -1 = " + div(Integer.MIN_VALUE, -1));
        System.out.println("MIN % -1 = " + rem(Integer.MIN_VALUE, -1));
        System.out.println("-7 / 2 truncates toward zero: " + div(-7, 2));
        System.out.println("sign of % follows dividend: " + rem(-7, 2) + " " + rem(7, -2) + " " + rem(-7, -2));
        System.out.println("(a/b)*b + a%b == a: " + (div(-17, 5) * 5 + rem(-17, 5)));
        // division by constants (javac keeps idiv; a JIT might use tricks)
        int x = -1000;
        System.out.println(x / 8 + " " + x % 8 + " " + x / -8 + " " + x / 3 + " " + x % 3);
        int y = 1000;
        System.out.println(y / 16 + " " + y % 16 + " " + y / 7 + " " + y % 7);
        int m = Integer.MIN_VALUE;
        System.out.println(m / 2 + " " + m % 2 + " " + m / 4 + " " + m / 3 + " " + m % 3);
        short sh = -32768;
        byte by = -128;
        System.out.println(sh / -1 + " " + by / -1 + " " + (byte) (by / -1) + " " + (short) (sh / -1));
    }
}
