public class FibonacciVariants {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long fibLong(int n) {
        if (n < 2) return n;
        return fibLong(n - 1) + fibLong(n - 2);
    }

    static double fibDouble(double n) {
        return n < 2 ? n : fibDouble(n - 1) + fibDouble(n - 2);
    }

    static long fibMemo(int n, long[] memo) {
        if (n < 2) return n;
        if (memo[n] != 0) return memo[n];
        return memo[n] = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
    }

    static long fibTail(int n, long a, long b) {
        return n == 0 ? a : fibTail(n - 1, b, a + b);
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= 20; i++) {
            sb.append(fib(i)).append(' ');
        }
        System.out.println(sb);
        System.out.println(fib(25) + " " + fibLong(30) + " " + fibDouble(20));
        System.out.println(fibMemo(90, new long[91]) + " " + fibTail(90, 0, 1));
        System.out.println(fibTail(100, 0, 1));
    }
}
