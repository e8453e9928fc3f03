public class LoopsAndConditions {
    public static void main(String[] args) {
        int sum = 0;
        for (int i = 1; i <= 100; i++) {
            sum += i;
        }
        System.out.println("for sum " + sum);

        int n = 27;
        int steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        }
        System.out.println("collatz steps " + steps);

        int k = 10;
        do {
            k -= 3;
        } while (k > 0);
        System.out.println("do-while " + k);

        int runsOnce = 0;
        do {
            runsOnce++;
        } while (false);
        System.out.println("do-while false " + runsOnce);

        StringBuilder fizz = new StringBuilder();
        for (int i = 1; i <= 15; i++) {
            if (i % 15 == 0) {
                fizz.append("FizzBuzz");
            } else if (i % 3 == 0) {
                fizz.append("Fizz");
            } else if (i % 5 == 0) {
                fizz.append("Buzz");
            } else {
                fizz.append(i);
            }
            fizz.append(i < 15 ? "," : "");
        }
        System.out.println(fizz);

        for (int i = 10; i > 0; i -= 4) {
            System.out.print(i + " ");
        }
        System.out.println();

        int count = 0;
        for (int i = 0, j = 10; i < j; i++, j--) {
            count++;
        }
        System.out.println("two variables " + count);

        long product = 1;
        for (int i = 1; i <= 20; i++) {
            product *= i;
        }
        System.out.println("20! = " + product);

        double x = 1.0;
        int halvings = 0;
        while (x > 1e-10) {
            x /= 2;
            halvings++;
        }
        System.out.println("halvings " + halvings);

        boolean a = true, b = false;
        if (a && !b) System.out.println("a && !b");
        if (a || b) System.out.println("a || b");
        if (a ^ b) System.out.println("a ^ b");
        if (!(a & b)) System.out.println("!(a & b)");
        if (b | a) System.out.println("b | a");
    }
}
