public class ArithmeticDivideByZero {
    static int zero = 0;
    static long zeroL = 0;

    static String intDivide(int a, int b) {
        try {
            return "" + (a / b);
        } catch (ArithmeticException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    static String intRemainder(int a, int b) {
        try {
            return "" + (a % b);
        } catch (ArithmeticException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    static String longDivide(long a, long b) {
        try {
            return "" + (a / b);
        } catch (ArithmeticException e) {
            return e.toString();
        }
    }

    static String longRemainder(long a, long b) {
        try {
            return "" + (a % b);
        } catch (ArithmeticException e) {
            return e.toString();
        }
    }

    public static void main(String[] args) {
        System.out.println(intDivide(7, 0));
        System.out.println(intRemainder(7, 0));
        System.out.println(intDivide(0, 0));
        System.out.println(intDivide(Integer.MIN_VALUE, zero));
        System.out.println(longDivide(7, 0));
        System.out.println(longRemainder(-7, 0));
        System.out.println(longDivide(Long.MIN_VALUE, zeroL));
        // floating-point division by zero does not throw
        double d = 1.0 / zero;
        double dn = -1.0 / zero;
        double nan = 0.0 / zero;
        float f = 1f / zero;
        double rem = 5.0 % zero;
        float frem = 5f % zero;
        System.out.println(d + " " + dn + " " + nan + " " + f + " " + rem + " " + frem);
        // the division happens before the assignment: the target keeps its old value
        int target = 99;
        try {
            target = 10 / zero;
        } catch (ArithmeticException e) {
            System.out.println("target still " + target);
        }
        // in an expression, left operands are evaluated first
        int[] counter = new int[1];
        try {
            int result = (counter[0]++) + 10 / zero + (counter[0]++);
            System.out.println("unexpected " + result);
        } catch (ArithmeticException e) {
            System.out.println("counter " + counter[0]);
        }
        // compound assignment
        long acc = 5;
        try {
            acc /= zeroL;
        } catch (ArithmeticException e) {
            System.out.println("acc " + acc + " " + e.getMessage());
        }
        int caught = 0;
        for (int i = -2; i <= 2; i++) {
            try {
                System.out.print(100 / i + " ");
            } catch (ArithmeticException e) {
                caught++;
                System.out.print("X ");
            }
        }
        System.out.println("caught " + caught);
    }
}
